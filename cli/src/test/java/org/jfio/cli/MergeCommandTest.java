package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jfio merge}'s checks of its inputs, black-box: one result given twice under two names
 * (a symbolic link, {@code ./}, a hard link), an output that is one of the results, and a result of fio
 * itself (the installed fio 3.33) instead of jfio's.
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
    void shouldRefuseOneResultGivenTwiceThroughTwoHardLinks() throws Exception {
        Path hard = Files.createLink(tmp.resolve("hard-x.json"), result);
        assertEquals("jfio: merge: " + hard + ": given twice (the same file as " + result + ")\n",
                MainTest.run("merge", result.toString(), hard.toString()).assertBadInput().err());
        byte[] before = Files.readAllBytes(result);
        assertEquals("jfio: merge: --output=" + hard + " is one of the results: give another file\n",
                MainTest.run("merge", result.toString(), "--output=" + hard).assertBadInput().err());
        assertArrayEquals(before, Files.readAllBytes(result), "the result is untouched");
    }

    @Test
    void shouldRefuseAnOutputThatReachesOneOfTheResults() throws Exception {
        Path link = Files.createSymbolicLink(tmp.resolve("link-to-x.json"), result);
        byte[] before = Files.readAllBytes(result);
        assertEquals("jfio: merge: --output=" + link + " is one of the results: give another file\n",
                MainTest.run("merge", result.toString(), "--output=" + link).assertBadInput().err());
        assertArrayEquals(before, Files.readAllBytes(result), "the result is untouched");
    }

    @Test
    void shouldSayThatAFioResultIsNotAJfioOne() throws Exception {
        Path fioJson = tmp.resolve("fio.json");
        Process fio = new ProcessBuilder(ChildJfio.requireTool("fio"), "--name=x", "--ioengine=null", "--size=1m",
                "--output-format=json", "--output=" + fioJson).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(tmp.resolve("fio.out").toFile()).start();
        assertTrue(fio.waitFor(60, TimeUnit.SECONDS), "fio finished");
        assertEquals(0, fio.exitValue(), Files.readString(tmp.resolve("fio.out")));
        String version = Files.readString(fioJson).lines().filter(l -> l.contains("\"fio version\"")).findFirst()
                .orElseThrow().replaceAll(".*: \"([^\"]+)\".*", "$1");
        assertTrue(version.startsWith("fio-"), version);

        String err = MainTest.run("merge", fioJson.toString()).assertBadInput().err();
        assertEquals("jfio: merge: " + fioJson + ": a fio result (" + version + "), not a jfio one: merge needs jfio's"
                + " JSON results with their extended section (jfio --output-format=json --extended; a ranked run writes"
                + " them so by itself)\n", err);
        assertEquals(err, MainTest.run("merge", result.toString(), fioJson.toString()).assertBadInput().err(),
                "the same beside a jfio result");
    }
}
