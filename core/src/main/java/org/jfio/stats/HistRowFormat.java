package org.jfio.stats;

import java.io.IOException;

/**
 * fio 3.33's row of a clat histogram log ({@code iolog.c flush_hist_samples}):
 * {@code time, ddir, bs, bin0, bin1, ...}, columns separated by {@code ", "}, each bin the
 * number of completions in that bucket since the direction's previous row. A row in a
 * {@link RowLog} is elapsed ms, ddir, bs, then the bins.
 */
final class HistRowFormat implements RowFormat {
    private final int bins;
    private long timeBaseMs;

    HistRowFormat(int bins) {
        this.bins = bins;
    }

    /** Sets what is added to every elapsed time (see {@link CsvRowFormat#timeBaseMs}). */
    void timeBaseMs(long ms) {
        timeBaseMs = ms;
    }

    @Override
    public void write(long[] d, int at, LogOutput out) throws IOException {
        out.number(d[at] + timeBaseMs);
        out.separator();
        out.number(d[at + 1]);
        out.separator();
        out.number(d[at + 2]);
        for (int i = 0; i < bins; i++) {
            out.separator();
            out.number(d[at + 3 + i]);
        }
        out.endRow();
    }
}
