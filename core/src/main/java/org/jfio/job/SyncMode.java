package org.jfio.job;

/** fio's {@code sync} option: synchronous-write flag used when opening files. */
public enum SyncMode {
    /** Plain writes ({@code sync=none} or {@code 0}). */
    NONE,
    /** O_SYNC ({@code sync=sync} or {@code 1}). */
    SYNC,
    /** O_DSYNC ({@code sync=dsync}). */
    DSYNC
}
