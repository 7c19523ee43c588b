package org.jfio.spi;

/** Result of {@link IoEngine#queue(IoUnit)}, as fio's {@code enum fio_q_status}. */
public enum QueueStatus {
    /** The I/O finished inside {@code queue}; its result is set. */
    COMPLETED,
    /** The I/O is staged or submitted and will come back from {@link IoEngine#reap}. */
    QUEUED,
    /** No room: the core keeps the unit, commits, reaps, and queues it again. */
    BUSY
}
