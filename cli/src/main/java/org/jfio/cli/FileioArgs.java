package org.jfio.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;

import org.jfio.spi.JfioException;
import org.jfio.sysbench.FileioOptions;
import org.jfio.sysbench.TestMode;

/**
 * Parses a {@code sysbench fileio} command line ({@code [options] prepare|run|cleanup|help}) into
 * {@link FileioOptions} (the typed model in core's {@code org.jfio.sysbench}), with sysbench 1.0.20's option names, aliases ({@code --max-requests},
 * {@code --max-time}, {@code --num-threads}, {@code --tx-rate}), defaults and value rules: sizes
 * are digits with an optional K, M, G or T (powers of 1024, an optional B after it), booleans
 * {@code on|off|yes|no|true|false|1|0} (the bare name is on), lists comma-separated. Options are
 * written {@code --name=value} (or {@code --name value}); the command word may come anywhere.
 *
 * <p>Bad input is one {@link JfioException} line naming the option and what it takes: an unknown
 * option, a bad value, a missing command, a run without {@code --file-test-mode}. Options sysbench
 * has and jfio does not do are refused with the reason. Stateless; thread-safe.
 */
final class FileioArgs {
    private final Path workingDirectory;

    /** @param workingDirectory where the files are unless {@code --file-dir} says otherwise */
    FileioArgs(Path workingDirectory) {
        this.workingDirectory = workingDirectory;
    }

