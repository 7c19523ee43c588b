package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A plain run's {@code --output}, through {@link Main}: checked before the job runs, never the job's own file. */
class ReportOutputTest {
    @TempDir
    Path tmp;

    @Test
    void shouldRefuseTheJobsOwnFileAndAnEmptyName() throws Exception {
        Path f = tmp.resolve("f");
        byte[] data = new byte[64 << 10];
        Arrays.fill(data, (byte) 0x33);
        Files.write(f, data);
        MainTest.Result same = MainTest.run("--output=" + f, "--name=t", "--filename=" + f, "--size=64k", "--rw=read")
                .assertBadInput();
        assertEquals("jfio: --output=" + f + " is job t's file " + f
                + ": writing the report there would overwrite it; give another file", same.err().strip());
        assertArrayEquals(data, Files.readAllBytes(f), "the data file is untouched");
        Path g = tmp.resolve("g");
        MainTest.Result empty = MainTest.run("--output=", "--name=t", "--filename=" + g, "--size=64k").assertBadInput();
        assertTrue(empty.err().contains("--output= is empty"), empty.err());
        assertTrue(Files.notExists(g), "nothing is laid out");
    }

    @Test
    void shouldFailWhenTheOutputFileCannotTakeTheReport() {
        MainTest.Result r = MainTest.run("--output=/dev/full", "--name=t", "--ioengine=null", "--size=1m");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
        assertEquals("jfio: --output=/dev/full: the report could not be written: No space left on device", r.err().strip());
    }

    @Test
    void shouldFailWhenStdoutCannotTakeTheReport() throws Exception {
        for (String[] args : new String[][] {{"--name=t", "--ioengine=null", "--size=1m"}, {"--version"},
                {"--name=t", "--ioengine=null", "--size=1m", "--output-format=json"}}) {
            java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
            int code;
            try (PrintStream out = new PrintStream(new java.io.FileOutputStream("/dev/full"), false, StandardCharsets.UTF_8);
                    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                code = Main.run(args, out, e);
            }
            String text = err.toString(StandardCharsets.UTF_8);
            assertEquals(ExitCode.JOB_ERROR, code, Arrays.toString(args) + ": " + text);
            assertEquals(1, text.lines().count(), text);
            assertTrue(text.startsWith("jfio: stdout: the "), text);
            assertTrue(text.contains("could not be written"), text);
        }
    }
}
