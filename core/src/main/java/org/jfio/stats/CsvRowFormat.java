package org.jfio.stats;

import java.io.IOException;

/**
 * fio 3.33's row of a bw, iops or latency log ({@code iolog.c flush_samples}):
 * {@code time, value, ddir, bs, prio}, or {@code time, value, ddir, bs, offset, prio} with
 * {@code log_offset=1}; columns separated by {@code ", "}. The priority is {@code 0} (jfio sets
 * no I/O priorities), or {@code 0x0000} with {@code log_prio=1}.
 *
 * <p>A row in a {@link RowLog} is five numbers: elapsed ms, value, ddir, bs, offset. The time
 * base ({@code log_unix_epoch}) is set once by the job thread before the first row is handed
 * over, and read by the writer thread after the handoff.
 */
final class CsvRowFormat implements RowFormat {
    /** Numbers per row. */
    static final int STRIDE = 5;

    private final boolean offset;
    private final boolean prio;
    private long timeBaseMs;

    CsvRowFormat(boolean offset, boolean prio) {
        this.offset = offset;
        this.prio = prio;
    }

    /** Sets what is added to every elapsed time (the Unix time of the start with log_unix_epoch). */
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
        out.separator();
        out.number(d[at + 3]);
        out.separator();
        if (offset) {
            out.number(d[at + 4]);
            out.separator();
        }
        if (prio) {
            out.hex4(0);
        } else {
            out.number(0);
        }
        out.endRow();
    }
}
