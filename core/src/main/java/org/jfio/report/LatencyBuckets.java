package org.jfio.report;

import org.jfio.spi.DataDirection;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;

/**
 * fio's completion-latency distribution ({@code lat (nsec/usec/msec)} lines, JSON
 * {@code latency_ns/us/ms}): the clat samples of read, write and trim together, counted into
 * fio's fixed buckets and given as percentages of all data I/Os.
 *
 * <p>Buckets, labelled by their exclusive upper bound in the unit of their table:
 * <ul>
 *   <li>nsec: {@code 2 4 10 20 50 100 250 500 750 1000} (0 to 999 ns)</li>
 *   <li>usec: {@code 2 4 10 20 50 100 250 500 750 1000} (1 us to 999 us; {@code 2} is 1-1.999 us)</li>
 *   <li>msec: {@code 2 4 10 20 50 100 250 500 750 1000 2000 >=2000} ({@code 2} is 1-1.999 ms)</li>
 * </ul>
 * Percentages are {@code count * 100 / total}; a non-zero bucket below 0.01% reports 0.01 (fio
 * {@code stat_calc_lat}). Counts come from the HdrHistogram of each direction, so a bucket
 * edge is exact to the histogram's resolution (3 significant digits). Immutable and
 * thread-safe.
 */
final class LatencyBuckets {
    /** Labels of the nsec and usec tables. */
    static final String[] NSEC_LABELS = {"2", "4", "10", "20", "50", "100", "250", "500", "750", "1000"};
    /** Labels of the usec table. */
    static final String[] USEC_LABELS = NSEC_LABELS;
    /** Labels of the msec table. */
    static final String[] MSEC_LABELS = {"2", "4", "10", "20", "50", "100", "250", "500", "750", "1000",
        "2000", ">=2000"};

    /** Lower bound in ns of every bucket, nsec then usec then msec tables; the last is open. */
    private static final long[] LOWER_NS = {
        0, 2, 4, 10, 20, 50, 100, 250, 500, 750,
        1_000, 2_000, 4_000, 10_000, 20_000, 50_000, 100_000, 250_000, 500_000, 750_000,
        1_000_000L, 2_000_000L, 4_000_000L, 10_000_000L, 20_000_000L, 50_000_000L, 100_000_000L,
        250_000_000L, 500_000_000L, 750_000_000L, 1_000_000_000L, 2_000_000_000L};

    private final double[] nsec;
    private final double[] usec;
    private final double[] msec;
    /** Samples below 1 us (the whole nsec table) and the I/O total, for {@link #usecWithNsec()}. */
    private final long nsecCount;
    private final long total;

    private LatencyBuckets(double[] percent, long nsecCount, long total) {
        nsec = java.util.Arrays.copyOfRange(percent, 0, 10);
        usec = java.util.Arrays.copyOfRange(percent, 10, 20);
        msec = java.util.Arrays.copyOfRange(percent, 20, 32);
        this.nsecCount = nsecCount;
        this.total = total;
    }

    /** @return the distribution of the job's read, write and trim completion latencies */
    static LatencyBuckets of(JobResult job) {
        long[] counts = new long[LOWER_NS.length];
        long total = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            var dir = job.direction(DataDirection.of(d));
            total += dir.ios();
            addCounts(dir.clat(), counts);
        }
        return fromCounts(counts, total);
    }

    /**
     * @param counts samples per bucket (32: nsec, usec, msec tables in order)
     * @param total  I/Os the percentages are of (fio: all read, write and trim I/Os)
     */
    static LatencyBuckets fromCounts(long[] counts, long total) {
        double[] percent = new double[LOWER_NS.length];
        long nsecCount = 0;
        for (int i = 0; i < 10; i++) {
            nsecCount += counts[i];
        }
        for (int i = 0; i < percent.length; i++) {
            if (total > 0) {
                percent[i] = (double) counts[i] / (double) total * 100.0;
                if (percent[i] < 0.01 && counts[i] > 0) {
                    percent[i] = 0.01;
                }
            }
        }
        return new LatencyBuckets(percent, nsecCount, total);
    }

    private static void addCounts(LatencyStats s, long[] counts) {
        if (s.count() == 0) {
            return;
        }
        long below = 0;
        for (int i = 0; i < LOWER_NS.length; i++) {
            long upTo = i + 1 < LOWER_NS.length ? countBelow(s, LOWER_NS[i + 1]) : s.count();
            upTo = Math.max(upTo, below);
            counts[i] += upTo - below;
            below = upTo;
        }
    }

    private static long countBelow(LatencyStats s, long valueNs) {
        return valueNs == 0 ? 0 : s.countAtOrBelow(valueNs - 1);
    }

    /** @return percentages of the nsec table (10 values), a copy */
    double[] nsec() {
        return nsec.clone();
    }

    /** @return percentages of the usec table (10 values), a copy */
    double[] usec() {
        return usec.clone();
    }

    /**
     * The usec table as the terse format prints it (fio {@code stat_calc_lat_nu}): the whole
     * nsec table is added to the first ({@code 2}) bucket, unrounded (no 0.01 floor for the
     * added part). With no I/O at all every bucket is 0 (fio divides 0 by 0 here and prints
     * {@code nan}).
     *
     * @return 10 percentages, a new array
     */
    double[] usecWithNsec() {
        double[] out = usec.clone();
        if (total > 0) {
            out[0] += 100.0 * (double) nsecCount / (double) total;
        }
        return out;
    }

    /** @return percentages of the msec table (12 values), a copy */
    double[] msec() {
        return msec.clone();
    }
}
