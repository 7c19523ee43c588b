package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.List;

import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/** The registry of output formats: names, print order, and writers that write what the report classes write. */
class ReportFormatsTest {
    private static final ReportSettings UTC = ReportSettings.defaults().withZone(ZoneOffset.UTC);

    private static List<String> names(List<ReportFormat> formats) {
        return formats.stream().map(ReportFormat::name).toList();
    }

    private static String written(String format, ReportSettings settings, RunResult r) throws IOException {
        ReportWriter w = ReportFormats.builtin().find(format).orElseThrow().writer(settings);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.writeHeader(r.plan(), r.version(), out);
        w.write(r, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void shouldListFiosFormatsWithTheDefaultFirst() {
        assertEquals(List.of("normal", "json", "json+", "terse", "html"), ReportFormats.builtin().names());
        assertEquals("terse", ReportFormats.builtin().find("minimal").orElseThrow().name());
        assertEquals("terse", ReportFormats.builtin().find(" CSV ").orElseThrow().name());
        assertTrue(ReportFormats.builtin().find("xml").isEmpty());
    }

    @Test
    void shouldSelectInFiosPrintOrderWithoutRepeatsAndJsonPlusReplacingJson() {
        ReportFormats f = ReportFormats.builtin();
        assertEquals(List.of("normal"), names(f.select(List.of())));
        assertEquals(List.of("normal"), names(f.select(null)));
        assertEquals(List.of("terse", "json+", "normal"), names(f.select(List.of("normal", "json+", "json", "terse"))));
        assertEquals(List.of("terse"), names(f.select(List.of("minimal", "csv", "terse"))));
        assertEquals(List.of("json", "normal"), names(f.select(List.of("normal", "json"))));
        JfioException e = assertThrows(JfioException.class, () -> f.select(List.of("json", "xml")));
        assertEquals("--output-format=xml: unknown format (allowed: normal, json, json+, terse, html)", e.getMessage());
    }

    @Test
    void shouldWriteWhatEachReportClassWritesByteForByte() throws IOException {
        RunResult r = ReportFixtures.run(ReportFixtures.planWithGlobals());
        Golden.check("golden-json.txt", written("json", UTC, r));
        assertEquals(new NormalReport(ZoneOffset.UTC).withExtended(true).format(r),
                written("normal", UTC.withExtended(true), r).substring(NormalReport.header(r.plan(), r.version()).length()));
        assertEquals(new JsonReport(ZoneOffset.UTC, true).format(r), written("json+", UTC, r));
        assertEquals(new JsonReport(ZoneOffset.UTC).withExtended(true).format(r), written("json", UTC.withExtended(true), r));
        RunResult plain = ReportFixtures.run();
        for (int v = 2; v <= 5; v++) {
            Golden.check("golden-terse-v" + v + ".txt", written("terse", UTC.withTerseVersion(v), plain));
        }
        StringBuilder normal = new StringBuilder(NormalReport.header(plain.plan(), plain.version()));
        normal.append(new NormalReport(ZoneOffset.UTC).format(plain));
        Golden.check("golden-normal.txt", normal.toString());
        assertEquals(normal.toString(), written("normal", UTC, plain), "header, then the report");
    }

    @Test
    void shouldGiveOnlyTheNormalFormatAHeaderAndTheRunsNotices() throws IOException {
        RunResult r = ReportFixtures.run();
        for (ReportFormat f : ReportFormats.builtin().formats()) {
            ReportWriter w = f.writer(UTC);
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            w.writeHeader(r.plan(), r.version(), header);
            boolean normal = f.name().equals("normal");
            assertEquals(normal, header.size() > 0, f.name());
            assertEquals(normal, w.showsNotices(), f.name());
        }
    }

    @Test
    void shouldPlugInAFormatWithOneEntry() throws IOException {
        ReportWriter summary = (result, out) -> out.write(("jobs=" + result.groups().get(0).reported().size() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        ReportFormats f = ReportFormats.builtin()
                .with(new ReportFormat("summary", List.of("short"), "one line", 40, List.of(), s -> summary));
        assertEquals(List.of("terse", "normal", "summary"), names(f.select(List.of("short", "normal", "terse"))));
        OutputStream out = new ByteArrayOutputStream();
        f.find("summary").orElseThrow().writer(UTC).write(ReportFixtures.run(), out);
        assertEquals("jobs=1\n", out.toString());
        assertThrows(IllegalArgumentException.class, () -> f.with(
                new ReportFormat("x", List.of("minimal"), "taken alias", 50, List.of(), s -> summary)));
        assertFalse(ReportFormats.builtin().find("summary").isPresent(), "the built-in registry is unchanged");
    }

    @Test
    void shouldRefuseTerseVersionsFioDoesNotHave() {
        assertThrows(IllegalArgumentException.class, () -> UTC.withTerseVersion(6));
        assertThrows(IllegalArgumentException.class, () -> UTC.withTerseVersion(1));
        assertEquals(3, ReportSettings.defaults().terseVersion());
    }
}
