package org.jfio.stats;

import java.util.concurrent.TimeUnit;

import org.HdrHistogram.Histogram;
import org.jfio.result.LatencyStats;

/**
 * Records latencies in nanoseconds for one statistic (slat, clat or lat) of one direction of
 * one job thread: an HdrHistogram with 3 significant digits that grows instead of clamping,
 * plus exact count, min, max, mean and variance. Variance uses sums of deviations from the
 * first sample (a shifted-data sum), which is exact enough and needs no division per sample.
 *
 * <p>The histogram covers 60 s from the start (about 220 KiB); a recorder for a statistic the job
 * is not expected to record (a direction it does not issue, slat of a synchronous engine) makes
 * its histogram only when a first value arrives, so a clone holds histograms only for what it
 * measures.
 *
 * <p>Not thread-safe: owned by one job thread. {@link #record} allocates nothing unless a
 * value exceeds every value seen so far by a wide margin (the histogram then resizes once), or
 * it is the first value of a recorder made with {@code expected=false}.
 */
public final class LatencyRecorder {
    /** Initial histogram range; larger values resize it, never clamp. */
    static final long INITIAL_HIGHEST_NS = TimeUnit.SECONDS.toNanos(60);

    private Histogram histogram;
    private long count;
    private long minNs = Long.MAX_VALUE;
    private long maxNs;
    private long shiftNs;
    private double sum;
    private double sumSquares;

    /** Creates an empty recorder with its histogram. */
    public LatencyRecorder() {
        this(true);
    }

    /**
     * @param expected false when the job is not expected to record into it: the histogram is made
     *                 at the first value instead of now
     */
    public LatencyRecorder(boolean expected) {
        if (expected) {
            histogram = newHistogram();
        }
    }

    private static Histogram newHistogram() {
        Histogram h = new Histogram(1, INITIAL_HIGHEST_NS, 3);
        h.setAutoResize(true);
        return h;
    }

    /** Records one latency; negative values (clock quirks) count as 0. */
    public void record(long valueNs) {
        long v = valueNs < 0 ? 0 : valueNs;
        Histogram h = histogram;
        if (h == null) {
            h = newHistogram();
            histogram = h;
        }
        h.recordValue(v);
        if (count == 0) {
            shiftNs = v;
        }
        double d = v - shiftNs;
        sum += d;
        sumSquares += d * d;
        count++;
        if (v < minNs) {
            minNs = v;
        }
        if (v > maxNs) {
            maxNs = v;
        }
    }

    /** @return true when the histogram was made up front (the job was expected to record here) */
    boolean expected() {
        return histogram != null;
    }

    /** @return number of values recorded since the last reset */
    public long count() {
        return count;
    }

    /** Forgets everything recorded (end of ramp time). Allocates nothing. */
    public void reset() {
        if (histogram != null) {
            histogram.reset();
        }
        count = 0;
        minNs = Long.MAX_VALUE;
        maxNs = 0;
        shiftNs = 0;
        sum = 0;
        sumSquares = 0;
    }

    /** @return the live histogram (not a copy), for {@link TimelineRecorder}'s interval differences */
    Histogram histogram() {
        return histogram;
    }

    /** @return an immutable copy of what was recorded */
    public LatencyStats snapshot() {
        if (count == 0) {
            return LatencyStats.EMPTY;
        }
        double mean = shiftNs + sum / count;
        double m2 = Math.max(0.0, sumSquares - sum * sum / count);
        return new LatencyStats(count, minNs, maxNs, mean, m2, histogram);
    }
}
