package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.api.EngineRegistry;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.OptionTable;
import org.jfio.job.PlanChecks;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whole jobs through {@link JobRunner} on {@code ioengine=io_uring}: counts and latencies add up. */
class UringJobTest {
    private static final long SIZE = 16L << 20;
    private static final int BS = 4096;

    @TempDir
    Path dir;

    @BeforeEach
    void needIoUring() {
        UringTestSupport.requireIoUring();
    }

    @ParameterizedTest(name = "direct={0} options={1} batch={2}")
    @CsvSource({
        "false, '', 1",
        "true, '', 1",
        "false, fixedbufs+registerfiles, 8",
        "true, fixedbufs+registerfiles, 32",
        "false, sqthread_poll, 1",
        "true, sqthread_poll, 8",
        "false, nonvectored=0, 4",
        "false, complete_min=0, 4",
        "true, sqthread_poll+complete_min=0, 1"})
    void shouldRunARandomReadWriteJobAtDepth32(boolean direct, String variant, int batch) {
        JobSpec.Builder b = JobSpec.builder("randrw", OptionTable.builtin().withEngines(List.of(new UringEngineProvider()))).set("filename", dir.resolve("job.dat").toString()).set("size", SIZE).set("bs", BS)
                .rw(ReadWrite.RANDRW).set("iodepth", 32).set("iodepth_batch", batch).set("iodepth_batch_complete_min", batch)
                .set("direct", direct).set("invalidate", false).set("ioengine", UringEngineProvider.NAME);
        switch (variant) {
            case "fixedbufs+registerfiles" -> b.set("fixedbufs", "1").set("registerfiles", "1");
            case "sqthread_poll" -> b.set("sqthread_poll", "1");
            case "nonvectored=0" -> b.set("nonvectored", "0");
            // the core polls (reap with min 0, never waiting) until enough came back
            case "complete_min=0" -> b.set("iodepth_batch_complete_min", 0);
            case "sqthread_poll+complete_min=0" -> b.set("sqthread_poll", "1").set("iodepth_batch_complete_min", 0);
            default -> { }
        }
        RunResult run = JobRunner.of(JobPlan.of(b.build()))
                .engines(EngineRegistry.of(List.of(new UringEngineProvider(UringOptions.DEFAULTS)))).run();
        JobResult job = run.groups().get(0).reported().get(0);
        assertEquals(0, job.error(), job.errorMessage());
        DirectionResult read = job.direction(DataDirection.READ);
        DirectionResult write = job.direction(DataDirection.WRITE);
        assertEquals(SIZE / BS, read.ios() + write.ios(), "every block once");
        assertEquals(SIZE, read.bytes() + write.bytes());
        assertTrue(read.ios() > 0 && write.ios() > 0, "a mix: " + read.ios() + " reads, " + write.ios() + " writes");
        assertEquals(0, read.shortIos() + write.shortIos());
        boolean sqpoll = variant.startsWith("sqthread_poll");
        for (DirectionResult d : List.of(read, write)) {
            LatencyStats slat = d.slat();
            LatencyStats clat = d.clat();
            LatencyStats lat = d.lat();
            assertEquals(d.ios(), clat.count(), d.ddir() + " clat samples");
            assertEquals(d.ios(), lat.count(), d.ddir() + " lat samples");
            assertTrue(clat.minNs() >= 0 && clat.maxNs() >= clat.minNs());
            assertTrue(lat.minNs() >= clat.minNs() && lat.maxNs() >= clat.maxNs(), d.ddir() + ": lat >= clat");
            if (!sqpoll) {
                // the engine stamps issue time after io_uring_enter: slat + clat = lat for every I/O
                assertEquals(d.ios(), slat.count(), d.ddir() + " slat samples");
                double sum = slat.meanNs() + clat.meanNs();
                assertEquals(lat.meanNs(), sum, Math.max(1.0, lat.meanNs() * 1e-9),
                        d.ddir() + ": mean lat = mean slat + mean clat");
            } else {
                assertEquals(0, slat.count(), d.ddir() + ": no slat with sqthread_poll (fio's disable_slat)");
            }
        }
        assertEquals(32, job.effectiveIodepth());
    }

    @Test
    void shouldTakeItsOptionsFromTheCommandLine() {
        UringEngineProvider provider = new UringEngineProvider(UringOptions.DEFAULTS);
        OptionTable table = OptionTable.builtin().withEngines(List.of(provider));
        JobPlan plan = new ArgvParser().options(table).parse(List.of(
                "--name=opts", "--ioengine=io_uring", "--filename=" + dir.resolve("opts.dat"), "--size=1m",
                "--rw=randread", "--iodepth=8", "--fixedbufs", "--registerfiles=1", "--nonvectored=0",
                "--invalidate=0"));
        EngineRegistry registry = EngineRegistry.of(List.of(provider));
        PlanChecks.checkEngines(plan, registry);
        JobSpec spec = plan.jobs().get(0);
        UringOptions o = spec.engineOptions().get(UringOptions.SCHEMA);
        assertEquals(UringOptions.DEFAULTS.withFixedbufs(true).withRegisterfiles(true).withNonvectored(0), o);
        JobResult job = JobRunner.of(plan).engines(registry).run().groups().get(0).reported().get(0);
        assertEquals(0, job.error(), job.errorMessage());
        assertEquals((1 << 20) / BS, job.direction(DataDirection.READ).ios());
    }

    @Test
    void shouldBeFoundByServiceLoaderAndDeclareFiosOptions() {
        var provider = EngineRegistry.load().find(UringEngineProvider.NAME).orElseThrow();
        assertTrue(provider instanceof UringEngineProvider);
        assertEquals(List.of("hipri", "fixedbufs", "registerfiles", "sqthread_poll", "sqthread_poll_cpu", "nonvectored",
                "uncached", "nowait", "force_async", "cmd_type"),
                provider.options().options().stream().map(org.jfio.spi.option.JobOption::name).toList());
        // fio 3.33's io_uring options jfio does not do are known and refused, with the reason
        for (String refused : List.of("uncached=1", "nowait=1", "force_async=4", "cmd_type=ng")) {
            String key = refused.substring(0, refused.indexOf('='));
            var e = org.junit.jupiter.api.Assertions.assertThrows(org.jfio.spi.JfioException.class,
                    () -> org.jfio.job.JobSpec.builder("r").set("ioengine", "io_uring").set("size", "1m")
                            .set(key, refused.substring(refused.indexOf('=') + 1)).build());
            assertTrue(e.getMessage().contains("not supported by jfio"), e.getMessage());
        }
        assertTrue(provider.availability().available(), provider.availability().reason());
    }
}
