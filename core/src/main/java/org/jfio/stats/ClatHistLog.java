package org.jfio.stats;

import org.jfio.spi.DataDirection;

/**
 * fio 3.33's completion latency histogram log ({@code write_hist_log}, {@code stat.c
 * add_clat_sample}): every clat is counted in fio's log-linear buckets ({@code stat.h}: 29
 * groups of 64, 1856 buckets, a value at or above 2^34 ns in the last); when a completion of a
 * direction comes at least {@code log_hist_msec} after that direction's last row, a row
 * {@code (time, ddir, bs, bins)} is written with the counts since the last row, the buckets
 * summed in runs of {@code 2^log_hist_coarseness}. As in fio, the first completion sets the
 * start of a direction's first interval (a time of 0 counts as not set yet), the next interval
 * starts where this one should have ended, bs is the triggering I/O's, and the interval still
 * open at the end of the job is not written.
 *
 * <p>Job thread only; allocates nothing.
 */
final class ClatHistLog {
    /** fio's {@code FIO_IO_U_PLAT_BITS}. */
    private static final int PLAT_BITS = 6;
    /** fio's {@code FIO_IO_U_PLAT_VAL}. */
    private static final int PLAT_VAL = 1 << PLAT_BITS;
    /** fio's {@code FIO_IO_U_PLAT_NR}: 29 groups of 64 buckets. */
    static final int PLAT_NR = 29 * PLAT_VAL;

    private final RowLog rows;
    private final long intervalMs;
    private final int stride;
    private final int bins;
    private final long[][] counts = new long[DataDirection.DATA_COUNT][PLAT_NR];
    private final long[][] before = new long[DataDirection.DATA_COUNT][PLAT_NR];
    private final long[] lastMs = new long[DataDirection.DATA_COUNT];

    /**
     * @param intervalMs  {@code log_hist_msec} (positive)
     * @param coarseness  {@code log_hist_coarseness}
     */
    ClatHistLog(RowLog rows, long intervalMs, int coarseness) {
        this.rows = rows;
        this.intervalMs = intervalMs;
        this.stride = 1 << coarseness;
        this.bins = bins(coarseness);
    }

    /** @return the number of bins of a row at this coarseness */
    static int bins(int coarseness) {
        return PLAT_NR >> coarseness;
    }

    /** @return fio's bucket of a latency in ns ({@code plat_val_to_idx}), capped at the last */
    static int index(long ns) {
        if (ns < 2L * PLAT_VAL) {
            return (int) Math.max(0, ns);
        }
        int msb = 63 - Long.numberOfLeadingZeros(ns);
        int errorBits = msb - PLAT_BITS;
        int idx = ((errorBits + 1) << PLAT_BITS) + (int) ((ns >>> errorBits) & (PLAT_VAL - 1));
        return Math.min(idx, PLAT_NR - 1);
    }

    /** Counts one completion latency of direction {@code ddir} and writes a row when one is due. */
    void record(int ddir, long clatNs, long bs, long elapsedMs) {
        counts[ddir][index(clatNs)]++;
        if (lastMs[ddir] == 0) {
            lastMs[ddir] = elapsedMs;
        }
        long window = elapsedMs - lastMs[ddir];
        if (window >= intervalMs) {
            row(ddir, bs, elapsedMs);
            lastMs[ddir] = elapsedMs - (window - intervalMs);
        }
    }

    private void row(int ddir, long bs, long elapsedMs) {
        int at = rows.claim();
        long[] d = rows.data();
        d[at] = elapsedMs;
        d[at + 1] = ddir;
        d[at + 2] = bs;
        long[] now = counts[ddir];
        long[] was = before[ddir];
        for (int b = 0; b < bins; b++) {
            long sum = 0;
            for (int i = b * stride, end = i + stride; i < end; i++) {
                sum += now[i] - was[i];
            }
            d[at + 3 + b] = sum;
        }
        System.arraycopy(now, 0, was, 0, PLAT_NR);
    }
}
