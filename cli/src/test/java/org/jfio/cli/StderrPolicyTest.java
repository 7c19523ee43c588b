package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A successful job run by a script (stderr not a terminal) leaves stderr empty, as fio does
 * (fio's test harness and many wrappers take stderr output as a failure): jfio's warnings stay in
 * the report (normal output's {@code jfio warnings:}, JSON's {@code jfio.warnings}) and go to
 * stderr too only at a terminal or with {@code --warnings=stderr}. {@code jfio fileio} follows the same
 * policy (its warnings in a {@code jfio warnings:} block after sysbench's report), and
 * {@code jfio report -o} and a run's {@code --output-format=html} name the page they wrote only
 * at a terminal.
 */
class StderrPolicyTest {
    private static final long TIMEOUT_SECONDS = 120;

    @TempDir
    Path tmp;

    /** A buffered job on a small file: the preflight warns that it measures the page cache. */
    private String[] pageCacheJob(String... flags) {
        String[] job = {"--name=t", "--filename=" + tmp.resolve("f"), "--size=1m", "--ioengine=psync", "--direct=0"};
        String[] out = java.util.Arrays.copyOf(flags, flags.length + job.length);
        System.arraycopy(job, 0, out, flags.length, job.length);
        return out;
    }

    @Test
    void shouldPrintNothingOnStderrForASuccessfulJobRunByAScript() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start(pageCacheJob())) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr(), "stderr is a pipe here");
            String out = child.stdout();
            assertTrue(out.matches("(?s).*\\njfio warnings:\\n  t: direct=0 and the working set \\(1024KiB\\) fits in RAM "
                    + "\\(.*\\): the results measure the page cache, not the device; fix: .*"), out);
        }
    }

    @Test
    void shouldKeepTheWarningsInTheJsonReport() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start(pageCacheJob("--output-format=json"))) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr());
            String out = child.stdout();
            assertTrue(out.contains("\"jfio\" : {\n    \"warnings\" : [\n      {"), out);
            assertTrue(out.contains("\"subject\" : \"t\""), out);
            assertTrue(out.contains("the results measure the page cache, not the device"), out);
        }
    }

    @Test
    void shouldAlsoPrintTheWarningsOnStderrWhenAskedTo() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start(pageCacheJob("--warnings=stderr", "--bsrange=8k-4k"))) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            String err = child.stderr();
            assertTrue(err.contains("jfio: warning: bsrange=8k-4k: the range runs from high to low; using 4k-8k as fio does\n"),
                    err);
            assertTrue(err.contains("jfio: warning: t: direct=0 and the working set (1024KiB) fits in RAM"), err);
            assertTrue(child.stdout().contains("jfio warnings:\n  bsrange=8k-4k: "), "still in the report");
        }
        MainTest.Result report = MainTest.run(pageCacheJob("--warnings=report"));
        assertEquals(ExitCode.OK, report.code(), report.err());
        assertEquals("", report.err());
        MainTest.Result bad = MainTest.run(pageCacheJob("--warnings=sometimes"));
        assertEquals(ExitCode.JOB_ERROR, bad.code());
        assertEquals("jfio: --warnings=sometimes: must be auto, stderr or report\n", bad.err());
    }

    @Test
    void shouldKeepFileioWarningsInItsReportWhenRunByAScript() throws IOException, InterruptedException {
        String[] common = {"fileio", "--file-dir=" + tmp, "--file-num=1", "--file-total-size=1M"};
        try (ChildJfio prepare = ChildJfio.start(concat(common, "prepare"))) {
            assertEquals(ExitCode.OK, prepare.await(TIMEOUT_SECONDS), prepare::stderr);
            assertEquals("", prepare.stderr());
        }
        String[] run = concat(common, "--file-test-mode=rndrd", "--events=20", "--time=0", "run");
        try (ChildJfio child = ChildJfio.start(run)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr(), "sysbench writes nothing on stderr; neither does jfio fileio for a script");
            assertTrue(child.stdout().matches("(?s).*\\njfio warnings:\\n  fileio: direct=0 and the working set .*"),
                    child.stdout());
        }
        try (ChildJfio child = ChildJfio.start(concat(new String[] {"fileio", "--warnings=stderr"},
                java.util.Arrays.copyOfRange(run, 1, run.length)))) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertTrue(child.stderr().startsWith("jfio fileio: warning: fileio: direct=0 and the working set "), child.stderr());
            assertTrue(child.stdout().contains("\njfio warnings:\n"), "still in the report");
        }
        MainTest.Result bad = MainTest.run("fileio", "--warnings=loud", "help");
        assertEquals(ExitCode.JOB_ERROR, bad.code());
        assertEquals("jfio fileio: --warnings=loud: must be auto, stderr or report\n", bad.err());
    }

    @Test
    void shouldNotNameTheReportsPageOnStderrForAScript() throws IOException, InterruptedException {
        Path result = tmp.resolve("r.json");
        MainTest.Result run = MainTest.run("--name=r", "--ioengine=null", "--size=256k", "--output-format=json",
                "--extended", "--output=" + result);
        assertEquals(ExitCode.OK, run.code(), run.err());
        Path page = tmp.resolve("r.html");
        try (ChildJfio child = ChildJfio.start("report", result.toString(), "-o", page.toString())) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr(), "the script named the page itself");
            assertEquals("", child.stdout());
            assertTrue(java.nio.file.Files.readString(page).startsWith("<!DOCTYPE html>"));
        }
    }

    @Test
    void shouldNotNameARunsPageOnStderrForAScript() throws IOException, InterruptedException {
        Path page = tmp.resolve("run.html");
        try (ChildJfio child = ChildJfio.start("--name=h", "--ioengine=null", "--size=256k", "--output-format=html",
                "--output=" + page)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr(), "the script named the page itself");
            assertEquals("", child.stdout(), "the page alone, in its file");
            assertTrue(java.nio.file.Files.readString(page).contains("id=\"pct-read\""));
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @Test
    void shouldStillReportErrorsOnStderr() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start("--name=t", "--ioengine=null", "--size=1m", "--rw=bogus")) {
            assertEquals(ExitCode.JOB_ERROR, child.await(TIMEOUT_SECONDS));
            assertTrue(child.stderr().startsWith("jfio: rw=bogus: invalid value"), child.stderr());
        }
    }
}
