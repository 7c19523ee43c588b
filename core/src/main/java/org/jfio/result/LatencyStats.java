package org.jfio.result;

import org.HdrHistogram.Histogram;

/**
 * A latency distribution in nanoseconds: exact count, min, max, mean and standard deviation
 * (as fio computes them, from every sample) and an HdrHistogram with 3 significant digits for
 * percentiles. The histogram is never clamped: values beyond fio's 17 s ceiling keep their
 * real size. Merging two snapshots ({@link #merge}) is exact for count, min, max, mean and
 * stddev, and exact at histogram resolution for percentiles, so results from several jobs or
 * hosts combine without loss.
 *
 * <p>Immutable and thread-safe; {@link #histogram()} returns a copy.
 *
 * <p>The {@code Histogram} of the constructor and of {@link #histogram()} is jfio's own copy of
 * HdrHistogram, bundled in jfio-core's jar under a concealed package: it is for jfio's statistics
 * and report code, not part of the supported API, and a program on the module path cannot name it.
 */
public final class LatencyStats {
    /** No samples. */
    public static final LatencyStats EMPTY = new LatencyStats(0, 0, 0, 0, 0, null);

    private final long count;
    private final long minNs;
    private final long maxNs;
    private final double meanNs;
    private final double m2;
    private final Histogram histogram;

    /**
     * @param count     number of samples
     * @param minNs     smallest sample
     * @param maxNs     largest sample
     * @param meanNs    mean of the samples
     * @param m2        sum of squared deviations from the mean (Welford's M2)
     * @param histogram the samples' histogram (copied), or null when count is 0
     */
    public LatencyStats(long count, long minNs, long maxNs, double meanNs, double m2, Histogram histogram) {
        this.count = count;
        this.minNs = minNs;
        this.maxNs = maxNs;
        this.meanNs = meanNs;
        this.m2 = m2;
        this.histogram = histogram == null ? null : histogram.copy();
    }

    /** @return number of samples (fio {@code N}) */
    public long count() {
        return count;
    }

    /** @return smallest sample in ns, 0 when empty */
    public long minNs() {
        return minNs;
    }

    /** @return largest sample in ns, 0 when empty */
    public long maxNs() {
        return maxNs;
    }

    /** @return mean in ns, 0 when empty */
    public double meanNs() {
        return meanNs;
    }

    /** @return sample standard deviation in ns (n-1 divisor, as fio), 0 with fewer than 2 samples */
    public double stddevNs() {
        return count > 1 ? Math.sqrt(m2 / (count - 1)) : 0.0;
    }

    /** @return Welford's M2 (sum of squared deviations), for exact merging */
    public double m2() {
        return m2;
    }

    /**
     * @param percentile in (0, 100]
     * @return the value at that percentile in ns (HdrHistogram, 3 significant digits), 0 when empty
     */
    public long percentileNs(double percentile) {
        return histogram == null ? 0 : histogram.getValueAtPercentile(percentile);
    }

    /** @return a copy of the histogram, or an empty one */
    public Histogram histogram() {
        if (histogram == null) {
            Histogram h = new Histogram(3);
            h.setAutoResize(true);
            return h;
        }
        return histogram.copy();
    }

    /**
     * @return count of samples whose value is at most {@code valueNs} (HdrHistogram resolution)
     */
    public long countAtOrBelow(long valueNs) {
        return histogram == null ? 0 : histogram.getCountBetweenValues(0, valueNs);
    }

    /** @return the combined distribution of both sample sets (Chan's parallel variance) */
    public LatencyStats merge(LatencyStats other) {
        if (other.count == 0) {
            return this;
        }
        if (count == 0) {
            return other;
        }
        long n = count + other.count;
        double delta = other.meanNs - meanNs;
        double mean = meanNs + delta * other.count / n;
        double combinedM2 = m2 + other.m2 + delta * delta * ((double) count * other.count / n);
        Histogram h = histogram.copy();
        h.add(other.histogram);
        return new LatencyStats(n, Math.min(minNs, other.minNs), Math.max(maxNs, other.maxNs), mean, combinedM2, h);
    }
}
