package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.testkit.AllocationMeter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The io_uring per-I/O path allocates nothing: a whole job (page-cached 1 MiB file, over a million
 * I/Os), measured on the job thread by the {@link AllocationMeter}.
 */
@Tag("allocation")
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

    @ParameterizedTest(name = "{0} batch={1}")
    @CsvSource({
        "defaults, 1",
        "fixedbufs+registerfiles, 16",
        "nonvectored=0, 4",
        "sqthread_poll, 8",
        "cmdprio, 4"})
    void shouldAllocateLessThanAHundredthOfABytePerIo(String variant, int batch) {
        UringOptions options = switch (variant) {
            case "fixedbufs+registerfiles" -> UringOptions.DEFAULTS.withFixedbufs(true).withRegisterfiles(true);
            case "nonvectored=0" -> UringOptions.DEFAULTS.withNonvectored(0);
            case "sqthread_poll" -> UringOptions.DEFAULTS.withSqthreadPoll(true);
            default -> UringOptions.DEFAULTS;
        };
        AllocationMeter meter = new AllocationMeter(new UringEngineProvider(options), WARMUP_IOS, MEASURED_IOS);
        long total = meter.iosNeeded() + 10_000L;
        JobSpec.Builder b = JobSpec.builder("alloc").set("ioengine", meter.name()).set("filename", dir.resolve("small").toString())
                .rw(ReadWrite.RANDRW).set("size", 1L << 20).set("io_size", total * BS).set("bs", BS).set("iodepth", 16)
                .set("bwavgtime", AllocationMeter.SAMPLE_INTERVAL_MS).set("iopsavgtime", AllocationMeter.SAMPLE_INTERVAL_MS)
                .set("iodepth_batch", batch).set("iodepth_batch_complete_min", batch).set("invalidate", false).set("time_based", false);
        if (variant.equals("cmdprio")) { // a priority drawn per I/O, latencies recorded per priority
            b.set("cmdprio_percentage", "30,20").set("cmdprio_class", "3").set("cmdprio", "1,6").set("prio", "4");
        }
        JobSpec spec = b.build();
        JobResult job = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(meter))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, job.error(), job.errorMessage());
        meter.assertAllocationFree("io_uring " + variant + " batch=" + batch);
    }
}
