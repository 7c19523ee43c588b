package org.jfio.result;

import java.util.Arrays;

import org.jfio.spi.DataDirection;

/**
 * One direction's measurements interval by interval, for plots over time (a jfio extra, written
 * under the JSON's {@code jfio.plot} key): for each interval, when it ended, the I/Os and bytes
 * completed in it, and the mean and 99th percentile completion latency of those I/Os. All arrays
 * have {@link #points()} entries. Immutable (arrays are copied in and out) and thread-safe.
 *
 * @param ddir       READ, WRITE or TRIM
 * @param endMs      end of each interval in ms since the timeline's start ({@link Timeline#startEpochMs()}), ascending
 * @param ios        I/Os completed in each interval
 * @param bytes      bytes completed in each interval
 * @param clatMeanNs mean completion latency in each interval in ns (0 for an interval without I/O)
 * @param clatP99Ns  99th percentile completion latency in each interval in ns (HdrHistogram, 3
 *                   significant digits; 0 for an interval without I/O)
 */
public record TimelineSeries(DataDirection ddir, long[] endMs, long[] ios, long[] bytes, long[] clatMeanNs,
        long[] clatP99Ns) {
    /** Copies the arrays; they must have the same length. */
    public TimelineSeries {
        int n = endMs.length;
        if (ios.length != n || bytes.length != n || clatMeanNs.length != n || clatP99Ns.length != n) {
            throw new IllegalArgumentException("timeline arrays differ in length: endMs=" + n);
        }
        endMs = endMs.clone();
        ios = ios.clone();
        bytes = bytes.clone();
        clatMeanNs = clatMeanNs.clone();
        clatP99Ns = clatP99Ns.clone();
    }

    /** @return number of intervals */
    public int points() {
        return endMs.length;
    }

    /** @return a copy of the interval ends (ms since the timeline's start) */
    @Override
    public long[] endMs() {
        return endMs.clone();
    }

    /** @return a copy of the per-interval I/O counts */
    @Override
    public long[] ios() {
        return ios.clone();
    }

    /** @return a copy of the per-interval byte counts */
    @Override
    public long[] bytes() {
        return bytes.clone();
    }

    /** @return a copy of the per-interval mean clat in ns */
    @Override
    public long[] clatMeanNs() {
        return clatMeanNs.clone();
    }

    /** @return a copy of the per-interval p99 clat in ns */
    @Override
    public long[] clatP99Ns() {
        return clatP99Ns.clone();
    }

    /**
     * The series of two clones that ran side by side, interval by interval (by index: clones of a
     * job start together): I/Os and bytes add up, the mean is weighted by I/Os, and the p99 is
     * the larger of the two (an upper bound of the merged p99: the interval histograms are not
     * kept). The result has as many points as the shorter series, with this one's interval ends;
     * the longer one's extra points (a clone's last, shorter point) go into the last point, which
     * then ends where the later of the two ends, so the points still add up to both clones' I/Os.
     */
    public TimelineSeries sum(TimelineSeries other) {
        if (points() == 0 || other.points() == 0) {
            return points() == 0 ? other : this;
        }
        int n = Math.min(points(), other.points());
        long[] end = Arrays.copyOf(endMs, n);
        long[] io = new long[n];
        long[] by = new long[n];
        long[] mean = new long[n];
        long[] p99 = new long[n];
        for (int i = 0; i < n; i++) {
            io[i] = ios[i] + other.ios[i];
            by[i] = bytes[i] + other.bytes[i];
            mean[i] = weightedMean(clatMeanNs[i], ios[i], other.clatMeanNs[i], other.ios[i]);
            p99[i] = Math.max(clatP99Ns[i], other.clatP99Ns[i]);
        }
        TimelineSeries longer = points() > n ? this : other;
        int last = n - 1;
        for (int i = n; i < longer.points(); i++) {
            mean[last] = weightedMean(mean[last], io[last], longer.clatMeanNs[i], longer.ios[i]);
            p99[last] = Math.max(p99[last], longer.clatP99Ns[i]);
            io[last] += longer.ios[i];
            by[last] += longer.bytes[i];
            end[last] = Math.max(end[last], longer.endMs[i]);
        }
        return new TimelineSeries(ddir, end, io, by, mean, p99);
    }

    /** @return the mean of two groups of I/Os, each mean weighted by its count (0 without I/Os) */
    private static long weightedMean(long meanA, long iosA, long meanB, long iosB) {
        long n = iosA + iosB;
        return n == 0 ? 0 : Math.round(((double) meanA * iosA + (double) meanB * iosB) / n);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TimelineSeries s && ddir == s.ddir && Arrays.equals(endMs, s.endMs)
                && Arrays.equals(ios, s.ios) && Arrays.equals(bytes, s.bytes)
                && Arrays.equals(clatMeanNs, s.clatMeanNs) && Arrays.equals(clatP99Ns, s.clatP99Ns);
    }

    @Override
    public int hashCode() {
        return ddir.hashCode() * 31 + Arrays.hashCode(endMs) * 17 + Arrays.hashCode(ios);
    }

    @Override
    public String toString() {
        return "TimelineSeries[" + ddir + ", " + points() + " points]";
    }
}
