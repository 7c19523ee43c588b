package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.LongUnaryOperator;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.PlanChecks;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.result.SteadyStateResult;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/**
 * fio's steady-state detection (ss=, ss_dur=, ss_ramp=) on a test engine whose IOPS the test
 * sets: attained on a flat rate (and the job stops once the window is full), not attained on a
 * rate that keeps moving, the ramp left out of the window, group_reporting judged as one.
 */
class SteadyStateTest {
    private static JobSpec.Builder job(String name) {
        return JobSpec.builder(name).set("ioengine", "paced").set("rw", "randread").set("size", "1m").set("bs", "4k")
                .set("time_based", true).set("runtime", "20s");
    }

    private static RunResult run(LongUnaryOperator iops, JobSpec... jobs) {
        return JobRunner.of(JobPlan.of(jobs)).engines(EngineRegistry.of(List.of(new PacedEngineProvider(iops)))).run();
    }

    private static JobResult only(RunResult r) {
        return r.groups().get(0).reported().get(0);
    }

    @Test
    void shouldAttainOnAFlatRateAndStopOnceTheWindowIsFull() {
        JobResult j = only(run(ms -> 2000, job("flat").set("ss", "iops:10%").set("ss_dur", "3").build()));
        SteadyStateResult ss = j.steadyState();
        assertTrue(ss.attained(), ss.toString());
        assertEquals(3, ss.durationS());
        assertEquals(3, ss.iops().length);
        for (long v : ss.iops()) {
            assertTrue(v > 1500 && v < 2500, "each sample near the 2000 IOPS the engine runs at: " + v);
        }
        assertTrue(ss.criterionValue() < 10, "mean deviation under the 10% limit: " + ss.criterionValue());
        // the window fills at the third one-second sample: the job stops then, not at its 20 s runtime
        assertTrue(j.runtimeMs() >= 2000 && j.runtimeMs() < 6000, "stopped at the third sample, ran " + j.runtimeMs() + " ms");
        assertEquals(0, j.error());
        assertEquals(ss.iopsMean(), (ss.iops()[0] + ss.iops()[1] + ss.iops()[2]) / 3);
    }

    @Test
    void shouldNotAttainWhileTheRateKeepsMoving() {
        // 1000 IOPS on even seconds, 3000 on odd ones: every window deviates by about 50% from its mean
        JobResult j = only(run(ms -> (ms / 1000) % 2 == 0 ? 1000 : 3000,
                job("wobble").set("runtime", "5s").set("ss", "iops:5%").set("ss_dur", "2").build()));
        assertFalse(j.steadyState().attained(), j.steadyState().toString());
        assertTrue(j.steadyState().criterionValue() > 5, "criterion above the limit: " + j.steadyState().criterionValue());
        assertTrue(j.runtimeMs() >= 4900, "ran its whole runtime: " + j.runtimeMs());
    }

    @Test
    void shouldJudgeTheSlopeOfARisingRateAsNotSteady() {
        // +25% of the starting rate every second: the slope is far above 1% of the mean per sample
        JobResult j = only(run(ms -> 1000 + ms / 4,
                job("rising").set("runtime", "5s").set("ss", "iops_slope:1%").set("ss_dur", "3").build()));
        assertFalse(j.steadyState().attained(), j.steadyState().toString());
        assertTrue(j.steadyState().slope() > 0, "rising: positive slope " + j.steadyState().slope());
        assertEquals(0.0, j.steadyState().maxDeviation(), "a slope criterion reports no deviation (fio: 0)");
    }

    @Test
    void shouldLeaveTheRampOutOfTheWindow() {
        // 200 IOPS for the first 2 s, then 2000: with ss_ramp=2 no sample of the slow start is in the window
        JobResult j = only(run(ms -> ms < 2000 ? 200 : 2000,
                job("ramp").set("ss", "iops:10%").set("ss_dur", "3").set("ss_ramp", "2").build()));
        assertTrue(j.steadyState().attained(), j.steadyState().toString());
        for (long v : j.steadyState().iops()) {
            assertTrue(v > 1500, "no sample from the 200-IOPS ramp: " + v);
        }
        // samples begin one second after ss_ramp (fio): the first at the first tick 3 s or more
        // after the job's start, then two more ticks fill the window: 5 s at the earliest
        assertTrue(j.runtimeMs() >= 4900, "ran past the ramp and the window: " + j.runtimeMs());
    }

