package org.jfio.run;

import org.jfio.spi.IoUnit;

/** Where the {@link EngineDriver} hands units back after a completion. Job-thread only. */
interface CompletionSink {
    /** The unit is done; it may be reused for a new request. */
    void release(IoUnit unit);

    /** The unit transferred part of its request and must be queued again for the rest. */
    void requeue(IoUnit unit);

    /** The unit failed with {@code errno}; the job records its first error and stops. */
    void failed(IoUnit unit, int errno);
}
