package org.jfio.spi;

import java.util.Set;

/**
 * One engine instance, owned by one job thread (fio's {@code struct ioengine_ops} in Java
 * terms). Only {@link #queue(IoUnit)} and {@link #capabilities()} are required; the rest have
 * do-nothing defaults suitable for synchronous engines.
 *
 * <p>The core owns timestamps and accounting; an engine only turns {@link IoUnit}s into
 * system calls and sets {@link IoUnit#result(long)}. In the normal case no method may
 * allocate, lock, log or throw: errors of one I/O go into the unit's result as
 * {@code -errno}. Setup and teardown failures throw {@link JfioException}.
 *
 * <p>Not thread-safe: every method is called from the job's own thread.
 */
public interface IoEngine extends AutoCloseable {

    /** @return what this engine does and needs; asked once after creation */
    Set<EngineCapability> capabilities();

    /**
     * Called after the core opened {@code file} (its {@link IoFile#fd()} is set), before any
     * I/O on it, once per file of the job thread. For a {@link EngineCapability#DISKLESS} engine,
     * whose files are never opened, it is called with {@link IoFile#fd()} -1, before the job's
     * clock starts, so the engine can prepare what it needs per file (a path as a native string).
     *
     * @throws JfioException when the engine cannot use the file (the job then fails to set up)
     */
    default void open(IoFile file) {
    }

    /**
     * Starts (or completes, for {@link EngineCapability#SYNC} engines) one request.
     *
     * @return {@link QueueStatus#COMPLETED} with the result set, {@link QueueStatus#QUEUED}, or
     *         {@link QueueStatus#BUSY} when there is no room
     */
    QueueStatus queue(IoUnit unit);

    /** Submits everything queued since the last commit. Async engines only. */
    default void commit() {
    }

    /**
     * Waits for completions. The core alone decides how many to wait for (fio's
     * {@code iodepth_batch_complete_min}/{@code _max}, {@code iodepth_low}, a BUSY queue, the
     * drain at the end of a job, and polling under {@code iodepth_batch_complete_min=0}); the
     * engine does what it is asked: it returns once it has {@code min} completions, and it never
     * waits when {@code min} is 0.
     *
     * @param min       least completions to wait for (0: take what has completed, without waiting);
     *                  fewer come back only when fewer are in flight or the timeout passed
     * @param max       most completions to return
     * @param timeoutNs longest wait in nanoseconds, or -1 for no limit
     * @return the number of completions, each available through {@link #completed(int)}
     */
    default int reap(int min, int max, long timeoutNs) {
        return 0;
    }

    /**
     * @param i from 0 to the last {@link #reap} result minus one
     * @return the i-th completed unit of the last reap, its result set
     */
    default IoUnit completed(int i) {
        throw new IllegalStateException("engine completes inline; nothing to reap");
    }

    /**
     * Called before the core closes {@code file}, once per file that was opened, when the job
     * ends; no I/O on it is in flight. Not called for a {@link EngineCapability#DISKLESS} engine.
     */
    default void close(IoFile file) {
    }

    /** Releases the engine's resources; called once, last. */
    @Override
    default void close() {
    }
}
