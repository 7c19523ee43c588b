package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.__kernel_timespec;
import org.jfio.nativeheaders.liburing.liburing_h;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoUnit;
import org.jfio.spi.NativeCallException;

/**
 * The completion side of a {@link UringEngine}: reads CQEs in Java (acquire load of the CQ tail,
 * release store of the head), finds each unit by its {@code user_data}, and enters the kernel with
 * {@code min_complete} only when fewer than asked for are there. A poll ({@code min = 0}) still
 * enters once with {@code min_complete = 0}, so deferred task work ({@code DEFER_TASKRUN}) posts
 * its completions. With SQPOLL it never enters the kernel: it spins on the CQ ring, yielding the
 * CPU now and then to the kernel thread. How many to wait for is the caller's decision alone.
 * Keeps the count of requests in flight (submitted and not yet reaped).
 *
 * <p>Job-thread only; the per-I/O path allocates nothing, locks nothing, logs nothing.
 */
final class UringCompletions {
    /** SQPOLL reaping: empty polls of the CQ ring between two {@code Thread.yield()}s. */
    private static final int SPINS_BEFORE_YIELD = 256;

    private final MemorySegment ring;
    private final UringInline.Ring r;
    private final MemorySegment cqes;
    private final int enterFd;
    private final int enterFlags;
    private final boolean sqpoll;
    private final long udataTimeout;
    /** Unit by index (the kernel's user_data), filled in by the engine's queue. */
    private final IoUnit[] units;
    /** Completions of the last reap. */
    private final IoUnit[] reaped;
    private final MemorySegment timeout;
    private final MemorySegment cqePtr;
    private int inflight;
    /** SQPOLL: empty polls of the CQ ring since the last completion. */
    private int idleSpins;

    /**
     * @param units the engine's units by index; as long as the ring has entries
     */
    UringCompletions(UringRingSetup.Ring setup, UringInline.Ring r, IoUnit[] units, boolean sqpoll, Arena arena) {
        this.ring = setup.ring();
        this.r = r;
        this.cqes = r.cqes();
        this.enterFd = setup.enterFd();
        this.enterFlags = setup.enterFlags();
        this.sqpoll = sqpoll;
        this.udataTimeout = liburing_h.LIBURING_UDATA_TIMEOUT();
        this.units = units;
        this.reaped = new IoUnit[units.length];
        this.timeout = __kernel_timespec.allocate(arena);
        this.cqePtr = arena.allocate(liburing_h.C_POINTER);
    }

    /** The kernel took {@code n} more requests. */
    void submitted(int n) {
        inflight += n;
    }

    /** @return requests submitted and not yet reaped */
    int inflight() {
        return inflight;
    }

    /** @return most completions one reap returns (the ring's entries) */
    int capacity() {
        return reaped.length;
    }

    /** The engine's {@code reap}: see {@link org.jfio.spi.IoEngine#reap}. */
    int reap(int min, int max, long timeoutNs) {
        int limit = Math.min(max, reaped.length);
        int want = Math.min(min, limit);
        long deadlineNs = timeoutNs >= 0 ? IoClock.nowNs() + timeoutNs : 0;
        int events = 0;
        do {
            int n = reapCq(events, limit - events);
            if (n > 0) {
                events += n;
                idleSpins = 0;
                continue;
            }
            if (inflight == 0) {
                break; // nothing in flight can complete: never wait for it
            }
            if (timeoutNs >= 0 && events < want && IoClock.nowNs() - deadlineNs >= 0) {
                break;
            }
            if (sqpoll) {
                // the kernel thread completes; spin like fio, but let it have the CPU when we share one
                if (++idleSpins % SPINS_BEFORE_YIELD == 0) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
                continue;
            }
            enter(want - events, timeoutNs, deadlineNs);
        } while (events < want);
        return events;
    }

    /** Enters the kernel to wait for {@code minComplete} completions (0: just run task work and post what is done). */
    private void enter(int minComplete, long timeoutNs, long deadlineNs) {
        int ret;
        if (timeoutNs >= 0 && minComplete > 0) {
            ret = waitWithTimeout(minComplete, deadlineNs);
        } else {
            ret = liburing_h.io_uring_enter(enterFd, 0, minComplete,
                    liburing_h.IORING_ENTER_GETEVENTS() | enterFlags, MemorySegment.NULL);
        }
        if (ret < 0 && !UringEngine.isTransient(ret) && ret != -liburing_h.ETIME()) {
            throw NativeCallException.of("io_uring_enter(min_complete=" + minComplete + ", GETEVENTS)", -ret);
        }
    }

    /** A bounded wait (not used by the core's loop, which waits without limit). */
    private int waitWithTimeout(int count, long deadlineNs) {
        long leftNs = Math.max(0, deadlineNs - IoClock.nowNs());
        __kernel_timespec.tv_sec(timeout, leftNs / 1_000_000_000L);
        __kernel_timespec.tv_nsec(timeout, leftNs % 1_000_000_000L);
        return liburing_h.io_uring_wait_cqes(ring, cqePtr, count, timeout, MemorySegment.NULL);
    }

    /** Moves up to {@code limit} CQEs into {@link #reaped} from position {@code at}; @return how many. */
    private int reapCq(int at, int limit) {
        int head = UringInline.io_uring_cq_head(r);
        int available = UringInline.io_uring_cq_tail(r) - head;
        int consumed = Math.min(available, limit);
        int delivered = 0;
        for (int i = 0; i < consumed; i++) {
            long cqe = UringInline.io_uring_cqe_offset(r, head + i);
            long userData = UringInline.io_uring_cqe_get_data64(cqes, cqe);
            if (userData == udataTimeout) {
                continue; // liburing's own timeout request (kernels without IORING_FEAT_EXT_ARG)
            }
            IoUnit unit = units[(int) userData];
            unit.result(UringInline.io_uring_cqe_res(cqes, cqe));
            reaped[at + delivered++] = unit;
        }
        UringInline.io_uring_cq_advance(r, consumed);
        inflight -= delivered;
        return delivered;
    }

    /** @return the i-th completion of the last reap */
    IoUnit completed(int i) {
        return reaped[i];
    }
}
