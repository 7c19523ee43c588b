package org.jfio.nativeheaders.libaio;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.VarHandle;

/**
 * The kernel's AIO completion ring, which {@code io_setup} maps into the process at the address it
 * returns as {@code io_context_t}. No user-space header declares it; the layout is the kernel's
 * (linux {@code fs/aio.c}, unchanged since 2.6):
 * {@snippet lang=c :
 * #define AIO_RING_MAGIC 0xa10a10a1
 *
 * struct aio_ring {
 *     unsigned id;                // kernel internal index number
 *     unsigned nr;                // number of io_events
 *     unsigned head;              // written by user space, or by io_getevents under ring_lock
 *     unsigned tail;              // written by the kernel as requests complete
 *     unsigned magic;
 *     unsigned compat_features;
 *     unsigned incompat_features;
 *     unsigned header_length;     // size of aio_ring
 *     struct io_event io_events[];
 * };  // 32 bytes, then nr io_events
 * }
 * Hand-written, kept apart from the jextract-shaped classes. A consumer may take completions
 * straight from the ring without a system call, as fio's {@code userspace_reap} and ActiveMQ
 * Artemis do: check {@link #MAGIC}, read {@code tail} with acquire semantics, copy the
 * {@link io_event}s in {@code [head, tail)} (indices modulo {@code nr}), then publish the new
 * {@code head} with release semantics so the kernel reuses a slot only after it was read. Never mix
 * that with a concurrent {@code io_getevents} on the same context. {@code LibaioCallsTest} checks
 * this layout against a live context.
 *
 * <p>Stateless and thread-safe; the ring itself is single-consumer.
 */
public final class AioRing {

    private AioRing() {
    }

    /** {@code AIO_RING_MAGIC}: what {@code magic} holds in a ring user space may read. */
    public static final int MAGIC = 0xa10a10a1;

    /** Offset of {@code unsigned id}. */
    public static final long ID_OFFSET = 0;
    /** Offset of {@code unsigned nr}, the number of {@link io_event} slots. */
    public static final long NR_OFFSET = 4;
    /** Offset of {@code unsigned head}, the next slot to consume. */
    public static final long HEAD_OFFSET = 8;
    /** Offset of {@code unsigned tail}, one past the last completed slot. */
    public static final long TAIL_OFFSET = 12;
    /** Offset of {@code unsigned magic}. */
    public static final long MAGIC_OFFSET = 16;
    /** Offset of {@code unsigned header_length}. */
    public static final long HEADER_LENGTH_OFFSET = 28;
    /** Size of the header: where {@code io_events[0]} starts. */
    public static final long HEADER_BYTES = 32;

    private static final VarHandle INT = ValueLayout.JAVA_INT.varHandle();

    /**
     * Maps the ring behind a context: the header only, then (if the magic matches) the header and
     * all {@code nr} events.
     *
     * @param ctx the {@code io_context_t} value {@code io_setup} stored
     * @return the ring, sized {@link #HEADER_BYTES} + {@code nr * sizeof(struct io_event)}, or
     *         {@link MemorySegment#NULL} when the magic does not match (no user-space reaping)
     */
    public static MemorySegment of(MemorySegment ctx) {
        MemorySegment header = ctx.reinterpret(HEADER_BYTES);
        if (header.get(ValueLayout.JAVA_INT, MAGIC_OFFSET) != MAGIC) {
            return MemorySegment.NULL;
        }
        long nr = Integer.toUnsignedLong(header.get(ValueLayout.JAVA_INT, NR_OFFSET));
        return ctx.reinterpret(HEADER_BYTES + nr * io_event.sizeof());
    }

    /** @return {@code nr}: the number of event slots */
    public static int nr(MemorySegment ring) {
        return ring.get(ValueLayout.JAVA_INT, NR_OFFSET);
    }

    /** @return {@code magic}, {@link #MAGIC} for a ring user space may read */
    public static int magic(MemorySegment ring) {
        return ring.get(ValueLayout.JAVA_INT, MAGIC_OFFSET);
    }

    /** @return {@code header_length} as the kernel wrote it */
    public static int headerLength(MemorySegment ring) {
        return ring.get(ValueLayout.JAVA_INT, HEADER_LENGTH_OFFSET);
    }

    /** @return {@code head}, read plainly: only the consumer writes it */
    public static int head(MemorySegment ring) {
        return (int) INT.get(ring, HEAD_OFFSET);
    }

    /** @return {@code tail}, read with acquire semantics: the events before it are visible */
    public static int tailAcquire(MemorySegment ring) {
        return (int) INT.getAcquire(ring, TAIL_OFFSET);
    }

    /** Publishes a new {@code head} with release semantics, after the events were copied out. */
    public static void putHeadRelease(MemorySegment ring, int head) {
        INT.setRelease(ring, HEAD_OFFSET, head);
    }

    /** @return offset in the ring of event slot {@code index} */
    public static long eventOffset(int index) {
        return HEADER_BYTES + (long) index * io_event.sizeof();
    }
}
