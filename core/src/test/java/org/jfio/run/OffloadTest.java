package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.RateProcess;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;
import org.junit.jupiter.api.Test;

/**
 * {@code io_submit_mode=offload}: the job thread hands each request to one of iodepth submit
 * threads, each with its own engine; every request handed over is issued, completed and counted;
 * lat includes the time on the device; failures and stops end the workers.
 */
class OffloadTest {
    /** What a test engine does with a request, on the thread that queues it. */
    @FunctionalInterface
    interface Behaviour {
        /** @return the result: the length, or -errno */
        long run(IoUnit unit, int call);
    }

    /** A diskless synchronous engine; it counts engines, calls and the threads that queued. */
    static final class TestEngines implements IoEngineProvider {
        final AtomicInteger engines = new AtomicInteger();
        final AtomicInteger calls = new AtomicInteger();
        final Set<String> threads = ConcurrentHashMap.newKeySet();
        private final Behaviour behaviour;

        TestEngines(Behaviour behaviour) {
            this.behaviour = behaviour;
        }

        @Override
        public String name() {
            return "offload-test";
        }

        @Override
        public String description() {
            return "test engine of the offload tests";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.DISKLESS);
        }

        @Override
        public IoEngine create(EngineContext context) {
            engines.incrementAndGet();
            return new IoEngine() {
                @Override
                public Set<EngineCapability> capabilities() {
                    return EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    threads.add(Thread.currentThread().getName());
                    unit.result(behaviour.run(unit, calls.incrementAndGet()));
                    return QueueStatus.COMPLETED;
                }
            };
        }
    }

    private static JobResult run(JobSpec spec, TestEngines engines) {
        return JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engines))).run()
                .groups().get(0).reported().get(0);
    }

    private static void sleepAtLeast(long ns) {
        long end = System.nanoTime() + ns;
        for (long left = ns; left > 0; left = end - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    private static long liveSubmitThreads(String job) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("jfio-submit-" + job + "-") && t.isAlive()).count();
    }

    @Test
    void shouldIssueEveryRequestOnSubmitThreadsUnderAPoissonRate() {
        long deviceNs = TimeUnit.MILLISECONDS.toNanos(2);
        TestEngines engines = new TestEngines((u, n) -> {
            sleepAtLeast(deviceNs);
            return u.lengthBytes();
        });
        JobResult j = run(JobSpec.builder("rated").set("ioengine", engines.name()).rw(ReadWrite.RANDREAD)
                .set("size", 64 * 4096L).set("bs", 4096).set("iodepth", 4).set("io_submit_mode", "offload")
                .set("rate_iops", DataDirection.READ, 400).set("rate_process", RateProcess.POISSON).build(), engines);
        DirectionResult read = j.direction(DataDirection.READ);
        assertEquals(0, j.error());
        assertEquals(64, read.ios(), "every request issued and completed once");
        assertEquals(64 * 4096L, read.bytes());
        assertEquals(64, engines.calls.get());
        assertEquals(4, engines.engines.get(), "one engine per submit thread: iodepth of them");
        assertTrue(engines.threads.stream().allMatch(t -> t.startsWith("jfio-submit-rated-")), engines.threads.toString());
        // the time on the device is inside clat and lat (stamped by the submit thread around its call)
        assertTrue(read.clat().minNs() >= deviceNs, "clat min " + read.clat().minNs());
        assertTrue(read.lat().minNs() >= deviceNs, "lat min " + read.lat().minNs());
        assertEquals(64, read.scheduledLat().count(), "sched lat kept under the rate cap");
        assertEquals(0, liveSubmitThreads("rated"), "the submit threads ended with the job");
    }

    /**
     * The first request is held on the "device" until a second request reaches the engine: only a
     * job thread that hands over without waiting for the device lets it go (inline it would wait
     * for the 30 s timeout).
     */
    @Test
    void shouldHandTheNextRequestOverWhileOneIsOnTheDevice() {
        CountDownLatch second = new CountDownLatch(1);
        AtomicReference<Boolean> released = new AtomicReference<>();
        TestEngines engines = new TestEngines((u, n) -> {
            if (n == 1) {
                try {
                    released.set(second.await(30, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            } else {
                second.countDown();
            }
            return u.lengthBytes();
        });
        JobResult j = run(JobSpec.builder("overlap").set("ioengine", engines.name()).rw(ReadWrite.WRITE)
                .set("size", 8 * 4096L).set("bs", 4096).set("iodepth", 2).set("io_submit_mode", "offload").build(), engines);
        assertEquals(Boolean.TRUE, released.get(), "a second request was issued while the first was on the device");
        assertEquals(8, j.direction(DataDirection.WRITE).ios());
        assertEquals(2, engines.threads.size(), engines.threads.toString());
    }

    @Test
    void shouldEndTheJobWithAFailedRequestsErrno() {
        TestEngines engines = new TestEngines((u, n) -> n == 5 ? -libc_h.EIO() : u.lengthBytes());
        JobResult j = run(JobSpec.builder("eio").set("ioengine", engines.name()).rw(ReadWrite.READ)
                .set("size", 1L << 20).set("iodepth", 4).set("io_submit_mode", "offload").build(), engines);
        assertEquals(libc_h.EIO(), j.error());
        assertTrue(j.direction(DataDirection.READ).ios() < 256);
        assertEquals(0, liveSubmitThreads("eio"));
    }

    @Test
    void shouldRaiseWhatTheEngineThrowsAndEndTheWorkers() {
        TestEngines engines = new TestEngines((u, n) -> {
            if (n == 10) {
                throw new IllegalStateException("device gone");
            }
            return u.lengthBytes();
        });
        JfioException e = assertThrows(JfioException.class, () -> run(JobSpec.builder("thrown")
                .set("ioengine", engines.name()).rw(ReadWrite.READ).set("size", 1L << 20).set("iodepth", 4)
                .set("io_submit_mode", "offload").build(), engines));
        assertTrue(String.valueOf(e.getMessage()).contains("device gone"), e.getMessage());
        assertEquals(0, liveSubmitThreads("thrown"));
    }

    /** A stop (Ctrl-C) mid-run: what was handed over is completed and counted, then the workers end. */
    @Test
    void shouldDrainTheHandedOverRequestsOnStop() {
        AtomicReference<JobRunner> runner = new AtomicReference<>();
        TestEngines engines = new TestEngines((u, n) -> {
            if (n == 200) {
                Thread.ofPlatform().start(() -> runner.get().stop());
            }
            sleepAtLeast(TimeUnit.MICROSECONDS.toNanos(200));
            return u.lengthBytes();
        });
        JobSpec spec = JobSpec.builder("stopped").set("ioengine", engines.name()).rw(ReadWrite.RANDWRITE)
                .set("size", 1L << 30).set("iodepth", 8).set("io_submit_mode", "offload")
                .set("time_based", true).set("runtime", java.time.Duration.ofSeconds(120)).build();
        runner.set(JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engines))));
        JobResult j = runner.get().run().groups().get(0).reported().get(0);
        assertEquals(0, j.error());
        long ios = j.direction(DataDirection.WRITE).ios();
        assertTrue(ios >= 200, "ran until the stop: " + ios);
        assertEquals(engines.calls.get(), ios, "every request issued was completed and counted");
        assertEquals(0, liveSubmitThreads("stopped"));
    }
}
