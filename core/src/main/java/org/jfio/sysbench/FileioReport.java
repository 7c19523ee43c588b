package org.jfio.sysbench;

import java.util.List;
import java.util.Locale;

import org.jfio.result.LatencyStats;

/**
 * The text of sysbench 1.0.20's fileio output, line for line: the run header (threads, interval,
 * seed, extra flags, files and sizes, block size, request count and ratio of the random modes,
 * fsync settings, I/O and test mode), the interim {@code --report-interval} line, the final report
 * (File operations, Throughput, General statistics, Latency (ms), Threads fairness, with
 * sysbench's printf widths: {@code %4.2f} rates, {@code %.4fs} total time, {@code %39.2f} latency
 * lines, {@code %3dth percentile: %27.2f}, {@code %.4f/%3.2f} fairness), the {@code --histogram}
 * table, and the prepare and cleanup lines. "MiB" is 1024 x 1024 bytes, as in sysbench 1.0.20.
 * jfio's {@code --extended} block follows the report and is jfio's own. Stateless.
 */
public final class FileioReport {
    private static final double MIB = 1024.0 * 1024.0;

    private FileioReport() {
    }

    /** @return the run header, from the banner to {@code Threads started!} and its blank line */
    public static String runHeader(FileioOptions o, String banner) {
        StringBuilder sb = new StringBuilder();
        sb.append(banner).append("\n\n");
        sb.append("Running the test with following options:\n");
        line(sb, "Number of threads: %d", o.threads());
        if (o.rate() > 0) {
            line(sb, "Target transaction rate: %d/sec", o.rate());
        }
        if (o.reportInterval() > 0) {
            line(sb, "Report intermediate results every %d second(s)", o.reportInterval());
        }
        if (o.debug()) {
            sb.append("Debug mode enabled.\n\n");
        }
        if (o.randSeed() != 0) {
            line(sb, "Initializing random number generator from seed (%d).\n", o.randSeed());
        } else {
            sb.append("Initializing random number generator from current time\n\n");
        }
        if (o.forcedShutdownSeconds() >= 0) {
            line(sb, "Forcing shutdown in %d seconds", o.timeSeconds() + o.forcedShutdownSeconds());
        }
        sb.append('\n');
        fileLines(sb, o);
        if (o.mergedRequests() > 0) {
            line(sb, "Merging requests up to %sB for sequential IO.", SizeText.of(o.requestBytes()));
        }
        if (o.testMode().random()) {
            line(sb, "Number of IO requests: %d", o.events());
            line(sb, "Read/Write ratio for combined random IO test: %2.2f", o.rwRatio());
        }
        if (o.effectiveFsyncFreq() > 0) {
            line(sb, "Periodic FSYNC enabled, calling fsync() each %d requests.", o.effectiveFsyncFreq());
        }
        if (o.fsyncEnd() && !o.fsyncAll()) {
            sb.append("Calling fsync() at the end of test, Enabled.\n");
        }
        if (o.fsyncAll()) {
            sb.append("Calling fsync() after each write operation.\n");
        }
        line(sb, "Using %s I/O mode", o.ioMode().title());
        line(sb, "Doing %s test", o.testMode().title());
        sb.append("Initializing worker threads...\n\nThreads started!\n\n");
        return sb.toString();
    }

    private static void fileLines(StringBuilder sb, FileioOptions o) {
        sb.append(extraFlagsLine(o)).append('\n');
        line(sb, "%d files, %sB each", o.fileNum(), SizeText.of(o.fileBytes()));
        line(sb, "%sB total file size", SizeText.of((double) o.fileBytes() * o.fileNum()));
        line(sb, "Block size %sB", SizeText.of(o.blockBytes()));
    }

    /** @return {@code Extra file open flags: ...} as sysbench prints it ({@code (none)}, {@code sync dsync directio}) */
    static String extraFlagsLine(FileioOptions o) {
        StringBuilder sb = new StringBuilder("Extra file open flags: ");
        if (o.extraFlags().isEmpty()) {
            sb.append("(none)");
        }
        for (FileioOptions.ExtraFlag f : FileioOptions.ExtraFlag.values()) {
            if (o.extraFlags().contains(f)) {
                sb.append(f.label());
            }
        }
        return sb.toString();
    }