    @Test
    void shouldNotSampleRampTime() {
        // 200 IOPS during a 3 s ramp_time, then 2000: no sample of the ramp, and the report is the measured window's
        JobResult j = only(run(ms -> ms < 3000 ? 200 : 2000,
                job("ramp_time").set("ramp_time", "3s").set("ss", "iops:10%").set("ss_dur", "2").build()));
        assertTrue(j.steadyState().attained(), j.steadyState().toString());
        for (long v : j.steadyState().iops()) {
            assertTrue(v > 1500, "no sample from ramp_time: " + v);
        }
        assertTrue(j.runtimeMs() >= 1500, "the measured window holds the two samples: " + j.runtimeMs());
        assertTrue(j.direction(org.jfio.spi.DataDirection.READ).iops() > 1500, "IOPS of the measured window only");
    }

    @Test
    void shouldJudgeAGroupAsOneUnderGroupReporting() {
        RunResult r = run(ms -> 1000, job("g").set("numjobs", 2).set("group_reporting", true)
                .set("ss", "iops:10%").set("ss_dur", "3").build());
        JobResult g = only(r);
        assertEquals(2, g.jobs());
        assertTrue(g.steadyState().attained(), g.steadyState().toString());
        for (long v : g.steadyState().iops()) {
            assertTrue(v > 1500 && v < 2500, "the group's IOPS (two clones at 1000): " + v);
        }
        assertTrue(g.runtimeMs() < 2 * 10_000, "both clones stopped early: " + g.runtimeMs());
    }

    @Test
    void shouldHaveNoSteadyStateWithoutSsDur() {
        JobResult j = only(run(ms -> 5000, job("none").set("runtime", "1s").set("ss", "iops:10%").build()));
        assertFalse(j.steadyState().active());
        assertEquals(SteadyStateResult.NONE, j.steadyState());
    }

    @Test
    void shouldRefuseSteadyStateOptionsThatDifferWithinAGroup() {
        JobPlan plan = JobPlan.of(job("a").set("ss", "iops:10%").set("ss_dur", "3").build(),
                job("b").set("ss", "iops:20%").set("ss_dur", "3").build());
        JfioException e = assertThrows(JfioException.class,
                () -> PlanChecks.check(plan, EngineRegistry.of(List.of(new PacedEngineProvider(ms -> 1)))));
        assertTrue(e.getMessage().contains("steadystate options must be the same for every job of a reporting group"),
                e.getMessage());
    }

    @Test
    void shouldRefuseBadSteadyStateValues() {
        assertMessage("steadystate=iops: a limit must follow the criterion", () -> job("x").set("ss", "iops").build());
        assertMessage("unknown criterion 'lat'", () -> job("x").set("ss", "lat:5%").build());
        assertMessage("is not a number", () -> job("x").set("ss", "iops:five%").build());
        assertMessage("must be a whole number of ss_interval (2000 ms) samples, at least two",
                () -> job("x").set("ss_dur", "3s").set("ss_interval", "2s").build());
        assertMessage("at least two", () -> job("x").set("ss_dur", "1s").build());
        assertMessage("the bandwidth limit '10q' is not a size", () -> job("x").set("ss", "bw:10q").build());
        assertEquals(10L << 20, (long) job("x").set("ss", "bw:10m/s").build().goals().steadyState().limit());
        assertMessage("ss_interval must be at least 1s", () -> job("x").set("ss_interval", "500ms").build());
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable e) {
        JfioException ex = assertThrows(JfioException.class, e);
        assertTrue(ex.getMessage().contains(part), ex.getMessage());
    }
}
