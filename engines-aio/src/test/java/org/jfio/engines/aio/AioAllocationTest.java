package org.jfio.engines.aio;

import static org.jfio.engines.aio.AioTestSupport.requireLibaio;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.testkit.AllocationMeter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The libaio and posixaio per-I/O paths allocate nothing: whole page-cached jobs through
 * {@link JobRunner}, measured on the job thread by the {@link AllocationMeter}.
 */
@Tag("allocation")
class AioAllocationTest {
    private static final int BS = 4096;
    /** Long enough for the JIT to settle on the final compiled loop (posixaio runs slower than the rest). */
    private static final int WARMUP_IOS = 1_000_000;
    private static final int MEASURED_IOS = 1_000_000;

    private static void assertAllocationFree(IoEngineProvider real, int iodepth, int batchSubmit, int completeMin,
                                             Path dir, String what, String... options) {
        AllocationMeter meter = new AllocationMeter(real, WARMUP_IOS, MEASURED_IOS);
        long fileBytes = 1L << 20;
        int loops = (int) ((meter.iosNeeded() + 20_000L) * BS / fileBytes) + 1;
        JobSpec.Builder b = JobSpec.builder("alloc").set("filename", dir.resolve("small").toString()).set("size", fileBytes)
                .set("bs", BS).rw(ReadWrite.RANDREAD).set("iodepth", iodepth).set("iodepth_batch", batchSubmit)
                .set("iodepth_batch_complete_min", completeMin).set("iodepth_batch_complete_max", iodepth)
                .set("direct", false).set("invalidate", false).set("loops", loops).set("ioengine", meter.name())
                .set("bwavgtime", AllocationMeter.SAMPLE_INTERVAL_MS).set("iopsavgtime", AllocationMeter.SAMPLE_INTERVAL_MS);
        for (int i = 0; i < options.length; i += 2) {
            b.set(options[i], options[i + 1]);
        }
        JobSpec spec = b.build();
        JobResult job = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(meter))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, job.error(), job.errorMessage());
        meter.assertAllocationFree(what);
    }

    @ParameterizedTest(name = "userspace_reap={0} iodepth={1} submit={2} complete_min={3}")
    @CsvSource({"false, 16, 4, 1", "true, 16, 1, 0"})
    void shouldAllocateNothingPerIoOnLibaio(boolean userspaceReap, int iodepth, int submit, int completeMin,
                                            @TempDir Path dir) {
        requireLibaio();
        assertAllocationFree(new LibaioEngineProvider(userspaceReap, false), iodepth, submit, completeMin, dir,
                "libaio userspace_reap=" + userspaceReap + " iodepth=" + iodepth + " submit=" + submit);
    }

    /** Per-I/O priorities: a draw per I/O by block size (cmdprio_bssplit), the iocb's priority, latencies per priority. */
    @Test
    void shouldAllocateNothingPerIoOnLibaioWithPerIoPriorities(@TempDir Path dir) {
        requireLibaio();
        assertAllocationFree(new LibaioEngineProvider(false, false), 16, 4, 1, dir, "libaio cmdprio_bssplit",
                "bssplit", "4k/50:8k/50", "cmdprio_bssplit", "4k/30/3/2:8k/10/2/5", "prioclass", "2", "prio", "7",
                "loops", "16000"); // about 170 I/Os a pass of the 1 MiB file at 6 KiB on average
    }

    @Test
    void shouldAllocateNothingPerIoOnPosixaio(@TempDir Path dir) {
        assertAllocationFree(new PosixAioEngineProvider(), 8, 1, 1, dir, "posixaio iodepth=8");
    }
}
