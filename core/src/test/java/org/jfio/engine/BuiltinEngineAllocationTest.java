package org.jfio.engine;

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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The per-I/O path of each built-in engine allocates nothing: over a million page-cached I/Os
 * through the whole core, measured on the job thread with
 * {@code ThreadMXBean#getCurrentThreadAllocatedBytes} between two marks taken inside the engine's
 * queue call (the template is {@code org.jfio.run.HotPathAllocationTest}).
 */
class BuiltinEngineAllocationTest {
    private static final int WARMUP_IOS = 200_000;
    private static final int MEASURED_IOS = 1_000_000;
    private static final int BS = 4096;
    private static final long FILE_BYTES = 1L << 20;

    @TempDir
    Path dir;

    /** Wraps a real engine and reads the thread's allocation counter at two queue calls. */
    static final class Metered implements IoEngineProvider {
        private final IoEngineProvider delegate;
        volatile long allocatedAtWarmup = -1;
        volatile long allocatedAtEnd = -1;

        Metered(IoEngineProvider delegate) {
            this.delegate = delegate;
        }

        @Override
        public String name() {
            return delegate.name();
        }

        @Override
        public String description() {
            return delegate.description();
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return delegate.capabilities();
        }

        @Override
        public IoEngine create(EngineContext context) {
            com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            IoEngine engine = delegate.create(context);
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

    @ParameterizedTest(name = "{0} {1} iodepth={2} batch={3}")
    @CsvSource({
        "mmap,RANDRW,1,1",
        "vsync,RANDRW,4,4",
        "vsync,READ,8,8",
        "pvsync,RANDRW,1,1",
        "pvsync2,RANDRW,1,1",
        "nio,RANDRW,1,1"})
    void shouldAllocateLessThanAHundredthOfABytePerIo(String engine, ReadWrite rw, int iodepth, int batch) {
        IoEngineProvider real = switch (engine) {
            case "mmap" -> new MmapEngineProvider();
            case "vsync" -> new VectoredSyncEngineProvider.Vsync();
            case "pvsync" -> new VectoredSyncEngineProvider.Pvsync();
            case "pvsync2" -> new VectoredSyncEngineProvider.Pvsync2(true, false, false);
            case "nio" -> new NioEngineProvider();
            default -> throw new IllegalArgumentException(engine);
        };
        Metered provider = new Metered(real);
        long ios = WARMUP_IOS + MEASURED_IOS + 10_000L;
        int loops = (int) ((ios * BS + FILE_BYTES - 1) / FILE_BYTES);
        JobSpec spec = JobSpec.builder("alloc-" + engine).ioengine(engine).filename(dir.resolve(engine).toString())
                .rw(rw).size(FILE_BYTES).blockSize(BS).loops(loops).invalidate(false)
                .iodepth(iodepth).iodepthBatchSubmit(batch).iodepthBatchCompleteMax(batch).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(provider))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        assertTrue(provider.allocatedAtWarmup >= 0 && provider.allocatedAtEnd >= 0, "both marks taken");
        long bytes = provider.allocatedAtEnd - provider.allocatedAtWarmup;
        double perIo = (double) bytes / MEASURED_IOS;
        System.out.println(engine + " " + rw + ": " + bytes + " bytes over " + MEASURED_IOS + " I/Os");
        assertTrue(perIo < 0.01, engine + " allocated " + bytes + " bytes over " + MEASURED_IOS + " I/Os = " + perIo + " per I/O");
    }
}
