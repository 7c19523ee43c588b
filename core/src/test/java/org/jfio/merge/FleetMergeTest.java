package org.jfio.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.jfio.report.JsonReport;
import org.jfio.report.NormalReport;
import org.jfio.result.DirectionResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class FleetMergeTest {
    private static final long T0 = 1_796_000_000_000L;

    /** A rank doing {@code perSecond} I/Os in each of {@code seconds} 1-s intervals from {@code startMs}. */
    private static SavedResult rank(int r, long startMs, int seconds, long perSecond) {
        long[] ios = new long[seconds];
        Arrays.fill(ios, perSecond);
        long[] clat = new long[(int) (seconds * perSecond)];
        Arrays.fill(clat, 1000 + r);
        return SavedResult.parse("r" + r + ".json", ResultJson.of(r, clat, startMs, 1000, ios));
    }

    @Test
    void shouldSumTheRanksRatesOverTheCommonWindow() {
        // rank 0 measures 1..11 s at 100 IOPS, rank 1 3.5..13.5 s at 200 IOPS: together 300 IOPS over 3.5..11 s
        MergedFleet m = FleetMerge.merge(List.of(rank(0, T0 + 1000, 10, 100), rank(1, T0 + 3500, 10, 200)));
        DirectionResult read = m.result().groups().get(0).reported().get(0).direction(DataDirection.READ);
        assertEquals(300.0, read.iops(), 0.5);
        assertEquals(3000, read.ios(), "every I/O of both ranks, as their histograms hold");
        assertEquals(T0 + 3500, m.windowFromMs());
        assertEquals(T0 + 11_000, m.windowToMs());
        assertEquals(2500, m.startSpreadMs());
        assertEquals(100.0, m.hosts().get(0).iops(), 0.01);
        assertEquals(200.0, m.hosts().get(1).iops(), 0.01);
    }

    @Test
    void shouldFlagARankWhoseWindowDidNotOverlapAndLeaveItOut() {
        MergedFleet m = FleetMerge.merge(List.of(rank(0, T0, 10, 100), rank(1, T0 + 500, 10, 100),
                rank(2, T0 + 60_000, 10, 100)));
        HostRow late = m.hosts().get(2);
        assertFalse(late.overlapping());
        assertEquals("window did not overlap the others' (left out of all hosts)", late.flag());
        DirectionResult read = m.result().groups().get(0).reported().get(0).direction(DataDirection.READ);
        assertEquals(200.0, read.iops(), 0.5);
        assertEquals(2000, read.ios());
        assertEquals(2, m.result().groups().get(0).reported().get(0).jobs());
    }

    @Test
    void shouldFlagARankFarBelowTheMedian() {
        MergedFleet m = FleetMerge.merge(List.of(rank(0, T0, 5, 100), rank(1, T0, 5, 100), rank(2, T0, 5, 70)));
        assertEquals("", m.hosts().get(0).flag());
        assertEquals("30% below the median IOPS", m.hosts().get(2).flag());
    }

    @Test
    void shouldPrintTheHostTableBeneathTheNormalReportAndInTheJson() throws Exception {
        MergedFleet m = FleetMerge.merge(List.of(rank(1, T0, 5, 100), rank(0, T0 + 2, 5, 100)));
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        MergeReport.write(m, new NormalReport(), text);
        String normal = text.toString(StandardCharsets.UTF_8);
        assertTrue(normal.contains("t: (groupid=0, jobs=2)"), normal);
        assertTrue(normal.contains("All hosts: 2 of 2 results over the common window of 4.998 s (start spread 2 ms)"), normal);
        assertTrue(normal.indexOf("  node0     0") < normal.indexOf("  node1     1"), "rank order: " + normal);
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        MergeReport.write(m, new JsonReport(), json);
        org.jfio.report.html.JsonNode doc = org.jfio.report.html.JsonNode.parse(json.toString(StandardCharsets.UTF_8));
        assertEquals(2, doc.get("jfio_merge").get("hosts").elements().size());
        assertEquals("node0", doc.get("jfio_merge").get("hosts").elements().get(0).get("hostname").text(""));
        assertEquals(200.0, doc.get("jobs").elements().get(0).get("read").get("iops").number(0), 0.5);
    }

    @Test
    void shouldRefuseResultsOfDifferentJobsOrARankTwice() {
        assertThrows(JfioException.class, () -> FleetMerge.merge(List.of(rank(0, T0, 5, 10), rank(0, T0, 5, 10))));
        JfioException e = assertThrows(JfioException.class, () -> SavedResult.parse("x.json", "{\"jobs\":[{\"jobname\":\"a\"}]}"));
        assertEquals("x.json: job 'a' has no jfio.plot (histograms and samples over time): write results with"
                + " --output-format=json --extended (a ranked run does so by itself)", e.getMessage());
    }
}
