package org.jfio.engines.aio;

import java.util.concurrent.locks.LockSupport;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.IoClock;
import org.jfio.spi.JfioException;

/**
 * {@code io_submit} refusing requests (EAGAIN or ENOMEM): how long it has gone on, and, with
 * nothing in flight to reap, a short pause before the next attempt, until fio's rule fails the job
 * ("aio appears to be stalled") after {@code timeoutNs} without progress.
 *
 * <p>One per engine; job thread only. Nothing is allocated unless the job fails.
 */
final class SubmitStall {
    /** Pause between two {@code io_submit} attempts that got EAGAIN with nothing to reap. */
    private static final long PAUSE_NS = 100_000L;

    private final long timeoutNs;
    private final int contextEvents;
    /** When the refusals began ({@link IoClock#nowNs()}), or 0 while submissions progress. */
    private long sinceNs;

    /**
     * @param timeoutNs     how long the refusals may go on with nothing in flight
     * @param contextEvents the AIO context's size (named in the failure)
     */
    SubmitStall(long timeoutNs, int contextEvents) {
        this.timeoutNs = timeoutNs;
        this.contextEvents = contextEvents;
    }

    /** The kernel took requests: the stall, if any, is over. */
    void progressed() {
        sinceNs = 0;
    }

    /** Refused while requests are in flight: the caller reaps them first; the stall's clock starts. */
    void refused() {
        if (sinceNs == 0) {
            sinceNs = IoClock.nowNs();
        }
    }

    /**
     * Refused with nothing in flight: waits a little before the caller retries.
     *
     * @param r       what {@code io_submit} returned ({@code -EAGAIN} or {@code -ENOMEM})
     * @param pending the requests waiting to be submitted (named in the failure)
     * @throws JfioException when the refusals have gone on for longer than {@code timeoutNs}
     */
    void waitForRoom(int r, int pending) {
        long now = IoClock.nowNs();
        if (sinceNs == 0) {
            sinceNs = now;
        } else if (now - sinceNs > timeoutNs) {
            throw new JfioException("ioengine=libaio: io_submit failed with " + (r == -libc_h.EAGAIN() ? "EAGAIN" : "ENOMEM")
                    + " for " + timeoutNs / 1_000_000_000L + " s with nothing in flight (" + pending
                    + " requests waiting, AIO context of " + contextEvents + " events): aio appears to be stalled");
        }
        LockSupport.parkNanos(PAUSE_NS);
    }
}