    /** @return prepare's first lines: sizes in Kb and Mb (whole numbers, as sysbench), then the flags */
    public static String prepareHeader(FileioOptions o, String banner) {
        StringBuilder sb = new StringBuilder();
        sb.append(banner).append("\n\n");
        line(sb, "%d files, %dKb each, %dMb total", o.fileNum(), o.fileBytes() / 1024,
                o.fileBytes() * o.fileNum() / (1024 * 1024));
        sb.append("Creating files for the test...\n");
        sb.append(extraFlagsLine(o)).append('\n');
        return sb.toString();
    }

    /** @return prepare's last line */
    public static String prepareDone(long bytesWritten, double seconds) {
        if (bytesWritten == 0) {
            return "No bytes written.\n";
        }
        return String.format(Locale.ROOT, "%d bytes written in %.2f seconds (%.2f MiB/sec).%n", bytesWritten, seconds,
                bytesWritten / MIB / seconds).replace(System.lineSeparator(), "\n");
    }

    /** @return cleanup's lines */
    public static String cleanup(String banner) {
        return banner + "\n\nRemoving test files...\n";
    }

    /**
     * @return one interim line: {@code [ 3s ] reads: 1.00 MiB/s writes: 2.00 MiB/s fsyncs: 3.00/s latency (ms,95%): 0.123}
     */
    public static String interval(double atSeconds, double intervalSeconds, long bytesRead, long bytesWritten,
            long fsyncs, int percentile, double latencyMs) {
        return String.format(Locale.ROOT, "[ %.0fs ] reads: %4.2f MiB/s writes: %4.2f MiB/s fsyncs: %4.2f/s latency (ms,%d%%): %4.3f\n",
                atSeconds, bytesRead / MIB / intervalSeconds, bytesWritten / MIB / intervalSeconds,
                fsyncs / intervalSeconds, percentile, latencyMs);
    }

    /** @return sysbench's final report of a run, with the histogram first when asked for */
    public static String report(FileioSummary s, FileioOptions o) {
        return report(s, o, false);
    }

    /**
     * sysbench's line when {@code --forced-shutdown} stops the run, printed where the run stopped
     * (before the report, which opens with a blank line).
     */
    public static String forcedShutdown() {
        return "FATAL: The --max-time limit has expired, forcing shutdown...\n";
    }

    /**
     * @param forced {@code --forced-shutdown} stopped the run: sysbench's line with the events left
     *               unfinished follows the throughput; jfio lets each thread's event in progress
     *               finish and counts it, so the count is 0
     */
    public static String report(FileioSummary s, FileioOptions o, boolean forced) {
        StringBuilder sb = new StringBuilder();
        EventHistogram h = new EventHistogram();
        h.add(s.latency().histogram());
        if (o.histogram()) {
            sb.append("Latency histogram (values are in milliseconds)\n").append(h.table()).append(" \n");
        }
        double t = s.seconds() > 0 ? s.seconds() : Double.MIN_VALUE;
        sb.append('\n');
        sb.append("File operations:\n");
        line(sb, "    reads/s:                      %4.2f", s.reads() / t);
        line(sb, "    writes/s:                     %4.2f", s.writes() / t);
        line(sb, "    fsyncs/s:                     %4.2f", s.fsyncs() / t);
        sb.append('\n');
        sb.append("Throughput:\n");
        line(sb, "    read, MiB/s:                  %4.2f", s.bytesRead() / MIB / t);
        line(sb, "    written, MiB/s:               %4.2f", s.bytesWritten() / MIB / t);
        sb.append('\n');
        if (forced) {
            sb.append("Number of unfinished transactions on forced shutdown: 0\n\n");
        }
        general(sb, s, o, h);
        return sb.toString();
    }

