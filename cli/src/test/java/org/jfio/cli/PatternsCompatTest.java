package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * jfio and fio 3.33 (the Debian package; CI installs it) run the same job files of
 * {@code src/test/resources/pattern-jobs}, one per option family (holes, trims, zones, values fio
 * parses its own way, flows), and report the same jobs, groups, and per job the same bytes and
 * I/O counts per direction (and fsyncs). Without fio the test is skipped, or fails when
 * {@code CI=true}.
 */
class PatternsCompatTest {
    private static final String[] DDIRS = {"read", "write", "trim"};

    @TempDir
    Path tmp;

    private static Path jobFile(String name) {
        return TestPaths.repoRoot().resolve("cli/src/test/resources/pattern-jobs").resolve(name);
    }

    private JsonNode fio(Path job) throws IOException, InterruptedException {
        Path out = tmp.resolve("fio.json");
        Process p = new ProcessBuilder(ChildJfio.requireTool("fio"), "--output-format=json", "--output=" + out, job.toString())
                .directory(tmp.toFile()).redirectErrorStream(true).redirectOutput(tmp.resolve("fio.out").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "fio finished");
        assertEquals(0, p.exitValue(), () -> read(tmp.resolve("fio.out")));
        return parse(Files.readString(out, StandardCharsets.UTF_8));
    }

    private static JsonNode jfio(Path job) throws IOException {
        MainTest.Result r = MainTest.run("--output-format=json", job.toString());
        assertEquals(ExitCode.OK, r.code(), r::err);
        r.assertNoStackTrace();
        return parse(r.out());
    }

    private static JsonNode parse(String json) throws IOException {
        return new ObjectMapper().readTree(json.substring(json.indexOf('{')));
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return e.toString();
        }
    }

    /** @return per job: name@group, then bytes/ios per direction and the fsync count */
    private static List<String> figures(JsonNode root) {
        List<String> out = new ArrayList<>();
        for (JsonNode j : root.path("jobs")) {
            StringBuilder b = new StringBuilder(j.path("jobname").asText()).append('@').append(j.path("groupid").asInt());
            for (String d : DDIRS) {
                b.append(' ').append(d).append('=').append(j.path(d).path("io_bytes").asLong())
                        .append('/').append(j.path(d).path("total_ios").asLong());
            }
            b.append(" fsync=").append(j.path("sync").path("total_ios").asLong());
            b.append(" error=").append(j.path("error").asInt());
            out.add(b.toString());
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"holes.fio", "trims.fio", "zones.fio", "parsing.fio"})
    void shouldIssueWhatFioIssuesForTheSameJobFile(String name) throws Exception {
        Path job = jobFile(name);
        JsonNode fio = fio(job);
        List<String> expected = figures(fio);
        assertFalse(expected.isEmpty());
        assertEquals(expected, figures(jfio(job)), name + ": jobs, groups, bytes and I/Os as fio 3.33 reports them");
        JsonNode echo = jfio(job).path("jobs").get(0).path("job options");
        assertEquals(fio.path("jobs").get(0).path("job options"), echo, name + ": the first job's options echoed as fio echoes them");
    }

    /**
     * fio's own acceptance for its flow test (t/jobs t0011), applied to jfio: the second job 6..10
     * times the first's IOPS, the first near its rate_iops=1000. fio 3.33 itself is not held to it
     * here: on this loaded 2-CPU machine it made ratios from 3.45 to 8.0 on the same job file.
     *
     * <p>Both are taken from the jobs' IOPS logs (a row a second) over the seconds both ran whole:
     * the first and last windows are left out, since a job whose thread started a little later
     * than the other's also ends later, and runs those last moments alone, out of the flow.
     */
    @Test
    void shouldShareAFlowInTheRatioOfItsWeightsAsFioAcceptsIt() throws Exception {
        Path job = tmp.resolve("flow.fio");
        Files.writeString(job, Files.readString(jobFile("flow.fio")).replace("[global]\n",
                "[global]\nwrite_iops_log=" + tmp.resolve("flow") + "\nlog_avg_msec=1000\n"));
        JsonNode jobs = jfio(job).path("jobs");
        assertEquals("8", jobs.get(1).path("job options").path("flow").asText());
        List<Long> first = iopsWindows(tmp.resolve("flow_iops.1.log"));
        List<Long> second = iopsWindows(tmp.resolve("flow_iops.2.log"));
        int whole = Math.min(first.size(), second.size()) - 1;
        assertTrue(whole >= 5, "windows of both jobs: " + first + " and " + second);
        long ios1 = 0;
        long ios2 = 0;
        for (int w = 1; w < whole; w++) {
            ios1 += first.get(w);
            ios2 += second.get(w);
        }
        double iops1 = ios1 / (whole - 1.0);
        assertTrue(iops1 >= 900 && iops1 <= 1050, "first job's IOPS " + iops1 + " in " + first);
        assertTrue(ios2 / (double) ios1 >= 6 && ios2 / (double) ios1 <= 10, "ratio " + ios2 / (double) ios1 + ": "
                + first + " and " + second);
    }

    /** @return the IOPS of each row of an IOPS log ({@code msec, value, ddir, bs, offset}) */
    private static List<Long> iopsWindows(Path log) throws IOException {
        List<Long> out = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            out.add(Long.parseLong(line.split(",")[1].strip()));
        }
        return out;
    }
}
