package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * fio job files run to completion under jfio, unchanged but for their scale: sizes become 1 MiB,
 * runtimes 1 s, and every path a temp directory. The jobs of the JSON report (name and group, in
 * order, one entry per clone or per group under {@code group_reporting}) are fio's own account of
 * its jobs, clones and groups, and are compared:
 * <ul>
 * <li>default suite: each job file jfio owns ({@code src/test/resources/compat-jobs} and the
 *     repository's {@code examples/}) against the {@code ; expect:} line of its header;</li>
 * <li>{@code shared} profile ({@code ./mvnw -q verify -Pshared}, which {@code .ci/run} runs too):
 *     those files and the public fio examples in {@code ../shared/compat/fio-jobs/} against the real
 *     fio, run on the same scaled file. fio comes from the Debian package; CI installs it, so there
 *     a missing fio fails.</li>
 * </ul>
 */
class CompatJobsTest {
    private static final Pattern OPTION = Pattern.compile("^(\\s*)([A-Za-z_]+)(\\s*=\\s*)([^;#]*?)(\\s*([;#].*)?)$");
    private static final long FIO_TIMEOUT_SECONDS = 120;

    @TempDir
    Path tmp;

    private static final String EXPECT = "; expect:";

    static Stream<Path> ownedJobFiles() {
        return Stream.concat(TestPaths.ownedJobFiles().stream(), TestPaths.exampleJobFiles().stream());
    }

    static Stream<Path> sharedJobFiles() {
        return TestPaths.sharedJobFiles().stream();
    }

    static Stream<Path> everyJobFile() {
        return Stream.concat(sharedJobFiles(), ownedJobFiles());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ownedJobFiles")
    void shouldParseAndRunEachOwnedJobFileWithTheJobsAndGroupsItsHeaderStates(Path original) throws Exception {
        List<String> expected = expectedJobs(original);
        assertFalse(expected.isEmpty(), original + " states its jobs in a '" + EXPECT + "' header line");
        MainTest.Result parsed = MainTest.run("--parse-only", original.toString());
        assertEquals(ExitCode.OK, parsed.code(), () -> original + ": " + parsed.err());
        parsed.assertNoStackTrace();
        assertTrue(parsed.err().lines().allMatch(l -> l.startsWith("jfio: warning: ")), () -> original + ": " + parsed.err());

        Path job = tmp.resolve(original.getFileName());
        Files.writeString(job, scaledDown(Files.readString(original), tmp));
        Path jfioJson = tmp.resolve("jfio.json");
        MainTest.Result r = MainTest.run("--output-format=json", "--output=" + jfioJson, job.toString());
        if (r.code() != ExitCode.OK && r.err().contains("is not available") && !"true".equalsIgnoreCase(System.getenv("CI"))) {
            Assumptions.abort(original.getFileName() + ": " + r.err().strip());
        }
        assertEquals(ExitCode.OK, r.code(), () -> original + ": " + r.err());
        r.assertNoStackTrace();
        assertEquals(expected, jobsAndGroups(Files.readString(jfioJson)), original + ": jobs (name@group)");
    }

    @Tag("shared")
    @ParameterizedTest(name = "{0}")
    @MethodSource("sharedJobFiles")
    void shouldParseEverySharedJobFile(Path job) {
        MainTest.Result r = MainTest.run("--parse-only", job.toString());
        assertEquals(ExitCode.OK, r.code(), () -> job + ": " + r.err());
        r.assertNoStackTrace();
    }

    @Tag("shared")
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyJobFile")
    void shouldRunScaledDownAndReportTheSameJobsClonesAndGroupsAsFio(Path original) throws Exception {
        Path job = tmp.resolve(original.getFileName());
        Files.writeString(job, scaledDown(Files.readString(original), tmp));

        Path jfioJson = tmp.resolve("jfio.json");
        MainTest.Result r = MainTest.run("--output-format=json", "--output=" + jfioJson, job.toString());
        assertEquals(ExitCode.OK, r.code(), () -> original + ": " + r.err());
        r.assertNoStackTrace();
        List<String> jfioJobs = jobsAndGroups(Files.readString(jfioJson));

        Path fioJson = tmp.resolve("fio.json");
        runFio(job, fioJson);
        List<String> fioJobs = jobsAndGroups(Files.readString(fioJson));

        assertFalse(fioJobs.isEmpty(), "fio reported no jobs for " + original);
        assertEquals(fioJobs, jfioJobs, original + ": jobs (name@group) as fio reports them");
        List<String> expected = expectedJobs(original);
        if (!expected.isEmpty()) {
            assertEquals(fioJobs, expected, original + ": the header's '" + EXPECT + "' line is what fio reports");
        }
    }

    /** @return the jobs listed on the job file's {@code ; expect:} line, empty without one */
    private static List<String> expectedJobs(Path jobFile) throws IOException {
        for (String line : Files.readAllLines(jobFile)) {
            if (line.startsWith(EXPECT)) {
                return List.of(line.substring(EXPECT.length()).trim().split("\\s+"));
            }
        }
        return List.of();
    }

    /**
     * @return the job file with every size 1 MiB, every runtime 1 s, every directory the temp
     *         directory and every absolute file name moved into it; a leading [global] gives a
     *         size for files that had none (a device name) and the directory
     */
    static String scaledDown(String text, Path dir) {
        StringBuilder out = new StringBuilder("[global]\ndirectory=" + dir + "\nverify_state_save=0\n");
        boolean namesDevice = false;
        for (String line : text.split("\n", -1)) {
            Matcher m = OPTION.matcher(line);
            if (!m.matches() || line.trim().startsWith("[")) {
                out.append(line).append('\n');
                continue;
            }
            String key = m.group(2);
            String value = m.group(4);
            String replaced = switch (key) {
                case "size", "filesize" -> "1m";
                case "runtime", "timeout" -> "1";
                case "directory" -> dir.toString();
                case "filename" -> {
                    if (value.startsWith("/")) {
                        namesDevice |= value.startsWith("/dev/");
                        yield value.substring(value.lastIndexOf('/') + 1);
                    }
                    yield value;
                }
                default -> value;
            };
            out.append(m.group(1)).append(key).append(m.group(3)).append(replaced).append(m.group(5)).append('\n');
        }
        if (namesDevice) {
            out.insert(out.indexOf("\n") + 1, "size=1m\n");
        }
        return out.toString();
    }

    private void runFio(Path job, Path json) throws IOException, InterruptedException {
        Path fio = findFio();
        Process p = new ProcessBuilder(fio.toString(), "--output-format=json", "--output=" + json, job.toString())
                .directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("fio.out").toFile()).start();
        if (!p.waitFor(FIO_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("fio did not finish " + job + " in " + FIO_TIMEOUT_SECONDS + " s");
        }
        assertEquals(0, p.exitValue(), () -> "fio failed on " + job + ": " + read(tmp.resolve("fio.out")));
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

    /** @return "jobname@groupid" for each entry of the JSON report's "jobs" array, in order */
    private static List<String> jobsAndGroups(String json) throws IOException {
        // fio writes notices before the JSON document when --output is a file; start at the brace
        JsonNode root = new ObjectMapper().readTree(json.substring(json.indexOf('{')));
        List<String> out = new ArrayList<>();
        for (JsonNode j : root.path("jobs")) {
            assertEquals(0, j.path("error").asInt(), () -> "job error in " + j.path("jobname"));
            out.add(j.path("jobname").asText() + "@" + j.path("groupid").asInt());
        }
        return out;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            return "(" + e.getMessage() + ")";
        }
    }

    @org.junit.jupiter.api.Test
    void shouldScaleSizesRuntimesAndPathsButNothingElse() {
        Path dir = Path.of("/tmp/x");
        String scaled = scaledDown("[w]\nsize=10G\nruntime=900 ; long\nfilename=/dev/XXX\nbs=4k\n", dir);
        assertEquals("[global]\nsize=1m\ndirectory=/tmp/x\nverify_state_save=0\n[w]\nsize=1m\nruntime=1 ; long\nfilename=XXX\nbs=4k\n\n",
                scaled, scaled);
        assertTrue(scaledDown("numjobs=4\t; 4 threads\n", dir).contains("numjobs=4\t; 4 threads"));
    }
}
