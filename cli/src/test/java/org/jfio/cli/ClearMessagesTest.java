package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Error lines that say what is wrong in the user's own words: each one line, exit 1. */
class ClearMessagesTest {
    @TempDir
    Path tmp;

    @Test
    void shouldSayThatAVariableIsUnset() throws IOException {
        Path job = Files.writeString(tmp.resolve("v.fio"), "[t]\nioengine=null\nsize=${JFIO_TEST_SURELY_UNSET}\n");
        MainTest.Result r = MainTest.run(job.toString()).assertBadInput();
        assertEquals("jfio: " + job + ":3: size=${JFIO_TEST_SURELY_UNSET}: the environment variable JFIO_TEST_SURELY_UNSET"
                + " is not set, so it reads as nothing (size=: missing value)\n", r.err());
    }

    @Test
    void shouldNameTheEmptyEndOfARange() {
        MainTest.Result r = MainTest.run("--name=t", "--ioengine=null", "--size=1m", "--filesize=1k-").assertBadInput();
        assertEquals("jfio: filesize=1k-: the range has no high end (write min-max, e.g. 4k-64k)\n", r.err());
        MainTest.Result low = MainTest.run("--name=t", "--ioengine=null", "--size=1m", "--bsrange=:4k").assertBadInput();
        assertEquals("jfio: bsrange=:4k: the range has no low end (write min-max, e.g. 4k-64k)\n", low.err());
    }

    @Test
    void shouldGiveTheReasonAFileCannotBeWritten() {
        Path out = tmp.resolve("nodir").resolve("o");
        MainTest.Result r = MainTest.run("--name=t", "--ioengine=null", "--size=1m", "--output=" + out).assertBadInput();
        assertEquals("jfio: --output=" + out + ": cannot write: No such file or directory (the directory "
                + out.getParent() + " does not exist)\n", r.err());
    }

    @Test
    void shouldSayWhereATruncatedResultEnds() throws IOException {
        Path full = tmp.resolve("r.json");
        MainTest.Result run = MainTest.run("--name=t", "--ioengine=null", "--size=256k", "--output-format=json", "--extended",
                "--output=" + full);
        assertEquals(ExitCode.OK, run.code(), run.err());
        String text = Files.readString(full);
        Path cut = Files.writeString(tmp.resolve("cut.json"), text.substring(0, text.indexOf("\"read\" : {")));
        Path other = Files.writeString(tmp.resolve("other.json"), text);
        MainTest.Result r = MainTest.run("merge", cut.toString(), other.toString()).assertBadInput();
        assertTrue(r.err().matches("jfio: merge: .*cut\\.json: not a jfio result: not valid JSON at line \\d+, column \\d+: "
                + "Unexpected end-of-input[^\\n]*\\n"), r.err());
        assertFalse(r.err().contains("Source:") || r.err().contains("StreamReadFeature"), r.err());
    }

    @Test
    void shouldEchoACpumaskAsWritten() {
        MainTest.Result r = MainTest.run("--name=t", "--ioengine=null", "--size=1m",
                "--cpumask=0x" + Long.toHexString(1L << 62)).assertBadInput();
        assertTrue(r.err().startsWith("jfio: cpumask=0x4000000000000000: CPU 62 too large"), r.err());
    }

    @Test
    void shouldNameEachOptionOnceInTheFileioPrepareHint() {
        MainTest.Result r = MainTest.run("fileio", "--file-dir=" + tmp, "--file-num=4", "--file-num=2",
                "--file-total-size=64K", "--file-test-mode=rndrd", "run");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
        assertTrue(r.err().contains("jfio fileio --file-dir=" + tmp + " --file-num=2 --file-total-size=64K "
                + "--file-test-mode=rndrd prepare"), r.err());
        assertFalse(r.err().contains("--file-num=4"), r.err());
    }
}
