package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML report in a real browser: headless Chromium (Debian's {@code chromium}) loads pages
 * made by {@code --output-format=html} and {@code jfio report}, the test reads the drawn DOM
 * ({@code --dump-dom}): no script or console error, and every chart drawn with the series and
 * points its data holds. A screenshot of each page is saved under {@code target/html-report/}
 * for a person to look at. Skips when chromium is not installed, except on CI ({@code CI=true}),
 * where that fails.
 */
class HtmlReportBrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path SHOTS = Path.of("target", "html-report");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path tmp;

    @BeforeAll
    static void needsChromium() throws IOException {
        if (!Files.isExecutable(CHROMIUM)) {
            String why = CHROMIUM + " not found (apt-get install chromium)";
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it");
            }
            Assumptions.abort(why);
        }
        Files.createDirectories(SHOTS);
    }

    private static String[] job(String name, String rw, String... more) {
        List<String> a = new ArrayList<>(List.of("--name=" + name, "--filename=" + tmp.resolve(name + ".dat"),
                "--size=4m", "--bs=4k", "--rw=" + rw, "--ioengine=psync", "--time_based", "--runtime=1500ms",
                "--ramp_time=500ms", "--bwavgtime=100"));
        a.addAll(List.of(more));
        return a.toArray(String[]::new);
    }

    private static void ok(MainTest.Result r) {
        assertEquals(ExitCode.OK, r.code(), r.err());
    }

    /** What the browser drew: the body's attributes and each chart element's. */
    private record Drawn(Map<String, String> body, Map<String, int[]> charts) {
    }

    private static Drawn load(Path page, String shot) throws Exception {
        String dom = chromium(page, "--dump-dom");
        chromium(page, "--screenshot=" + SHOTS.resolve(shot).toAbsolutePath(), "--window-size=1280,4400",
                "--hide-scrollbars");
        Map<String, String> body = new LinkedHashMap<>();
        Matcher b = Pattern.compile("<body([^>]*)>").matcher(dom);
        assertTrue(b.find(), "a body in the DOM");
        Matcher attr = Pattern.compile("([a-z-]+)=\"([^\"]*)\"").matcher(b.group(1));
        while (attr.find()) {
            body.put(attr.group(1), attr.group(2));
        }
        Map<String, int[]> charts = new LinkedHashMap<>();
        Matcher c = Pattern.compile("<div class=\"plot\" id=\"([^\"]+)\" data-series=\"(\\d+)\" data-points=\"(\\d+)\""
                + " data-drawn=\"(\\d+)\"").matcher(dom);
        while (c.find()) {
            charts.put(c.group(1), new int[] {Integer.parseInt(c.group(2)), Integer.parseInt(c.group(3))});
        }
        return new Drawn(body, charts);
    }

    private static String chromium(Path page, String... what) throws Exception {
        Path profile = Files.createTempDirectory(tmp, "profile");
        Path errLog = tmp.resolve("chromium-" + System.nanoTime() + ".log");
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0"));
        cmd.addAll(List.of(what));
        cmd.add(page.toUri().toString());
        Process p = new ProcessBuilder(cmd).redirectError(errLog.toFile()).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium ended");
        String log = Files.readString(errLog);
        assertEquals(0, p.exitValue(), log);
        List<String> console = log.lines().filter(l -> l.contains(":CONSOLE")).toList();
        assertEquals(List.of(), console, "no console message");
        return new String(out, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Asserts the browser drew every chart of the page's data with its series and points; returns them by id. */
    private static Map<String, int[]> assertDrawnAsData(Path page, Drawn d) throws IOException {
        String html = Files.readString(page);
        int from = html.indexOf("id=\"jfio-data\">") + "id=\"jfio-data\">".length();
        JsonNode data = JSON.readTree(html.substring(from, html.indexOf("</script>", from)).replace("<\\/", "</"));
        assertEquals("0", d.body().get("data-errors"), "no script error");
        assertEquals(String.valueOf(data.get("charts").size()), d.body().get("data-drawn"), "every chart drawn");
        assertEquals(data.get("charts").size(), d.charts().size(), "a drawn element per chart: " + d.charts().keySet());
        for (JsonNode c : data.get("charts")) {
            int[] drawn = d.charts().get(c.get("id").asText());
            assertEquals(c.get("labels").size(), drawn[0], "series of " + c.get("id"));
            assertEquals(c.get("data").get(0).size(), drawn[1], "points of " + c.get("id"));
        }
        return d.charts();
    }

    @Test
    void shouldDrawAReadWriteJobsPage() throws Exception {
        Path page = tmp.resolve("rw.html");
        ok(MainTest.run(job("rw", "randrw", "--output-format=html", "--output=" + page)));
        Map<String, int[]> charts = assertDrawnAsData(page, load(page, "rw.png"));
        assertEquals(List.of("pct-read", "pct-write", "time-iops", "time-bw", "time-lat", "hist-read", "hist-write",
                "depth"), new ArrayList<>(charts.keySet()));
        assertEquals(1, charts.get("pct-read")[0]);
        assertEquals(121, charts.get("pct-read")[1], "0 to 99.9999% in steps of 0.05 nines");
        assertEquals(2, charts.get("time-iops")[0], "read and write");
        assertTrue(charts.get("time-iops")[1] >= 15, "2 s at 100 ms: " + charts.get("time-iops")[1]);
        assertEquals(4, charts.get("time-lat")[0], "mean and p99 of read and write");
        assertEquals(7, charts.get("depth")[1], "fio's depth buckets");
    }

    @Test
    void shouldDrawAGroupReportingPage() throws Exception {
        Path page = tmp.resolve("group.html");
        ok(MainTest.run(job("grp", "randread", "--numjobs=2", "--group_reporting", "--output-format=html",
                "--output=" + page)));
        Map<String, int[]> charts = assertDrawnAsData(page, load(page, "group.png"));
        assertEquals(List.of("pct-read", "time-iops", "time-bw", "time-lat", "hist-read", "depth"),
                new ArrayList<>(charts.keySet()));
        assertEquals(1, charts.get("pct-read")[0], "the group is one job");
        assertEquals(1, charts.get("time-iops")[0]);
    }

    @Test
    void shouldDrawAComparisonsChartsPerEngine() throws Exception {
        // the shape of jfio compare's JSON (CompareJson), as a saved result
        Path cmp = tmp.resolve("cmp.json");
        Files.writeString(cmp, """
                {"jfio_compare": {"sweep": {"option": "iodepth", "values": ["1", "16"]},
                  "cells": [
                    {"engine": "psync", "sweep_value": "1", "status": "ran", "median": {"iops": 12000, "lat_p99_us": 190}},
                    {"engine": "psync", "sweep_value": "16", "status": "ran", "median": {"iops": 14000, "lat_p99_us": 180}},
                    {"engine": "io_uring", "sweep_value": "1", "status": "ran", "median": {"iops": 13000, "lat_p99_us": 185}},
                    {"engine": "io_uring", "sweep_value": "16", "status": "ran", "median": {"iops": 55000, "lat_p99_us": 530}}],
                  "findings": [{"rule": "sync-depth", "sentence": "psync ran at depth 1 although iodepth=16 was asked."}]}}
                """);
        Path page = tmp.resolve("cmp.html");
        ok(MainTest.run("report", cmp.toString(), "-o", page.toString()));
        Map<String, int[]> charts = assertDrawnAsData(page, load(page, "compare.png"));
        assertEquals(List.of("cmp0-iops", "cmp0-lat_p99_us"), new ArrayList<>(charts.keySet()));
        assertEquals(2, charts.get("cmp0-iops")[0], "an engine per series");
        assertEquals(2, charts.get("cmp0-iops")[1], "a swept value per point");
        assertTrue(Files.readString(page).contains("<li>psync ran at depth 1 although iodepth=16 was asked.</li>"));
    }

    @Test
    void shouldOverlayTwoResultsWithJfioReport() throws Exception {
        Path a = tmp.resolve("before.json");
        Path b = tmp.resolve("after.json");
        ok(MainTest.run(job("a", "randread", "--output-format=json", "--extended", "--output=" + a)));
        ok(MainTest.run(job("b", "randread", "--bs=8k", "--output-format=json", "--extended", "--output=" + b)));
        Path page = tmp.resolve("two.html");
        MainTest.Result r = MainTest.run("report", a.toString(), b.toString(), "-o", page.toString());
        ok(r);
        assertEquals("", r.err(), "stderr is no terminal here: the page's file is named only at a terminal");
        Map<String, int[]> charts = assertDrawnAsData(page, load(page, "two.png"));
        assertEquals(2, charts.get("pct-read")[0], "before and after overlaid");
        assertEquals(2, charts.get("time-iops")[0]);
        assertEquals(2, charts.get("hist-read")[0]);
        assertEquals(2, charts.get("depth")[0]);
        String html = Files.readString(page);
        assertTrue(html.contains("before.json: a read") && html.contains("after.json: b read"), "named by result");
    }
}
