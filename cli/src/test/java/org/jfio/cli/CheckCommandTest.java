package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jfio check} and the preflight's warnings in a run, black-box through {@link Main}. */
class CheckCommandTest {
    @TempDir
    Path tmp;

    private static List<String> lines(MainTest.Result r) {
        return r.out().lines().toList();
    }

    @Test
    void shouldSayWhatAFifoIsWithoutOpeningIt() throws Exception {
        Path fifo = tmp.resolve("p");
        assertEquals(0, new ProcessBuilder(ChildJfio.requireTool("mkfifo"), fifo.toString()).start().waitFor());
        // opening a FIFO for reading blocks until a writer comes: the check must not open it
        MainTest.Result r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> MainTest.run("check", fifo.toString()));
        assertTrue(r.out().contains("WARN  filesystem     " + fifo + ": is a FIFO (named pipe): jfio does I/O only on"
                + " regular files and block devices, and does not open it"), r.out());
        MainTest.Result job = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> MainTest.run("check", "--filename=" + fifo, "--size=1m", "--direct=1"));
        assertEquals(ExitCode.JOB_ERROR, job.code(), job.out());
        assertTrue(job.out().contains("is a FIFO (named pipe), not a regular file or block device"), job.out());
    }

    @Test
    void shouldSayAMissingJobFileDoesNotExist() {
        Path typo = tmp.resolve("typo.fio");
        MainTest.Result r = MainTest.run("check", typo.toString()).assertBadInput();
        assertEquals("jfio: check: " + typo + ": no such job file", r.err().strip());
    }

    @Test
    void shouldReportTheMachineAndTheWorkingDirectory() {
        MainTest.Result r = MainTest.run("check");
        assertEquals(ExitCode.OK, r.code(), r.out() + r.err());
        assertEquals("", r.err());
        List<String> out = lines(r);
        assertTrue(out.get(0).matches("OK    kernel         Linux \\S+ \\S+"), out.get(0));
        assertTrue(out.get(1).startsWith("OK    io-uring       "), out.get(1));
        for (IoEngineProvider p : EngineRegistry.load().providers()) {
            assertTrue(out.stream().anyMatch(l -> l.matches("(OK  |WARN)  engine         " + p.name() + ": .*")),
                    "every engine with its availability: " + p.name());
        }
        String cwd = Path.of("").toAbsolutePath().toString();
        for (String check : List.of("filesystem", "direct-io", "block-size", "free-space")) {
            assertTrue(out.stream().anyMatch(l -> l.startsWith(String.format("OK    %-15s%s: ", check, cwd))),
                    check + " of the working directory: " + r.out());
        }
        assertTrue(out.stream().anyMatch(l -> l.startsWith("OK    device         ")), r.out());
        assertTrue(out.get(out.size() - 1).matches("0 errors, [0-9]+ warnings?"), out.get(out.size() - 1));
    }

    @Test
    void shouldCheckWhereAFileWillBeCreated() {
        Path f = tmp.resolve("new/dir/file");
        MainTest.Result r = MainTest.run("check", f.toString());
        assertEquals(ExitCode.OK, r.code(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("OK    filesystem     " + f + ": ")
                && l.endsWith("(does not exist yet; checked at " + tmp + ")")), r.out());
        assertTrue(r.out().contains("OK    direct-io      " + f + ": O_DIRECT works: a probe file was created"), r.out());
        assertFalse(Files.exists(tmp.resolve("new")), "the check creates nothing");
    }

    @Test
    void shouldTurnJobOptionsIntoAJobAndStopOnErrors() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("check", "--filename=" + f, "--size=16m", "--bs=1000", "--direct=1",
                "--ioengine=posixaio", "--iodepth=8");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("ERROR alignment      check: direct=1 needs offsets and lengths "
                + "that are multiples of [0-9]+ bytes on " + f + " \\(.*\\), but bs=1000 \\(read\\) is not")), r.out());
        assertTrue(r.out().contains("fix: use bs, offset and blockalign that are multiples of"), r.out());
        assertSummary(r.out(), "1 error", 0);
        assertFalse(Files.exists(f));

        MainTest.Result fine = MainTest.run("check", "--filename=" + f, "--size=16m", "--bs=4k", "--direct=1",
                "--ioengine=posixaio", "--iodepth=8");
        assertEquals(ExitCode.OK, fine.code(), fine.out());
        assertTrue(fine.out().contains("OK    job            check: rw=read, ioengine=posixaio, direct=1, 1 file: no problem found"),
                fine.out());
        assertTrue(fine.out().contains("OK    free-space     "), fine.out());
    }

    @Test
    void shouldWarnAboutContradictoryEngineSettings() {
        MainTest.Result r = MainTest.run("check", "--filename=" + tmp.resolve("f"), "--size=1m", "--ioengine=posixaio",
                "--sync=1", "--rw=randwrite");
        assertEquals(ExitCode.OK, r.code(), "warnings do not fail the check: " + r.out());
        assertTrue(r.out().contains("WARN  engine-mode    check: ioengine=posixaio is asynchronous but direct=0"), r.out());
        assertTrue(r.out().contains("WARN  engine-mode    check: ioengine=posixaio is asynchronous but sync=sync makes "
                + "every write synchronous"), r.out());
        assertFalse(r.out().contains("page-cache"), "every write is synced (sync=1): the point is the sync's cost, "
                + "which the device pays: " + r.out());
        assertSummary(r.out(), "0 errors", 2);
    }

    @Test
    void shouldReadAJobFileAndReportEveryBrokenJob() throws Exception {
        Path job = tmp.resolve("two.fio");
        Files.writeString(job, """
                ; two jobs, one of them broken
                [global]
                size=1m
                [ok]
                filename=%s
                direct=1
                [dir]
                filename=%s
                rw=write
                readonly=1
                """.formatted(tmp.resolve("data"), tmp));
        assertTrue(CheckCommand.isJobFile(job));
        Files.write(tmp.resolve("data"), new byte[1 << 20]);
        assertFalse(CheckCommand.isJobFile(tmp.resolve("data")), "a data file is a path to check");
        MainTest.Result r = MainTest.run("check", job.toString());
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.out());
        assertTrue(r.out().contains("ERROR job            dir: filename=" + tmp + " is a directory"), r.out());
        assertTrue(r.out().contains("ERROR readonly       dir: rw=write writes or trims, but readonly=1 forbids both"), r.out());
        assertTrue(r.out().contains("OK    job            ok: rw=read, ioengine=psync, direct=1, 1 file: no problem found"),
                r.out());
        assertSummary(r.out(), "2 errors", 0);
    }

    @Test
    void shouldPrintEachWarningOnceAndKeepThemInTheJson() throws Exception {
        MainTest.Result r = MainTest.run("--warnings=stderr", "--name=a", "--filename=" + tmp.resolve("f"), "--size=256k",
                "--rw=randread", "--ioengine=posixaio", "--iodepth=4", "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<String> err = r.err().lines().toList();
        assertEquals(2, err.size(), r.err());
        assertTrue(err.get(0).startsWith("jfio: warning: a: ioengine=posixaio is asynchronous but direct=0: "), err.get(0));
        assertTrue(err.get(0).endsWith("; fix: set direct=1"), err.get(0));
        assertTrue(err.get(1).startsWith("jfio: warning: a: direct=0 and the working set (256KiB) fits in RAM"), err.get(1));
        JsonNode doc = new ObjectMapper().readTree(r.out());
        JsonNode warnings = doc.get("jfio").get("warnings");
        assertEquals(2, warnings.size());
        assertEquals("engine-mode", warnings.get(0).get("check").asText());
        assertEquals("a", warnings.get(0).get("subject").asText());
        assertEquals("set direct=1", warnings.get(0).get("fix").asText());
        assertEquals("page-cache", warnings.get(1).get("check").asText());
        List<String> keys = new java.util.ArrayList<>();
        doc.fieldNames().forEachRemaining(keys::add);
        assertEquals("jfio", keys.get(keys.size() - 1), "jfio's key comes after fio's: " + keys);

        MainTest.Result quiet = MainTest.run("--name=q", "--filename=" + tmp.resolve("g"), "--size=256k", "--direct=1",
                "--output-format=json");
        assertEquals("", quiet.err());
        assertFalse(new ObjectMapper().readTree(quiet.out()).has("jfio"), "no jfio key without warnings: fio's document");
    }

    @Test
    void shouldRefuseAWriteJobUnderReadonly() {
        MainTest.Result r = MainTest.run("--readonly", "--name=w", "--filename=" + tmp.resolve("f"), "--size=1m",
                "--rw=write");
        r.assertBadInput();
        assertEquals("jfio: w: rw=write writes or trims, but --readonly allows only reads\n", r.err());
        assertFalse(Files.exists(tmp.resolve("f")));
    }

    /**
     * Asserts the report's last line. Engines that are not available here (the cli tests register
     * one on purpose) are warnings of the machine, not of the job, and are added to the count.
     */
    static void assertSummary(String out, String errors, int jobWarnings) {
        long engineWarnings = out.lines().filter(l -> l.startsWith("WARN  engine ")).count();
        long warnings = jobWarnings + engineWarnings;
        assertTrue(out.endsWith(errors + ", " + warnings + (warnings == 1 ? " warning\n" : " warnings\n")), out);
    }
}
