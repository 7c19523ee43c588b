package org.jfio.job;

/** fio's {@code thinktime_blocks_type}: what {@code thinktime_blocks} counts. */
public enum ThinktimeBlocksType {
    /** Completed I/Os (fio's default). */
    COMPLETE,
    /** Issued I/Os. */
    ISSUE
}
