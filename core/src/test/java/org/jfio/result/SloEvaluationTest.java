package org.jfio.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;

/** SLO gates judged on real runs of the null engine: values, verdicts, lines, groups. */
class SloEvaluationTest {
    private static RunResult run(JobSpec... jobs) {
        return JobRunner.of(JobPlan.of(jobs)).run();
    }

    private static JobSpec.Builder job(String name) {
        return JobSpec.builder(name).set("ioengine", "null").set("rw", "randrw").set("size", "64m").set("bs", "4k");
    }

    @Test
    void shouldJudgeEachGateOnTheExactFigures() {
        RunResult r = run(job("t").set("slo", "read.clat.p99<=10s,write.lat.max<1ns,iops>=1,read.bw>=1KiB/s,util<=90%").build());
        List<SloVerdict> v = SloEvaluation.evaluate(r);
        assertEquals(5, v.size());
        JobResult j = r.groups().get(0).reported().get(0);
        SloVerdict p99 = v.get(0);
        assertTrue(p99.passed(), p99.line(false));
        assertEquals(j.direction(DataDirection.READ).clat().percentileNs(99), p99.value(), 0.0,
                "the exact HdrHistogram percentile, not fio's bucket");
        assertFalse(v.get(1).passed(), "no write takes under 1 ns: " + v.get(1).line(false));
        SloVerdict iops = v.get(2);
        assertEquals(j.direction(DataDirection.READ).iops() + j.direction(DataDirection.WRITE).iops(), iops.value(), 1e-6,
                "iops without a direction: every direction summed");
        assertTrue(iops.passed());
        assertEquals(j.direction(DataDirection.READ).bwBytesPerSec(), v.get(3).value(), 0.0);
        SloVerdict util = v.get(4);
        assertFalse(util.measured(), "the null engine touches no device");
        assertFalse(util.passed(), "a gate that cannot be measured fails");
        assertEquals("SLO util<=90%: FAIL (no device statistics)", util.line(false));
        assertFalse(SloEvaluation.allPassed(v));
    }

    @Test
    void shouldWriteOneLinePerGateWithTheValueInItsUnit() {
        RunResult r = run(job("t").set("slo", "read.clat.p99<=10s").build());
        SloVerdict v = SloEvaluation.evaluate(r).get(0);
        assertTrue(v.line(false).matches("SLO read\\.clat\\.p99<=10s: PASS \\([0-9.]+ (ns|us|ms)\\)"), v.line(false));
        assertTrue(v.line(true).startsWith("SLO t: read.clat.p99<=10s: PASS"), v.line(true));
    }

    @Test
    void shouldJudgeAGroupOnceUnderGroupReporting() {
        RunResult r = run(job("g").set("numjobs", 3).set("group_reporting", true).set("slo", "iops>=1").build());
        List<SloVerdict> v = SloEvaluation.evaluate(r);
        assertEquals(1, v.size(), "one verdict for the group, not one per clone");
        JobResult g = r.groups().get(0).reported().get(0);
        assertEquals(g.direction(DataDirection.READ).iops() + g.direction(DataDirection.WRITE).iops(), v.get(0).value(), 1e-6);
    }

    @Test
    void shouldJudgeEachCloneWithoutGroupReporting() {
        RunResult r = run(job("c").set("numjobs", 2).set("slo", "iops>=1").build());
        List<SloVerdict> v = SloEvaluation.evaluate(r);
        assertEquals(2, v.size());
        assertTrue(v.get(0).line(true).startsWith("SLO c (clone 1): iops>=1: PASS ("), v.get(0).line(true));
        assertEquals(2, v.get(1).cloneNumber());
    }

    @Test
    void shouldHaveNoVerdictsWithoutGates() {
        assertTrue(SloEvaluation.evaluate(run(job("n").build())).isEmpty());
        assertTrue(SloEvaluation.allPassed(List.of()));
    }
}
