package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.engine.SyncEngineProvider;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.job.WarmupSpec;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JIT warm-up ({@code jit_warmup}) on real files: it runs the job's engine against a private
 * file in memory before the job, never against the job's file, is not counted in the job, and is
 * off with {@code jit_warmup=0}, for short jobs, with a ramp of a second and for engines that do
 * not declare {@link EngineCapability#SCRATCH_WARMUP}.
 */
class JitWarmupTest {
    @TempDir
    Path dir;
    private Path target;

    /** psync, with every engine it makes remembered: the files each opened and its data requests. */
    static final class Probe implements IoEngineProvider {
        final List<List<String>> opened = Collections.synchronizedList(new ArrayList<>());
        final List<long[]> requests = Collections.synchronizedList(new ArrayList<>());
        /** Run at the warm-up's first request (on the private file in memory), or null. */
        volatile Runnable atWarmup;
        private final IoEngineProvider psync = new SyncEngineProvider.Psync();
        private final Set<EngineCapability> capabilities;

        Probe(boolean warms) {
            capabilities = warms ? Set.of(EngineCapability.SYNC, EngineCapability.SCRATCH_WARMUP)
                    : Set.of(EngineCapability.SYNC);
        }

        @Override
        public String name() {
            return "warmup-probe";
        }

        @Override
        public String description() {
            return "psync, recording what it opens";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return capabilities;
        }

        @Override
        public IoEngine create(EngineContext context) {
            IoEngine e = psync.create(context);
            List<String> paths = Collections.synchronizedList(new ArrayList<>());
            long[] count = new long[2]; // data requests, reads among them
            opened.add(paths);
            requests.add(count);
            return new IoEngine() {
                @Override
                public Set<EngineCapability> capabilities() {
                    return e.capabilities();
                }

                @Override
                public void open(IoFile file) {
                    paths.add(file.path().toString());
                    e.open(file);
                }

                @Override
                public QueueStatus queue(IoUnit unit) {
                    Runnable hook = atWarmup;
                    if (hook != null && unit.file().path().toString().startsWith("/proc/self/fd/")) {
                        atWarmup = null;
                        hook.run();
                    }
                    if (unit.ddir().isData()) {
                        count[0]++;
                    }
                    if (unit.ddir() == DataDirection.READ) {
                        count[1]++;
                    }
                    return e.queue(unit);
                }

                @Override
                public void close(IoFile file) {
                    e.close(file);
                }

                @Override
                public void close() {
                    e.close();
                }
            };
        }
    }

    @BeforeEach
    void file() throws IOException {
        target = dir.resolve("target.dat");
        Files.write(target, new byte[1 << 20]);
        JitWarmup.forget();
    }

    /** A job of {@code loops} passes over the 1 MiB file: 256 requests each. */
    private JobSpec.Builder job(String name, ReadWrite rw, int loops) {
        return JobSpec.builder(name).set("ioengine", "warmup-probe").rw(rw).set("bs", 4096)
                .set("filename", target.toString()).set("size", 1L << 20).set("loops", loops);
    }

    private static JobResult run(Probe probe, JobSpec spec) {
        RunResult r = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(probe))).run();
        assertEquals(0, r.firstError());
        return r.groups().get(0).jobs().get(0);
    }

    @Test
    void shouldRunTheJobsEngineOnAPrivateFileInMemoryBeforeTheJobAndCountNothingOfIt() throws IOException {
        Probe probe = new Probe(true);
        byte[] before = Files.readAllBytes(target);
        JobResult j = run(probe, job("w", ReadWrite.RANDWRITE, 80).set("jit_warmup", Duration.ofMillis(300)).build());
        int runs = probe.opened.size() - 1;
        assertTrue(runs >= 1 && runs <= JitWarmup.RUNS, "an engine per warm-up run, then the job's: " + probe.opened);
        for (int i = 0; i < runs; i++) {
            List<String> warm = probe.opened.get(i);
            assertEquals(1, warm.size());
            assertTrue(warm.get(0).startsWith("/proc/self/fd/"), "the warm-up opened " + warm);
            assertTrue(probe.requests.get(i)[0] > 0, "the warm-up issued I/O");
        }
        assertEquals(List.of(target.toString()), probe.opened.get(runs));
        assertEquals(80 * 256, probe.requests.get(runs)[0]);
        assertEquals(80 * 256, j.direction(DataDirection.WRITE).ios(), "the job counts its own I/Os only");
        assertTrue(Files.size(target) == before.length, "the job's file keeps its size");
    }

    @Test
    void shouldWarmUpAVerifyingJobAsItVerifiesAndWriteNothingButItsPrivateFile() throws IOException {
        Probe probe = new Probe(true);
        Path stateDir = Files.createDirectory(dir.resolve("state"));
        JobResult j = run(probe, job("v", ReadWrite.RANDWRITE, 40).set("verify", "crc32c")
                .set("verify_state_dir", stateDir.toString()).set("jit_warmup", Duration.ofMillis(300)).build());
        assertTrue(probe.requests.get(0)[1] > 0, "the warm-up read its writes back to check them");
        assertEquals(40 * 256, j.direction(DataDirection.WRITE).ios());
        assertEquals(40 * 256, j.verify().blocks(), "the job verified its own writes, each pass read back");
        try (var files = Files.list(stateDir)) {
            assertEquals(List.of("local-v-0-verify.state"), files.map(f -> f.getFileName().toString()).toList(),
                    "the job's state file only, none of the warm-up's");
        }
        JobSpec.Builder verifying = JobSpec.builder("w").rw(ReadWrite.RANDWRITE).set("verify", "md5").set("verify_dump", true)
                .set("verify_journal", dir.resolve("j").toString()).set("iodepth", 8);
        JobSpec passes = WarmupSpec.of(verifying.build(), "/proc/self/fd/9", 1 << 20, 1_000_000);
        assertEquals("md5", passes.verify().mode().fioName());
        assertEquals(0, passes.verify().backlog(), "write passes, each read back after it, as the job does");
        assertTrue(passes.verify().doVerify() && !passes.timing().timeBased() && passes.timing().loops() == Integer.MAX_VALUE,
                "passes until the warm-up's runtime: " + passes.timing());
        assertEquals(1_000_000, passes.timing().runtimeNs());
        JobSpec inline = WarmupSpec.of(verifying.set("time_based", true).set("runtime", Duration.ofSeconds(1)).build(),
                "/proc/self/fd/9", 1 << 20, 1_000_000);
        assertEquals(8, inline.verify().backlog(), "a time_based job never reads back: read back inline, a queue at a time");
        assertTrue(!inline.verify().doVerify() && inline.timing().timeBased() && inline.timing().loops() == 1, inline.timing().toString());
        for (JobSpec warm : List.of(passes, inline)) {
            assertTrue(!warm.verify().stateSave() && !warm.verify().dump() && warm.verify().journal().isEmpty(),
                    "no state file, dump or journal: " + warm.verify());
        }
    }

    /**
     * A stop that comes during the warm-up (a Ctrl-C before any job's clock started) ends the run
     * before the jobs start, and the result still holds them, without I/O, as fio reports jobs it
     * was stopped before running: the normal output prints the group's status line.
     */
    @Test
    void shouldReportTheJobsWithoutIoWhenStoppedDuringTheWarmUp() throws IOException {
        Probe probe = new Probe(true);
        JobRunner runner = JobRunner.of(JobPlan.of(job("s", ReadWrite.RANDREAD, 80).set("numjobs", 2).build()))
                .engines(EngineRegistry.of(List.of(probe)));
        probe.atWarmup = runner::stop;
        RunResult r = runner.run();
        assertTrue(r.interrupted());
        assertEquals(1, probe.opened.size(), "the warm-up's engine only: the job never started");
        List<JobResult> jobs = r.groups().get(0).jobs();
        assertEquals(2, jobs.size(), "both clones are in the result");
        for (JobResult j : jobs) {
            assertEquals("s", j.name());
            assertEquals(0, j.error());
            assertEquals(0, j.direction(DataDirection.READ).ios());
            assertEquals(0, j.runtimeMs());
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        new org.jfio.report.NormalReport().write(r, out);
        String text = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(text.startsWith("\n\nRun status group 0 (all jobs):\n"), "fio's, with no job above it: " + text);
        assertTrue(!text.contains("s: (groupid="), "a job without I/O is left out, as fio does: " + text);
    }

    @Test
    void shouldNotWarmUpWhenOffShortRampedOrOnAnEngineThatDoesNotSayItCan() {
        Probe off = new Probe(true);
        run(off, job("off", ReadWrite.RANDREAD, 80).set("jit_warmup", 0).build());
        assertEquals(1, off.opened.size(), "jit_warmup=0");
        Probe shortJob = new Probe(true);
        run(shortJob, job("short", ReadWrite.RANDREAD, 1).set("size", (JitWarmup.MIN_IOS - 1) * 4096).build());
        assertEquals(1, shortJob.opened.size(), "a short job");
        Probe ramped = new Probe(true);
        run(ramped, job("ramped", ReadWrite.RANDREAD, 80).set("ramp_time", Duration.ofSeconds(1)).build());
        assertEquals(1, ramped.opened.size(), "ramp_time=1s");
        Probe unknown = new Probe(false);
        run(unknown, job("unknown", ReadWrite.RANDREAD, 80).build());
        assertEquals(1, unknown.opened.size(), "an engine without SCRATCH_WARMUP");
    }

    @Test
    void shouldWarmUpOncePerEngineAndKindOfJobInAProcess() {
        Probe probe = new Probe(true);
        run(probe, job("a", ReadWrite.RANDREAD, 80).build());
        int warmups = probe.opened.size() - 1;
        run(probe, job("b", ReadWrite.RANDREAD, 80).build());
        assertEquals(warmups + 2, probe.opened.size(), "a warm-up, then two jobs");
        assertTrue(warmups >= 1 && warmups <= JitWarmup.RUNS, warmups + " warm-up runs");
        run(probe, job("c", ReadWrite.RANDWRITE, 80).build());
        int more = probe.opened.size() - (warmups + 2) - 1;
        assertTrue(more >= 1 && more <= JitWarmup.RUNS, "writes are warmed up on their own: " + more + " runs");
    }

    @Test
    void shouldParseJitWarmupInMillisecondsAndRefuseMoreThanTenSeconds() {
        assertEquals(2_000_000_000L, JobSpec.builder("d").build().timing().jitWarmupNs(), "on by default, 2 s");
        assertEquals(250_000_000L, JobSpec.builder("b").set("jit_warmup", "250").build().timing().jitWarmupNs());
        assertEquals(2_000_000_000L, JobSpec.builder("s").set("jit_warmup", "2s").build().timing().jitWarmupNs());
        assertEquals(0, JobSpec.builder("o").set("jit_warmup", "0").build().timing().jitWarmupNs());
        org.jfio.spi.JfioException e = org.junit.jupiter.api.Assertions.assertThrows(org.jfio.spi.JfioException.class,
                () -> JobSpec.builder("l").set("jit_warmup", "11s").build());
        assertTrue(e.getMessage().contains("jit_warmup"), e.getMessage());
    }

    @Test
    void shouldCountWhatTheJobWillDo() {
        JobSpec timed = JobSpec.builder("t").set("size", 1L << 20).set("time_based", true)
                .set("runtime", Duration.ofMillis(100)).build();
        assertEquals(Long.MAX_VALUE, JitWarmup.expectedIos(timed, List.of()));
        JobSpec looped = JobSpec.builder("l").set("size", 1L << 20).set("bs", 4096).set("loops", 3).build();
        assertEquals(768, JitWarmup.expectedIos(looped, List.of(new FileRegion(Path.of("f"), 0, 1L << 20))));
        JobSpec sized = JobSpec.builder("s").set("io_size", 8L << 20).set("bs", 4096).build();
        assertEquals(2048, JitWarmup.expectedIos(sized, List.of(new FileRegion(Path.of("f"), 0, 1L << 20))));
        assertNull(JitWarmup.reasonToSkip(JobSpec.builder("n").set("ioengine", "null").set("size", 1L << 30).build(),
                new org.jfio.engine.NullEngineProvider(), List.of(new FileRegion(Path.of("n"), 0, 1L << 30))));
    }
}