    private static void general(StringBuilder sb, FileioSummary s, FileioOptions o, EventHistogram h) {
        LatencyStats l = s.latency();
        double sumMs = l.meanNs() * l.count() / 1e6;
        sb.append("General statistics:\n");
        line(sb, "    total time:                          %.4fs", s.seconds());
        line(sb, "    total number of events:              %d", s.events());
        sb.append('\n');
        sb.append("Latency (ms):\n");
        line(sb, "         min: %39.2f", l.count() == 0 ? 0 : l.minNs() / 1e6);
        line(sb, "         avg: %39.2f", l.count() == 0 ? 0 : l.meanNs() / 1e6);
        line(sb, "         max: %39.2f", l.maxNs() / 1e6);
        if (o.percentile() > 0) {
            line(sb, "        %3dth percentile: %27.2f", o.percentile(), h.percentileMs(o.percentile()));
        } else {
            sb.append("         percentile stats:               disabled\n");
        }
        line(sb, "         sum: %39.2f", sumMs);
        sb.append('\n');
        int n = s.threadEvents().size();
        double eventsAvg = n == 0 ? 0 : (double) s.events() / n;
        double timeAvg = n == 0 ? 0 : sumMs / 1000 / n;
        double eventsDev = 0;
        double timeDev = 0;
        for (int i = 0; i < n; i++) {
            double de = eventsAvg - s.threadEvents().get(i);
            double dt = timeAvg - s.threadSeconds().get(i);
            eventsDev += de * de;
            timeDev += dt * dt;
        }
        sb.append("Threads fairness:\n");
        line(sb, "    events (avg/stddev):           %.4f/%3.2f", eventsAvg, n == 0 ? 0 : Math.sqrt(eventsDev / n));
        line(sb, "    execution time (avg/stddev):   %.4f/%3.2f", timeAvg, n == 0 ? 0 : Math.sqrt(timeDev / n));
        sb.append('\n');
    }

    /**
     * @return jfio's {@code --extended} block: per operation (read, write, fsync) the count and
     *         exact latency figures in ms (HdrHistogram, 3 significant digits)
     */
    public static String extended(FileioSummary s) {
        StringBuilder sb = new StringBuilder();
        sb.append("Latency by operation (ms, jfio; exact percentiles):\n");
        line(sb, "    %-6s %12s %10s %10s %10s %10s %10s %10s %10s", "", "count", "min", "avg", "max", "p50", "p95",
                "p99", "p99.9");
        List<Object[]> rows = List.of(new Object[] {"read", s.read()}, new Object[] {"write", s.write()},
                new Object[] {"fsync", s.sync()});
        for (Object[] row : rows) {
            LatencyStats l = (LatencyStats) row[1];
            if (l.count() == 0) {
                continue;
            }
            line(sb, "    %-6s %12d %10.3f %10.3f %10.3f %10.3f %10.3f %10.3f %10.3f", row[0] + ":", l.count(),
                    l.minNs() / 1e6, l.meanNs() / 1e6, l.maxNs() / 1e6, percentileMs(l, 50), percentileMs(l, 95),
                    percentileMs(l, 99), percentileMs(l, 99.9));
        }
        LatencyStats all = s.latency();
        line(sb, "    %-6s %12d %10s %10s %10s %10.3f %10.3f %10.3f %10.3f", "events", all.count(), "", "", "",
                percentileMs(all, 50), percentileMs(all, 95), percentileMs(all, 99), percentileMs(all, 99.9));
        sb.append('\n');
        return sb.toString();
    }

    /**
     * @return the percentile in ms, within [min, max]: HdrHistogram answers the top of the sample's
     *         bucket (3 significant digits), which can lie above the largest sample
     */
    static double percentileMs(LatencyStats l, double percentile) {
        if (l.count() == 0) {
            return 0;
        }
        return Math.max(l.minNs(), Math.min(l.maxNs(), l.percentileNs(percentile))) / 1e6;
    }

    private static void line(StringBuilder sb, String format, Object... args) {
        sb.append(String.format(Locale.ROOT, format, args)).append('\n');
    }
}
