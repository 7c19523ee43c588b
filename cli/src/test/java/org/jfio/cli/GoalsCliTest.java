package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Steady state, latency_target and SLO gates from the command line: fio 3.33's JSON keys and
 * normal lines for the fio parts (fio is run beside jfio on the same job), jfio's SLO lines, its
 * {@code jfio.slo} key and its exit codes.
 */
class GoalsCliTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private static final String[] SS_JOB = {"--name=t", "--ioengine=null", "--size=1g", "--rw=randread", "--time_based",
        "--runtime=10", "--ss=iops:50%", "--ss_dur=2", "--rate_iops=5000"};

    private JsonNode fioJob(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(ChildJfio.requireTool("fio"), "--output-format=json"));
        cmd.addAll(List.of(args));
        Path out = dir.resolve("fio.json");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile())
                .redirectError(dir.resolve("fio.err").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "fio finished");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("fio.err")));
        String text = Files.readString(out, StandardCharsets.UTF_8);
        return JSON.readTree(text.substring(text.indexOf('{'))).path("jobs").get(0);
    }

    private static JsonNode jfioJob(MainTest.Result r) throws IOException {
        return JSON.readTree(r.out()).path("jobs").get(0);
    }

    /** @return the field names of an object, recursively, in order ("steadystate.data.iops[]") */
    private static List<String> shape(JsonNode node, String prefix) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            JsonNode v = node.get(name);
            out.add(prefix + name + (v.isArray() ? "[]" : ""));
            if (v.isObject()) {
                out.addAll(shape(v, prefix + name + "."));
            }
        }
        return out;
    }

    @Test
    void shouldWriteFiosSteadyStateObjectWithFiosKeys() throws Exception {
        JsonNode fio = fioJob(SS_JOB);
        List<String> args = new ArrayList<>(List.of(SS_JOB));
        args.add("--output-format=json");
        MainTest.Result r = MainTest.run(args.toArray(String[]::new));
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode jfio = jfioJob(r);
        assertEquals(shape(fio.path("steadystate"), "steadystate."), shape(jfio.path("steadystate"), "steadystate."));
        assertEquals(fio.path("steadystate").path("ss").asText(), jfio.path("steadystate").path("ss").asText());
        assertEquals("iops:50.000000%", jfio.path("steadystate").path("ss").asText());
        assertEquals(1, jfio.path("steadystate").path("attained").asInt(), "a 5000-IOPS cap is steady");
        assertEquals(fio.path("steadystate").path("duration").asInt(), jfio.path("steadystate").path("duration").asInt());
        assertEquals(2, jfio.path("steadystate").path("data").path("iops").size());
        assertTrue(jfio.path("steadystate").path("criterion").asText().endsWith("%"));
        // both stop once the two-sample window is full, long before the 10 s runtime
        assertTrue(jfio.path("read").path("runtime").asLong() < 6000, jfio.path("read").toString());
        assertTrue(fio.path("read").path("runtime").asLong() < 6000, fio.path("read").toString());
        // the steadystate object comes after fio's latency_* keys, as in fio
        List<String> fioKeys = new ArrayList<>();
        fio.fieldNames().forEachRemaining(fioKeys::add);
        List<String> jfioKeys = new ArrayList<>();
        jfio.fieldNames().forEachRemaining(jfioKeys::add);
        jfioKeys.remove("jfio");
        assertEquals(fioKeys, jfioKeys);
    }

    @Test
    void shouldPrintFiosSteadyStateLine() {
        MainTest.Result r = MainTest.run(SS_JOB);
        assertEquals(ExitCode.OK, r.code(), r.err());
        String line = r.out().lines().filter(l -> l.startsWith("  steadystate  : ")).findFirst().orElseThrow(
                () -> new AssertionError(r.out()));
        assertTrue(line.matches("  steadystate  : attained=yes, bw=[0-9.]+MiB/s \\([0-9.]+MB/s\\), iops=[0-9.]+k?,"
                + " iops mean dev=[0-9]+\\.[0-9]{3}%"), line);
    }

    @Test
    void shouldReportTheLatencyTargetKeysAsFioDoes() throws Exception {
        String[] job = {"--name=t", "--ioengine=null", "--size=16m", "--rw=randread", "--runtime=1", "--time_based",
            "--latency_target=2ms", "--latency_window=1s", "--latency_percentile=99.5", "--iodepth=8"};
        JsonNode fio = fioJob(job);
        List<String> args = new ArrayList<>(List.of(job));
        args.add("--output-format=json");
        JsonNode jfio = jfioJob(MainTest.run(args.toArray(String[]::new)));
        for (String k : List.of("latency_target", "latency_window", "latency_percentile")) {
            assertEquals(fio.path(k).asText(), jfio.path(k).asText(), k);
        }
        assertEquals("2000000", jfio.path("latency_target").asText(), "ns, as fio");
        assertEquals("1000000", jfio.path("latency_window").asText(), "us, as fio");
        MainTest.Result normal = MainTest.run(job);
        assertTrue(normal.out().contains("     latency   : target=2000000, window=1000000, percentile=99.50%, depth="),
                normal.out());
    }

    @Test
    void shouldPassEveryGateWithExitZeroAndPrintOneLineEach() {
        MainTest.Result r = MainTest.run("--name=g", "--ioengine=null", "--size=64m", "--rw=randread",
                "--slo=read.clat.p99<=10s", "--slo=iops>=1");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\nSLO read.clat.p99<=10s: PASS ("), r.out());
        assertTrue(r.out().contains("\nSLO iops>=1: PASS ("), r.out());
        assertEquals("", r.err(), "nothing on stderr when every gate passes");
    }

    @Test
    void shouldExitWithTheSloCodeWhenAGateFails() throws IOException {
        MainTest.Result r = MainTest.run("--name=g", "--ioengine=null", "--size=64m", "--rw=randread",
                "--slo=read.clat.p99<=10s", "--slo=read.clat.max<1ns", "--output-format=json");
        assertEquals(ExitCode.SLO_FAILED, r.code(), r.err());
        assertEquals(3, ExitCode.SLO_FAILED);
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("jfio: SLO read.clat.max<1ns: FAIL ("), r.err());
        JsonNode slo = JSON.readTree(r.out()).path("jfio").path("slo");
        assertFalse(slo.path("passed").asBoolean());
        assertTrue(slo.path("percentiles").asText().startsWith("exact (HdrHistogram"), slo.toString());
        assertEquals(2, slo.path("gates").size());
        JsonNode pass = slo.path("gates").get(0);
        assertEquals("read.clat.p99<=10s", pass.path("gate").asText());
        assertEquals("read.clat.p99", pass.path("metric").asText());
        assertEquals("<=", pass.path("operator").asText());
        assertEquals("ns", pass.path("unit").asText());
        assertEquals("PASS", pass.path("result").asText());
        assertEquals(1e10, pass.path("threshold").asDouble(), 0.0);
        assertEquals("FAIL", slo.path("gates").get(1).path("result").asText());
    }

    @Test
    void shouldRefuseABadGateBeforeAnyIo() {
        Path file = dir.resolve("never.dat");
        MainTest.Result r = MainTest.run("--name=b", "--filename=" + file, "--size=1m", "--rw=randread",
                "--slo=read.clat.p99<=2");
        r.assertBadInput();
        assertTrue(r.err().contains("slo=read.clat.p99<=2: a latency needs a unit"), r.err());
        assertFalse(Files.exists(file), "nothing laid out");
        MainTest.Result w = MainTest.run("--name=w", "--filename=" + file, "--size=1m", "--rw=write",
                "--slo=read.clat.p99<=2ms");
        w.assertBadInput();
        assertTrue(w.err().contains("the job does no reads"), w.err());
        assertFalse(Files.exists(file), "nothing laid out");
    }

    @Test
    void shouldLetAJobErrorWinOverAFailedGate() {
        MainTest.Result r = MainTest.run("--name=m", "--ioengine=null", "--size=64m", "--rw=randread", "--iodepth=4",
                "--max_latency=1us", "--slo=iops>=1");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
        assertTrue(r.err().contains("exceeds max_latency (1000 nsec)"), r.err());
    }

    @Test
    void shouldShowTheTrendWithExtended() {
        MainTest.Result r = MainTest.run("--name=e", "--ioengine=null", "--size=64m", "--rw=randread", "--time_based",
                "--runtime=4", "--rate_iops=2000", "--extended");
        assertEquals(ExitCode.OK, r.code(), r.err());
        String line = r.out().lines().filter(l -> l.startsWith("  steadiness   : ")).findFirst().orElseThrow(
                () -> new AssertionError(r.out()));
        assertTrue(line.startsWith("  steadiness   : steady: IOPS "), line);
    }
}
