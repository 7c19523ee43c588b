package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jfio merge}'s checks of its inputs, black-box: one result given twice under two names
 * (a symbolic link, {@code ./}) and an output that is one of the results.
 */
class MergeCommandTest {
    @TempDir
    Path tmp;

    private Path result;

    @BeforeEach
    void writeAResult() {
        result = tmp.resolve("x.json");
        MainTest.Result r = MainTest.run("--name=x", "--ioengine=null", "--size=1m", "--output-format=json", "--extended",
                "--output=" + result);
        assertEquals(ExitCode.OK, r.code(), r.err());
    }

    @Test
    void shouldRefuseOneResultGivenTwiceUnderTwoNames() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link-to-x.json"), result);
        assertEquals("jfio: merge: " + link + ": given twice (the same file as " + result + ")\n",
                MainTest.run("merge", result.toString(), link.toString()).assertBadInput().err());
        Path dotted = tmp.resolve(".").resolve("x.json");
        assertEquals("jfio: merge: " + dotted + ": given twice (the same file as " + result + ")\n",
                MainTest.run("merge", result.toString(), dotted.toString()).assertBadInput().err());
        assertEquals("jfio: merge: " + result + ": given twice\n",
                MainTest.run("merge", result.toString(), result.toString()).assertBadInput().err());
        MainTest.Result once = MainTest.run("merge", link.toString());
        assertEquals(ExitCode.OK, once.code(), once.err());
        assertTrue(once.out().contains("x: (groupid=0, jobs=1)"), once.out());
    }

    @Test
    void shouldRefuseAnOutputThatReachesOneOfTheResults() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link-to-x.json"), result);
        byte[] before = Files.readAllBytes(result);
        assertEquals("jfio: merge: --output=" + link + " is one of the results: give another file\n",
                MainTest.run("merge", result.toString(), "--output=" + link).assertBadInput().err());
        assertArrayEquals(before, Files.readAllBytes(result), "the result is untouched");
    }
}
