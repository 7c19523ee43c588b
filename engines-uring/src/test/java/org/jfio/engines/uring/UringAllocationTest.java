package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineCapability;
import org.jfio.api.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.api.IoEngine;
import org.jfio.api.IoEngineProvider;
import org.jfio.api.IoFile;
import org.jfio.api.IoUnit;
import org.jfio.api.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.api.QueueStatus;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The io_uring per-I/O path allocates nothing: a whole job (page-cached 1 MiB file, over a million
 * I/Os), measured on the job thread with {@code ThreadMXBean#getCurrentThreadAllocatedBytes} between
 * a warm-up mark and an end mark taken inside the engine's queue call.
 */
class UringAllocationTest {
    private static final int WARMUP_IOS = 200_000;
    private static final int MEASURED_IOS = 1_000_000;
    private static final int BS = 4096;

    @TempDir
    Path dir;

    @BeforeEach
    void needIoUring() {
        UringTestSupport.requireIoUring();
    }

    /** Wraps the real provider; the engine it creates takes the two allocation marks in queue. */
    static final class MeteredProvider implements IoEngineProvider {
        private final UringEngineProvider real;
        volatile long allocatedAtWarmup = -1;
        volatile long allocatedAtEnd = -1;

        MeteredProvider(UringOptions options) {
            this.real = new UringEngineProvider(options);
        }

        @Override
        public String name() {
            return "metered-io_uring";
        }

        @Override
        public String description() {
            return "io_uring with allocation marks";
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

    @ParameterizedTest(name = "{0} batch={1}")
    @CsvSource({
        "defaults, 1",
        "fixedbufs+registerfiles, 16",
        "nonvectored=0, 4",
        "sqthread_poll, 8"})
    void shouldAllocateLessThanAHundredthOfABytePerIo(String variant, int batch) {
        UringOptions options = switch (variant) {
            case "fixedbufs+registerfiles" -> UringOptions.DEFAULTS.withFixedbufs(true).withRegisterfiles(true);
            case "nonvectored=0" -> UringOptions.DEFAULTS.withNonvectored(0);
            case "sqthread_poll" -> UringOptions.DEFAULTS.withSqthreadPoll(true);
            default -> UringOptions.DEFAULTS;
        };
        MeteredProvider provider = new MeteredProvider(options);
        long total = WARMUP_IOS + MEASURED_IOS + 10_000L;
        JobSpec spec = JobSpec.builder("alloc").ioengine("metered-io_uring").filename(dir.resolve("small").toString())
                .rw(ReadWrite.RANDRW).size(1L << 20).ioSize(total * BS).blockSize(BS).iodepth(16)
                .iodepthBatchSubmit(batch).iodepthBatchCompleteMin(batch).invalidate(false).timeBased(false).build();
        JobResult job = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(provider))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, job.error(), job.errorMessage());
        assertTrue(provider.allocatedAtWarmup >= 0 && provider.allocatedAtEnd >= 0, "both marks taken");
        long bytes = provider.allocatedAtEnd - provider.allocatedAtWarmup;
        double perIo = (double) bytes / MEASURED_IOS;
        assertTrue(perIo < 0.01, "allocated " + bytes + " bytes over " + MEASURED_IOS + " I/Os = " + perIo + " per I/O");
    }
}
