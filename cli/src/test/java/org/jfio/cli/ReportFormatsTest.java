package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report format flags: --output-format lists, --minimal and --terse-version. */
class ReportFormatsTest {
    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    @TempDir
    Path tmp;

    private String[] jobs(int count, String... flags) {
        List<String> args = new ArrayList<>(List.of(flags));
        for (int i = 0; i < count; i++) {
            args.addAll(List.of("--name=j" + i, "--filename=" + tmp.resolve("f" + i), "--size=256k", "--bs=4k",
                    "--rw=randrw", "--ioengine=psync"));
        }
        return args.toArray(String[]::new);
    }

    /** Asserts a terse line of the version and returns its fields. */
    private static String[] terseLine(String line, int version) {
        String[] f = line.split(";", -1);
        int fixed = switch (version) {
            case 2 -> 161;
            case 3 -> 121;
            case 4 -> 162;
            default -> 180;
        };
        int disks = version == 2 ? 0 : (f.length - fixed) / 9;
        assertEquals(fixed + 9 * disks, f.length, () -> "field count of " + line);
        return f;
    }

    @Test
    void shouldPrintOneTerseLinePerJobWithMinimal() {
        MainTest.Result r = MainTest.run(jobs(2, "--minimal"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.err().lines().allMatch(l -> l.startsWith("jfio: warning: j") && l.contains("page cache")),
                "stderr holds only the preflight's page-cache warnings: " + r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        for (int i = 0; i < 2; i++) {
            assertTrue(lines.get(i).startsWith("3;jfio-"), lines.get(i));
            String[] f = terseLine(lines.get(i), 3);
            assertEquals("j" + i, f[2]);
            assertEquals("0", f[3], "groupid: one group without stonewall");
            assertEquals("256", String.valueOf(Long.parseLong(f[5]) + Long.parseLong(f[46])), "read + write KiB");
        }
        assertTrue(r.out().endsWith("\n"));
    }

    @Test
    void shouldPrintTheSameWithOutputFormatTerse() {
        MainTest.Result r = MainTest.run(jobs(1, "--output-format=terse"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(1, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("3;jfio-"), lines.get(0));
        terseLine(lines.get(0), 3);
        assertFalse(r.out().contains("Laying out"), "nothing but the terse lines");
    }

    @Test
    void shouldWriteEveryTerseVersion() {
        for (int v = 2; v <= 5; v++) {
            MainTest.Result r = MainTest.run(jobs(1, "--minimal", "--terse-version=" + v));
            assertEquals(ExitCode.OK, r.code(), r.err());
            String line = r.out().strip();
            assertTrue(line.startsWith(v == 2 ? "2;j0;0;" : v + ";jfio-"), line);
            terseLine(line, v);
        }
    }

    @Test
    void shouldRejectBadTerseVersionsWithOneLine() {
        MainTest.Result r = MainTest.run(jobs(1, "--terse-version=7")).assertBadInput();
        assertTrue(r.err().contains("--terse-version=7"), r.err());
        assertEquals("", r.out());
        MainTest.run(jobs(1, "--minimal", "--terse-version=abc")).assertBadInput();
        MainTest.run("--terse-version=1").assertBadInput();
    }

    @Test
    void shouldLetTheLastOfMinimalAndOutputFormatWin() throws IOException {
        MainTest.Result json = MainTest.run(jobs(1, "--minimal", "--output-format=json"));
        assertEquals(ExitCode.OK, json.code(), json.err());
        assertTrue(STRICT.readTree(json.out()).path("jobs").isArray(), json.out());

        MainTest.Result terse = MainTest.run(jobs(1, "--output-format=json", "--minimal"));
        assertEquals(ExitCode.OK, terse.code(), terse.err());
        assertTrue(terse.out().startsWith("3;jfio-"), terse.out());
        assertEquals(1, terse.out().lines().count());

        MainTest.Result replaced = MainTest.run(jobs(1, "--output-format=json", "--output-format=terse"));
        assertEquals(1, replaced.out().lines().count(), "each --output-format replaces the list: " + replaced.out());
    }

    @Test
    void shouldWriteJsonPlusWithBins() throws IOException {
        MainTest.Result r = MainTest.run(jobs(1, "--output-format=json+"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode read = STRICT.readTree(r.out()).path("jobs").path(0).path("read");
        JsonNode bins = read.path("clat_ns").path("bins");
        assertTrue(bins.isObject() && bins.size() > 0, r.out());
        long sum = 0;
        for (JsonNode c : bins) {
            sum += c.asLong();
        }
        assertEquals(read.path("clat_ns").path("N").asLong(), sum);
    }

    @Test
    void shouldPrintJsonPlusOnlyForJsonAndJsonPlus() throws IOException {
        MainTest.Result r = MainTest.run(jobs(1, "--output-format=json,json+"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        try (JsonParser p = STRICT.createParser(r.out())) {
            JsonNode doc = STRICT.readTree(p);
            assertTrue(doc.path("jobs").path(0).path("read").path("clat_ns").has("bins"), r.out());
            assertEquals(null, p.nextToken(), "one JSON document");
        }
    }

    @Test
    void shouldPrintFormatsInFiosOrder() throws IOException {
        MainTest.Result r = MainTest.run(jobs(1, "--output-format=normal,json,terse"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        String out = r.out();
        int header = out.indexOf("Starting 1 thread");
        int terse = out.indexOf("\n3;jfio-");
        int json = out.indexOf("\n{");
        int normal = out.indexOf("Run status group 0");
        assertTrue(header >= 0 && header < terse && terse < json && json < normal, out);
        assertTrue(STRICT.readTree(out.substring(json + 1, out.indexOf("\n}\n", json) + 3)).has("jobs"));
    }

    private static List<String> names(OutputFormat.Selection s) {
        return s.formats().stream().map(org.jfio.report.ReportFormat::name).toList();
    }

    @Test
    void shouldSelectFormats() {
        assertEquals(List.of("normal"), names(OutputFormat.select(List.of(), null)));
        assertEquals(List.of("terse", "json+", "normal"),
                names(OutputFormat.select(List.of("normal", "json+", "json", "terse"), null)));
        assertEquals(List.of("terse"), names(OutputFormat.select(List.of("minimal", "csv", "terse"), null)));
        assertEquals(3, OutputFormat.select(List.of("terse"), null).terseVersion());
        assertEquals(5, OutputFormat.select(List.of("terse"), "5").terseVersion());
        assertThrows(JfioException.class, () -> OutputFormat.select(List.of("xml"), null));
        assertThrows(JfioException.class, () -> OutputFormat.terseVersion("6"));
    }

    @Test
    void shouldListTheNewFlagsInHelp() {
        MainTest.Result r = MainTest.run("--help");
        for (String flag : List.of("--minimal", "--terse-version", "json+", "terse")) {
            assertTrue(r.out().contains(flag), flag);
        }
    }
}
