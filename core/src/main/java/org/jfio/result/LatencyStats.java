package org.jfio.result;

import java.time.Duration;
import java.util.SortedMap;

import org.HdrHistogram.Histogram;

/**
 * A latency distribution in nanoseconds: exact count, min, max, mean and standard deviation
 * (as fio computes them, from every sample) and an HdrHistogram with 3 significant digits for
 * percentiles. The histogram is never clamped: values beyond fio's 17 s ceiling keep their
 * real size. Merging two snapshots ({@link #merge}) is exact for count, min, max, mean and
 * stddev, and exact at histogram resolution for percentiles, so results from several jobs or
 * hosts combine without loss.
 *
 * <p>Units: every {@code ...Ns} accessor is in nanoseconds, as fio 3.33's JSON
 * {@code slat_ns}/{@code clat_ns}/{@code lat_ns} objects ({@code min}, {@code max},
 * {@code mean}, {@code stddev}, {@code N}, {@code percentile}); {@link #min()}, {@link #max()},
 * {@link #mean()}, {@link #percentile(double)} and {@link #fioPercentile(double)} give the same
 * values as {@link Duration}s.
 *
 * <p>Two percentiles, both from the same samples:
 * <ul>
 *   <li>exact: {@link #percentileNs(double)} / {@link #percentile(double)}, HdrHistogram's
 *       value at the percentile (3 significant digits, no ceiling), what jfio's
 *       {@code --extended} figures print;</li>
 *   <li>fio's: {@link #fioPercentileNs(double)} / {@link #fioPercentile(double)}, the value of
 *       fio's histogram bucket where the percentile falls (fio's {@code plat_idx_to_val}: 64
 *       buckets per power of two, everything from 2^34 ns = 17.18 s on in the last bucket), what
 *       the normal, JSON and terse reports print, so it matches fio's {@code clat_ns.percentile}
 *       values for the same samples. {@link #fioBins()} is that histogram (json+'s
 *       {@code bins}).</li>
 * </ul>
 * Below 17 s the two normally differ by less than one fio bucket (1/64 of the value's power of
 * two, about 1.6%); above it fio's value stays at 17.18 s while the exact one does not.
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
     * The exact percentile (jfio's {@code --extended} figures); fio's reports print
     * {@link #fioPercentileNs(double)} instead.
     *
     * @param percentile in [0, 100]
     * @return the value at that percentile in ns (HdrHistogram, 3 significant digits: within
     *         0.1% of the true sample value), 0 when empty
     */
    public long percentileNs(double percentile) {
        return histogram == null ? 0 : histogram.getValueAtPercentile(percentile);
    }

    /**
     * The exact percentile, as a {@link Duration}.
     *
     * @param percentile in [0, 100]
     * @return {@link #percentileNs(double)} in ns, {@link Duration#ZERO} when empty
     * @throws IllegalArgumentException for a percentile outside [0, 100]
     */
    public Duration percentile(double percentile) {
        return Duration.ofNanos(percentileNs(checked(percentile)));
    }

    /**
     * fio's percentile: the value of fio's histogram bucket where the running count of samples
     * first reaches {@code percentile}/100 of all samples ({@code stat.c calc_clat_percentiles}),
     * the number fio 3.33 and jfio's reports print as {@code clat_ns.percentile}.
     *
     * @param percentile in [0, 100]
     * @return the bucket value in ns, 0 when empty
     * @throws IllegalArgumentException for a percentile outside [0, 100]
     */
    public long fioPercentileNs(double percentile) {
        return FioBins.percentiles(this, new double[] {checked(percentile)})[0];
    }

    /**
     * fio's percentile as a {@link Duration}; see {@link #fioPercentileNs(double)}.
     *
     * @param percentile in [0, 100]
     * @return the bucket value, {@link Duration#ZERO} when empty
     * @throws IllegalArgumentException for a percentile outside [0, 100]
     */
    public Duration fioPercentile(double percentile) {
        return Duration.ofNanos(fioPercentileNs(percentile));
    }

    /**
     * fio's percentiles of a list in one pass over the buckets, as the reports compute them.
     *
     * @param percentiles each in [0, 100], in any order
     * @return one bucket value in ns per percentile, in the order given; all 0 when empty
     * @throws IllegalArgumentException for a percentile outside [0, 100]
     */
    public long[] fioPercentilesNs(double... percentiles) {
        for (double p : percentiles) {
            checked(p);
        }
        return FioBins.percentiles(this, percentiles);
    }

    /**
     * The samples in fio's histogram buckets, as json+'s {@code bins} object: bucket value in ns
     * (the bucket's lower bound plus half its width, fio's {@code plat_idx_to_val}) to the
     * number of samples in it, ascending, empty buckets left out. Re-bucketed exactly from the
     * HdrHistogram (its buckets lie inside fio's); samples of 17.18 s and more are counted in
     * fio's last bucket, 17112760320, as fio does.
     *
     * @return an unmodifiable map whose counts add up to {@link #count()}; empty when there are no samples
     */
    public SortedMap<Long, Long> fioBins() {
        return FioBins.of(this);
    }

    /** @return {@link #minNs()} as a duration ({@link Duration#ZERO} when empty) */
    public Duration min() {
        return Duration.ofNanos(minNs);
    }

    /** @return {@link #maxNs()} as a duration ({@link Duration#ZERO} when empty) */
    public Duration max() {
        return Duration.ofNanos(maxNs);
    }

    /** @return {@link #meanNs()} rounded to the nearest ns, as a duration ({@link Duration#ZERO} when empty) */
    public Duration mean() {
        return Duration.ofNanos(Math.round(meanNs));
    }

    private static double checked(double percentile) {
        if (!(percentile >= 0 && percentile <= 100)) {
            throw new IllegalArgumentException("percentile=" + percentile + ": must be in [0, 100]");
        }
        return percentile;
    }

    /** @return the histogram itself (not a copy), or null when empty: for {@link FioBins}, which only reads it */
    Histogram histogramOrNull() {
        return histogram;
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
