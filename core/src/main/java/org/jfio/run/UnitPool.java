package org.jfio.run;

import java.lang.foreign.Arena;

import org.jfio.job.Buffers;
import org.jfio.spi.IoClock;
import java.lang.foreign.MemorySegment;

import org.jfio.spi.IoUnit;

/**
 * A clone's I/O units ({@code iodepth} of them, each with one buffer of the job's largest block
 * size ({@link BufferPlacement}), cut from one slab of the clone's arena) and where they are between requests: free,
 * or waiting to be queued again (the remainder of a short transfer, or a request the engine
 * refused as BUSY). It is the {@link EngineDriver}'s {@link CompletionSink}: completed units come
 * back here, and a failed one is handed to the {@link ErrorPolicy} first.
 *
 * <p>Job-thread only; allocates nothing after {@link #allocate}.
 */
final class UnitPool implements CompletionSink {
    private final IoUnit[] all;
    private final IoUnit[] free;
    private final IoUnit[] requeued;
    private final ErrorPolicy errors;
    private Verifier verifier;
    private int freeCount;
    private int requeuedCount;
    private long completedIos;

    private UnitPool(IoUnit[] units, ErrorPolicy errors) {
        this.all = units.clone();
        this.free = units;
        this.requeued = new IoUnit[units.length];
        this.freeCount = units.length;
        this.errors = errors;
    }

    /**
     * Allocates {@code depth} units with buffers of {@code maxBs} bytes, placed as {@code placement}
     * says, from the job's {@code mem} source ({@link IoMemory}), freed with {@code arena}, each
     * filled by {@code filler}.
     */
    static UnitPool allocate(Arena arena, int depth, int maxBs, Buffers buffers, BufferPlacement placement,
            BufferFiller filler, ErrorPolicy errors) {
        MemorySegment slab = IoMemory.allocate(arena, buffers, placement.slabBytes(depth));
        IoUnit[] units = new IoUnit[depth];
        for (int i = 0; i < depth; i++) {
            units[i] = new IoUnit(i, slab.asSlice(placement.offsetBytes(i), maxBs));
            filler.fill(units[i].buffer());
        }
        return new UnitPool(units, errors);
    }

    /** @return every unit, by index */
    IoUnit[] units() {
        return all.clone();
    }

    /**
     * @return a unit to queue again as it is (a remainder or a refused request), or null; its issue
     *         stamp is now (each caller queues it at once), as fio stamps issue_time at each queue
     */
    IoUnit takeRequeued() {
        if (requeuedCount == 0) {
            return null;
        }
        IoUnit unit = requeued[--requeuedCount];
        unit.issueNs(IoClock.nowNs());
        return unit;
    }

    /** @return a free unit for a new request, or null when all are in use */
    IoUnit takeFree() {
        return freeCount > 0 ? free[--freeCount] : null;
    }

    /** Gives back a free unit that was taken but not used (a rate wait cut short). */
    void unused(IoUnit unit) {
        free[freeCount++] = unit;
    }

    /** Gives back a unit the engine refused (BUSY), to be queued again as is. */
    void pushBack(IoUnit unit) {
        requeued[requeuedCount++] = unit;
    }

    /** @return I/Os completed so far (including failed ones passed over) */
    long completedIos() {
        return completedIos;
    }

    /** Has completed units pass through the clone's verification first (writes recorded, verify reads checked). */
    void verifier(Verifier v) {
        verifier = v;
    }

    @Override
    public void release(IoUnit unit) {
        if (verifier != null) {
            verifier.completed(unit);
        }
        completedIos++;
        free[freeCount++] = unit;
    }

    @Override
    public void requeue(IoUnit unit) {
        requeued[requeuedCount++] = unit;
    }

    @Override
    public void failed(IoUnit unit, int errno) {
        if (verifier != null) {
            verifier.ioFailed(unit);
        }
        errors.ioFailed(unit, errno);
        completedIos++;
        free[freeCount++] = unit;
    }
}
