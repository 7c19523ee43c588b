package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.jfio.spi.DataDirection;
import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;

class JsonPlusReportTest {
    private static final Pattern BIN_KEY = Pattern.compile("\\.bins\\.[0-9]+$");

    private final JsonReport plus = new JsonReport(ZoneOffset.UTC, true);
    private final JsonReport json = new JsonReport(ZoneOffset.UTC);

    private static String resource(String name) throws IOException {
        try (InputStream in = JsonPlusReportTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** @return key paths with bin keys written {@code bins.*} */
    private static Set<String> paths(String doc) throws IOException {
        Set<String> out = new TreeSet<>();
        for (String p : JsonReportTest.flatten(doc).keySet()) {
            out.add(BIN_KEY.matcher(p).replaceFirst(".bins.*"));
        }
        return out;
    }

    @Test
    void shouldParseStrictlyWithBinsUnderClat() throws IOException {
        String doc = plus.format(ReportFixtures.run());
        Map<String, String> keys = JsonReportTest.flatten(doc); // strict duplicate detection
        assertEquals("{}", keys.get("jobs[].read.clat_ns.bins"));
        assertEquals("{}", keys.get("jobs[].write.clat_ns.bins"));
        assertEquals("2", keys.get("jobs[].read.clat_ns.bins.700"));
        assertEquals("20", keys.get("jobs[].read.clat_ns.bins.41216"));
        assertFalse(keys.containsKey("jobs[].read.slat_ns.bins"), "only latencies with percentiles");
        assertFalse(keys.containsKey("jobs[].read.lat_ns.bins"));
        assertFalse(keys.containsKey("jobs[].trim.clat_ns.bins"), "none without samples, as percentile");
        assertTrue(keys.containsKey("jobs[].sync.lat_ns.bins.1056768"), "sync latency has percentiles, so bins");
        assertTrue(plus.isPlus());
        assertFalse(json.isPlus());
    }

    @Test
    void shouldCountEverySampleInAscendingBins() throws IOException {
        RunResult r = ReportFixtures.run();
        String doc = plus.format(r);
        // job t's read and write, then job w's write: bins blocks in document order
        List<Long> expectedN = List.of(
                r.groups().get(0).reported().get(0).direction(DataDirection.READ).clat().count(),
                r.groups().get(0).reported().get(0).direction(DataDirection.WRITE).clat().count(),
                r.groups().get(1).reported().get(0).direction(DataDirection.WRITE).clat().count(),
                r.groups().get(1).reported().get(0).direction(DataDirection.SYNC).lat().count());
        List<Long> sums = new ArrayList<>();
        int at = 0;
        while ((at = doc.indexOf("\"bins\" : {", at)) >= 0) {
            int end = doc.indexOf('}', at);
            long sum = 0;
            long last = -1;
            for (String line : doc.substring(doc.indexOf('{', at) + 1, end).split("\n")) {
                if (line.isBlank()) {
                    continue;
                }
                String[] kv = line.trim().replace(",", "").split(" : ");
                long key = Long.parseLong(kv[0].replace("\"", ""));
                assertTrue(key > last, "ascending: " + key);
                last = key;
                long count = Long.parseLong(kv[1]);
                assertTrue(count > 0, "only non-empty buckets");
                sum += count;
            }
            sums.add(sum);
            at = end;
        }
        assertEquals(expectedN, sums);
    }

    @Test
    void shouldContainEveryKeyPathOfFioJsonPlus() throws IOException {
        Set<String> fio = paths(resource("fio-example-jsonplus.json"));
        Set<String> ours = paths(plus.format(ReportFixtures.run(ReportFixtures.planWithGlobals())));
        Set<String> missing = new TreeSet<>();
        for (String p : fio) {
            if (!ours.contains(p) && !p.startsWith("jobs[].job options.")) {
                missing.add(p);
            }
        }
        assertEquals(Set.of(), missing);
        assertTrue(ours.contains("jobs[].read.clat_ns.bins.*"));
        assertTrue(ours.contains("jobs[].write.clat_ns.bins.*"), "randrw: both directions binned");
    }

    @Test
    void shouldEqualJsonApartFromTheBins() {
        RunResult r = ReportFixtures.run();
        String withoutBins = plus.format(r).replaceAll(",\n *\"bins\" : \\{[^}]*}", "");
        assertEquals(json.format(r), withoutBins);
        assertFalse(json.format(r).contains("\"bins\""));
    }
}
