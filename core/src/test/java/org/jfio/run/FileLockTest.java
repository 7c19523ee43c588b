package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.junit.jupiter.api.Test;

/**
 * fio's {@code lockfile} on a diskless engine that counts the requests inside one shared file at
 * once (each stays 100 µs): four clones under {@code exclusive} never overlap; under
 * {@code readwrite} reads overlap and a write is always alone; under {@code none} they overlap.
 */
class FileLockTest {
    private final AtomicInteger inside = new AtomicInteger();
    private final AtomicInteger maxInside = new AtomicInteger();
    private final AtomicInteger writeWithOthers = new AtomicInteger();

    private IoEngineProvider counting() {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return "counting";
            }

            @Override
            public String description() {
                return "counts requests in the file at once";
            }

            @Override
            public Set<EngineCapability> capabilities() {
                return Set.of(EngineCapability.DISKLESS);
            }

            @Override
            public IoEngine create(EngineContext context) {
                return new IoEngine() {
                    @Override
                    public Set<EngineCapability> capabilities() {
                        return EnumSet.of(EngineCapability.SYNC);
                    }

                    @Override
                    public QueueStatus queue(IoUnit unit) {
                        int now = inside.incrementAndGet();
                        maxInside.accumulateAndGet(now, Math::max);
                        LockSupport.parkNanos(100_000);
                        if (unit.ddir() == DataDirection.WRITE && inside.get() != 1) {
                            writeWithOthers.incrementAndGet();
                        }
                        inside.decrementAndGet();
                        unit.result(unit.lengthBytes());
                        return QueueStatus.COMPLETED;
                    }
                };
            }
        };
    }

    private void run(String options) {
        String text = "[l]\nioengine=counting\nfilename=shared\nbs=4k\nsize=800k\nnumjobs=4\n" + options + "\n";
        JobRunner.of(JobPlan.fromJobText(text, List.of(counting()))).engines(EngineRegistry.of(List.of(counting()))).run();
    }

    @Test
    void shouldLetOneRequestAtATimeIntoTheFileUnderExclusive() {
        run("rw=randrw\nlockfile=exclusive");
        assertEquals(1, maxInside.get());
    }

    @Test
    void shouldLetReadsTogetherAndWritesAloneUnderReadwrite() {
        run("rw=randrw\nlockfile=readwrite");
        assertEquals(0, writeWithOthers.get(), "a write shared the file");
        assertTrue(maxInside.get() > 1, "reads share the file");
    }

    @Test
    void shouldTakeNoLockByDefault() {
        run("rw=randrw");
        assertTrue(maxInside.get() > 1, "clones overlap without lockfile");
    }
}
