package org.jfio.run;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

import org.jfio.spi.IoUnit;

/**
 * A bounded single-producer single-consumer ring of {@link IoUnit}s: the hand-off between a job
 * thread and one submit worker under {@code io_submit_mode=offload} (and back). Lock-free and
 * allocation-free after construction: the producer writes the slot, then publishes its
 * {@code tail} with a volatile store; the consumer reads {@code tail} volatile, takes the slot,
 * clears it and publishes its {@code head}. A unit's fields written before {@link #offer} are
 * visible to the thread that {@link #poll}s it (the store of {@code tail} happens-before the
 * load that sees it).
 *
 * <p>The stores of {@code tail} and {@code head} are volatile (not merely release) so that the
 * parking handshake of {@link SubmitWorker} (a "waiting" flag written, then the ring read, on one
 * side; the ring written, then the flag read, on the other) cannot miss a wake-up.
 *
 * <p>Thread-safety: exactly one producer thread and one consumer thread at a time.
 */
final class UnitRing {
    private static final VarHandle HEAD;
    private static final VarHandle TAIL;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            HEAD = lookup.findVarHandle(UnitRing.class, "head", long.class);
            TAIL = lookup.findVarHandle(UnitRing.class, "tail", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final IoUnit[] slots;
    private final int mask;
    /** Next slot the consumer takes; written by the consumer only. */
    @SuppressWarnings("unused") // through HEAD
    private volatile long head;
    /** Next slot the producer fills; written by the producer only. */
    @SuppressWarnings("unused") // through TAIL
    private volatile long tail;

    /**
     * @param capacity at least this many units fit (rounded up to a power of two)
     * @throws IllegalArgumentException when capacity is below 1 or above 2^30
     */
    UnitRing(int capacity) {
        if (capacity < 1 || capacity > 1 << 30) {
            throw new IllegalArgumentException("capacity=" + capacity + ": must be 1..2^30");
        }
        int size = Integer.highestOneBit(capacity);
        if (size < capacity) {
            size <<= 1;
        }
        this.slots = new IoUnit[size];
        this.mask = size - 1;
    }

    /** @return the number of slots */
    int capacity() {
        return slots.length;
    }

    /**
     * Producer side: appends a unit.
     *
     * @return false when the ring is full (the unit was not taken)
     */
    boolean offer(IoUnit unit) {
        long t = (long) TAIL.getOpaque(this);
        if (t - (long) HEAD.getVolatile(this) >= slots.length) {
            return false;
        }
        slots[(int) (t & mask)] = unit;
        TAIL.setVolatile(this, t + 1);
        return true;
    }

    /** Consumer side: @return the oldest unit, or null when the ring is empty */
    IoUnit poll() {
        long h = (long) HEAD.getOpaque(this);
        if (h == (long) TAIL.getVolatile(this)) {
            return null;
        }
        int i = (int) (h & mask);
        IoUnit unit = slots[i];
        slots[i] = null;
        HEAD.setVolatile(this, h + 1);
        return unit;
    }

    /** @return true when nothing is in the ring (either side may ask) */
    boolean isEmpty() {
        return (long) HEAD.getVolatile(this) == (long) TAIL.getVolatile(this);
    }
}
