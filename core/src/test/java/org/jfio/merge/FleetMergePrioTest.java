package org.jfio.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.ZoneOffset;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.api.JobRunner;
import org.jfio.fleet.Rank;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.report.JsonReport;
import org.jfio.report.html.JsonNode;
import org.jfio.result.DirectionResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;

/**
 * {@code jfio merge} of per-priority latencies ({@code cmdprio_*}, fio's JSON {@code prios}):
 * each rank's priorities are added by priority, their histograms added exactly as the clat
 * histograms are, checked against the ranks' own results of real null-engine runs.
 */
class FleetMergePrioTest {
    private static final int RT0 = 1 << 13;

    private static RunResult run(String percentage) {
        return JobRunner.of(JobPlan.of(JobSpec.builder("p").set("ioengine", "null").set("iodepth", "4")
                .set("size", "1g").set("number_ios", "6000").set("rw", "randrw")
                .set("cmdprio_percentage", percentage).build())).run();
    }

    private static SavedResult saved(RunResult r, int rank) {
        String json = new JsonReport(ZoneOffset.UTC).withExtended(true).withRank(new Rank(rank, 2, "test")).format(r);
        return SavedResult.parse("r" + rank + ".json", json);
    }

    private static DirectionResult read(RunResult r) {
        return r.groups().get(0).reported().get(0).direction(DataDirection.READ);
    }

    @Test
    void shouldAddEachPriorityOfTheRanksAsTheClatHistogramsAreAdded() throws Exception {
        RunResult a = run("30");
        RunResult b = run("30");
        MergedFleet m = FleetMerge.merge(List.of(saved(a, 0), saved(b, 1)));
        DirectionResult merged = read(m.result());
        assertEquals(2, merged.prios().size(), merged.prios().toString());
        for (PrioLatency p : merged.prios()) {
            LatencyStats x = prio(read(a), p.ioprio());
            LatencyStats y = prio(read(b), p.ioprio());
            LatencyStats s = p.latency();
            assertEquals(x.count() + y.count(), s.count());
            assertEquals(Math.min(x.minNs(), y.minNs()), s.minNs());
            assertEquals(Math.max(x.maxNs(), y.maxNs()), s.maxNs());
            Histogram union = x.histogram().copy();
            union.add(y.histogram());
            assertEquals(union, s.histogram(), "priority " + p.ioprio());
            assertEquals(x.merge(y).meanNs(), s.meanNs(), 1e-6 * s.meanNs());
        }
        assertEquals(0, merged.prios().get(0).ioprio()); // the job's own priority (none set) first, as fio orders them
        assertEquals(RT0, merged.prios().get(1).ioprio());
        assertEquals(merged.ios(), merged.prios().get(0).latency().count() + merged.prios().get(1).latency().count());
        // the merged report has fio's prios array, with every I/O of both ranks
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        MergeReport.write(m, new JsonReport(), out);
        JsonNode prios = JsonNode.parse(out.toString(java.nio.charset.StandardCharsets.UTF_8))
                .get("jobs").elements().get(0).get("read").get("prios");
        assertEquals(2, prios.elements().size());
        long n = 0;
        for (JsonNode p : prios.elements()) {
            n += (long) p.get("clat_ns").get("N").number(0);
        }
        assertEquals(read(a).ios() + read(b).ios(), n);
    }

    @Test
    void shouldMergeAPriorityThatHeldEveryIoOfARankThoughFioWroteNoPriosForIt() throws Exception {
        RunResult a = run("100");
        RunResult b = run("100");
        JsonNode job = JsonNode.parse(new JsonReport(ZoneOffset.UTC).withExtended(true).format(a)).get("jobs").elements().get(0);
        assertTrue(job.get("read").get("prios").isMissing(), "fio writes no prios for one priority");
        assertFalse(job.get("jfio").get("plot").get("histograms").get("read").get("prios").isMissing());
        MergedFleet m = FleetMerge.merge(List.of(saved(a, 0), saved(b, 1)));
        DirectionResult merged = read(m.result());
        assertEquals(1, merged.prioSamples(), merged.prios().toString());
        PrioLatency rt = merged.prios().stream().filter(p -> p.latency().count() > 0).findFirst().orElseThrow();
        assertEquals(RT0, rt.ioprio());
        assertEquals(read(a).ios() + read(b).ios(), rt.latency().count());
        // its exact figures are the direction's clat (every I/O had that priority)
        assertEquals(Math.min(read(a).clat().minNs(), read(b).clat().minNs()), rt.latency().minNs());
        assertEquals(Math.max(read(a).clat().maxNs(), read(b).clat().maxNs()), rt.latency().maxNs());
        assertTrue(rt.latency().histogram().getTotalCount() == rt.latency().count());
    }

    private static LatencyStats prio(DirectionResult d, int ioprio) {
        for (PrioLatency p : d.prios()) {
            if (p.ioprio() == ioprio) {
                return p.latency();
            }
        }
        return LatencyStats.EMPTY;
    }
}
