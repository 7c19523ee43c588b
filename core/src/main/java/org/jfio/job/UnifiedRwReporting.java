package org.jfio.job;

/**
 * fio's {@code unified_rw_reporting}: whether the reports show reads, writes and trims apart,
 * summed into one {@code mixed} direction, or both. Option values as fio 3.33 accepts them:
 * {@code none}/{@code 0}, {@code mixed}/{@code 1}, {@code both}/{@code 2}.
 */
public enum UnifiedRwReporting {
    /** Each direction on its own (fio's default). */
    NONE,
    /** Only one {@code mixed} direction: the sum of read, write and trim, in read's place. */
    MIXED,
    /** Each direction, then a {@code mixed} one after them. */
    BOTH
}
