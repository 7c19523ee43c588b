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
     */
    @Test
    void shouldShareAFlowInTheRatioOfItsWeightsAsFioAcceptsIt() throws Exception {
        JsonNode jobs = jfio(jobFile("flow.fio")).path("jobs");
        double iops1 = jobs.get(0).path("read").path("iops").asDouble();
        double iops2 = jobs.get(1).path("read").path("iops").asDouble();
        assertTrue(iops1 >= 900 && iops1 <= 1050, "first job's IOPS " + iops1);
        assertTrue(iops2 / iops1 >= 6 && iops2 / iops1 <= 10, "ratio " + iops2 / iops1);
        assertEquals("8", jobs.get(1).path("job options").path("flow").asText());
    }
}
