package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.NoSuchElementException;

import org.jfio.job.JobPlan;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Results found by job name, with numjobs, group_reporting and stats=0; times as java.time values. */
class ResultsByNameTest {
    private static RunResult result;

    @BeforeAll
    static void run() {
        // group 0: a (2 clones) and b, merged by group_reporting; group 1: c (2 clones), d with stats=0
        result = JobRunner.of(JobPlan.fromFioArgs(List.of("--ioengine=null", "--size=1m", "--bs=4k",
                "--name=a", "--numjobs=2", "--group_reporting",
                "--name=b",
                "--name=c", "--stonewall", "--numjobs=2",
                "--name=d", "--stats=0"))).run();
    }

    @Test
    void shouldGiveTheMergedResultOfAGroupReportingGroupUnderItsFirstJobsName() {
        JobResult a = result.job("a");
        assertEquals(3, a.jobs(), "a's two clones and b");
        assertEquals(3 * 256, a.direction(DataDirection.READ).ios());
        NoSuchElementException b = assertThrows(NoSuchElementException.class, () -> result.job("b"));
        assertTrue(b.getMessage().contains("merged into 'a'"), b.getMessage());
        assertEquals(2, result.jobs("a").size());
        assertEquals(1, result.jobs("b").size());
        assertEquals(256, result.jobs("b").get(0).direction(DataDirection.READ).ios());
    }

    @Test
    void shouldGiveEachCloneWithoutGroupReporting() {
        IllegalArgumentException c = assertThrows(IllegalArgumentException.class, () -> result.job("c"));
        assertTrue(c.getMessage().contains("2 reported results"), c.getMessage());
        List<JobResult> clones = result.jobs("c");
        assertEquals(2, clones.size());
        for (JobResult clone : clones) {
            assertEquals(1, clone.jobs());
            assertEquals(256, clone.direction(DataDirection.READ).ios());
        }
    }

    @Test
    void shouldSayWhyANameHasNoResult() {
        NoSuchElementException d = assertThrows(NoSuchElementException.class, () -> result.job("d"));
        assertTrue(d.getMessage().contains("stats=0"), d.getMessage());
        assertEquals(List.of(), result.jobs("d"));
        NoSuchElementException x = assertThrows(NoSuchElementException.class, () -> result.job("x"));
        assertEquals("no job named 'x' (jobs: a, b, c, d)", x.getMessage());
        assertThrows(NoSuchElementException.class, () -> result.jobs("x"));
    }

    @Test
    void shouldGiveTimesAsJavaTimeValuesEqualToTheMsAndNsFigures() {
        JobResult a = result.job("a");
        assertEquals(Duration.ofMillis(a.runtimeMs()), a.runtime());
        assertEquals(Instant.ofEpochMilli(a.endEpochMs()), a.endTime());
        assertEquals(Instant.ofEpochMilli(result.startEpochMs()), result.startTime());
        assertTrue(!a.endTime().isBefore(result.startTime()));
        DirectionResult reads = a.direction(DataDirection.READ);
        assertEquals(Duration.ofMillis(reads.runtimeMs()), reads.runtime());
        assertEquals(Duration.ofNanos(a.cpu().userNs()), a.cpu().user());
        assertEquals(Duration.ofNanos(a.cpu().systemNs()), a.cpu().system());
        assertEquals(Duration.ofNanos(reads.clat().maxNs()), reads.clat().max());
        assertEquals(Duration.ofNanos(reads.clat().fioPercentileNs(50)), reads.clat().fioPercentile(50));
    }
}
