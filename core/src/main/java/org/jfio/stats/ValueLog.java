package org.jfio.stats;

import java.util.Arrays;

import org.jfio.spi.DataDirection;

/**
 * One fio value log (bw, iops, slat, clat or lat) as fio 3.33's {@code stat.c add_log_sample}
 * fills it: without a window every value is a row {@code (time, value, value1, ddir, bs, offset,
 * issue)}, value1 0 (fio master's second value of {@code log_window_value=both}) and issue the
 * I/O's issue time ({@code log_issue_time}, 0 where it does not apply);
 * with {@code log_avg_msec} the values of each direction are gathered in primitive fields and a
 * row is written per window with the window's average rounded half up, or its maximum
 * ({@code log_max_value}), or both (average, then maximum as value1: {@code log_window_value=both});
 * bs, offset and issue are then 0, and a window without values writes no row. A bw or iops log fed
 * a value per window by its sampler has value1 equal to the value (the maximum of one value), as
 * fio writes it. What is left when the job ends becomes one more row per direction
 * ({@code finalize_logs}).
 *
 * <p>Windows are fixed: {@code [0, w]}, {@code (w, 2w]}, ... in whole ms from the start of the
 * measured run (fio's windows when on time: the value that lands on the boundary's ms is the
 * window's last), and a window's row is stamped with its nominal end ({@code w}, {@code 2w}, ...)
 * whenever the value that closes it arrives, so a late job thread (a loaded machine, a slow I/O)
 * moves no time stamp and every row covers one window exactly, as fio's rows do when its thread is
 * on time ({@code tools/fiologparser.py -A} needs a row in every window). A value that arrives
 * after the boundary belongs to the next window. The row of the window the end of the job cuts
 * short is stamped with that end.
 *
 * <p>Job thread only; allocates nothing.
 */
final class ValueLog {
    private final RowLog rows;
    private final long windowMs;
    private final boolean maxValue;
    private final boolean both;
    private final boolean value1IsValue;
    private final long[] samples = new long[DataDirection.DATA_COUNT];
    private final double[] mean = new double[DataDirection.DATA_COUNT];
    private final long[] max = new long[DataDirection.DATA_COUNT];
    /** The nominal end of each direction's open window, ms since the start of the measured run. */
    private final long[] endMs = new long[DataDirection.DATA_COUNT];

    /**
     * @param windowMs      {@code log_avg_msec}, 0 for a row per value
     * @param maxValue      log a window's maximum instead of its average
     * @param both          log a window's average and maximum ({@code log_window_value=both})
     * @param value1IsValue rows without a window carry the value as value1 too (a sampler's windows)
     */
    ValueLog(RowLog rows, long windowMs, boolean maxValue, boolean both, boolean value1IsValue) {
        this.rows = rows;
        this.windowMs = windowMs;
        this.maxValue = maxValue;
        this.both = both;
        this.value1IsValue = value1IsValue;
        Arrays.fill(endMs, windowMs);
    }

    /** The measured run starts (again): every window starts empty at time 0. */
    void restart() {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            samples[d] = 0;
            mean[d] = 0;
            max[d] = 0;
            endMs[d] = windowMs;
        }
    }

    /** Adds one value of direction {@code ddir} (ordinal) at {@code elapsedMs} into the run. */
    void record(int ddir, long value, long bs, long offset, long elapsedMs) {
        record(ddir, value, bs, offset, elapsedMs, 0);
    }

    /**
     * Adds one value with its I/O's issue time.
     *
     * @param issueNs the I/O's issue time in ns since the run's start, or 0
     */
    void record(int ddir, long value, long bs, long offset, long elapsedMs, long issueNs) {
        record(ddir, value, bs, offset, elapsedMs, issueNs, 0);
    }

    /**
     * Adds one I/O's value with its issue time and its I/O priority.
     *
     * @param issueNs the I/O's issue time in ns since the run's start, or 0
     * @param ioprio  the I/O's ioprio value (fio's {@code io_u->ioprio}), the prio column of a
     *                row per I/O; a window's row carries 0, as fio's
     */
    void record(int ddir, long value, long bs, long offset, long elapsedMs, long issueNs, int ioprio) {
        if (windowMs == 0) {
            row(elapsedMs, value, value1IsValue ? value : 0, ddir, bs, offset, issueNs, ioprio);
            return;
        }
        if (elapsedMs > endMs[ddir]) {
            flush(ddir, endMs[ddir]);
            endMs[ddir] = (elapsedMs + windowMs - 1) / windowMs * windowMs;
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
    }

    /**
     * At the end of the job: the rows of the windows still open (fio's {@code finalize_logs}),
     * stamped with the end, or with their nominal end when the job ended after it.
     */
    void finish(long elapsedMs) {
        if (windowMs == 0) {
            return;
        }
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            flush(d, Math.min(elapsedMs, endMs[d]));
        }
    }

    private void flush(int ddir, long timeMs) {
        if (samples[ddir] > 0) {
            long avg = (long) (mean[ddir] + 0.50);
            row(timeMs, maxValue && !both ? max[ddir] : avg, both ? max[ddir] : 0, ddir, 0, 0, 0, 0);
        }
        samples[ddir] = 0;
        mean[ddir] = 0;
        max[ddir] = 0;
    }

    private void row(long timeMs, long value, long value1, int ddir, long bs, long offset, long issueNs, int ioprio) {
        int at = rows.claim();
        long[] d = rows.data();
        d[at] = timeMs;
        d[at + 1] = value;
        d[at + 2] = value1;
        d[at + 3] = ddir;
        d[at + 4] = bs;
        d[at + 5] = offset;
        d[at + 6] = issueNs;
        d[at + 7] = ioprio;
    }
}
