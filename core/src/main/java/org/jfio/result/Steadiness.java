package org.jfio.result;

/**
 * jfio's answer to "did it converge?" (not fio's): the least-squares trend of a job's IOPS, one
 * sample per second over its measured window, and how far one second strayed from the mean,
 * computed whether or not {@code ss=} was set, never stopping the job. Shown with {@code --extended} ({@code steadiness   :} line, JSON
 * {@code jobs[].jfio.steadiness}). Immutable.
 *
 * @param samples          one-second IOPS samples taken (the run's last partial second is not one)
 * @param meanIops         their mean
 * @param changePercent    the trend line's change from the first sample to the last, in percent of
 *                         the mean (negative: IOPS fell)
 * @param maxDeviationPercent the largest distance of a sample from the mean, in percent of the mean
 */
public record Steadiness(int samples, double meanIops, double changePercent, double maxDeviationPercent) {
    /** Not measured (fewer than {@link #MIN_SAMPLES} samples). */
    public static final Steadiness NONE = new Steadiness(0, 0, 0, 0);
    /** Samples needed for a verdict. */
    public static final int MIN_SAMPLES = 3;
    /** The largest trend, in percent of the mean over the window, still called steady. */
    public static final double STEADY_CHANGE_PERCENT = 10.0;
    /** The largest distance of one second from the mean, in percent of the mean, still called steady. */
    public static final double STEADY_DEVIATION_PERCENT = 25.0;

    /** @return true when there were enough samples for a verdict */
    public boolean measured() {
        return samples >= MIN_SAMPLES;
    }

    /**
     * @return true when measured, the trend stayed within {@link #STEADY_CHANGE_PERCENT} and no
     *         second strayed more than {@link #STEADY_DEVIATION_PERCENT} from the mean
     */
    public boolean steady() {
        return measured() && Math.abs(changePercent) <= STEADY_CHANGE_PERCENT
                && maxDeviationPercent <= STEADY_DEVIATION_PERCENT;
    }

    /**
     * @param iops the per-second IOPS samples, oldest first
     * @return their trend, or {@link #NONE} with fewer than {@link #MIN_SAMPLES}
     */
    public static Steadiness of(long[] iops, int count) {
        if (count < MIN_SAMPLES) {
            return NONE;
        }
        double sumY = 0;
        double sumXY = 0;
        for (int i = 0; i < count; i++) {
            sumY += iops[i];
            sumXY += (double) i * iops[i];
        }
        double n = count;
        double sumX = n * (n - 1) / 2;
        double sumXX = (n - 1) * n * (2 * n - 1) / 6;
        double mean = sumY / n;
        if (mean <= 0) {
            return new Steadiness(count, 0, 0, 0);
        }
        double slope = (sumXY - sumX * sumY / n) / (sumXX - sumX * sumX / n);
        double maxDev = 0;
        for (int i = 0; i < count; i++) {
            maxDev = Math.max(maxDev, Math.abs(iops[i] - mean));
        }
        return new Steadiness(count, mean, 100.0 * slope * (n - 1) / mean, 100.0 * maxDev / mean);
    }
}
