package org.jfio.job;

/**
 * fio's {@code rw_sequencer}: what the {@code :N} suffix of a random {@code rw} does between two
 * random offsets.
 */
public enum RwSequencer {
    /** The N-1 I/Os after a random one continue sequentially from it. */
    SEQUENTIAL,
    /** The N-1 I/Os after a random one repeat its offset. */
    IDENTICAL
}
