package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Per-I/O priorities on the engines that carry them (io_uring, libaio), through the command:
 * on a temporary file and on a loop device backed by one, about the asked share of the I/Os
 * carries the priority (the JSON {@code prios} and, exactly, the {@code log_prio} column agree);
 * per block size with {@code cmdprio_bssplit}; the {@code --cmdhelp} entries and the refusal on
 * another engine. The {@code shared} profile runs the same jobs under fio 3.33 and compares the
 * jobs, bytes, JSON keys, priorities and the normal output's per-priority lines.
 */
class CmdprioCliTest {
    private static final int IOS = 6000;
    private static final Pattern PRIO_LINE = Pattern.compile("^ {4}(c?lat) prio (\\d)/(\\d)( \\([0-9.]+% of IOs\\) percentiles)? \\((nsec|usec|msec)\\)");

    @TempDir
    Path tmp;

    /** A randread job at 30 % realtime, on {@code target}, with its latency log. */
    private String percentageJob(String engine, Path target, boolean device) {
        return """
                [global]
                filename=%s
                %s
                direct=1
                bs=4k
                iodepth=8
                number_ios=%d
                write_lat_log=%s
                log_prio=1
                [pct]
                ioengine=%s
                rw=randread
                cmdprio_percentage=30
                cmdprio_class=1
                cmdprio=0
                """.formatted(target, device ? "" : "size=64m", IOS, tmp.resolve("prio"), engine);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io_uring", "libaio"})
    void shouldGiveAboutThirtyPercentOfTheReadsTheRealtimePriorityOnAFile(String engine) throws Exception {
        JsonNode read = runJob(percentageJob(engine, tmp.resolve("data"), false)).get("jobs").get(0).get("read");
        assertPrios(read, engine);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io_uring", "libaio"})
    void shouldGiveAboutThirtyPercentOfTheReadsTheRealtimePriorityOnALoopDevice(String engine) throws Exception {
        try (LoopDevice loop = LoopDevice.create(tmp, 64L << 20)) {
            JsonNode read = runJob(percentageJob(engine, loop.device(), true)).get("jobs").get(0).get("read");
            assertPrios(read, engine);
        }
    }

    private void assertPrios(JsonNode read, String engine) throws Exception {
        assertEquals(IOS, read.get("total_ios").asLong());
        JsonNode prios = read.get("prios");
        assertEquals(2, prios.size(), read.toString());
        assertEquals(List.of("prioclass", "prio", "clat_ns"), fieldNames(prios.get(0)));
        assertEquals(0, prios.get(0).get("prioclass").asInt()); // the job's own: no priority set
        assertEquals(1, prios.get(1).get("prioclass").asInt());
        assertEquals(0, prios.get(1).get("prio").asInt());
        long rt = prios.get(1).get("clat_ns").get("N").asLong();
        assertEquals(IOS, prios.get(0).get("clat_ns").get("N").asLong() + rt);
        assertTrue(Math.abs(100.0 * rt / IOS - 30) < 3.5, engine + ": " + rt + " of " + IOS);
        assertTrue(prios.get(1).get("clat_ns").has("percentile"));
        Map<String, Integer> column = prioColumn(tmp.resolve("prio_clat.1.log"));
        assertEquals(Map.of("0x0000", (int) (IOS - rt), "0x2000", (int) rt), column, engine + ": the log's prio column");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io_uring", "libaio"})
    void shouldChooseThePriorityByBlockSize(String engine) throws Exception {
        String job = """
                [b]
                filename=%s
                size=16m
                direct=1
                iodepth=8
                number_ios=%d
                ioengine=%s
                rw=randread
                bssplit=4k/50:16k/50
                cmdprio_bssplit=4k/100:16k/20/3/6
                write_lat_log=%s
                log_prio=1
                """.formatted(tmp.resolve("data"), IOS, engine, tmp.resolve("bs"));
        JsonNode read = runJob(job).get("jobs").get(0).get("read");
        Map<String, Integer> rows = new TreeMap<>();
        for (String row : Files.readAllLines(tmp.resolve("bs_clat.1.log"))) {
            String[] c = row.split(", ");
            rows.merge(c[3] + "/" + c[4], 1, Integer::sum);
        }
        assertFalse(rows.containsKey("4096/0x0000"), rows.toString());
        int idle = rows.getOrDefault("16384/0x6006", 0);
        assertTrue(Math.abs(100.0 * idle / (idle + rows.getOrDefault("16384/0x0000", 0)) - 20) < 4, rows.toString());
        assertEquals(3, read.get("prios").size(), read.toString()); // no priority, realtime 0, idle 6
    }

    @Test
    void shouldDescribeTheOptionsAndRefuseThemOnAnotherEngine() {
        for (String o : List.of("cmdprio_percentage", "cmdprio_class", "cmdprio", "cmdprio_bssplit")) {
            MainTest.Result r = MainTest.run("--cmdhelp=" + o);
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertTrue(r.out().contains(o + ": "), r.out());
        }
        for (String engine : List.of("io_uring", "libaio")) { // fio lists them as these engines' options
            MainTest.Result help = MainTest.run("--enghelp=" + engine + ",cmdprio_percentage");
            assertEquals(ExitCode.OK, help.code(), help.err());
            assertTrue(help.out().contains("cmdprio_percentage: "), help.out());
        }
        assertFalse(MainTest.run("--enghelp=psync").out().contains("cmdprio_percentage:"));
        MainTest.Result r = MainTest.run("--name=x", "--ioengine=psync", "--size=1m", "--filename=" + tmp.resolve("f"),
                "--cmdprio_percentage=30");
        r.assertBadInput();
        assertTrue(r.err().contains("option cmdprio_percentage is not an option of ioengine=psync"), r.err());
        assertFalse(Files.exists(tmp.resolve("f")), "nothing written before the checks");
    }

    /**
     * fio 3.33 and jfio on the same jobs, on a loop device: the jobs and bytes, the JSON
     * {@code prios} keys and priorities with each one's share of the I/Os within a few percent,
     * and the normal output's per-priority lines.
     */
    @Tag("shared")
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"io_uring", "libaio"})
    void shouldReportThePrioritiesAsFio(String engine) throws Exception {
        Path fio = findFio();
        try (LoopDevice loop = LoopDevice.create(tmp, 64L << 20)) {
            String job = """
                    [global]
                    filename=%s
                    direct=1
                    iodepth=8
                    number_ios=%d
                    ioengine=%s
                    [mixed]
                    rw=randrw
                    bs=4k
                    prio=4
                    cmdprio_percentage=30,10
                    cmdprio_class=1,3
                    cmdprio=0,5
                    [split]
                    stonewall
                    rw=randread
                    bssplit=4k/40:64k/60
                    prioclass=2
                    prio=7
                    cmdprio_bssplit=4k/25/1/1:4k/75/3/2:64k/0
                    lat_percentiles=1
                    """.formatted(loop.device(), IOS, engine);
            Path file = tmp.resolve("cmp.fio");
            Files.writeString(file, job);
            Path fioJson = tmp.resolve("fio.json");
            Path fioText = tmp.resolve("fio.txt");
            exec(fio, "--output-format=json", "--output=" + fioJson, file.toString());
            exec(fio, "--output=" + fioText, file.toString());
            MainTest.Result text = MainTest.run(file.toString());
            assertEquals(ExitCode.OK, text.code(), text.err());
            JsonNode ours = runJob(job);
            JsonNode theirs = new ObjectMapper().readTree(Files.readString(fioJson).substring(Files.readString(fioJson).indexOf('{')));
            for (int j = 0; j < 2; j++) {
                for (String d : List.of("read", "write")) {
                    JsonNode a = theirs.get("jobs").get(j).get(d);
                    JsonNode b = ours.get("jobs").get(j).get(d);
                    assertEquals(a.get("total_ios").asLong() > 0, b.get("total_ios").asLong() > 0, d);
                    assertEquals(a.has("prios"), b.has("prios"), j + " " + d);
                    if (a.has("prios")) {
                        assertShares(shares(a), shares(b), 4.0, j + " " + d + ": fio " + a.get("prios") + "\njfio " + b.get("prios"));
                        assertEquals(fieldNames(a.get("prios").get(0)), fieldNames(b.get("prios").get(0)));
                    }
                }
                for (String o : List.of("cmdprio_percentage", "cmdprio_class", "cmdprio", "cmdprio_bssplit")) {
                    assertEquals(theirs.get("jobs").get(j).get("job options").get(o),
                            ours.get("jobs").get(j).get("job options").get(o), o + " in the job options");
                }
            }
            assertEquals(prioLines(Files.readString(fioText)), prioLines(text.out()), "the normal output's prio lines");
        }
    }

    /** @return per priority ("class/level"), its percent of the direction's I/Os */
    private static Map<String, Double> shares(JsonNode dir) {
        Map<String, Double> out = new TreeMap<>();
        double total = 0;
        for (JsonNode p : dir.get("prios")) {
            total += latency(p).get("N").asDouble();
        }
        for (JsonNode p : dir.get("prios")) {
            out.put(p.get("prioclass").asInt() + "/" + p.get("prio").asInt(), 100.0 * latency(p).get("N").asDouble() / total);
        }
        return out;
    }

    private static void assertShares(Map<String, Double> expected, Map<String, Double> actual, double tolerance, String what) {
        assertEquals(expected.keySet(), actual.keySet(), what);
        for (String k : expected.keySet()) {
            assertTrue(Math.abs(expected.get(k) - actual.get(k)) < tolerance, what);
        }
    }

    private static JsonNode latency(JsonNode prio) {
        return prio.has("clat_ns") ? prio.get("clat_ns") : prio.get("lat_ns");
    }

    /** @return the per-priority lines of a normal report, their numbers left out */
    private static List<String> prioLines(String report) {
        List<String> out = new ArrayList<>();
        for (String line : report.split("\n")) {
            Matcher m = PRIO_LINE.matcher(line);
            if (m.find()) {
                out.add(m.group(1) + " prio " + m.group(2) + "/" + m.group(3) + (m.group(4) == null ? "" : " block"));
            }
        }
        return out;
    }

    private JsonNode runJob(String job) throws Exception {
        Path file = tmp.resolve("job.fio");
        Files.writeString(file, job);
        Path json = tmp.resolve("jfio.json");
        MainTest.Result r = MainTest.run("--output-format=json", "--output=" + json, file.toString());
        if (r.code() != ExitCode.OK && r.err().contains("is not available") && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            Assumptions.abort(r.err().strip());
        }
        assertEquals(ExitCode.OK, r.code(), r.err());
        r.assertNoStackTrace();
        return new ObjectMapper().readTree(Files.readString(json));
    }

    private static Map<String, Integer> prioColumn(Path log) throws Exception {
        Map<String, Integer> out = new TreeMap<>();
        for (String row : Files.readAllLines(log)) {
            out.merge(row.substring(row.lastIndexOf(", ") + 2), 1, Integer::sum);
        }
        return out;
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private void exec(Path fio, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(fio.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("fio.out").toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("fio did not finish");
        }
        assertEquals(0, p.exitValue(), () -> Files.exists(tmp.resolve("fio.out"))
                ? "fio: " + readQuietly(tmp.resolve("fio.out")) : "fio failed");
    }

    private static String readQuietly(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    /** @return the fio on PATH; skips without one, fails when CI=true */
    private static Path findFio() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(dir, "fio");
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail("fio is not on PATH (CI installs the Debian package fio)");
        }
        Assumptions.abort("fio is not installed: apt-get install fio");
        return null;
    }
}
