package org.jfio.engine;

import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * Does no I/O: every request "transfers" its whole length at once. Measures the cost of jfio
 * itself (fio's {@code null} engine). At iodepth 1 it completes inside {@code queue} like a
 * synchronous engine; deeper, it behaves as an asynchronous one: {@code queue} stages,
 * {@code commit} makes the staged requests complete, {@code reap} returns them.
 *
 * <p>Not thread-safe: one instance per job thread. Allocates nothing after construction.
 */
final class NullEngine implements IoEngine {
    private final boolean inline;
    private final IoUnit[] ring;
    private final int mask;
    private long staged;
    private long committed;
    private long reaped;
    private long lastReapStart;

    NullEngine(EngineContext context) {
        this.inline = context.iodepth() <= 1;
        int capacity = Integer.highestOneBit(Math.max(1, context.iodepth()) * 2 - 1);
        this.ring = new IoUnit[Math.max(capacity, 1)];
        this.mask = ring.length - 1;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return inline
                ? EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS, EngineCapability.TRIM)
                : EnumSet.of(EngineCapability.DISKLESS, EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM);
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        unit.result(unit.lengthBytes());
        if (inline) {
            return QueueStatus.COMPLETED;
        }
        if (staged - reaped == ring.length) {
            return QueueStatus.BUSY;
        }
        ring[(int) (staged++ & mask)] = unit;
        return QueueStatus.QUEUED;
    }

    @Override
    public void commit() {
        long now = IoClock.nowNs();
        for (long i = committed; i < staged; i++) {
            ring[(int) (i & mask)].issueNs(now);
        }
        committed = staged;
    }

    @Override
    public int reap(int min, int max, long timeoutNs) {
        if (min > 0 && committed < staged) {
            commit();
        }
        int n = (int) Math.min(committed - reaped, max);
        lastReapStart = reaped;
        reaped += n;
        return n;
    }

    @Override
    public IoUnit completed(int i) {
        return ring[(int) ((lastReapStart + i) & mask)];
    }
}
