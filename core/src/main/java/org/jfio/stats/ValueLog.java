package org.jfio.stats;

import org.jfio.spi.DataDirection;

/**
 * One fio value log (bw, iops, slat, clat or lat) as fio 3.33's {@code stat.c add_log_sample}
 * fills it: without a window every value is a row {@code (time, value, ddir, bs, offset)};
 * with {@code log_avg_msec} the values of each direction are gathered in primitive fields and a
 * row is written when a value arrives at least one window after the direction's last row, with
 * the window's average rounded half up, or its maximum ({@code log_max_value}); bs and offset
 * are then 0. The window end is aligned to a multiple of the window ({@code elapsed -
 * elapsed % window}), and what is left when the job ends becomes one more row per direction
 * ({@code finalize_logs}).
 *
 * <p>Job thread only; allocates nothing.
 */
final class ValueLog {
    private final RowLog rows;
    private final long windowMs;
    private final boolean maxValue;
    private final long[] samples = new long[DataDirection.DATA_COUNT];
    private final double[] mean = new double[DataDirection.DATA_COUNT];
    private final long[] max = new long[DataDirection.DATA_COUNT];
    private final long[] lastMs = new long[DataDirection.DATA_COUNT];

    /**
     * @param windowMs {@code log_avg_msec}, 0 for a row per value
     * @param maxValue log a window's maximum instead of its average
     */
    ValueLog(RowLog rows, long windowMs, boolean maxValue) {
        this.rows = rows;
        this.windowMs = windowMs;
        this.maxValue = maxValue;
    }

    /** Adds one value of direction {@code ddir} (ordinal) at {@code elapsedMs} into the run. */
    void record(int ddir, long value, long bs, long offset, long elapsedMs) {
        if (windowMs == 0) {
            row(elapsedMs, value, ddir, bs, offset);
            return;
        }
        // fio's add_stat_sample: running mean and maximum of the window
        if (value > max[ddir]) {
            max[ddir] = value;
        }
        double delta = value - mean[ddir];
        if (delta != 0) {
            mean[ddir] += delta / (samples[ddir] + 1.0);
        }
        samples[ddir]++;
        if (elapsedMs < lastMs[ddir] || elapsedMs - lastMs[ddir] < windowMs) {
            return;
        }
        flush(ddir, elapsedMs);
        lastMs[ddir] = elapsedMs - elapsedMs % windowMs;
    }

    /** At the end of the job: the rows of the windows still open (fio's {@code finalize_logs}). */
    void finish(long elapsedMs) {
        if (windowMs == 0) {
            return;
        }
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            flush(d, elapsedMs);
        }
    }

    private void flush(int ddir, long elapsedMs) {
        if (samples[ddir] > 0) {
            row(elapsedMs, maxValue ? max[ddir] : (long) (mean[ddir] + 0.50), ddir, 0, 0);
        }
        samples[ddir] = 0;
        mean[ddir] = 0;
        max[ddir] = 0;
    }

    private void row(long timeMs, long value, int ddir, long bs, long offset) {
        int at = rows.claim();
        long[] d = rows.data();
        d[at] = timeMs;
        d[at + 1] = value;
        d[at + 2] = ddir;
        d[at + 3] = bs;
        d[at + 4] = offset;
    }
}
