package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.RateProcess;
import org.jfio.job.ReadWrite;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.testkit.AllocationMeter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * io_submit_mode=offload allocates nothing per I/O on any of its threads: the job thread (prepare,
 * hand-over, reap, accounting) and the submit threads (issue, hand-back). The marks read the
 * allocated bytes of the job thread and of every submit thread together, after a warm-up.
 */
@Tag("allocation")
class OffloadAllocationTest {
    private static final long WARMUP_IOS = 200_000;
    private static final long MEASURED_IOS = 1_000_000;
    private static final int DEPTH = 2;

    /** A synchronous null engine whose queue calls take the two marks over all the job's threads. */
    static final class MarkingProvider implements IoEngineProvider {
        private final com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        private final AtomicLong calls = new AtomicLong();
        /** The job thread's id (it creates the engines) and the submit threads' ids, as they first queue. */
        private final long[] ids = new long[DEPTH + 1];
        private volatile long atWarmup = -1;
        private volatile long atEnd = -1;

        @Override
        public String name() {
            return "marking-null";
        }

        @Override
        public String description() {
            return "null engine with allocation marks over every thread of the job";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            int slot;
            synchronized (ids) {
                ids[0] = Thread.currentThread().threadId();
                slot = 1;
                while (ids[slot] != 0) {
                    slot++;
                }
                ids[slot] = -1; // reserved: filled in by the worker's first queue call
            }
            int mine = slot;
            return new IoEngine() {
                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    if (ids[mine] == -1) {
                        ids[mine] = Thread.currentThread().threadId();
                    }
                    long n = calls.incrementAndGet();
                    if (n == WARMUP_IOS) {
                        atWarmup = total();
                    } else if (n == WARMUP_IOS + MEASURED_IOS) {
                        atEnd = total();
                    }
                    unit.result(unit.lengthBytes());
                    return QueueStatus.COMPLETED;
                }
            };
        }

        private long total() {
            long sum = 0;
            for (long b : mx.getThreadAllocatedBytes(ids)) {
                sum += Math.max(0, b);
            }
            return sum;
        }
    }

    @Test
    void shouldAllocateNothingPerIoOnTheJobOrSubmitThreads() {
        MarkingProvider meter = new MarkingProvider();
        long total = WARMUP_IOS + MEASURED_IOS + 10_000;
        JobRunner.of(JobPlan.of(JobSpec.builder("alloc-offload").set("ioengine", meter.name()).rw(ReadWrite.RANDRW)
                .set("size", total * 4096).set("bs", 4096).set("iodepth", DEPTH).set("io_submit_mode", "offload")
                .set("rate_iops", DataDirection.READ, 5_000_000).set("rate_iops", DataDirection.WRITE, 5_000_000)
                .set("rate_process", RateProcess.POISSON).set("serialize_overlap", true).build()))
                .engines(EngineRegistry.of(List.of(meter))).run();
        assertTrue(meter.atWarmup >= 0 && meter.atEnd >= 0, "both marks taken");
        for (long id : meter.ids) {
            assertTrue(id > 0, "the job thread and both submit threads measured");
        }
        assertEquals(DEPTH + 1, java.util.Arrays.stream(meter.ids).distinct().count());
        double perIo = (double) (meter.atEnd - meter.atWarmup) / MEASURED_IOS;
        System.out.println("allocation: offload, job + submit threads: " + (meter.atEnd - meter.atWarmup) + " bytes over "
                + MEASURED_IOS + " I/Os = " + perIo + " per I/O");
        assertTrue(perIo < AllocationMeter.MAX_BYTES_PER_IO, "allocated " + perIo + " bytes per I/O");
    }
}