    /**
     * @param args the arguments after {@code fileio}
     * @return the options
     * @throws JfioException on bad input, as one line
     */
    FileioOptions parse(List<String> args) {
        Draft d = new Draft();
        // an option given twice: the last value wins, as in sysbench (so each is checked at the end)
        Map<String, String[]> given = new LinkedHashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--help")) {
                d.help = true; // sysbench's --help: the usage, exit 0
                continue;
            }
            if (!a.startsWith("--")) {
                d.command(a);
                continue;
            }
            int eq = a.indexOf('=');
            String name = eq < 0 ? a.substring(2) : a.substring(2, eq);
            String value = eq < 0 ? null : a.substring(eq + 1);
            if (value == null && FileioOptionTable.takesValue(name) && i + 1 < args.size()
                    && !args.get(i + 1).startsWith("--") && !isCommand(args.get(i + 1))) {
                value = args.get(++i);
            }
            d.known(name);
            String key = FileioOptionTable.canonical(name);
            given.remove(key);
            given.put(key, new String[] {name, value});
        }
        for (String[] nv : given.values()) {
            d.set(nv[0], nv[1]);
        }
        return d.build(workingDirectory);
    }

    private static boolean isCommand(String word) {
        return switch (word) {
            case "prepare", "run", "cleanup", "help" -> true;
            default -> false;
        };
    }

    /** The options as they are read, then checked together by {@link #build}. */
    private static final class Draft {
        FileioOptions.Command command;
        int fileNum = 128;
        long blockBytes = 16384;
        long totalBytes = 2L << 30;
        TestMode testMode;
        FileioOptions.IoMode ioMode = FileioOptions.IoMode.SYNC;
        int asyncBacklog = 128;
        Set<FileioOptions.ExtraFlag> extraFlags = EnumSet.noneOf(FileioOptions.ExtraFlag.class);
        int fsyncFreq = 100;
        boolean fsyncAll;
        boolean fsyncEnd = true;
        boolean fdatasync;
        int mergedRequests;
        double rwRatio = 1.5;
        int threads = 1;
        long time = 10;
        long events;
        long rate;
        long reportInterval;
        int percentile = 95;
        boolean histogram;
        long randSeed;
        long forcedShutdown = -1;
        int verbosity = 3;
        long warmup;
        boolean debug;
        String directory;
        String asyncEngine = "libaio";
        boolean extended;
        List<String> outputs = List.of("sysbench");
        boolean showcmd;
        boolean help;
        final List<String> notes = new ArrayList<>();

        void command(String word) {
            FileioOptions.Command c = switch (word) {
                case "prepare" -> FileioOptions.Command.PREPARE;
                case "run" -> FileioOptions.Command.RUN;
                case "cleanup" -> FileioOptions.Command.CLEANUP;
                case "help" -> FileioOptions.Command.HELP;
                default -> throw new JfioException("unknown command '" + word
                        + "': expected prepare, run, cleanup or help (see jfio fileio help)");
            };
            if (command != null && command != c) {
                throw new JfioException("two commands given: " + command.name().toLowerCase(Locale.ROOT) + " and " + word);
            }
            command = c;
        }

        /** @throws JfioException for an option sysbench fileio does not have, or one jfio refuses */
        void known(String name) {
            if (!FileioOptionTable.takesValue(name) && !FileioOptionTable.isFlag(name)) {
                throw new JfioException("unknown option --" + name + FileioOptionTable.suggestion(name)
                        + " (see jfio fileio help)");
            }
            String why = FileioOptionTable.refusal(name);
            if (why != null) {
                throw new JfioException("--" + name + " is not supported: " + why);
            }
        }

        void set(String name, String value) {
            if (name.equals("validate")) {
                // off is sysbench's default and asks for nothing; on would need sysbench's checksums
                if (FileioValues.bool(name, value)) {
                    throw new JfioException("--validate=on is not supported: jfio fileio does not write sysbench's "
                            + "checksums yet; use a fio job with verify");
                }
                return;
            }
            if (FileioOptionTable.isFlag(name)) {
                setFlag(name, FileioValues.bool(name, value));
                return;
            }
            if (value == null) {
                throw new JfioException("--" + name + " needs a value (--" + name + "=" + FileioOptionTable.placeholder(name) + ")");
            }
            setValue(name, value);
        }

        private void setFlag(String name, boolean on) {
            switch (name) {
                case "file-fsync-all" -> fsyncAll = on;
                case "file-fsync-end" -> fsyncEnd = on;
                case "histogram" -> histogram = on;
                case "debug" -> debug = on;
                case "extended" -> extended = on;
                case "showcmd" -> showcmd = on;
                default -> throw new IllegalStateException(name);
            }
        }

        private void setValue(String name, String v) {
            switch (name) {
                case "file-num" -> fileNum = (int) FileioValues.integer(name, v, 1, Integer.MAX_VALUE);
                case "file-block-size" -> blockBytes = FileioValues.size(name, v, 1, Integer.MAX_VALUE);
                case "file-total-size" -> totalBytes = FileioValues.size(name, v, 1, Long.MAX_VALUE);
                case "file-test-mode" -> testMode = FileioValues.testMode(v);
                case "file-io-mode" -> ioMode = FileioValues.ioMode(v);
                case "file-async-backlog" -> asyncBacklog = (int) FileioValues.integer(name, v, 1, 65536);
                case "file-extra-flags" -> extraFlags = FileioValues.extraFlags(v);
                case "file-fsync-freq" -> fsyncFreq = (int) FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "file-fsync-mode" -> fdatasync = FileioValues.fdatasync(v);
                case "file-merged-requests" -> mergedRequests = (int) FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "file-rw-ratio" -> rwRatio = FileioValues.ratio(v);
                case "threads", "num-threads" -> threads = (int) FileioValues.integer(name, v, 1, 4096);
                case "time", "max-time" -> time = FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "events", "max-requests" -> events = FileioValues.integer(name, v, 0, Long.MAX_VALUE);
                case "rate", "tx-rate" -> rate = FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "report-interval" -> reportInterval = FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "percentile" -> percentile = (int) FileioValues.integer(name, v, 0, 100);
                case "rand-seed" -> randSeed = FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "rand-type" -> notes.add(FileioValues.randType(v));
                case "forced-shutdown" -> forcedShutdown = FileioValues.forcedShutdown(v);
                case "verbosity" -> verbosity = (int) FileioValues.integer(name, v, 0, 5);
                case "warmup-time" -> warmup = FileioValues.integer(name, v, 0, Integer.MAX_VALUE);
                case "file-dir" -> directory = FileioValues.nonEmpty(name, v);
                case "file-async-engine" -> asyncEngine = FileioValues.asyncEngine(v);
                case "output-format" -> outputs = FileioValues.outputs(v);
                default -> throw new IllegalStateException(name);
            }
        }

        /** @return the fio engine of the I/O mode: pread/pwrite, the chosen async engine, mapped files */
        private String engine() {
            return switch (ioMode) {
                case SYNC -> "psync";
                case ASYNC -> asyncEngine;
                case MAPPED -> "mmap";
            };
        }

        FileioOptions build(Path workingDirectory) {
            if (help) {
                command = FileioOptions.Command.HELP;
            }
            if (command == null) {
                throw new JfioException("no command given: add prepare, run, cleanup or help (see jfio fileio help)");
            }
            if (command == FileioOptions.Command.RUN && testMode == null) {
                throw new JfioException("missing required argument: --file-test-mode (one of "
                        + FileioValues.testModeList() + ")");
            }
            if (totalBytes / fileNum < 1) {
                throw new JfioException("--file-total-size=" + totalBytes + " is less than one byte per file (--file-num="
                        + fileNum + ")");
            }
            if (ioMode == FileioOptions.IoMode.MAPPED && extraFlags.contains(FileioOptions.ExtraFlag.DIRECT)) {
                notes.add("--file-io-mode=mmap ignores --file-extra-flags=direct (O_DIRECT), as sysbench's does: "
                        + "mapped pages go through the page cache");
            }
            Path dir = directory == null ? workingDirectory : workingDirectory.resolve(directory);
            return new FileioOptions(command, fileNum, blockBytes, totalBytes, testMode, ioMode, asyncBacklog,
                    Set.copyOf(extraFlags), fsyncFreq, fsyncAll, fsyncEnd, fdatasync, mergedRequests, rwRatio, threads,
                    time, events, rate, reportInterval, percentile, histogram, randSeed, forcedShutdown, verbosity,
                    warmup, debug, dir, engine(), extended, outputs, showcmd, notes);
        }
    }
}
