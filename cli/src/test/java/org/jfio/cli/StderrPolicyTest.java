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
 * stderr too only at a terminal or with {@code --warnings=stderr}.
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
    void shouldStillReportErrorsOnStderr() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start("--name=t", "--ioengine=null", "--size=1m", "--rw=bogus")) {
            assertEquals(ExitCode.JOB_ERROR, child.await(TIMEOUT_SECONDS));
            assertTrue(child.stderr().startsWith("jfio: rw=bogus: invalid value"), child.stderr());
        }
    }
}
