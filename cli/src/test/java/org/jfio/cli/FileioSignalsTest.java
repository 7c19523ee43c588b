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
}
