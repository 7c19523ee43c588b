package org.jfio.stats;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A bounded single-producer single-consumer queue of references, for handing filled log
 * buffers from a job thread to its log writer and empty ones back. Lock-free: the producer
 * publishes a slot with a release store of the tail, the consumer frees it with a release
 * store of the head; each reads the other's index with an acquire load, so what was written
 * into an element before {@link #offer} is visible after {@link #poll}.
 *
 * <p>Thread-safe for exactly one producer thread and one consumer thread. Allocates nothing
 * after construction.
 *
 * @param <T> element type
 */
final class HandoffRing<T> {
    private static final VarHandle HEAD;
    private static final VarHandle TAIL;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            HEAD = lookup.findVarHandle(HandoffRing.class, "head", long.class);
            TAIL = lookup.findVarHandle(HandoffRing.class, "tail", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Object[] slots;
    private final int mask;
    /** Next slot the consumer takes; written by the consumer only. */
    @SuppressWarnings("unused")
    private volatile long head;
    /** Next slot the producer fills; written by the producer only. */
    @SuppressWarnings("unused")
    private volatile long tail;

    /** @param capacity at least this many elements fit (rounded up to a power of two) */
    HandoffRing(int capacity) {
        if (capacity < 1 || capacity > 1 << 20) {
            throw new IllegalArgumentException("capacity=" + capacity);
        }
        int size = 1;
        while (size < capacity) {
            size <<= 1;
        }
        slots = new Object[size];
        mask = slots.length - 1;
    }

    /** @return the number of elements that fit */
    int capacity() {
        return slots.length;
    }

    /** Producer: adds an element. @return false when the ring is full */
    boolean offer(T element) {
        long t = (long) TAIL.getOpaque(this);
        long h = (long) HEAD.getAcquire(this);
        if (t - h == slots.length) {
            return false;
        }
        slots[(int) t & mask] = element;
        TAIL.setRelease(this, t + 1);
        return true;
    }

    /** Consumer: takes the oldest element. @return it, or null when the ring is empty */
    @SuppressWarnings("unchecked")
    T poll() {
        long h = (long) HEAD.getOpaque(this);
        long t = (long) TAIL.getAcquire(this);
        if (h == t) {
            return null;
        }
        int i = (int) h & mask;
        T element = (T) slots[i];
        slots[i] = null;
        HEAD.setRelease(this, h + 1);
        return element;
    }
}
