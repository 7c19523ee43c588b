package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jfio report} and where {@code --output-format=html} puts its page: black-box, through Main. */
class ReportCommandTest {
    @TempDir
    static Path tmp;
    static Path result;

    @BeforeAll
    static void saveAResult() {
        result = tmp.resolve("r.json");
        MainTest.Result r = MainTest.run("--name=r", "--filename=" + tmp.resolve("f"), "--size=256k", "--bs=4k",
                "--rw=randrw", "--ioengine=psync", "--output-format=json", "--extended", "--output=" + result);
        assertEquals(ExitCode.OK, r.code(), r.err());
    }

    @Test
    void shouldWriteThePageOfASavedResult() throws Exception {
        Path page = tmp.resolve("p.html");
        MainTest.Result r = MainTest.run("report", result.toString(), "-o", page.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        String html = Files.readString(page);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<div class=\"plot\" id=\"pct-read\"></div>"), "the reads' percentile plot");
        assertTrue(html.contains("From: r.json"));
        assertEquals("", r.out());
    }

    @Test
    void shouldWriteThePageToStdoutWhenItIsNoTerminal() {
        MainTest.Result r = MainTest.run("report", result.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().startsWith("<!DOCTYPE html>"), "stdout of a test is a pipe, not a terminal");
    }

    @Test
    void shouldWriteARunsPageToItsOutput() throws Exception {
        Path page = tmp.resolve("run.html");
        MainTest.Result r = MainTest.run("--name=h", "--filename=" + tmp.resolve("h"), "--size=128k", "--bs=4k",
                "--rw=read", "--ioengine=psync", "--output-format=html", "--output=" + page);
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals("", r.out(), "the page alone, in its file");
        assertEquals("", r.err(), "stderr is no terminal here: the page is not named there");
        assertTrue(Files.readString(page).contains("id=\"pct-read\""));
    }

    @Test
    void shouldWriteThePageBesideTheTextReportForNormalAndHtml() throws Exception {
        // a child jfio in a directory of its own: the page goes to jfio-report.html in the working directory
        Path dir = Files.createDirectories(tmp.resolve("cwd"));
        List<String> cmd = List.of(ProcessHandle.current().info().command().orElseThrow(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "--name=both", "--filename=" + dir.resolve("d"), "--size=128k", "--bs=4k", "--rw=write",
                "--ioengine=psync", "--output-format=normal,html");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
        assertEquals(ExitCode.OK, p.exitValue(), err);
        assertTrue(out.contains("both: (groupid=0, jobs=1)"), "the normal report on stdout: " + out);
        assertFalse(out.contains("<html"), "the page is not on stdout");
        assertEquals("", err, "a child's stderr is a pipe: the page's file is not named there");
        assertTrue(Files.readString(dir.resolve(HtmlOutput.DEFAULT_FILE)).contains("id=\"pct-write\""));
    }

    @Test
    void shouldKeepTheDataBlockIntactWhateverTheJobIsCalled() throws Exception {
        Path page = tmp.resolve("odd.html");
        MainTest.Result r = MainTest.run("--name=<!--<script>", "--ioengine=null", "--size=256k", "--bs=4k",
                "--output-format=html", "--output=" + page);
        assertEquals(ExitCode.OK, r.code(), r.err());
        String html = Files.readString(page);
        int from = html.indexOf("id=\"jfio-data\">") + "id=\"jfio-data\">".length();
        String data = html.substring(from, html.indexOf("</script>", from));
        assertFalse(data.contains("<"), "no '<' in the JSON block: an HTML comment or tag there stops the page's script");
        assertTrue(data.contains("\\u003c!--\\u003cscript>"), "the name is kept, escaped");
    }

    @Test
    void shouldNameResultsOfTheSameFileNameByTheirPathAndRefuseOneGivenTwice() throws Exception {
        Path b = Files.createDirectories(tmp.resolve("before"));
        Path a = Files.createDirectories(tmp.resolve("after"));
        Files.copy(result, b.resolve("r.json"));
        Files.copy(result, a.resolve("r.json"));
        MainTest.Result r = MainTest.run("report", b.resolve("r.json").toString(), a.resolve("r.json").toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains(b.resolve("r.json").toString()), "labelled by path");
        MainTest.Result twice = MainTest.run("report", result.toString(), result.toString());
        assertTrue(twice.assertBadInput().err().contains("given twice"), twice.err());
        Path link = Files.createSymbolicLink(tmp.resolve("link.json"), result);
        assertEquals("jfio: report: " + link + ": given twice (the same file as " + result + "; each result is drawn"
                + " once)\n", MainTest.run("report", result.toString(), link.toString()).assertBadInput().err());
        assertEquals("jfio: report: " + link + " is one of the results: writing the page there would overwrite it;"
                + " give another file\n", MainTest.run("report", result.toString(), "-o", link.toString())
                .assertBadInput().err());
        Path hard = Files.createLink(tmp.resolve("hard.json"), result);
        assertEquals("jfio: report: " + hard + ": given twice (the same file as " + result + "; each result is drawn"
                + " once)\n", MainTest.run("report", result.toString(), hard.toString()).assertBadInput().err());
        assertEquals("jfio: report: " + hard + " is one of the results: writing the page there would overwrite it;"
                + " give another file\n", MainTest.run("report", result.toString(), "-o", hard.toString())
                .assertBadInput().err());
        MainTest.Result zero = MainTest.run("report", "/dev/zero");
        assertTrue(zero.assertBadInput().err().contains("not a regular file"), zero.err());
    }

    @Test
    void shouldNameClonesShowFailedJobsAndDrawTheLastOfSeveralDocuments() throws Exception {
        Path clones = tmp.resolve("clones.html");
        MainTest.Result r = MainTest.run("--name=n", "--ioengine=null", "--size=256k", "--bs=4k", "--numjobs=2",
                "--output-format=html", "--output=" + clones);
        assertEquals(ExitCode.OK, r.code(), r.err());
        String page = Files.readString(clones);
        assertTrue(page.contains("n (clone 1)") && page.contains("n (clone 2)"), "each clone named");
        Path failed = tmp.resolve("failed.html");
        MainTest.Result f = MainTest.run("--name=tr", "--filename=/dev/zero", "--size=64k", "--rw=randtrim",
                "--output-format=html", "--output=" + failed);
        assertEquals(ExitCode.JOB_ERROR, f.code(), "trim (BLKDISCARD) on a character device: ENOTTY " + f.err());
        String fp = Files.readString(failed);
        assertTrue(fp.contains("tr: the job failed with error 25"), "the failure is on the page");
        assertTrue(fp.contains("<td>none</td>"), "a row for a job without I/O");
        Path statusJson = tmp.resolve("status.json");
        MainTest.Result st = MainTest.run("--name=s", "--ioengine=null", "--size=64m", "--rw=randread", "--time_based",
                "--runtime=2", "--status-interval=1", "--extended", "--output-format=json", "--output=" + statusJson);
        assertEquals(ExitCode.OK, st.code(), st.err());
        MainTest.Result drawn = MainTest.run("report", statusJson.toString(), "-o", tmp.resolve("status.html").toString());
        assertEquals(ExitCode.OK, drawn.code(), "the final document of a --status-interval result is drawn: " + drawn.err());
    }

    @Test
    void shouldRefuseBadInputInOneLine() {
        MainTest.run("report").assertBadInput();
        assertTrue(MainTest.run("report").err().startsWith("jfio: report: no result given"));
        assertEquals("jfio: report: " + tmp.resolve("none.json") + ": no such file\n",
                MainTest.run("report", tmp.resolve("none.json").toString()).assertBadInput().err());
        assertEquals("jfio: report: " + result + " is one of the results: writing the page there would overwrite it;"
                + " give another file\n", MainTest.run("report", result.toString(), "-o", result.toString())
                .assertBadInput().err());
        assertEquals("jfio: report: --bogus: unknown flag (usage: jfio report RESULT.json... -o report.html)\n",
                MainTest.run("report", result.toString(), "--bogus").assertBadInput().err());
        assertEquals("jfio: report: --output-format=json: jfio report writes the html page only\n",
                MainTest.run("--output-format=json", "report", result.toString()).assertBadInput().err());
        String data = MainTest.run("report", tmp.resolve("f").toString()).assertBadInput().err();
        assertTrue(data.startsWith("jfio: report: ") && data.contains("f: not a jfio result: "), data);
        assertFalse(Files.exists(tmp.resolve("never.html")));
    }

    @Test
    void shouldPutThePageWhereTheFlagsSay() {
        assertEquals("x.html", HtmlOutput.target(true, "x.html", true), "alone: --output");
        assertEquals(HtmlOutput.DEFAULT_FILE, HtmlOutput.target(true, null, true), "alone, a terminal: the default file");
        assertNull(HtmlOutput.target(true, null, false), "alone, a pipe: stdout");
        assertEquals(HtmlOutput.DEFAULT_FILE, HtmlOutput.target(false, "r.txt", false), "with others: the default file");
        assertEquals(HtmlOutput.DEFAULT_FILE, HtmlOutput.target(false, null, true));
        assertNull(HtmlOutput.textOutput(true, "x.html"), "alone, the page takes --output");
        assertEquals("r.txt", HtmlOutput.textOutput(false, "r.txt"));
        JfioException e = assertThrows(JfioException.class, () -> HtmlOutput.target(false, HtmlOutput.DEFAULT_FILE, true));
        assertTrue(e.getMessage().startsWith("--output=jfio-report.html: the HTML page goes to jfio-report.html"),
                e.getMessage());
    }
}
