package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a sysbench user's script reads from {@code sysbench fileio run}'s output, with the regular
 * expressions such scripts use (one per figure, anchored on the field name, as in the parsers
 * of benchmark harnesses built on sysbench 1.0).
 */
record SysbenchOutput(double readsPerSec, double writesPerSec, double fsyncsPerSec, double readMiBs, double writtenMiBs,
        double totalSeconds, long events, double latencyMin, double latencyAvg, double latencyMax, int percentile,
        double latencyPct, double latencySum, double eventsAvg, double eventsStddev, double timeAvg, int intervals) {

    private static final Pattern INTERVAL = Pattern.compile(
            "(?m)^\\[ (\\d+)s \\] reads: ([\\d.]+) MiB/s writes: ([\\d.]+) MiB/s fsyncs: ([\\d.]+)/s latency \\(ms,(\\d+)%\\): ([\\d.]+)$");

    static SysbenchOutput parse(String out) {
        Matcher pct = Pattern.compile("(?m)^\\s+(\\d+)th percentile:\\s+([\\d.]+)$").matcher(out);
        assertTrue(pct.find(), "percentile line in\n" + out);
        Matcher fairness = Pattern.compile("events \\(avg/stddev\\):\\s+([\\d.]+)/([\\d.]+)").matcher(out);
        assertTrue(fairness.find(), out);
        int intervals = 0;
        Matcher m = INTERVAL.matcher(out);
        while (m.find()) {
            intervals++;
        }
        return new SysbenchOutput(num(out, "reads/s:"), num(out, "writes/s:"), num(out, "fsyncs/s:"),
                num(out, "read, MiB/s:"), num(out, "written, MiB/s:"), num(out, "total time:"),
                (long) num(out, "total number of events:"), num(out, "min:"), num(out, "avg:"), num(out, "max:"),
                Integer.parseInt(pct.group(1)), Double.parseDouble(pct.group(2)), num(out, "sum:"),
                Double.parseDouble(fairness.group(1)), Double.parseDouble(fairness.group(2)),
                num(out, "execution time (avg/stddev):"), intervals);
    }

    private static double num(String out, String field) {
        Matcher m = Pattern.compile("(?m)^\\s+" + Pattern.quote(field) + "\\s+([\\d.]+)").matcher(out);
        assertTrue(m.find(), field + " in\n" + out);
        return Double.parseDouble(m.group(1));
    }
}
