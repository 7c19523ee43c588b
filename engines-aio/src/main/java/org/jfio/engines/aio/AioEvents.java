package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

import org.jfio.nativeheaders.libaio.AioRing;
import org.jfio.nativeheaders.libaio.io_event;
import org.jfio.nativeheaders.libaio.libaio_h;
import org.jfio.nativeheaders.libc.timespec;
import org.jfio.spi.IoClock;

/**
 * Where a {@link LibaioEngine} reads its completions: one {@code io_event} array in the job's
 * arena, filled by {@code io_getevents(min, nr, timeout)} (a zero timeout for a poll, so libaio
 * answers an empty ring without a system call), or, under {@code userspace_reap} for a poll, copied
 * straight out of the kernel's {@link AioRing} (tail read with acquire, head published with
 * release; only when the ring's magic is {@code 0xa10a10a1}), as fio and ActiveMQ Artemis do.
 *
 * <p>Job-thread only; allocates nothing, locks nothing per call.
 */
final class AioEvents {
    private static final long EVENT_BYTES = io_event.sizeof();
    private static final long EVENT_DATA = io_event.data$offset();
    private static final long EVENT_RES = io_event.res$offset();

    private final MemorySegment ctx;
    private final MemorySegment events;
    private final MemorySegment zeroTimeout;
    private final MemorySegment timeout;
    private final MemorySegment ring;
    private final int ringNr;

    /**
     * @param ctx           the AIO context
     * @param depth         most events one call returns
     * @param userspaceReap read polls from the kernel's ring when it allows it
     */
    AioEvents(MemorySegment ctx, int depth, boolean userspaceReap, Arena arena) {
        this.ctx = ctx;
        this.events = io_event.allocateArray(depth, arena);
        this.zeroTimeout = timespec.allocate(arena);
        this.timeout = timespec.allocate(arena);
        MemorySegment r = userspaceReap ? AioRing.of(ctx) : MemorySegment.NULL;
        this.ring = r;
        this.ringNr = r.byteSize() > AioRing.HEADER_BYTES ? AioRing.nr(r) : 0;
    }

    /** Links {@code io_getevents}' downcall now (nothing to wait for, returns 0), not on the first measured I/O. */
    void link() {
        libaio_h.io_getevents(ctx, 0, 0, events, zeroTimeout);
    }

    /**
     * One {@code io_getevents} (or user-space ring read) into the event array.
     *
     * @param min       least events to wait for (0: a poll)
     * @param nr        most events to take
     * @param timeoutNs longest wait, or -1 for none
     * @param deadline  when that wait ends ({@link IoClock#nowNs()})
     * @return the events read, or a negative errno
     */
    int get(int min, int nr, long timeoutNs, long deadline) {
        if (min == 0 && ringNr > 0 && AioRing.magic(ring) == AioRing.MAGIC) {
            return userReap(nr);
        }
        MemorySegment ts;
        if (min == 0) {
            ts = zeroTimeout;
        } else if (timeoutNs >= 0) {
            long left = Math.max(0, deadline - IoClock.nowNs());
            timespec.tv_sec(timeout, left / 1_000_000_000L);
            timespec.tv_nsec(timeout, left % 1_000_000_000L);
            ts = timeout;
        } else {
            ts = MemorySegment.NULL;
        }
        return libaio_h.io_getevents(ctx, min, nr, events, ts);
    }

    /** fio's {@code user_io_getevents}: copies up to {@code nr} completions out of the kernel ring. */
    private int userReap(int nr) {
        int head = AioRing.head(ring);
        int tail = AioRing.tailAcquire(ring);
        int i = 0;
        while (i < nr && head != tail) {
            MemorySegment.copy(ring, AioRing.eventOffset(head), events, i * EVENT_BYTES, EVENT_BYTES);
            head = head + 1 == ringNr ? 0 : head + 1;
            i++;
        }
        if (i > 0) {
            AioRing.putHeadRelease(ring, head);
        }
        return i;
    }

    /** @return the unit index ({@code io_event.data}) of the i-th event read */
    int unitIndex(int i) {
        return (int) events.get(ValueLayout.JAVA_LONG, i * EVENT_BYTES + EVENT_DATA);
    }

    /** @return the result ({@code io_event.res}: bytes, or a negative errno) of the i-th event read */
    long result(int i) {
        return events.get(ValueLayout.JAVA_LONG, i * EVENT_BYTES + EVENT_RES);
    }
}
