package org.jfio.result;

/**
 * Statistics over periodic samples of a rate (fio's {@code bw} line in KiB/s, or the
 * {@code iops} line), taken every {@code bwavgtime}/{@code iopsavgtime} milliseconds.
 * Immutable and thread-safe.
 *
 * @param samples number of samples
 * @param min     smallest sample
 * @param max     largest sample
 * @param mean    mean of the samples
 * @param stddev  sample standard deviation (n-1 divisor, as fio)
 */
public record SampleStats(long samples, long min, long max, double mean, double stddev) {
    /** No samples. */
    public static final SampleStats EMPTY = new SampleStats(0, 0, 0, 0, 0);

    /** @return statistics of the first {@code n} values */
    public static SampleStats of(long[] values, int n) {
        if (n == 0) {
            return EMPTY;
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        double mean = 0;
        double m2 = 0;
        for (int i = 0; i < n; i++) {
            long v = values[i];
            min = Math.min(min, v);
            max = Math.max(max, v);
            double delta = v - mean;
            mean += delta / (i + 1);
            m2 += delta * (v - mean);
        }
        double stddev = n > 1 ? Math.sqrt(m2 / (n - 1)) : 0.0;
        return new SampleStats(n, min, max, mean, stddev);
    }

    /**
     * Adds another job's rate statistics to this one, as fio's group reporting does for
     * concurrent jobs ({@code stat.c sum_stat} with {@code pure_sum}): min, max and mean add up
     * (the group's rate is the sum of its jobs' rates), sample counts add up, and so do the
     * sums of squared deviations, so the deviation is
     * {@code sqrt((sd1^2 (n1-1) + sd2^2 (n2-1)) / (n1+n2-1))}.
     */
    public SampleStats sum(SampleStats other) {
        if (other.samples == 0) {
            return this;
        }
        if (samples == 0) {
            return other;
        }
        long n = samples + other.samples;
        double s = stddev * stddev * (samples - 1) + other.stddev * other.stddev * (other.samples - 1);
        return new SampleStats(n, min + other.min, max + other.max, mean + other.mean,
                n > 1 ? Math.sqrt(s / (n - 1)) : 0.0);
    }
}
