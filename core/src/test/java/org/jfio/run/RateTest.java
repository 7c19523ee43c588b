package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.RateProcess;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.testkit.InlineEngineProvider;
import org.junit.jupiter.api.Test;

/**
 * rate, rate_iops, rate_process, rate_min, thinktime and startdelay. The schedule itself is
 * checked without clocks; the runs only check what a slow machine cannot break: pacing never
 * issues early, and the I/Os issued are the schedule's count (it catches up when held up).
 */
class RateTest {
    private static final long MS = 1_000_000L;

    /** Remembers each request's start time (the time the loop issued it) and when it was due. */
    static final class StampingProvider extends InlineEngineProvider {
        final long[] startNs;
        final long[] scheduledNs;
        final byte[] ddir;
        int count;

        StampingProvider(int capacity) {
            super("stamping", "records start times");
            startNs = new long[capacity];
            scheduledNs = new long[capacity];
            ddir = new byte[capacity];
        }

        @Override
        protected void seen(IoUnit unit) {
            if (count < startNs.length) {
                startNs[count] = unit.startNs();
                scheduledNs[count] = unit.scheduledNs();
                ddir[count++] = (byte) unit.ddir().ordinal();
            }
        }
    }

    private static JobResult run(JobSpec spec, IoEngineProvider engine) {
        RunResult r = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(engine))).run();
        return r.groups().get(0).reported().get(0);
    }

    @Test
    void shouldScheduleLinearRateByBytesIssued() {
        RateLimiter rate = new RateLimiter(JobSpec.builder("r").rw(ReadWrite.READ).set("bs", 4096)
                .set("rate_iops", DataDirection.READ, 1000).build(), new SplittableRandom(1));
        rate.start(1_000_000_000L);
        for (int k = 0; k < 5000; k++) {
            assertEquals(1_000_000_000L + k * MS, rate.dueNs(0), "io " + k);
            rate.issued(0, 4096);
        }
        RateLimiter bytes = new RateLimiter(JobSpec.builder("b").rw(ReadWrite.WRITE).set("bs", 4096)
                .set("rate", DataDirection.WRITE, 1L << 20).build(), new SplittableRandom(1));
        bytes.start(0);
        bytes.issued(1, 65536);
        assertEquals(62_500_000L, bytes.dueNs(1), "64 KiB at 1 MiB/s take 62.5 ms");
        assertTrue(!bytes.limited(0) && bytes.limited(1));
    }

    @Test
    void shouldSpreadPoissonGapsAroundTheMean() {
        RateLimiter rate = new RateLimiter(JobSpec.builder("p").rw(ReadWrite.READ).set("bs", 4096)
                .set("rate_iops", DataDirection.READ, 1000).set("rate_process", RateProcess.POISSON).build(), new SplittableRandom(7));
        rate.start(0);
        int n = 100_000;
        long previous = 0;
        long belowMean = 0;
        for (int k = 0; k < n; k++) {
            rate.issued(0, 4096);
            long gap = rate.dueNs(0) - previous;
            previous = rate.dueNs(0);
            belowMean += gap < MS ? 1 : 0;
        }
        assertEquals(n * (double) MS, previous, n * MS * 0.02, "mean gap 1 ms");
        assertEquals(1 - Math.exp(-1), (double) belowMean / n, 0.01, "exponential gaps: 63% below the mean");
    }

    @Test
    void shouldLetTheOtherDirectionGoWhileOneIsAhead() {
        RateLimiter rate = new RateLimiter(JobSpec.builder("m").rw(ReadWrite.RANDRW).set("bs", 4096)
                .set("rate_iops", DataDirection.WRITE, 10).build(), new SplittableRandom(1));
        rate.start(0);
        rate.issued(1, 4096);
        assertEquals(0, rate.choose(1, true, MS), "write not due: read instead");
        assertEquals(1, rate.choose(1, false, MS), "reads not allowed: wait for the write");
        assertEquals(1, rate.choose(1, true, 100 * MS), "write due again");
    }

    @Test
    void shouldNeverIssueAheadOfTheRateIopsSchedule() {
        StampingProvider engine = new StampingProvider(400);
        JobResult j = run(JobSpec.builder("pace").set("ioengine", "stamping").rw(ReadWrite.RANDREAD).set("size", 1L << 30)
                .set("rate_iops", DataDirection.READ, 2000).set("number_ios", 400).build(), engine);
        assertEquals(400, j.direction(DataDirection.READ).ios());
        for (int k = 1; k < 400; k++) {
            long elapsed = engine.startNs[k] - engine.startNs[0];
            assertTrue(elapsed >= k * 500_000L - 2 * MS, "io " + k + " issued " + elapsed + " ns after the first");
        }
        assertTrue(j.runtimeMs() >= 199, "399 gaps of 0.5 ms: " + j.runtimeMs());
    }

    @Test
    void shouldRecordLatencyFromTheScheduledStartOnlyUnderARateCap() {
        JobResult capped = run(JobSpec.builder("co").set("ioengine", "stamping").rw(ReadWrite.RANDREAD).set("size", 1L << 30)
                .set("rate_iops", DataDirection.READ, 4000).set("number_ios", 200).build(), new StampingProvider(200));
        DirectionResult r = capped.direction(DataDirection.READ);
        assertEquals(200, r.scheduledLat().count(), "one sample per I/O");
        // an I/O starts when it is due or later, so its latency from the schedule is at least its lat
        assertTrue(r.scheduledLat().meanNs() >= r.lat().meanNs(), r.scheduledLat().meanNs() + " < " + r.lat().meanNs());
        assertTrue(r.scheduledLat().maxNs() >= r.lat().maxNs());

        JobResult free = run(JobSpec.builder("free").set("ioengine", "stamping").rw(ReadWrite.RANDREAD).set("size", 1L << 30)
                .set("number_ios", 200).build(), new StampingProvider(200));
        assertEquals(0, free.direction(DataDirection.READ).scheduledLat().count(), "no schedule without a cap");
    }

    @Test
    void shouldCapOnlyWritesWithAnEmptyReadRate() {
        StampingProvider engine = new StampingProvider(1 << 22);
        JobResult j = run(JobSpec.builder("w").set("ioengine", "stamping").rw(ReadWrite.RANDRW).set("size", 1L << 30)
                .set("rate", DataDirection.WRITE, 100 * 4096L).set("time_based", true).set("runtime", java.time.Duration.ofNanos(500 * MS)).build(), engine);
        long writes = j.direction(DataDirection.WRITE).ios();
        long reads = j.direction(DataDirection.READ).ios();
        assertTrue(writes <= 51 + 1, "100 writes/s for 0.5 s: " + writes);
        assertTrue(reads > 10 * writes, "reads are not capped: " + reads);
    }

    /**
     * rate_iops=1000 for 2 s: every I/O is due 1 ms after the one before, and the loop catches up at
     * once when it was held up, so the I/Os it issued are exactly the schedule's slots up to its
     * last one, whatever the machine's load (a count, where an IOPS figure over wall time bends
     * with a descheduled thread); and it ran the whole runtime.
     */
    @Test
    void shouldKeepToTheRateIopsSchedule() {
        StampingProvider engine = new StampingProvider(4000);
        JobResult j = run(JobSpec.builder("iops").set("ioengine", "stamping").rw(ReadWrite.RANDREAD).set("size", 1L << 30)
                .set("rate_iops", DataDirection.READ, 1000).set("time_based", true).set("runtime", java.time.Duration.ofNanos(2000 * MS)).build(),
                engine);
        long ios = j.direction(DataDirection.READ).ios();
        assertEquals(engine.count, ios);
        int last = engine.count - 1;
        for (int k = 1; k <= last; k++) {
            assertEquals(engine.scheduledNs[0] + k * MS, engine.scheduledNs[k], "io " + k + " due 1 ms after the one before");
        }
        // the slots due from the first one's due time to the last I/O's issue: each was issued
        long slots = (engine.startNs[last] - engine.scheduledNs[0]) / MS + 1;
        assertEquals(slots, ios, 1, "I/Os issued against the schedule's slots up to the last one");
        assertTrue(j.runtimeMs() >= 1999, "the whole runtime: " + j.runtimeMs());
    }

    @Test
    void shouldFailTheJobBelowRateIopsMin() {
        JobResult j = run(JobSpec.builder("slow").set("ioengine", "stamping").rw(ReadWrite.READ).set("size", 1L << 30)
                .set("rate_iops", DataDirection.READ, 100).set("rate_iops_min", DataDirection.READ, 200).set("rate_cycle", 500)
                .set("time_based", true).set("runtime", java.time.Duration.ofNanos(30_000 * MS)).build(), new StampingProvider(0));
        assertEquals(libc_h.EIO(), j.error());
        assertTrue(j.errorMessage().contains("rate_iops_min=200 not met"), j.errorMessage());
        assertTrue(j.runtimeMs() < 20_000, "failed early: " + j.runtimeMs());
    }

    @Test
    void shouldThinkAfterEveryThinktimeBlocks() {
        StampingProvider engine = new StampingProvider(100);
        JobResult j = run(JobSpec.builder("think").set("ioengine", "stamping").rw(ReadWrite.READ).set("size", 1L << 20)
                .set("thinktime", java.time.Duration.ofNanos(5 * MS)).set("thinktime_spin", java.time.Duration.ofNanos(1 * MS)).set("thinktime_blocks", 10).set("number_ios", 100).build(), engine);
        assertEquals(100, j.direction(DataDirection.READ).ios());
        for (int k = 10; k < 100; k += 10) {
            long gap = engine.startNs[k] - engine.startNs[k - 1];
            assertTrue(gap >= 5 * MS, "stall before io " + k + ": " + gap);
        }
    }

    @Test
    void shouldThinkOnIoTimeAloneWhenThinktimeBlocksIsNotSet() {
        JobSpec spec = new org.jfio.job.ArgvParser().parse(java.util.List.of("--name=iot", "--ioengine=stamping",
                "--rw=read", "--size=1g", "--number_ios=500", "--rate_iops=5000", "--thinktime=20ms",
                "--thinktime_iotime=10ms"))
                .jobs().get(0);
        assertEquals(Integer.MAX_VALUE, spec.timing().thinktimeBlocks(), "fio skips the default thinktime_blocks=1");
        StampingProvider engine = new StampingProvider(500);
        JobResult j = run(spec, engine);
        assertEquals(500, j.direction(DataDirection.READ).ios());
        int stalls = 0;
        for (int k = 1; k < 500; k++) {
            stalls += engine.startNs[k] - engine.startNs[k - 1] >= 20 * MS ? 1 : 0;
        }
        // 500 I/Os at 5000 IOPS are 100 ms of I/O: a stall every 10 ms of it, never one per I/O
        assertTrue(stalls >= 2 && stalls < 100, "stalls: " + stalls);
    }

    @Test
    void shouldDelayTheStartAndPickWithinARange() {
        long t0 = System.nanoTime();
        RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("late").set("ioengine", "null").rw(ReadWrite.READ)
                .set("size", 1L << 20).set("startdelay", (300 * MS / 1000) + "us-" + (400 * MS / 1000) + "us").set("numjobs", 2).build())).run();
        long wall = System.nanoTime() - t0;
        assertTrue(wall >= 300 * MS, "waited " + wall / MS + " ms");
        assertEquals(2, r.groups().get(0).jobs().size());
        assertTrue(r.groups().get(0).jobs().get(0).runtimeMs() < 300, "the delay is not measured");
    }

    /**
     * startdelay counts from the run's start as fio's does, but not the JIT warm-up (fio has none):
     * a delayed job starts its delay after the jobs that start at once, not the warm-up earlier.
     */
    @Test
    void shouldNotCountTheJitWarmupInTheStartDelay() {
        JitWarmup.forget();
        JobSpec now = timed(JobSpec.builder("now")).build();
        JobSpec late = timed(JobSpec.builder("late")).set("startdelay", java.time.Duration.ofMillis(500)).build();
        RunResult r = JobRunner.of(JobPlan.of(now, late)).run();
        long nowEnd = 0;
        long lateEnd = 0;
        for (var g : r.groups()) {
            for (var j : g.jobs()) {
                if (j.spec().name().equals("late")) {
                    lateEnd = j.endEpochMs();
                } else {
                    nowEnd = j.endEpochMs();
                }
            }
        }
        // both run 200 ms; a warm-up (at least two 100 ms runs or its 300 ms bound) counted in the
        // delay would bring the late job's end within 400 ms of the other's
        assertTrue(lateEnd - nowEnd >= 470, "the late job ended " + (lateEnd - nowEnd) + " ms after the other");
    }

    private static JobSpec.Builder timed(JobSpec.Builder b) {
        return b.set("ioengine", "null").rw(ReadWrite.READ).set("size", 1L << 20).set("time_based", true)
                .set("runtime", java.time.Duration.ofMillis(200)).set("jit_warmup", java.time.Duration.ofMillis(300));
    }
}
