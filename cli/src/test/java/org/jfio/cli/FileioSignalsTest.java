package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl-C during {@code jfio fileio run} in a child JVM: the partial report, exit 130, the files intact. */
class FileioSignalsTest {
    @TempDir
    Path tmp;

    @Test
    void shouldPrintThePartialReportAndKeepTheFiles() throws Exception {
        assertEquals(ExitCode.OK, MainTest.run("fileio", "--file-dir=" + tmp, "--file-num=2", "--file-total-size=8M",
                "prepare").code());
        try (ChildJfio jfio = ChildJfio.start("fileio", "--file-dir=" + tmp, "--file-num=2", "--file-total-size=8M",
                "--file-test-mode=rndrw", "--time=60", "--report-interval=1", "run")) {
            jfio.readStdoutUntil("Threads started!");
            jfio.readStdoutUntil("[ 1s ] reads: ");
            jfio.signal("INT");
            int code = jfio.await(30);
            assertEquals(ExitCode.INTERRUPTED, code, jfio.stderr());
            SysbenchOutput p = SysbenchOutput.parse(jfio.stdout());
            assertTrue(p.events() > 0 && p.totalSeconds() < 60, jfio.stdout());
            assertTrue(jfio.stderr().contains("terminating on signal 2 (SIGINT)"), jfio.stderr());
        }
        for (int i = 0; i < 2; i++) {
            assertEquals(4L << 20, Files.size(tmp.resolve("test_file." + i)), "test_file." + i + " intact");
        }
    }

    @Test
    void shouldStopPrepareWithExit130AndTellOnlyTheFilesDone() throws Exception {
        int files = 32;
        try (ChildJfio jfio = ChildJfio.start("fileio", "--file-dir=" + tmp, "--file-num=" + files,
                "--file-total-size=1G", "prepare")) {
            jfio.readStdoutUntil("Creating file test_file.0");
            jfio.signal("INT");
            int code = jfio.await(60);
            assertEquals(ExitCode.INTERRUPTED, code, jfio.stderr());
            long told = jfio.stdout().lines().filter(l -> l.startsWith("Creating file ")).count();
            assertTrue(told < files, jfio.stdout());
            // each line tells a file that is whole; none after the one being written exists
            for (int i = 0; i < told; i++) {
                assertEquals(32L << 20, Files.size(tmp.resolve("test_file." + i)), "test_file." + i + " told, whole");
            }
            for (long i = told + 1; i < files; i++) {
                assertTrue(!Files.exists(tmp.resolve("test_file." + i)), "test_file." + i + " never started");
            }
        }
    }
}
