package org.jfio.spi;

/**
 * What an engine can or needs, asked by the core instead of engine names (fio's
 * {@code enum fio_ioengine_flags}).
 */
public enum EngineCapability {
    /** {@code queue} completes every I/O inline and returns {@link QueueStatus#COMPLETED} (fio FIO_SYNCIO). */
    SYNC,
    /** No real disk: the core neither opens, lays out nor invalidates files (fio FIO_DISKLESSIO). */
    DISKLESS,
    /** Buffers must be aligned to the device's logical block size even without O_DIRECT. */
    NEEDS_ALIGNED_BUFFERS,
    /** The engine stamps {@link IoUnit#issueNs(long)} itself after its submit call (fio FIO_ASYNCIO_SETS_ISSUE_TIME). */
    SETS_ISSUE_TIME,
    /**
     * The engine cannot tell when a request was submitted (the kernel's polling thread picks it up),
     * so no submission latency is recorded (fio's {@code disable_slat} for io_uring sqthread_poll).
     */
    NO_SLAT,
    /** The engine cannot extend files, so they must be laid out first (fio FIO_NOEXTEND). */
    NO_EXTEND,
    /** The engine cannot do O_DIRECT: a job with {@code direct=1} is refused before anything is written. */
    BUFFERED_ONLY
}
