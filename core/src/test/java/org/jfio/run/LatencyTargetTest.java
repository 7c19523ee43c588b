package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;

/**
 * fio's latency_target depth search and max_latency on a test engine whose latency is the square
 * of the depth times 4 ms (depth 4: 64 ms, depth 5: 100 ms): with an 80 ms target met by 75 % of
 * the I/Os (room for a loaded machine's timer jitter) the search must land on depth 4, and a 40 ms
 * max_latency at depth 8 (256 ms) must end the job with ETIMEDOUT.
 */
class LatencyTargetTest {
    private static final long MS = 1_000_000L;

    private static JobResult run(JobSpec spec) {
        RunResult r = JobRunner.of(JobPlan.of(spec))
                .engines(EngineRegistry.of(List.of(new DepthLatencyEngineProvider(4 * MS)))).run();
        return r.groups().get(0).reported().get(0);
    }

    private static JobSpec.Builder job(String name, int iodepth) {
        return JobSpec.builder(name).set("ioengine", "depthlat").set("rw", "randread").set("size", "1m").set("bs", "4k")
                .set("iodepth", iodepth).set("time_based", true).set("runtime", "30s");
    }

    @Test
    void shouldFindTheHighestDepthThatMeetsTheTarget() {
        JobResult j = run(job("lt", 16).set("latency_target", "80ms").set("latency_window", "500ms")
                .set("latency_percentile", "75").build());
        assertEquals(4, j.effectiveIodepth(), "depth 4 (64 ms) meets 80 ms, depth 5 (100 ms) does not");
        // it settles, runs one last window at the depth found and ends, long before its 30 s runtime
        assertTrue(j.runtimeMs() < 20_000, "ended after the search: " + j.runtimeMs() + " ms");
        // what is reported is the final window at depth 4: latencies near 4 ms
        double meanMs = j.direction(DataDirection.READ).lat().meanNs() / MS;
        assertTrue(meanMs > 50 && meanMs < 80, "mean lat at depth 4: " + meanMs + " ms");
        assertEquals(0, j.error());
    }

    @Test
    void shouldKeepSearchingUnderLatencyRun() {
        JobResult j = run(job("run", 16).set("runtime", "4s").set("latency_target", "80ms").set("latency_window", "300ms")
                .set("latency_percentile", "75").set("latency_run", true).build());
        assertTrue(j.runtimeMs() >= 3900, "latency_run: searched for the whole runtime: " + j.runtimeMs());
        assertTrue(j.effectiveIodepth() >= 3 && j.effectiveIodepth() <= 5, "near the knee: " + j.effectiveIodepth());
    }

    @Test
    void shouldEndTheJobWithEtimedoutPastMaxLatency() {
        JobResult j = run(job("max", 8).set("runtime", "5s").set("max_latency", "40ms").build());
        assertEquals(libc_h.ETIMEDOUT(), j.error());
        assertTrue(j.errorMessage().contains("exceeds max_latency (40000000 nsec)"), j.errorMessage());
        assertTrue(j.runtimeMs() < 4000, "ended at the first slow I/O: " + j.runtimeMs());
    }

    @Test
    void shouldRunUnderMaxLatencyWhenNoIoExceedsIt() {
        JobResult j = run(job("ok", 2).set("runtime", "1s").set("max_latency", "200ms,200ms").build());
        assertEquals(0, j.error(), j.errorMessage());
        assertEquals(2, j.effectiveIodepth());
    }

    @Test
    void shouldApplyMaxLatencyPerDirection() {
        // reads limited to 40 ms, writes not at all: a write-only job at depth 8 (256 ms) runs on
        JobResult j = run(job("w", 8).set("rw", "randwrite").set("runtime", "1s").set("max_latency", "40ms,0").build());
        assertEquals(0, j.error(), j.errorMessage());
    }
}
