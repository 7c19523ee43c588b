package org.jfio.api;

import org.jfio.result.DirectionResult;
import org.jfio.result.JobProgress;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.result.RunProgress;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

/**
 * Watching a run from another thread through {@link JobRunner#progress()} and
 * {@link JobRunner#currentResult()}, on real runs of the null engine.
 */
class RunMonitoringTest {

    private static JobSpec.Builder nullJob(String name, ReadWrite rw, long runtimeMs) {
        return JobSpec.builder(name).set("ioengine", "null").rw(rw).set("size", 1L << 30).set("bs", 4096)
                .set("runtime", java.time.Duration.ofMillis(runtimeMs)).set("time_based", true);
    }

    private static long ios(JobProgress p) {
        return p.ios(DataDirection.READ) + p.ios(DataDirection.WRITE);
    }

    @Test
    void shouldFollowEveryCloneFromWaitingToReapedWithGrowingCounters() throws Exception {
        JobSpec first = nullJob("first", ReadWrite.RANDRW, 1200).set("numjobs", 2).build();
        JobSpec second = nullJob("second", ReadWrite.READ, 400).set("stonewall", true).build();
        JobRunner runner = JobRunner.of(JobPlan.of(first, second));

        RunProgress before = runner.progress();
        assertEquals(3, before.jobs().size());
        before.jobs().forEach(j -> assertEquals(JobState.NOT_CREATED, j.state()));

        CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(runner::run);
        Set<JobState> seenFirst = EnumSet.noneOf(JobState.class);
        boolean secondWaitedWhileFirstRan = false;
        long lastIos = 0;
        long lastElapsed = -1;
        while (!run.isDone()) {
            RunProgress p = runner.progress();
            assertTrue(p.elapsedMs() >= lastElapsed, "time goes forward");
            lastElapsed = p.elapsedMs();
            JobProgress f0 = p.jobs().get(0);
            seenFirst.add(f0.state());
            if (f0.state() == JobState.RUNNING) {
                assertTrue(ios(f0) >= lastIos, "counters only grow while running");
                lastIos = ios(f0);
                if (p.jobs().get(2).state() == JobState.NOT_CREATED) {
                    secondWaitedWhileFirstRan = true;
                }
                assertEquals('m', f0.statusChar());
            }
            Thread.sleep(20);
        }
        RunResult result = run.get();
        assertTrue(seenFirst.contains(JobState.RUNNING), "seen: " + seenFirst);
        assertTrue(lastIos > 0, "I/O counted while running");
        assertTrue(secondWaitedWhileFirstRan, "the stonewalled job waited");

        RunProgress after = runner.progress();
        List<JobResult> clones = new ArrayList<>();
        result.groups().forEach(g -> clones.addAll(g.jobs()));
        assertEquals(3, clones.size());
        for (int i = 0; i < 3; i++) {
            JobProgress p = after.jobs().get(i);
            assertEquals(JobState.REAPED, p.state());
            assertEquals('_', p.statusChar());
            JobResult r = clones.get(i);
            for (DataDirection d : List.of(DataDirection.READ, DataDirection.WRITE)) {
                assertEquals(r.direction(d).ios(), p.ios(d), "final counters equal the result, clone " + i + " " + d);
                assertEquals(r.direction(d).bytes(), p.bytes(d), "final bytes equal the result, clone " + i + " " + d);
            }
            assertEquals(1L << 30, p.totalIoBytes());
            assertEquals(1, p.files());
        }
    }

    @Test
    void shouldKeepRampIoOutOfTheCounters() throws Exception {
        JobSpec spec = nullJob("ramped", ReadWrite.RANDREAD, 300).set("ramp_time", java.time.Duration.ofNanos(TimeUnit.MILLISECONDS.toNanos(800))).build();
        JobRunner runner = JobRunner.of(JobPlan.of(spec));
        CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(runner::run);
        boolean sawRamp = false;
        while (!run.isDone()) {
            JobProgress p = runner.progress().jobs().get(0);
            if (p.state() == JobState.RAMP) {
                sawRamp = true;
                assertEquals(0, ios(p), "ramp I/O is not measured");
                assertEquals('/', p.statusChar());
            }
            Thread.sleep(10);
        }
        run.get();
        assertTrue(sawRamp, "the ramp was seen");
    }

    @Test
    void shouldCollectCumulativeResultsWhileRunningAndNothingBeforeTheStart() throws Exception {
        JobSpec spec = nullJob("mid", ReadWrite.RANDRW, 1500).set("iodepth", 8).set("numjobs", 2).set("group_reporting", true).build();
        JobRunner runner = JobRunner.of(JobPlan.of(spec));
        assertTrue(runner.currentResult().groups().isEmpty(), "nothing before the run");

        CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(runner::run);
        List<JobResult> interim = new ArrayList<>();
        Thread.sleep(300);
        for (int i = 0; i < 3 && !run.isDone(); i++) {
            RunResult r = runner.currentResult();
            assertFalse(r.interrupted());
            if (!r.groups().isEmpty()) {
                JobResult merged = r.groups().get(0).reported().get(0);
                interim.add(merged);
            }
            Thread.sleep(300);
        }
        RunResult done = run.get();
        assertTrue(interim.size() >= 2, "at least two mid-run results: " + interim.size());
        JobResult last = null;
        for (JobResult r : interim) {
            assertEquals(2, r.jobs(), "both clones answered");
            DirectionResult read = r.direction(DataDirection.READ);
            assertTrue(read.ios() > 0);
            assertEquals(read.ios(), read.clat().count(), "histogram and counter from the same copy");
            if (last != null) {
                assertTrue(read.ios() >= last.direction(DataDirection.READ).ios(), "cumulative");
                assertTrue(r.runtimeMs() >= last.runtimeMs(), "runtime grows");
            }
            last = r;
        }
        JobResult fin = done.groups().get(0).reported().get(0);
        assertNotNull(last);
        assertTrue(fin.direction(DataDirection.READ).ios() >= last.direction(DataDirection.READ).ios());
        RunResult afterRun = runner.currentResult();
        assertEquals(fin.direction(DataDirection.READ).ios(),
                afterRun.groups().get(0).reported().get(0).direction(DataDirection.READ).ios(),
                "after the run, the current result is the final one");
    }
}
