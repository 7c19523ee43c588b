package org.jfio.sysbench;

import java.util.Locale;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * sysbench 1.0.20's latency histogram ({@code sb_histogram.c}): 1024 buckets on a log scale from
 * 0.001 ms to 100 000 ms (each about 1.8% wide), a value going to bucket
 * {@code floor((ln(ms) - ln(0.001)) * 1023 / (ln(100000) - ln(0.001)) + 0.5)}, clamped to the ends.
 * A percentile is the representative value {@code exp(i / mult + ln(0.001))} of the first bucket
 * where the running count reaches {@code floor(n * p / 100 + 0.5)}, so jfio's {@code --percentile}
 * figure is computed as sysbench computes its own. Filled from jfio's HdrHistograms (ns, 3
 * significant digits: far finer than a bucket). Not thread-safe.
 */
final class EventHistogram {
    static final int SIZE = 1024;
    private static final double DEDUCT = Math.log(0.001);
    private static final double MULT = (SIZE - 1) / (Math.log(100_000.0) - DEDUCT);
    private static final String BAR = "*".repeat(40);

    private final long[] counts = new long[SIZE];
    private long total;

    /** Adds every sample of an HdrHistogram of ns values. */
    void add(Histogram ns) {
        if (ns == null || ns.getTotalCount() == 0) {
            return;
        }
        for (HistogramIterationValue v : ns.recordedValues()) {
            long at = ns.medianEquivalentValue(v.getValueIteratedTo());
            add(at / 1e6, v.getCountAtValueIteratedTo());
        }
    }

    /** Adds {@code count} samples of {@code ms}. */
    void add(double ms, long count) {
        counts[bucket(ms)] += count;
        total += count;
    }

    static int bucket(double ms) {
        if (!(ms > 0)) {
            return 0;
        }
        long i = (long) Math.floor((Math.log(ms) - DEDUCT) * MULT + 0.5);
        return (int) Math.max(0, Math.min(SIZE - 1, i));
    }

    static double value(int bucket) {
        return Math.exp(bucket / MULT + DEDUCT);
    }

    /** @return the number of samples */
    long total() {
        return total;
    }

    /** @return sysbench's percentile in ms */
    double percentileMs(double percentile) {
        long target = (long) Math.floor(total * percentile / 100 + 0.5);
        long running = 0;
        int i = 0;
        for (; i < SIZE; i++) {
            running += counts[i];
            if (running >= target) {
                break;
            }
        }
        return value(Math.min(i, SIZE - 1));
    }

    /**
     * @return sysbench's table: the header and one {@code %12.3f |%-40s %lu} row per non-empty
     *         bucket, nothing when empty
     */
    String table() {
        long max = 0;
        for (long c : counts) {
            max = Math.max(max, c);
        }
        if (max == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder("       value  ------------- distribution ------------- count\n");
        for (int i = 0; i < SIZE; i++) {
            if (counts[i] == 0) {
                continue;
            }
            int width = (int) Math.floor(counts[i] * 40.0 / max + 0.5);
            sb.append(String.format(Locale.ROOT, "%12.3f |%-40s %d\n", value(i), BAR.substring(0, width), counts[i]));
        }
        return sb.toString();
    }
}
