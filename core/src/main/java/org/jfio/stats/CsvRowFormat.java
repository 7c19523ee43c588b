package org.jfio.stats;

import java.io.IOException;

/**
 * fio 3.33's row of a bw, iops or latency log ({@code iolog.c flush_samples}):
 * {@code time, value, ddir, bs, prio}, or {@code time, value, ddir, bs, offset, prio} with
 * {@code log_offset=1}; columns separated by {@code ", "}. The priority column is, as fio 3.33
 * writes it, 1 when the I/O's priority (the job's {@code prio}/{@code prioclass}, or the one
 * {@code cmdprio_*} gave it) is of the realtime class and 0 otherwise, or with {@code log_prio=1}
 * the ioprio value in hex ({@code 0x4005}); a row of a window ({@code log_avg_msec}) or of a
 * bw/iops sample has priority 0, as fio's.
 *
 * <p>Newer fio's columns (not in 3.33), when asked for: a second value after the value
 * ({@code log_window_value=both}: a window's maximum) and the issue time in ns at the end
 * ({@code log_issue_time}), as fio master's {@code iolog.c flush_samples} writes them.
 *
 * <p>A row in a {@link RowLog} is eight numbers: elapsed ms, value, value1, ddir, bs, offset, issue ns, ioprio. The time
 * base ({@code log_unix_epoch}) is set once by the job thread before the first row is handed
 * over, and read by the writer thread after the handoff.
 */
final class CsvRowFormat implements RowFormat {
    /** Numbers per row. */
    static final int STRIDE = 8;

    private final boolean offset;
    private final boolean prio;
    private final boolean both;
    private final boolean issueTime;
    private long timeBaseMs;

    /**
     * @param offset    write the offset column ({@code log_offset})
     * @param prio      write the ioprio value in hex ({@code log_prio=1}) instead of the realtime flag
     * @param both      write value1 after the value ({@code log_window_value=both})
     * @param issueTime write the issue time last ({@code log_issue_time})
     */
    CsvRowFormat(boolean offset, boolean prio, boolean both, boolean issueTime) {
        this.offset = offset;
        this.prio = prio;
        this.both = both;
        this.issueTime = issueTime;
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
        if (both) {
            out.number(d[at + 2]);
            out.separator();
        }
        out.number(d[at + 3]);
        out.separator();
        out.number(d[at + 4]);
        out.separator();
        if (offset) {
            out.number(d[at + 5]);
            out.separator();
        }
        int ioprio = (int) d[at + 7]; // the I/O's own priority, 0 for a window's row (fio)
        if (prio) {
            out.hex4(ioprio);
        } else {
            out.number((ioprio >> 13) == 1 ? 1 : 0); // fio: ioprio_value_is_class_rt
        }
        if (issueTime) {
            out.separator();
            out.number(d[at + 6]);
        }
        out.endRow();
    }
}
