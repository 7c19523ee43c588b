package org.jfio.examples.engine;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * {@code ioengine=discard}: completes every request at once and moves no data, counting the
 * bytes it was asked for. The smallest useful engine: a provider (name, description,
 * capabilities) and an engine whose {@link IoEngine#queue} completes inline, as synchronous
 * engines do; jfio's driver around it keeps the clock and the statistics.
 */
public final class DiscardEngineProvider implements IoEngineProvider {
    /** Bytes asked for by every closed discard engine in this JVM, for a program that wants to check. */
    public static final AtomicLong BYTES = new AtomicLong();

    /** Called by {@link java.util.ServiceLoader}. */
    public DiscardEngineProvider() {
    }

    @Override
    public String name() {
        return "discard";
    }

    @Override
    public String description() {
        return "example engine: completes every request at once, moves no data";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        // no file is opened: jfio needs no filename and lays nothing out
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new Engine();
    }

    /**
     * One per job thread, so its counter is a plain field: {@link #queue} runs once per I/O and
     * must not allocate, lock or log. The total is published once, when the job closes it.
     */
    private static final class Engine implements IoEngine {
        private long bytes;

        @Override
        public Set<EngineCapability> capabilities() {
            return EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS);
        }

        @Override
        public QueueStatus queue(IoUnit unit) {
            bytes += unit.lengthBytes();
            unit.result(unit.lengthBytes());
            return QueueStatus.COMPLETED;
        }

        @Override
        public void close() {
            BYTES.addAndGet(bytes);
        }
    }
}
