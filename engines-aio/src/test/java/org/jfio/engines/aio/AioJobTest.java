package org.jfio.engines.aio;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.jfio.api.DataDirection;
import org.jfio.api.DirectionResult;
import org.jfio.api.EngineCapability;
import org.jfio.api.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.api.IoEngine;
import org.jfio.api.IoEngineProvider;
import org.jfio.api.IoFile;
import org.jfio.api.IoUnit;
import org.jfio.api.JfioException;
import org.jfio.api.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.api.QueueStatus;
import org.jfio.api.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.jfio.engines.aio.AioTestSupport.requireLibaio;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whole jobs through {@link JobRunner} on the libaio and posixaio engines. */
class AioJobTest {
    private static final int BS = 4096;

    private static JobResult run(JobSpec spec, IoEngineProvider... providers) {
        JobRunner runner = JobRunner.of(JobPlan.of(spec));
        if (providers.length > 0) {
            runner.engines(EngineRegistry.of(List.of(providers)));
        }
        RunResult result = runner.run();
        return result.groups().get(0).reported().get(0);
    }

    @ParameterizedTest(name = "{0} direct={1}")
    @CsvSource({"libaio, true", "libaio, false", "posixaio, true"})
    void shouldRunARandrwJobAtIodepth32WithEveryLatencyRecorded(String engine, boolean direct, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        long size = 16L << 20;
        JobSpec spec = JobSpec.builder("randrw").filename(dir.resolve("f").toString()).size(size).blockSize(BS)
                .rw(ReadWrite.RANDRW).iodepth(32).direct(direct).ioengine(engine).build();
        JobResult job = run(spec);
        assertEquals(0, job.error(), job.errorMessage());
        DirectionResult read = job.direction(DataDirection.READ);
        DirectionResult write = job.direction(DataDirection.WRITE);
        assertEquals(size / BS, read.ios() + write.ios(), "every block once");
        assertEquals(size, read.bytes() + write.bytes());
        assertTrue(read.ios() > 0 && write.ios() > 0, "both directions: " + read.ios() + "/" + write.ios());
        for (DirectionResult d : List.of(read, write)) {
            assertEquals(d.ios(), d.slat().count(), d.ddir() + " slat samples");
            assertEquals(d.ios(), d.clat().count(), d.ddir() + " clat samples");
            assertEquals(d.ios(), d.lat().count(), d.ddir() + " lat samples");
            assertTrue(d.clat().meanNs() > 0 && d.lat().meanNs() >= d.clat().meanNs(), d.ddir() + " lat >= clat > 0");
            assertTrue(d.lat().maxNs() >= d.slat().maxNs(), d.ddir() + " lat covers slat");
        }
        assertEquals(32, job.effectiveIodepth());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"libaio", "posixaio"})
    void shouldCountFsyncsOfAWriteJob(String engine, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        JobSpec spec = JobSpec.builder("fsync").filename(dir.resolve("f").toString()).size(1L << 20).blockSize(BS)
                .rw(ReadWrite.RANDWRITE).iodepth(8).direct(true).fsyncEvery(16).ioengine(engine).build();
        JobResult job = run(spec);
        assertEquals(0, job.error(), job.errorMessage());
        assertEquals(256, job.direction(DataDirection.WRITE).ios());
        assertTrue(job.direction(DataDirection.SYNC).ios() >= 15, "fsyncs: " + job.direction(DataDirection.SYNC).ios());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"libaio", "posixaio"})
    void shouldRefuseMisalignedDirectIoBeforeTheRun(String engine, @TempDir Path dir) {
        if (engine.equals("libaio")) {
            requireLibaio();
        }
        JobSpec spec = JobSpec.builder("misaligned").filename(dir.resolve("f").toString()).size(1L << 20).blockSize(1000)
                .rw(ReadWrite.READ).iodepth(4).direct(true).ioengine(engine).build();
        JfioException e = assertThrows(JfioException.class, () -> run(spec));
        assertTrue(e.getMessage().matches("misaligned: direct=1 needs offsets and lengths that are multiples of [0-9]+ bytes "
                + "on .* but bs=1000 \\(read\\) is not; fix: .*"), "names both numbers: " + e.getMessage());
        assertFalse(java.nio.file.Files.exists(dir.resolve("f")), "refused before the layout");
    }

    // ---- allocation ----

    /** Long enough for the JIT to settle on the final compiled loop (posixaio runs slower than the rest). */
    private static final int WARMUP_IOS = 1_000_000;
    private static final int MEASURED_IOS = 1_000_000;

    /** Wraps a real provider; its engine reads the thread's allocation counter at two queue calls. */
    static final class MeteredProvider implements IoEngineProvider {
        private final IoEngineProvider real;
        volatile long allocatedAtWarmup = -1;
        volatile long allocatedAtEnd = -1;

        MeteredProvider(IoEngineProvider real) {
            this.real = real;
        }

        @Override
        public String name() {
            return "metered-" + real.name();
        }

        @Override
        public String description() {
            return real.description() + ", with allocation marks";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return real.capabilities();
        }

        @Override
        public IoEngine create(EngineContext context) {
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            IoEngine engine = real.create(context);
            return new IoEngine() {
                long queued;

                @Override
                public Set<EngineCapability> capabilities() {
                    return engine.capabilities();
                }

                @Override
                public void open(IoFile file) {
                    engine.open(file);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    long n = ++queued;
                    if (n == WARMUP_IOS) {
                        allocatedAtWarmup = mx.getCurrentThreadAllocatedBytes();
                    } else if (n == WARMUP_IOS + MEASURED_IOS) {
                        allocatedAtEnd = mx.getCurrentThreadAllocatedBytes();
                    }
                    return engine.queue(unit);
                }

                @Override
                public void commit() {
                    engine.commit();
                }

                @Override
                public int reap(int min, int max, long timeoutNs) {
                    return engine.reap(min, max, timeoutNs);
                }

                @Override
                public IoUnit completed(int i) {
                    return engine.completed(i);
                }

                @Override
                public void close(IoFile file) {
                    engine.close(file);
                }

                @Override
                public void close() {
                    engine.close();
                }
            };
        }
    }

    static void assertAllocationFree(IoEngineProvider real, int iodepth, int batchSubmit, int completeMin, Path dir) {
        MeteredProvider metered = new MeteredProvider(real);
        long fileBytes = 1L << 20;
        int loops = (int) ((WARMUP_IOS + MEASURED_IOS + 20_000L) * BS / fileBytes) + 1;
        JobSpec spec = JobSpec.builder("alloc").filename(dir.resolve("small").toString()).size(fileBytes)
                .blockSize(BS).rw(ReadWrite.RANDREAD).iodepth(iodepth).iodepthBatchSubmit(batchSubmit)
                .iodepthBatchCompleteMin(completeMin).iodepthBatchCompleteMax(iodepth)
                .direct(false).invalidate(false).loops(loops).ioengine(metered.name()).build();
        JobResult job = run(spec, metered);
        assertEquals(0, job.error(), job.errorMessage());
        assertTrue(metered.allocatedAtWarmup >= 0 && metered.allocatedAtEnd >= 0,
                "both marks taken after " + job.direction(DataDirection.READ).ios() + " reads");
        long bytes = metered.allocatedAtEnd - metered.allocatedAtWarmup;
        double perIo = (double) bytes / MEASURED_IOS;
        assertTrue(perIo < 0.01, "allocated " + bytes + " bytes over " + MEASURED_IOS + " I/Os = " + perIo + " per I/O");
    }

    @ParameterizedTest(name = "userspace_reap={0} iodepth={1} submit={2} complete_min={3}")
    @CsvSource({"false, 16, 4, 1", "true, 16, 1, 0"})
    void shouldAllocateNothingPerIoOnLibaio(boolean userspaceReap, int iodepth, int submit, int completeMin,
                                            @TempDir Path dir) {
        requireLibaio();
        assertAllocationFree(new LibaioEngineProvider(userspaceReap, false), iodepth, submit, completeMin, dir);
    }

    @Test
    void shouldAllocateNothingPerIoOnPosixaio(@TempDir Path dir) {
        assertAllocationFree(new PosixAioEngineProvider(), 8, 1, 1, dir);
    }
}
