package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;

import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;

class JsonReportTest {
    private static final JsonFactory STRICT = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /**
     * Key paths of fio 3.33's JSON (fio-example.json) that jfio does not emit, each with the
     * reason; array elements are written {@code []}. Empty: the model provides every one (the
     * values of {@code latency_target}, {@code latency_window} and {@code eta} are fixed, as
     * jfio has no latency target option and reports only after the run).
     */
    private static final Map<String, String> NOT_EMITTED = Map.of();

    private final JsonReport report = new JsonReport(ZoneOffset.UTC);

    /** @return every key path ("jobs[].read.clat_ns.percentile.99.990000") mapped to its scalar text */
    static Map<String, String> flatten(String json) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        try (JsonParser p = STRICT.createParser(json)) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            walkObject(p, "", out);
            assertNull(p.nextToken(), "one document only");
        }
        return out;
    }

    private static void walkObject(JsonParser p, String prefix, Map<String, String> out) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String path = prefix.isEmpty() ? p.currentName() : prefix + "." + p.currentName();
            walkValue(p, p.nextToken(), path, out);
        }
    }

    private static void walkValue(JsonParser p, JsonToken t, String path, Map<String, String> out) throws IOException {
        if (t == JsonToken.START_OBJECT) {
            out.put(path, "{}");
            walkObject(p, path, out);
        } else if (t == JsonToken.START_ARRAY) {
            out.put(path, "[]");
            for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                walkValue(p, e, path + "[]", out);
            }
        } else {
            out.putIfAbsent(path, p.getText());
        }
    }

    static String referenceJson() throws IOException {
        try (InputStream in = JsonReportTest.class.getResourceAsStream("fio-example.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void shouldBeValidJsonWithoutDuplicateKeys() throws IOException {
        Map<String, String> keys = flatten(report.format(ReportFixtures.run(ReportFixtures.planWithGlobals())));
        assertTrue(keys.containsKey("jobs[].read.clat_ns.percentile.99.990000"));
    }

    @Test
    void shouldEmitEveryKeyPathOfFioOutput() throws IOException {
        Set<String> fio = new TreeSet<>(flatten(referenceJson()).keySet());
        // the reference job sets no global options; ours does, to cover that key too
        Set<String> ours = flatten(report.format(ReportFixtures.run(ReportFixtures.planWithGlobals()))).keySet();
        Set<String> missing = new TreeSet<>();
        for (String path : fio) {
            if (!ours.contains(path) && !NOT_EMITTED.containsKey(path)) {
                missing.add(path);
            }
        }
        // option names differ between the two job files: compare option objects, not their keys
        missing.removeIf(path -> path.startsWith("jobs[].job options."));
        assertEquals(Set.of(), missing);
        assertTrue(ours.contains("global options.direct"));
    }

    @Test
    void shouldEmitOnlyFioKeyPaths() throws IOException {
        Set<String> fio = flatten(referenceJson()).keySet();
        Set<String> extra = new TreeSet<>();
        for (String path : flatten(report.format(ReportFixtures.run())).keySet()) {
            boolean options = path.startsWith("jobs[].job options.");
            boolean syncPercentiles = path.startsWith("jobs[].sync.lat_ns.percentile"); // fio: when syncs ran
            if (!fio.contains(path) && !options && !syncPercentiles) {
                extra.add(path);
            }
        }
        assertEquals(Set.of(), extra);
    }

    @Test
    void shouldKeepFioKeyOrderAndFormatting() throws IOException {
        String json = report.format(ReportFixtures.run());
        assertTrue(json.startsWith("""
                {
                  "fio version" : "jfio-0.1.0",
                  "timestamp" : 1795976059,
                  "timestamp_ms" : 1795976059000,
                  "time" : "Sun Nov 29 18:14:19 2026",
                  "jobs" : [
                    {
                      "jobname" : "t",
                      "groupid" : 0,
                      "error" : 0,
                      "eta" : 0,
                      "elapsed" : 266,
                      "job options" : {
                        "name" : "t",
                """), json);
        assertTrue(json.endsWith("}\n"));
        assertFalse(json.contains("global options"), "only when the plan has global options");
        // same key order as fio within a direction
        String fio = referenceJson();
        assertEquals(keyOrder(fio, "\"read\" : {", "\"write\" : {"), keyOrder(json, "\"read\" : {", "\"write\" : {"));
        assertEquals(keyOrder(fio, "\"sync\" : {", "\"latency_window\""),
                keyOrder(json, "\"sync\" : {", "\"latency_window\""));
    }

    /** @return the key names between two markers, percentile keys dropped, in order */
    private static String keyOrder(String json, String from, String to) {
        String part = json.substring(json.indexOf(from), json.indexOf(to));
        StringBuilder b = new StringBuilder();
        for (String line : part.split("\n")) {
            String l = line.trim();
            if (l.startsWith("\"") && !l.matches("\"[0-9.]+\" :.*")) {
                b.append(l, 0, l.indexOf('"', 1) + 1).append(' ');
            }
        }
        return b.toString();
    }

    @Test
    void shouldReportTheModelsNumbers() throws IOException {
        RunResult r = ReportFixtures.run();
        Map<String, String> v = flatten(report.format(r));
        // first occurrence of each path is job t
        assertEquals("4096000", v.get("jobs[].read.io_bytes"));
        assertEquals("4000", v.get("jobs[].read.io_kbytes"));
        assertEquals("1364878", v.get("jobs[].read.bw_bytes"));
        assertEquals("1332", v.get("jobs[].read.bw"));
        assertEquals("333.222259", v.get("jobs[].read.iops"));
        assertEquals("3001", v.get("jobs[].read.runtime"));
        assertEquals("700", v.get("jobs[].read.clat_ns.min"));
        assertEquals("20480000", v.get("jobs[].read.clat_ns.max"));
        assertEquals("307001.100000", v.get("jobs[].read.clat_ns.mean"));
        assertEquals("1000", v.get("jobs[].read.clat_ns.N"));
        assertEquals("41216", v.get("jobs[].read.clat_ns.percentile.1.000000")); // fio bucket 40960-41471
        assertEquals("20578304", v.get("jobs[].read.clat_ns.percentile.99.990000")); // 20447232 + 2^18 / 2
        assertEquals("100.000000", v.get("jobs[].read.bw_agg"));
        assertEquals("1333.500000", v.get("jobs[].read.bw_mean"));
        assertEquals("6", v.get("jobs[].read.bw_samples"));
        assertEquals("0.000000", v.get("jobs[].trim.iops"));
        assertEquals("0", v.get("jobs[].trim.slat_ns.N"));
        assertEquals("3001", v.get("jobs[].job_runtime"));
        assertEquals("12.929024", v.get("jobs[].usr_cpu"));
        assertEquals("0.100000", v.get("jobs[].iodepth_level.1"));
        assertEquals("99.733333", v.get("jobs[].iodepth_level.16"));
        assertEquals("0.133333", v.get("jobs[].latency_ns.750"));
        assertEquals("70.133333", v.get("jobs[].latency_us.250"));
        assertEquals("0.200000", v.get("jobs[].latency_ms.50"));
        assertEquals("16", v.get("jobs[].latency_depth"));
        assertEquals("100.000000", v.get("jobs[].latency_percentile"));
        assertEquals("vda", v.get("disk_util[].name"));
        assertEquals("80.340000", v.get("disk_util[].util"));
    }

    @Test
    void shouldWriteMergedGroupAndSyncStatistics() throws IOException {
        String json = report.format(ReportFixtures.run());
        String w = json.substring(json.indexOf("\"jobname\" : \"w\""));
        assertTrue(w.contains("\"groupid\" : 1,"), w);
        assertTrue(w.contains("\"bw_agg\" : 99.539776,"), w);
        assertTrue(w.contains("""
                      "sync" : {
                        "total_ios" : 12,
                        "lat_ns" : {
                          "min" : 1048576,
                          "max" : 3145728,
                          "mean" : 1572864.000000,
                """), w);
        assertTrue(w.contains("\"latency_us\" : {\n        \"2\" : 0.010000,"), w);
    }

    @Test
    void shouldNotCloseTheStream() throws IOException {
        boolean[] closed = {false};
        ByteArrayOutputStream out = new ByteArrayOutputStream() {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        report.write(ReportFixtures.run(), out);
        assertFalse(closed[0]);
        assertEquals(report.format(ReportFixtures.run()), out.toString(StandardCharsets.UTF_8));
    }
}
