package org.jfio.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.report.HtmlReport;
import org.jfio.report.JsonReport;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.result.Timeline;
import org.jfio.result.TimelineSeries;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The page's data, from real runs' JSON: which charts, how many series and points, and what they hold. */
class ReportPageTest {
    static RunResult run;
    static String extended;

    @BeforeAll
    static void runOnce() {
        JobSpec spec = JobSpec.builder("rw").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 1L << 30)
                .set("bs", 4096).set("time_based", true).set("runtime", Duration.ofMillis(800))
                .set("ramp_time", Duration.ofMillis(300)).set("bwavgtime", 100).build();
        run = JobRunner.of(JobPlan.of(spec)).timeline(true).run();
        extended = new JsonReport(ZoneOffset.UTC).withExtended(true).format(run);
    }

    private static JobResult job() {
        return run.groups().get(0).reported().get(0);
    }

    private static Chart chart(ReportPage page, String id) {
        for (Chart c : page.charts()) {
            if (c.id().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no chart " + id + " in " + ids(page));
    }

    private static List<String> ids(ReportPage page) {
        List<String> out = new ArrayList<>();
        page.charts().forEach(c -> out.add(c.id()));
        return out;
    }

    @Test
    void shouldDrawEveryChartOfAReadWriteJob() {
        ReportPage page = ReportPage.of("t", List.of(ResultDocument.parse("rw.json", extended)));
        assertEquals(List.of("pct-read", "pct-write", "time-iops", "time-bw", "time-lat", "hist-read", "hist-write",
                "depth"), ids(page));
        assertEquals(List.of(), page.notes());
        Chart pct = chart(page, "pct-read");
        assertEquals(1, pct.seriesCount());
        assertEquals(121, pct.pointCount(), "0 to 6 nines in steps of 0.05");
        assertEquals(List.of("rw read"), pct.labels());
        LatencyStats clat = job().direction(DataDirection.READ).clat();
        assertEquals(clat.percentileNs(99.0) / 1000.0, pct.columns().get(1)[40], 1e-9, "x=2 is p99, exact");
        assertEquals(clat.percentileNs(PercentileCharts.percentileAt(0.3)) / 1000.0, pct.columns().get(1)[6], 1e-9,
                "x=0.3 is p49.88");
        Chart iops = chart(page, "time-iops");
        assertEquals(List.of("rw read", "rw write"), iops.labels());
        TimelineSeries reads = job().timeline().series().get(0);
        assertEquals(reads.points(), iops.pointCount(), "one x per interval");
        assertEquals(job().timeline().rampMs() / 1000.0, iops.shadeTo(), 1e-9, "the ramp shaded");
        long[] ios = reads.ios();
        long[] end = reads.endMs();
        assertEquals(ios[1] * 1000.0 / (end[1] - end[0]), iops.columns().get(1)[1], 1e-6, "IOPS of the 2nd interval");
        assertEquals(4, chart(page, "time-lat").seriesCount(), "mean and p99 per direction");
        Chart hist = chart(page, "hist-write");
        double sum = 0;
        for (double v : hist.columns().get(1)) {
            sum += v;
        }
        assertEquals(100.0, sum, 1e-6, "the buckets hold every I/O");
        Chart depth = chart(page, "depth");
        assertEquals(List.of("1", "2", "4", "8", "16", "32", ">=64"), depth.categories());
        assertEquals(100.0, depth.columns().get(1)[0], 1e-9, "depth 1 always");
        List<List<String>> rows = page.summary();
        assertEquals(2, rows.size());
        assertEquals(List.of("rw", "read"), rows.get(0).subList(0, 2));
        assertEquals(ReportPage.summaryHeader().size(), rows.get(0).size());
        assertTrue(page.jobOptions().containsKey("rw"));
    }

    @Test
    void shouldCarryTheExactHistogramsInTheJson() throws Exception {
        JsonNode plot = JsonNode.parse(extended).get("jobs").elements().get(0).get("jfio").get("plot");
        Histogram h = JobView.decode("x", plot.get("histograms").get("write").get("clat_ns").text(""));
        LatencyStats clat = job().direction(DataDirection.WRITE).clat();
        assertEquals(clat.count(), h.getTotalCount());
        assertEquals(clat.percentileNs(99.9), h.getValueAtPercentile(99.9));
        assertEquals(job().timeline().series().get(1).points(), plot.get("series").get("write").get("ios").longs().length);
    }

    @Test
    void shouldOverlaySeveralResultsNamingEachJobWithItsResult() {
        ReportPage page = ReportPage.of("t", List.of(ResultDocument.parse("a.json", extended),
                ResultDocument.parse("b.json", extended)));
        assertEquals(List.of("a.json: rw read", "b.json: rw read"), chart(page, "pct-read").labels());
        assertEquals(4, chart(page, "time-iops").seriesCount());
        assertEquals(job().timeline().series().get(0).points(), chart(page, "time-iops").pointCount(),
                "the same instants shared");
        assertEquals(4, page.summary().size());
        assertEquals(List.of("a.json", "b.json"), page.sources());
    }

    @Test
    void shouldDrawWhatAPlainJsonHasAndSayWhatIsMissing() {
        String plain = new JsonReport(ZoneOffset.UTC).format(run);
        ReportPage page = ReportPage.of("t", List.of(ResultDocument.parse("plain.json", plain)));
        assertEquals(List.of("pct-read", "pct-write", "lat-fio", "depth"), ids(page));
        assertEquals(1, page.notes().size());
        assertTrue(page.notes().get(0).startsWith("plain.json: saved without --extended"), page.notes().get(0));
        double fio99 = job().direction(DataDirection.READ).clat().fioPercentileNs(99.0) / 1000.0;
        assertEquals(fio99, chart(page, "pct-read").columns().get(1)[40], 1e-9, "fio's listed p99");
        assertTrue(Double.isNaN(chart(page, "pct-read").columns().get(1)[120]), "nothing past fio's last percentile");
    }

    @Test
    void shouldDrawAComparisonPerEngineWithItsFindings() {
        String json = """
                {"jfio_compare": {"sweep": {"option": "iodepth", "values": ["1", "8"]},
                  "cells": [
                    {"engine": "psync", "sweep_value": "1", "status": "ran", "median": {"iops": 1000, "lat_p99_us": 50}},
                    {"engine": "psync", "sweep_value": "8", "status": "skipped", "reason": "sync"},
                    {"engine": "io_uring", "sweep_value": "1", "status": "ran", "median": {"iops": 1100, "lat_p99_us": 45}},
                    {"engine": "io_uring", "sweep_value": "8", "status": "ran", "median": {"iops": 5000, "lat_p99_us": 90}}],
                  "findings": [{"rule": "x", "sentence": "io_uring scales with depth."}]}}
                """;
        ReportPage page = ReportPage.of("t", List.of(ResultDocument.parse("cmp.json", json)));
        assertEquals(List.of("cmp0-iops", "cmp0-lat_p99_us"), ids(page));
        Chart iops = chart(page, "cmp0-iops");
        assertEquals(List.of("psync", "io_uring"), iops.labels());
        assertEquals(List.of("iodepth=1", "iodepth=8"), iops.categories());
        assertEquals(1000, iops.columns().get(1)[0]);
        assertTrue(Double.isNaN(iops.columns().get(1)[1]), "a skipped cell is a gap");
        assertEquals(5000, iops.columns().get(2)[1]);
        assertEquals(List.of("io_uring scales with depth."), page.findings());
    }

    @Test
    void shouldRefuseWhatIsNotAResult() {
        JfioException bad = assertThrows(JfioException.class, () -> ResultDocument.parse("x.json", "{\"jobs\": ["));
        assertTrue(bad.getMessage().startsWith("x.json: not a jfio result: "), bad.getMessage());
        assertFalse(bad.getMessage().contains("\n"), "one line");
        JfioException other = assertThrows(JfioException.class, () -> ResultDocument.parse("y.json", "{\"a\": 1}"));
        assertEquals("y.json: not a jfio result: no \"jobs\" and no \"jfio_compare\" in it", other.getMessage());
    }

    @Test
    void shouldWriteASelfContainedPage() {
        String html = new HtmlReport(ZoneOffset.UTC).page(run).html();
        assertTrue(html.contains("/*! https://github.com/leeoniya/uPlot (v1.6.32) */"), "uPlot inlined");
        assertFalse(html.contains("<script src"), "nothing fetched");
        assertFalse(html.contains("<link"), "nothing fetched");
        assertTrue(html.contains("<div class=\"plot\" id=\"time-iops\"></div>"));
        String data = html.substring(html.indexOf("id=\"jfio-data\">"), html.indexOf("</script>"));
        assertFalse(data.contains("</"), "the data cannot end its script element");
    }

    @Test
    void shouldKeepATenMinuteRunsPageUnderOneMegabyte() {
        // 10 minutes at 1 s samples, reads and writes, on the real run's histograms and shape
        JobResult j = job();
        int n = 600;
        List<TimelineSeries> series = new ArrayList<>();
        for (DataDirection d : List.of(DataDirection.READ, DataDirection.WRITE)) {
            long[] end = new long[n];
            long[] ios = new long[n];
            long[] bytes = new long[n];
            long[] mean = new long[n];
            long[] p99 = new long[n];
            for (int i = 0; i < n; i++) {
                end[i] = 1000L * (i + 1) + i % 7;
                ios[i] = 123_456 + i * 37L;
                bytes[i] = ios[i] * 4096;
                mean[i] = 81_234 + i * 13L;
                p99[i] = 412_345 + i * 17L;
            }
            series.add(new TimelineSeries(d, end, ios, bytes, mean, p99));
        }
        JobResult tenMinutes = new JobResult(j.spec(), j.groupId(), j.jobs(), j.threadId(), 0, "", j.endEpochMs(),
                600_000, j.directions(), j.cpu(), j.depths(), j.effectiveIodepth(), j.notes(), j.verify(),
                new Timeline(j.timeline().startEpochMs(), 1000, 0, series));
        RunResult r = new RunResult(run.plan(), run.version(), run.startEpochMs(),
                List.of(new GroupResult(0, List.of(tenMinutes), List.of(tenMinutes))), run.disks(), false, List.of());
        byte[] page = new HtmlReport(ZoneOffset.UTC).page(r).html().getBytes(StandardCharsets.UTF_8);
        assertEquals(600, chart(new HtmlReport(ZoneOffset.UTC).page(r), "time-iops").pointCount());
        assertTrue(page.length < 1_000_000, "page of a 10-minute run: " + page.length + " bytes");
    }

    @Test
    void shouldRoundChartNumbersToFiveDigits() {
        Chart c = new Chart("c", "t", "line", "seconds", "y", false, List.of("s"),
                List.of(new double[] {0.5, 1, 2}, new double[] {123.456789, Double.NaN, 1234567.0}), 0, List.of());
        String data = HtmlPage.data(List.of(c));
        assertTrue(data.contains("\"data\":[[0.5,1,2],[123.46,null,1234567]]"), data);
        assertEquals("&lt;b&gt; &amp; &quot;q&quot;", HtmlPage.escape("<b> & \"q\""));
    }
}
