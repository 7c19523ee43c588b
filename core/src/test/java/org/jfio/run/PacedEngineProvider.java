package org.jfio.run;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongUnaryOperator;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * A diskless synchronous test engine whose speed the test sets: each request completes when the
 * next slot of a schedule of {@code iopsAt(msSinceFirstIo)} I/Os per second comes, so a test can
 * make a job's IOPS steady, rising, or change at a chosen second.
 */
final class PacedEngineProvider implements IoEngineProvider {
    private final LongUnaryOperator iopsAtMs;

    /** @param iopsAtMs the IOPS to run at, given the ms since this engine's first request */
    PacedEngineProvider(LongUnaryOperator iopsAtMs) {
        this.iopsAtMs = iopsAtMs;
    }

    @Override
    public String name() {
        return "paced";
    }

    @Override
    public String description() {
        return "test engine running at the IOPS its test sets";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new IoEngine() {
            private long startNs;
            private long nextNs;

            @Override
            public Set<EngineCapability> capabilities() {
                return EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS);
            }

            @Override
            public QueueStatus queue(IoUnit unit) {
                long now = IoClock.nowNs();
                if (startNs == 0) {
                    startNs = now;
                    nextNs = now;
                }
                long iops = Math.max(1, iopsAtMs.applyAsLong((now - startNs) / 1_000_000L));
                nextNs = Math.max(nextNs + 1_000_000_000L / iops, now - 50_000_000L); // at most 50 ms of catching up
                long wait = nextNs - IoClock.nowNs();
                if (wait > 0) {
                    LockSupport.parkNanos(wait);
                }
                unit.result(unit.lengthBytes());
                return QueueStatus.COMPLETED;
            }
        };
    }
}
