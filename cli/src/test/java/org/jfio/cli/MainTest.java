package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Black-box tests of the jfio command: exit codes, stdout and stderr. */
class MainTest {
    @TempDir
    Path tmp;

    /** What one run printed. */
    record Result(int code, String out, String err) {
        /** Asserts a bad-input failure: exit 1, one line on stderr, no stack trace. */
        Result assertBadInput() {
            assertEquals(ExitCode.JOB_ERROR, code, () -> "exit code; stderr: " + err);
            assertEquals(1, err.lines().count(), () -> "one line on stderr: " + err);
            assertTrue(err.startsWith("jfio: "), err);
            assertNoStackTrace();
            return this;
        }

        void assertNoStackTrace() {
            assertFalse(err.contains("at org."), err);
            assertFalse(err.contains("Exception"), err);
        }
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void shouldPrintBandwidthInBitsWithUnitBase1() {
        Result r = run("--name=bits", "--ioengine=null", "--size=64m", "--unit_base=1");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().matches("(?s).*read: IOPS=\\S+, BW=[0-9.]+[KMGT]ibit/s \\([0-9.]+[kMGT]bit/s\\).*"), r.out());
        assertTrue(r.out().matches("(?s).*READ: bw=[0-9.]+[KMGT]ibit/s .*"), r.out());
        assertTrue(r.out().contains("bw (  KiB/s)") || !r.out().contains("bw ("), "the bw sample line stays in KiB/s");
    }

    @Test
    void shouldPrintTheVersion() {
        Result r = run("--version");
        assertEquals(ExitCode.OK, r.code());
        assertTrue(r.out().matches("jfio-\\S+\\R"), r.out());
    }

    @Test
    void shouldPrintHelp() {
        Result r = run("--help");
        assertEquals(ExitCode.OK, r.code());
        for (String flag : List.of("--output-format", "--output", "--enghelp", "--cmdhelp", "--parse-only",
                "--debug", "--version", "--name=")) {
            assertTrue(r.out().contains(flag), flag);
        }
    }

