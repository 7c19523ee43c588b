package org.jfio.cli;

import java.util.List;

/**
 * The options {@code jfio fileio} knows: sysbench 1.0.20's fileio options, the general ones a
 * fileio run uses, their deprecated aliases, jfio's extras, and the sysbench options jfio refuses
 * (with the reason). {@link #help()} is the option list {@code jfio fileio help} prints, in
 * sysbench's layout ({@code --name=KIND}, the explanation, the default in brackets). Immutable.
 */
final class FileioOptionTable {
    /** One option: its name, the placeholder of its value ("" for a flag), help and default. */
    private record Entry(String name, String placeholder, String help, String defaultText) {
        boolean flag() {
            return placeholder.isEmpty();
        }
    }

    private static final List<Entry> FILEIO = List.of(
            new Entry("file-num", "N", "how many files", "128"),
            new Entry("file-block-size", "N", "bytes of every request (K, M, G suffixes)", "16384"),
            new Entry("file-total-size", "SIZE", "bytes of all files together", "2G"),
            new Entry("file-test-mode", "STRING", "what run does {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}", null),
            new Entry("file-io-mode", "STRING", "how requests are issued {sync,async,mmap}", "sync"),
            new Entry("file-async-backlog", "N", "requests in flight per thread in async mode", "128"),
            new Entry("file-extra-flags", "[LIST,...]", "flags added when opening files {sync,dsync,direct}", ""),
            new Entry("file-fsync-freq", "N", "fsync every file after this many requests (0: never)", "100"),
            new Entry("file-fsync-all", "", "fsync the file after every write", "off"),
            new Entry("file-fsync-end", "", "fsync every file when the test ends", "on"),
            new Entry("file-fsync-mode", "STRING", "the call that syncs {fsync, fdatasync}", "fsync"),
            new Entry("file-merged-requests", "N", "blocks per request of the sequential modes (0: one)", "0"),
            new Entry("file-rw-ratio", "N", "reads per write in rndrw", "1.5"));

    private static final List<Entry> GENERAL = List.of(
            new Entry("threads", "N", "threads doing requests", "1"),
            new Entry("events", "N", "stop after this many events in all, fsyncs included (0: no limit)", "0"),
            new Entry("time", "N", "stop after this many seconds (0: no limit)", "10"),
            new Entry("forced-shutdown", "STRING", "seconds after --time before the run is stopped, or off", "off"),
            new Entry("rate", "N", "events per second in all (0: no cap)", "0"),
            new Entry("report-interval", "N", "seconds between interim report lines (0: none)", "0"),
            new Entry("percentile", "N", "the latency percentile reported, 1-100 (0: none)", "95"),
            new Entry("histogram", "", "print the latency histogram", "off"),
            new Entry("rand-type", "STRING", "accepted; fileio's offsets are uniform whatever it says {uniform,gaussian,special,pareto}", "special"),
            new Entry("rand-seed", "N", "seed of the random offsets (0: from the clock)", "0"),
            new Entry("verbosity", "N", "0-5; below 3 only errors are printed", "3"),
            new Entry("warmup-time", "N", "seconds run before the measured time", "0"),
            new Entry("validate", "", "off only: jfio fileio does not write sysbench's checksums (on is refused)", "off"),
            new Entry("debug", "", "print the stack trace of an error", "off"));

    private static final List<Entry> JFIO = List.of(
            new Entry("file-dir", "DIR", "directory of the files", "the working directory"),
            new Entry("file-async-engine", "STRING", "engine of --file-io-mode=async {libaio,io_uring}", "libaio"),
            new Entry("extended", "", "add per-operation latency (read, write, fsync) and exact percentiles", "off"),
            new Entry("output-format", "[LIST,...]", "{sysbench,json}: sysbench's report and/or fio's JSON of the run", "sysbench"),
            new Entry("showcmd", "", "print the equivalent fio job and exit", "off"),
            new Entry("warnings", "STRING", "warnings go in the report and also on stderr {auto: at a terminal,stderr,report}",
                    "auto"));

    private static final List<Entry> ALIASES = List.of(
            new Entry("max-requests", "N", "", null), new Entry("max-time", "N", "", null),
            new Entry("num-threads", "N", "", null), new Entry("tx-rate", "N", "", null));

    /** sysbench options jfio does not do, with the reason. */
    private static final List<String[]> REFUSED = List.of(
            new String[] {"report-checkpoints", "jfio fileio has no checkpoint reports; use --report-interval"},
            new String[] {"config-file", "pass the options on the command line"},
            new String[] {"thread-stack-size", "jfio's I/O threads are JVM platform threads with the JVM's stack size"},
            new String[] {"file-rand-type", "not a sysbench 1.0.20 option"});

    private FileioOptionTable() {
    }

    /** @return the option's own name for a deprecated alias ({@code max-requests}: {@code events}), else the name */
    static String canonical(String name) {
        return switch (name) {
            case "max-requests" -> "events";
            case "max-time" -> "time";
            case "num-threads" -> "threads";
            case "tx-rate" -> "rate";
            default -> name;
        };
    }

    /** @return true when {@code name} is an option with a value */
    static boolean takesValue(String name) {
        Entry e = find(name);
        return e != null && !e.flag();
    }

    /** @return true when {@code name} is an on/off option */
    static boolean isFlag(String name) {
        Entry e = find(name);
        return e != null && e.flag();
    }

    /** @return the placeholder of the option's value ({@code N}) */
    static String placeholder(String name) {
        Entry e = find(name);
        return e == null ? "VALUE" : e.placeholder();
    }

    /** @return why jfio refuses the option, or null when it does not */
    static String refusal(String name) {
        for (String[] r : REFUSED) {
            if (r[0].equals(name)) {
                return r[1];
            }
        }
        return null;
    }

    /** @return " (did you mean --x?)" for the closest known option, or "" */
    static String suggestion(String name) {
        String best = null;
        int bestDistance = 3;
        for (List<Entry> list : List.of(FILEIO, GENERAL, JFIO)) {
            for (Entry e : list) {
                int d = distance(name, e.name());
                if (d < bestDistance) {
                    bestDistance = d;
                    best = e.name();
                }
            }
        }
        return best == null ? "" : " (did you mean --" + best + "?)";
    }

    /** @return the option list of {@code jfio fileio help} */
    static String help() {
        StringBuilder sb = new StringBuilder();
        section(sb, "fileio options:", FILEIO);
        section(sb, "General options used by fileio:", GENERAL);
        section(sb, "jfio's own options:", JFIO);
        sb.append("Deprecated aliases: --max-requests (--events), --max-time (--time), --num-threads (--threads), "
                + "--tx-rate (--rate).\n");
        sb.append("Commands: prepare (create the files), run (the test), cleanup (remove the files), help.\n");
        return sb.toString();
    }

    private static void section(StringBuilder sb, String title, List<Entry> entries) {
        sb.append(title).append('\n');
        for (Entry e : entries) {
            String left = "--" + e.name() + (e.flag() ? "[=on|off]" : "=" + e.placeholder());
            sb.append("  ").append(left).append(" ".repeat(Math.max(1, 30 - left.length()))).append(e.help());
            if (e.defaultText() != null) {
                sb.append(" [").append(e.defaultText()).append(']');
            }
            sb.append('\n');
        }
        sb.append('\n');
    }

    private static Entry find(String name) {
        for (List<Entry> list : List.of(FILEIO, GENERAL, JFIO, ALIASES)) {
            for (Entry e : list) {
                if (e.name().equals(name)) {
                    return e;
                }
            }
        }
        return refusal(name) != null ? new Entry(name, "VALUE", "", null) : null;
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
