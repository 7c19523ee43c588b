package org.jfio.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/**
 * What {@code jfio merge} makes of unusual inputs: a single short result, fields of the wrong
 * type, the same unranked host twice, and the fsync latencies of fio's {@code sync} block.
 */
class FleetMergeInputTest {
    private static final long T0 = 1_796_000_000_000L;

    private static String json(int rank, int seconds, long perSecond) {
        long[] ios = new long[seconds];
        Arrays.fill(ios, perSecond);
        long[] clat = new long[(int) (seconds * perSecond)];
        Arrays.fill(clat, 1000 + rank);
        return ResultJson.of(rank, clat, T0, 1000, ios);
    }

    @Test
    void shouldTakeASingleShortResultAsTheWholeFleet() {
        // 50 I/Os in a run shorter than one interval: the series is empty, every I/O is in the tail
        long[] clat = new long[50];
        Arrays.fill(clat, 2000);
        SavedResult r = SavedResult.parse("short.json", ResultJson.of(0, clat, T0, 500, new long[0]));
        MergedFleet m = FleetMerge.merge(List.of(r));
        assertTrue(m.hosts().get(0).overlapping(), "one host cannot fail to overlap itself");
        assertEquals("", m.hosts().get(0).flag());
        DirectionResult read = m.result().groups().get(0).reported().get(0).direction(DataDirection.READ);
        assertEquals(50, read.ios());
        assertTrue(read.iops() > 0, "IOPS " + read.iops());
    }

    @Test
    void shouldCountTheLastPartialIntervalThatTheSeriesLacks() {
        // 2 whole intervals of 100 I/Os and 40 more in the last 400 ms: 240 I/Os in 2.4 s = 100 IOPS
        long[] clat = new long[240];
        Arrays.fill(clat, 1000);
        String j = ResultJson.of(0, clat, T0, 1000, new long[] {100, 100}).replace("\"job_runtime\":2000",
                "\"job_runtime\":2400");
        MergedFleet m = FleetMerge.merge(List.of(SavedResult.parse("r.json", j)));
        assertEquals(T0 + 2400, m.windowToMs());
        assertEquals(100.0, m.hosts().get(0).iops(), 0.01);
        assertEquals(100.0, m.result().groups().get(0).reported().get(0).direction(DataDirection.READ).iops(), 0.5);
    }

    @Test
    void shouldRefuseFieldsOfTheWrongTypeInOneLineNamingTheFileAndTheField() {
        String good = json(0, 3, 100);
        String[][] cases = {
            {"\"start_ms\":" + T0, "\"start_ms\":\"soon\"", "jfio.plot.start_ms"},
            {"\"series\":{", "\"series\":7,\"x\":{", "jfio.plot.series"},
            {"\"ios\":[100,100,100]", "\"ios\":\"many\"", "jfio.plot.series.read.ios"},
            {"\"ios\":[100,100,100]", "\"ios\":[100,\"x\",100]", "jfio.plot.series.read.ios[1]"},
            {"\"ios\":[100,100,100]", "\"ios\":[100,100]", "differ in length"},
            {"\"total_ios\":300", "\"total_ios\":\"300\"", "read.total_ios"},
            {"\"histograms\":{", "\"histograms\":[],\"y\":{", "jfio.plot.histograms"},
            {"\"clat_ns\":\"", "\"clat_ns\":12,\"z\":\"", "read.clat_ns: the histogram cannot be decoded"},
            {"\"job_runtime\":3000", "\"job_runtime\":-5", "job_runtime"},
            {"\"ramp_ms\":0", "\"ramp_ms\":true", "jfio.plot.ramp_ms"},
        };
        for (String[] c : cases) {
            String bad = good.replaceFirst(java.util.regex.Pattern.quote(c[0]), java.util.regex.Matcher.quoteReplacement(c[1]));
            assertTrue(!bad.equals(good), "the case did not apply: " + c[0]);
            JfioException e = assertThrows(JfioException.class, () -> FleetMerge.merge(List.of(
                    SavedResult.parse("r1.json", json(1, 3, 100)), SavedResult.parse("bad.json", bad))), c[1]);
            assertTrue(e.getMessage().startsWith("bad.json: job 't'"), e.getMessage());
            assertTrue(e.getMessage().contains(c[2]), c[2] + " in: " + e.getMessage());
            assertEquals(1, e.getMessage().lines().count());
        }
    }

    @Test
    void shouldRefuseTheSameUnrankedHostTwice() {
        String a = json(0, 3, 100).replace(",\"rank\":0", "");
        JfioException e = assertThrows(JfioException.class, () -> FleetMerge.merge(List.of(
                SavedResult.parse("a.json", a), SavedResult.parse("copy.json", a))));
        assertEquals("merge: a.json and copy.json are both of host node0 without a rank: the same result twice would"
                + " count its I/Os twice; to merge several jfio processes of one host, run each with --rank=I/N",
                e.getMessage());
        // two unranked hosts, or one host's ranks, merge
        String b = json(1, 3, 100).replace(",\"rank\":1", "");
        assertEquals(2, FleetMerge.merge(List.of(SavedResult.parse("a.json", a), SavedResult.parse("b.json", b)))
                .hosts().size());
    }

    @Test
    void shouldMergeTheSyncLatenciesExactly() {
        long[] ios = {100, 100};
        long[] clat = new long[200];
        Arrays.fill(clat, 1000);
        long[] s0 = {10_000, 20_000, 30_000, 40_000};
        long[] s1 = {1_000_000, 2_000_000};
        MergedFleet m = FleetMerge.merge(List.of(
                SavedResult.parse("r0.json", ResultJson.of(0, clat, T0, 1000, ios, s0)),
                SavedResult.parse("r1.json", ResultJson.of(1, clat, T0, 1000, ios, s1))));
        JobResult job = m.result().groups().get(0).reported().get(0);
        LatencyStats sync = job.direction(DataDirection.SYNC).lat();
        assertEquals(6, sync.count());
        assertEquals(10_000, sync.minNs(), 10);
        assertEquals(2_000_000, sync.maxNs(), 2_000);
        Histogram union = new Histogram(3);
        for (long v : s0) {
            union.recordValue(v);
        }
        for (long v : s1) {
            union.recordValue(v);
        }
        for (double p : new double[] {50, 90, 99}) {
            assertEquals(union.getValueAtPercentile(p), sync.histogram().getValueAtPercentile(p), "p" + p);
        }
        assertEquals(6, job.direction(DataDirection.SYNC).ios());
    }
}