    @Test
    void shouldAddTheExtendedFiguresOnlyWithExtended() {
        String[] job = {"--name=x", "--ioengine=null", "--size=1m", "--bs=4k", "--rw=randrw", "--rate_iops=20000",
            "--number_ios=200", "--output-format=json,normal"};
        Result plain = run(job);
        assertEquals(ExitCode.OK, plain.code(), plain.err());
        assertFalse(plain.out().contains("\"jfio\""), plain.out());
        assertFalse(plain.out().contains("exact percentiles"), plain.out());
        String[] ext = java.util.Arrays.copyOf(job, job.length + 1);
        ext[job.length] = "--extended";
        Result r = run(ext);
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\"jfio\" : {"), r.out());
        assertTrue(r.out().contains("\"sched_lat_ns\" : {"), "rate_iops gives a schedule: " + r.out());
        assertTrue(r.out().contains("\"99.999000\" : "), r.out());
        assertTrue(r.out().contains("    clat exact percentiles ("), r.out());
        assertTrue(r.out().contains("    sched lat ("), r.out());
    }

    @Test
    void shouldListEngines() {
        Result r = run("--enghelp");
        assertEquals(ExitCode.OK, r.code());
        for (String engine : List.of("null", "sync", "psync")) {
            assertTrue(r.out().lines().anyMatch(l -> l.strip().startsWith(engine + " ")), engine + " in " + r.out());
        }
        assertTrue(r.out().contains("available"), r.out());
        Result one = run("--enghelp=psync");
        assertEquals(ExitCode.OK, one.code());
        assertTrue(one.out().startsWith("psync: "), one.out());
        run("--enghelp=bogus").assertBadInput();
    }

    @Test
    void shouldDescribeOneEngineOptionAsFioDoes() {
        Result r = run("--enghelp=pvsync2,hipri");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("""
                               hipri: Set RWF_HIPRI for preadv2/pwritev2 (polled completion, needs O_DIRECT and poll queues)
                                type: boolean: 0 or 1; the bare name means 1 (opt or opt=1)
                             default: 0
                """, r.out());
        Result none = run("--enghelp=pvsync2,nosuch");
        none.assertBadInput();
        assertEquals("jfio: --enghelp=pvsync2,nosuch: pvsync2 has no option 'nosuch' (its options: hipri, "
                + "hipri_percentage, nowait, uncached)", none.err().strip());
    }

    @Test
    void shouldDescribeJobOptions() {
        Result all = run("--cmdhelp");
        assertEquals(ExitCode.OK, all.code());
        assertTrue(all.out().contains("rwmixread"), all.out());
        Result bs = run("--cmdhelp=bs");
        assertEquals(ExitCode.OK, bs.code());
        assertTrue(bs.out().contains("blocksize"), bs.out());
        assertTrue(run("--cmdhelp=blocksz").assertBadInput().err().contains("did you mean"));
    }

    @Test
    void shouldRejectUnknownOptionsWithASuggestion() {
        Result r = run("--name=t", "--blocksz=4k").assertBadInput();
        assertTrue(r.err().contains("blocksz"), r.err());
        assertTrue(r.err().contains("did you mean"), r.err());
    }

    @Test
    void shouldRejectBadSizes() {
        Result r = run("--name=t", "--size=12q").assertBadInput();
        assertTrue(r.err().contains("size=12q"), r.err());
    }

    @Test
    void shouldRejectUnknownEnginesBeforeWritingAnything() {
        Path f = tmp.resolve("f");
        Result r = run("--name=t", "--filename=" + f, "--size=1m", "--ioengine=bogus").assertBadInput();
        assertTrue(r.err().contains("bogus"), r.err());
        assertTrue(r.err().contains("psync"), "lists the known engines: " + r.err());
        assertFalse(Files.exists(f));
    }

    @Test
    void shouldRejectADirectoryAsFilename() {
        Result r = run("--name=t", "--filename=" + tmp, "--size=1m").assertBadInput();
        assertTrue(r.err().contains("is a directory"), r.err());
    }

    @Test
    void shouldNeedASizeForAFileThatDoesNotExist() {
        Path f = tmp.resolve("missing");
        Result r = run("--name=w", "--filename=" + f).assertBadInput();
        assertTrue(r.err().startsWith("jfio: w: "), "names the job: " + r.err());
        assertTrue(r.err().contains("size="), r.err());
        assertFalse(Files.exists(f));
    }

    @Test
    void shouldWriteNothingForBadInput() {
        Path report = tmp.resolve("report.json");
        run("--output=" + report, "--output-format=json", "--name=t", "--size=12q").assertBadInput();
        assertFalse(Files.exists(report));
    }

    @Test
    void shouldRejectBadFlagShapesAndValues() {
        Result missing = run("--output-format");
        assertEquals(ExitCode.USAGE, missing.code());
        missing.assertNoStackTrace();
        assertEquals(1, missing.err().lines().count(), missing.err());
        assertTrue(run("--output-format=xml", "--name=t", "--size=1m").assertBadInput().err().contains("xml"));
        Result none = run();
        assertEquals(ExitCode.USAGE, none.code());
        none.assertNoStackTrace();
    }

    @Test
    void shouldParseEveryExample() throws IOException {
        Path dir = TestPaths.repoRoot().resolve("examples");
        try (var files = Files.list(dir)) {
            List<Path> jobs = files.filter(p -> p.toString().endsWith(".fio")).sorted().toList();
            assertFalse(jobs.isEmpty(), "no examples in " + dir);
            for (Path job : jobs) {
                Result r = run("--parse-only", job.toString());
                assertEquals(ExitCode.OK, r.code(), () -> job + ": " + r.err());
                assertEquals("", r.err(), job.toString());
                assertTrue(Files.readString(job).startsWith(";"), job + " opens with a comment saying what it measures");
            }
        }
    }

    private String[] tinyJob(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("--name=t", "--filename=" + tmp.resolve("f"),
                "--size=1m", "--bs=4k", "--rw=randrw", "--ioengine=psync"));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    @Test
    void shouldRunATinyJobWithTheNormalReport() {
        Result r = run(tinyJob("--warnings=stderr"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("read: IOPS="), r.out());
        assertTrue(r.out().contains("write: IOPS="), r.out());
        assertTrue(r.out().contains("Starting 1 thread"), r.out());
        assertTrue(r.out().contains("t: Laying out IO file"), r.out());
        assertTrue(r.err().matches("jfio: warning: t: direct=0 and the working set \\(1024KiB\\) fits in RAM \\(.*\\): "
                + "the results measure the page cache, not the device; fix: .*\\R"), "only the page-cache warning: " + r.err());
    }

    @Test
    void shouldRunATinyJobWithTheJsonReport() throws IOException {
        Result r = run(tinyJob("--output-format=json"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertTrue(root.path("jobs").path(0).path("read").path("total_ios").asLong() > 0, r.out());
        assertFalse(r.out().contains("Laying out"), "nothing but JSON on stdout");
    }

    @Test
    void shouldPrintBothFormats() throws IOException {
        Result r = run(tinyJob("--output-format=normal,json"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("read: IOPS="), r.out());
        int json = r.out().indexOf("\n{");
        assertTrue(json > 0, r.out());
        JsonNode root = new ObjectMapper().readTree(r.out().substring(json + 1));
        assertTrue(root.path("jobs").path(0).path("write").path("total_ios").asLong() > 0);
    }

    @Test
    void shouldWriteTheReportToTheOutputFile() throws IOException {
        Path report = tmp.resolve("report.json");
        Result r = run(tinyJob("--output-format=json", "--output=" + report));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("", r.out());
        JsonNode root = new ObjectMapper().readTree(report.toFile());
        assertTrue(root.path("jobs").path(0).path("read").path("total_ios").asLong() > 0);
    }

    @Test
    void shouldRunJobFilesMixedWithCommandLineGlobals() throws IOException {
        Path job = Files.writeString(tmp.resolve("j.fio"), "; test job\n[j]\nrw=read\nsize=256k\nfilename="
                + tmp.resolve("g") + "\n");
        Result r = run("--ioengine=sync", "--bs=64k", job.toString(), "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode root = new ObjectMapper().readTree(r.out());
        assertEquals("sync", root.path("global options").path("ioengine").asText());
        assertEquals(4, root.path("jobs").path(0).path("read").path("total_ios").asLong());
    }
}
