package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ctrl-C and SIGTERM sent with kill(1) to the real jfio command in a child JVM (issue 8 part 5):
 * the jobs stop, the partial report is printed, the files stay whole, the exit code is 130; a
 * second Ctrl-C quits at once; a layout cut short says so.
 */
class SignalsTest {
    private static final long FILE_BYTES = 8L << 20;
    private static final long WAIT_NS = TimeUnit.SECONDS.toNanos(30);

    @TempDir
    Path tmp;

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"INT, 2", "TERM, 15"})
    void shouldStopPrintThePartialReportAndExit130(String signal, int number) throws Exception {
        Path f = tmp.resolve("data");
        try (ChildJfio jfio = ChildJfio.start("--name=w", "--filename=" + f, "--size=8m", "--bs=4k", "--rw=write",
                "--ioengine=psync", "--time_based", "--runtime=30", "--buffer_pattern=0x5a")) {
            jfio.readStdoutUntil("Starting 1 thread");
            awaitWritten(f, jfio);
            jfio.signal(signal);
            int code = jfio.await(30);

            assertEquals(ExitCode.INTERRUPTED, code, () -> "exit code; stderr: " + jfio.stderr());
            assertTrue(jfio.stdout().contains("  write: IOPS="), "the job's report: " + jfio.stdout());
            assertTrue(jfio.stdout().contains("Run status group 0 (all jobs):"), jfio.stdout());
            // the preflight's warnings (this buffered 8 MiB job fits in RAM) come before; the signal's line is the rest
            String afterWarnings = jfio.stderr().lines().filter(l -> !l.startsWith("jfio: warning: "))
                    .collect(java.util.stream.Collectors.joining("\n", "", "\n"));
            assertEquals("jfio: terminating on signal " + number + " (SIG" + signal + "): stopping the jobs at the next"
                    + " I/O, the report follows; press Ctrl-C again to quit at once\n", afterWarnings);
            assertEquals(FILE_BYTES, Files.size(f), "the file keeps its laid-out size");
        }
    }

    /**
     * A script's background job ({@code jfio ... &} in sh) starts with SIGINT ignored; fio 3.33 installs
     * its handler anyway and {@code kill -INT} stops it. So does jfio.
     */
    @Test
    void shouldStopOnSigintThatItsParentIgnored() throws Exception {
        Path f = tmp.resolve("data");
        try (ChildJfio jfio = ChildJfio.start(List.of(ChildJfio.requireTool("env"), "--ignore-signal=INT"), "--name=w",
                "--filename=" + f, "--size=8m", "--bs=4k", "--rw=write", "--ioengine=psync", "--time_based", "--runtime=30",
                "--buffer_pattern=0x5a")) {
            jfio.readStdoutUntil("Starting 1 thread");
            awaitWritten(f, jfio);
            jfio.signal("INT");
            int code = jfio.await(30);
            assertEquals(ExitCode.INTERRUPTED, code, () -> "exit code; stderr: " + jfio.stderr());
            assertTrue(jfio.stdout().contains("  write: IOPS="), "the job's report: " + jfio.stdout());
            assertTrue(jfio.stderr().contains("terminating on signal 2 (SIGINT)"), jfio.stderr());
        }
    }

    @Test
    void shouldQuitAtOnceOnASecondCtrlC() throws Exception {
        // 160 clones of a rate-limited null job print a report of about 200 KiB. The test stops
        // reading stdout after the header, so once the pipe (64 KiB) is full, writing the report
        // blocks: the first SIGINT cannot end the process, the second must. The job "marker",
        // started after the clones, shows by writing its pattern that the run is under way.
        Path marker = tmp.resolve("marker");
        try (ChildJfio jfio = ChildJfio.start("--name=n", "--ioengine=null", "--size=1g", "--rw=randwrite",
                "--numjobs=160", "--rate_iops=10", "--time_based", "--runtime=30",
                "--name=marker", "--filename=" + marker, "--size=8m", "--rw=write", "--ioengine=psync",
                "--rate_iops=10", "--buffer_pattern=0x5a", "--time_based", "--runtime=30")) {
            jfio.readStdoutUntil("Starting 161 threads");
            awaitWritten(marker, jfio);
            jfio.signal("INT");
            // the first signal is taken (its line is out) while the report blocks on the full pipe
            jfio.awaitStderr("terminating on signal 2", TimeUnit.NANOSECONDS.toSeconds(WAIT_NS));
            assertTrue(jfio.alive(), () -> "blocked writing the report; stderr: " + jfio.stderr());
            // a person's second Ctrl-C: after the window in which a repeat is the same signal (StopSignals)
            Thread.sleep(2 * StopSignals.SAME_SIGNAL_WINDOW_MS);
            jfio.signal("INT");
            // it ends without stdout being read (await's reading would let the report finish first)
            ProcessHandle.of(jfio.pid()).orElseThrow().onExit().get(30, TimeUnit.SECONDS);
            int code = jfio.await(30);

            assertEquals(ExitCode.INTERRUPTED, code, jfio.stderr());
            assertTrue(jfio.stderr().endsWith("jfio: signal 2 (SIGINT) again: quitting at once, without the report\n"),
                    jfio.stderr());
            assertFalse(jfio.stdout().contains("Run status group"), "the report was cut short");
        }
    }

    @Test
    void shouldTakeTwoSigintsSentTogetherAsOneAndPrintTheReport() throws Exception {
        // GNU timeout -s INT sends the signal to jfio, then to its process group: two, microseconds
        // apart. kill(1) with the pid twice sends them the same way, once the job is under way; the
        // kernel may merge those two into one, so a third follows 20 ms later, surely on its own.
        Path f = tmp.resolve("data");
        try (ChildJfio jfio = ChildJfio.start("--name=w", "--filename=" + f, "--size=8m", "--bs=4k", "--rw=write",
                "--ioengine=psync", "--time_based", "--runtime=30", "--buffer_pattern=0x5a")) {
            jfio.readStdoutUntil("Starting 1 thread");
            awaitWritten(f, jfio);
            String pid = Long.toString(jfio.pid());
            String kills = "kill -INT " + pid + " " + pid + " && sleep 0.02 && kill -INT " + pid;
            Process kill = new ProcessBuilder(ChildJfio.requireTool("sh"), "-c", kills).inheritIO().start();
            assertEquals(0, kill.waitFor(), kills);
            int code = jfio.await(30);

            assertEquals(ExitCode.INTERRUPTED, code, () -> "exit code; stderr: " + jfio.stderr());
            assertTrue(jfio.stdout().contains("  write: IOPS="), () -> "the job's report: " + jfio.stdout()
                    + "; stderr: " + jfio.stderr());
            assertTrue(jfio.stdout().contains("Run status group 0 (all jobs):"), jfio.stdout());
            assertFalse(jfio.stderr().contains("again: quitting at once"), jfio.stderr());
            assertEquals(1, jfio.stderr().lines().filter(l -> l.startsWith("jfio: terminating on signal 2 (SIGINT)"))
                    .count(), jfio.stderr());
        }
    }

    /**
     * A Ctrl-C before any job's clock started (here at the start barrier, where rank 0 of 2 waits
     * for a rank that never comes; the JIT warm-up comes right after it, JitWarmupTest stops one)
     * still prints the report of a run stopped there, as fio prints its group status when
     * interrupted before its jobs run: the group's line, no job (none moved a byte); exit 130.
     */
    @Test
    void shouldPrintTheGroupStatusWhenStoppedBeforeAnyJobStarted() throws Exception {
        Path barrier = Files.createDirectory(tmp.resolve("barrier"));
        try (ChildJfio jfio = ChildJfio.start("--name=g", "--ioengine=null", "--size=1m", "--rank=0/2",
                "--barrier-dir=" + barrier)) {
            long deadline = System.nanoTime() + WAIT_NS;
            while (!waiting(barrier) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertTrue(waiting(barrier), () -> "rank 0 at the barrier; stderr: " + jfio.stderr());
            jfio.signal("INT");
            int code = jfio.await(30);

            assertEquals(ExitCode.INTERRUPTED, code, jfio.stderr());
            assertTrue(jfio.stdout().contains("\nRun status group 0 (all jobs):\n"), jfio.stdout());
            assertFalse(jfio.stdout().contains("g: (groupid="), "no job ran: " + jfio.stdout());
        }
    }

    /** @return true once rank 0 wrote its file at the barrier: it waits there */
    private static boolean waiting(Path barrier) throws IOException {
        try (var files = Files.list(barrier)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".rank-0.ready"));
        }
    }

    @Test
    void shouldSayHowFarALayoutGotWhenInterrupted() throws Exception {
        Path f = tmp.resolve("big");
        long size = 4L << 30;
        try (ChildJfio jfio = ChildJfio.start("--name=r", "--filename=" + f, "--size=4g", "--rw=read", "--ioengine=psync")) {
            jfio.readStdoutUntil("r: Laying out IO file (1 file / 4096MiB)");
            long deadline = System.nanoTime() + WAIT_NS;
            while ((!Files.exists(f) || Files.size(f) < (8L << 20)) && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            jfio.signal("INT");
            int code = jfio.await(30);

            assertEquals(ExitCode.INTERRUPTED, code, jfio.stderr());
            Matcher m = Pattern.compile("jfio: r: layout of " + Pattern.quote(f.toString())
                    + " interrupted at (\\d+) of " + size + " bytes; the file is left \\1 bytes long").matcher(jfio.stderr());
            assertTrue(m.find(), jfio.stderr());
            long reached = Long.parseLong(m.group(1));
            assertTrue(reached > 0 && reached < size, "reached " + reached);
            assertEquals(reached, Files.size(f), "the file is as long as the message says");
            Process stat = new ProcessBuilder(ChildJfio.requireTool("stat"), "-c", "%b %B", f.toString()).start();
            String[] blocks = new String(stat.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .trim().split(" ");
            assertEquals(0, stat.waitFor());
            long allocated = Long.parseLong(blocks[0]) * Long.parseLong(blocks[1]);
            assertTrue(allocated <= reached + (16L << 20), "the space reserved past the end was given back: "
                    + allocated + " bytes allocated for " + reached);
            assertFalse(jfio.stdout().contains("read: IOPS="), "the job never ran: " + jfio.stdout());
            assertFalse(jfio.stderr().contains("Laying out:"), "no status line when stderr is not a terminal: " + jfio.stderr());
        }
    }

    @Test
    void shouldResumeAnInterruptedLayoutKeepingWhatItHadWritten() throws Exception {
        Path f = tmp.resolve("resume");
        long size = 1L << 30;
        long reached;
        // --eta=always: the layout's status line on stderr although it is not a terminal; Ctrl-C once it shows
        try (ChildJfio jfio = ChildJfio.start("--name=r", "--filename=" + f, "--size=1g", "--rw=read", "--ioengine=psync",
                "--eta=always", "--eta-interval=250ms")) {
            jfio.readStdoutUntil("r: Laying out IO file (1 file / 1024MiB)");
            // the status line can come before the first write: wait for one that counts written bytes
            jfio.awaitStderr(Pattern.compile("Laying out: r \\(f=1/1\\): \\[[0-9.]+%\\]\\[[1-9]"),
                    TimeUnit.NANOSECONDS.toSeconds(WAIT_NS));
            jfio.signal("INT");
            assertEquals(ExitCode.INTERRUPTED, jfio.await(30), jfio.stderr());
            reached = Files.size(f);
            org.junit.jupiter.api.Assumptions.assumeTrue(reached < size, "the layout ended before the signal came");
            assertTrue(reached > 0, "data was written before the signal");
            assertTrue(jfio.stderr().contains("jfio: r: layout of " + f + " interrupted at " + reached + " of " + size
                    + " bytes; the file is left " + reached + " bytes long (a later run extends it)"), jfio.stderr());
        }
        String before = sha256(f, reached);
        MainTest.Result again = MainTest.run("--warnings=stderr", "--name=r", "--filename=" + f, "--size=1g", "--rw=read", "--ioengine=psync",
                "--number_ios=1");
        assertEquals(ExitCode.OK, again.code(), again.err());
        assertTrue(again.err().contains("jfio: warning: r: " + f + " is " + reached + " of " + size + " bytes long: laying out the "
                + "rest from there (the bytes already in it are kept)"), "the run says it continues: " + again.err());
        assertEquals(size, Files.size(f), "laid out to the end");
        assertEquals(before, sha256(f, reached), "the part written before the Ctrl-C is untouched");
    }

    private static String sha256(Path f, long bytes) throws IOException {
        try (InputStream in = Files.newInputStream(f)) {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA-256");
            byte[] buf = new byte[1 << 16];
            for (long left = bytes; left > 0; ) {
                int n = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (n < 0) {
                    break;
                }
                md.update(buf, 0, n);
                left -= n;
            }
            return java.util.HexFormat.of().formatHex(md.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits until the job's writes reach the file: its first bytes hold the buffer pattern. */
    private static void awaitWritten(Path f, ChildJfio jfio) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + WAIT_NS;
        while (System.nanoTime() < deadline) {
            if (Files.exists(f) && Files.size(f) == FILE_BYTES) {
                try (InputStream in = Files.newInputStream(f)) {
                    byte[] first = in.readNBytes(4096);
                    boolean written = first.length == 4096;
                    for (byte b : first) {
                        written &= b == 0x5a;
                    }
                    if (written) {
                        return;
                    }
                }
            }
            if (!jfio.alive()) {
                break;
            }
            Thread.sleep(10);
        }
        fail("the job did not start writing; stderr: " + jfio.stderr());
    }
}
