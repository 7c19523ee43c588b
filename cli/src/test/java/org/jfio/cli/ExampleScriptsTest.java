package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shell scripts of {@code examples/} run as a user runs them, shrunk through the environment
 * variables their headers name (sizes of a few MiB, runs of 1 s), in a temp directory as working
 * directory, with {@code JFIO} pointing at this build's command (a child JVM on the test class
 * path), and give what their headers promise. The job files of {@code examples/} run in
 * {@link CompatJobsTest}.
 */
class ExampleScriptsTest {
    private static final long TIMEOUT_SECONDS = 300;

    /** The scripts' working directory. */
    @TempDir
    Path tmp;

    /** The jfio command the scripts get, and their output. */
    @TempDir
    Path tools;

    /** What a script printed (stdout and stderr together, in order) and its exit code. */
    private record Ran(int code, String output) {
    }

    @Test
    void shouldListEveryScriptOfTheExamplesHere() throws IOException {
        try (Stream<Path> files = Files.list(TestPaths.repoRoot().resolve("examples"))) {
            List<String> scripts = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".sh")).sorted().toList();
            assertEquals(List.of("06-cross-check.sh", "07-sysbench-fileio.sh"), scripts,
                    "each script of examples/ has its test in this class");
        }
    }

    @Test
    void shouldCrossCheckSyncLibaioAndIoUringInOneCompare() throws Exception {
        Path json = tmp.resolve("cc.json");
        Ran r = run("06-cross-check.sh", Map.of("SIZE", "1m", "RUNTIME", "1", "REPEAT", "1"),
                "--output-format=json", "--output=" + json);
        assertEquals(0, r.code(), r.output());
        JsonNode compare = new ObjectMapper().readTree(json.toFile()).path("jfio_compare");
        List<String> engines = new ArrayList<>();
        for (JsonNode cell : compare.path("cells")) {
            engines.add(cell.path("engine").asText());
            if (!"ran".equals(cell.path("status").asText()) && !ci()) {
                Assumptions.abort(cell.path("engine").asText() + ": " + cell.path("reason").asText());
            }
            assertEquals("ran", cell.path("status").asText(), cell.toString());
            assertTrue(cell.path("median").path("iops").asDouble() > 0, cell.toString());
        }
        assertEquals(List.of("sync", "libaio", "io_uring"), engines, "one cell per engine, in the header's order");
        assertTrue(compare.path("target").toString().contains("direct"), compare.path("target").toString());
        List<String> rules = compare.path("findings").findValuesAsText("rule");
        assertTrue(rules.contains("sync-depth-1"), "the diagnosis notes that sync ran at depth 1: " + rules);
        assertTrue(Files.isRegularFile(tmp.resolve("jfio-data/crosscheck.dat")), "the file is in the working directory");
    }

    @Test
    void shouldRunTheSysbenchProcedureStepByStepAndLeaveNothingBehind() throws Exception {
        Ran r = run("07-sysbench-fileio.sh", Map.of("SIZE", "4m", "TIME", "1", "FIO_SIZE", "1m"));
        assertEquals(0, r.code(), r.output());
        String out = r.output();
        List<String> steps = List.of("### 1. prepare", "### 2. run", "### 3. cleanup", "### 4. the tuned run", "### 5. the fio");
        int at = -1;
        for (String step : steps) {
            int next = out.indexOf(step, at + 1);
            assertTrue(next > at, "step '" + step + "' after the one before: " + out);
            at = next;
        }
        String prepare = between(out, steps.get(0), steps.get(1));
        assertTrue(prepare.contains("128 files, 32Kb each, 4Mb total") && prepare.contains("Creating file test_file.127"), prepare);
        assertFalse(prepare.contains("warning"), "laying files out measures nothing: no page-cache warning\n" + prepare);
        String defaults = between(out, steps.get(1), steps.get(2));
        assertTrue(defaults.contains("Periodic FSYNC enabled, calling fsync() each 100 requests.")
                && defaults.contains("Using synchronous I/O mode") && defaults.contains("File operations:"), defaults);
        String tuned = between(out, steps.get(3), steps.get(4));
        assertTrue(tuned.contains("1 files, 4096Kb each") && tuned.contains("Extra file open flags: directio")
                && tuned.contains("Using asynchronous I/O mode") && tuned.contains("Read/Write ratio for combined random IO test: 1.00")
                && tuned.contains("File operations:"), tuned);
        assertFalse(tuned.contains("Periodic FSYNC"), tuned);
        String fio = out.substring(out.indexOf(steps.get(4)));
        assertTrue(fio.contains("randrw_test: (groupid=0, jobs=1)") && fio.contains("ioengine=libaio, iodepth=128"), fio);
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.map(p -> p.getFileName().toString()).toList(),
                    "cleanup removed the test files and the script the fio job's file");
        }
    }

    private static String between(String text, String from, String to) {
        return text.substring(text.indexOf(from), text.indexOf(to));
    }

    private static boolean ci() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** Runs an example script from the temp directory, with {@code JFIO} set to this build's jfio. */
    private Ran run(String script, Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(ChildJfio.requireTool("bash"));
        cmd.add(TestPaths.repoRoot().resolve("examples").resolve(script).toString());
        cmd.addAll(List.of(args));
        Path out = tools.resolve(script + ".out");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile());
        pb.environment().putAll(env);
        pb.environment().put("JFIO", jfioCommand().toString());
        Process p = pb.start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(script + " did not end within " + TIMEOUT_SECONDS + " s");
        }
        return new Ran(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    /** @return a script that runs this build's jfio in a child JVM */
    private Path jfioCommand() throws IOException {
        Path cmd = tools.resolve("jfio");
        String java = ProcessHandle.current().info().command().orElseThrow();
        Files.writeString(cmd, "#!/bin/sh\nexec '" + java + "' --enable-native-access=ALL-UNNAMED -cp '"
                + System.getProperty("java.class.path") + "' " + Main.class.getName() + " \"$@\"\n");
        Files.setPosixFilePermissions(cmd, PosixFilePermissions.fromString("rwx------"));
        return cmd;
    }
}
