package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;

import org.jfio.api.EngineRegistry;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Native failures provoked for real in a temp dir (issue 8 part 4): each reaches the user as one
 * line on stderr with the job name, the call, the path, the errno name and message, and a hint;
 * the exit code is 1. As root, permission errors need the capabilities that bypass them dropped
 * ({@code setpriv}), and limits are set with {@code prlimit}, in a child JVM.
 */
class NativeErrorsTest {
    @TempDir
    Path tmp;

    private static void assertOneErrorLine(String stderr, String expectedStart) {
        // preflight warnings (a buffered job that fits in RAM, say) may come first; the error is one line
        String err = stderr.lines().filter(l -> !l.startsWith("jfio: warning: "))
                .collect(java.util.stream.Collectors.joining("\n", "", "\n"));
        assertEquals(1, err.lines().count(), () -> "one line on stderr: " + err);
        assertTrue(err.startsWith(expectedStart), () -> "expected '" + expectedStart + "' at the start of: " + err);
        assertFalse(err.contains("\tat ") || err.contains("Exception"), err);
    }

    /**
     * The EINVAL an unaligned O_DIRECT I/O would get is now caught by the preflight, before any
     * file is laid out; the hint for a real EINVAL at run time is covered by FailingEngineTest.
     */
    @Test
    void shouldRefuseUnalignedDirectIoBeforeTheFirstIo() {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("--name=d", "--filename=" + f, "--size=1m", "--bs=1000", "--direct=1",
                "--rw=read", "--ioengine=psync");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
        assertOneErrorLine(r.err(), "jfio: d: direct=1 needs offsets and lengths that are multiples of ");
        assertTrue(r.err().contains("but bs=1000 (read) is not"), r.err());
        assertTrue(r.err().contains("or direct=0"), r.err());
        assertFalse(Files.exists(f), "refused before the layout");
    }

    @Test
    void shouldExplainEpermOnAnImmutableFile() throws Exception {
        Path f = tmp.resolve("immutable");
        byte[] data = new byte[1 << 20];
        Arrays.fill(data, (byte) 0x5a);
        Files.write(f, data);
        String chattr = ChildJfio.requireTool("chattr");
        requireOrSkip(new ProcessBuilder(chattr, "+i", f.toString()).start().waitFor() == 0,
                "chattr +i is not supported on the temp dir's filesystem");
        try {
            MainTest.Result r = MainTest.run("--name=w", "--filename=" + f, "--size=1m", "--rw=write", "--ioengine=psync");
            assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
            assertOneErrorLine(r.err(), "jfio: w: open(" + f + ", O_RDWR): EPERM (Operation not permitted); hint: "
                    + "the file may be immutable or append-only (lsattr; chattr -i or -a)");
        } finally {
            new ProcessBuilder(chattr, "-i", f.toString()).start().waitFor();
        }
        assertArrayEquals(data, Files.readAllBytes(f), "the file is untouched");
    }

    @Test
    void shouldExplainEaccesWhenRootLacksTheOverride() throws Exception {
        Path f = tmp.resolve("locked");
        Files.write(f, new byte[1 << 20]);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
        String setpriv = ChildJfio.requireTool("setpriv");
        List<String> withoutOverride = List.of(setpriv, "--bounding-set=-dac_override,-dac_read_search",
                "--inh-caps=-dac_override,-dac_read_search");
        try (ChildJfio jfio = ChildJfio.start(withoutOverride, "--name=r", "--filename=" + f, "--size=1m", "--rw=read",
                "--ioengine=psync")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertOneErrorLine(jfio.stderr(), "jfio: r: open(" + f + ", O_RDONLY): EACCES (Permission denied); hint: "
                    + "check the mode and owner of the file");
        }
    }

    @Test
    void shouldExplainEfbigPastTheFileSizeLimit() throws Exception {
        Path f = tmp.resolve("big");
        List<String> limit = List.of(ChildJfio.requireTool("prlimit"), "--fsize=1048576");
        try (ChildJfio jfio = ChildJfio.start(limit, "--name=w", "--filename=" + f, "--size=2m", "--rw=write",
                "--ioengine=psync")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertOneErrorLine(jfio.stderr(), "jfio: w: layout of " + f + " stopped at 0 of 2097152 bytes: fallocate(" + f
                    + ", 0, 2097152): EFBIG (File too large); hint: the file would grow past the filesystem's or"
                    + " RLIMIT_FSIZE's limit");
        }
    }

    @Test
    void shouldExplainEnomemFromTheLockedMemoryLimit() throws Exception {
        var uring = EngineRegistry.load().find("io_uring");
        requireOrSkip(uring.isPresent() && uring.get().availability().available(), "io_uring is not available here");
        Path f = tmp.resolve("f");
        List<String> noLockedMemory = List.of(ChildJfio.requireTool("setpriv"), "--bounding-set=-ipc_lock",
                "--inh-caps=-ipc_lock", ChildJfio.requireTool("prlimit"), "--memlock=65536:65536");
        try (ChildJfio jfio = ChildJfio.start(noLockedMemory, "--name=u", "--filename=" + f, "--size=16m", "--rw=read",
                "--ioengine=io_uring", "--fixedbufs", "--iodepth=16", "--bs=1m")) {
            assertEquals(ExitCode.JOB_ERROR, jfio.await(60), jfio.stderr());
            assertOneErrorLine(jfio.stderr(), "jfio: u: io_uring_register_buffers");
            assertTrue(jfio.stderr().contains("ENOMEM (Cannot allocate memory)"), jfio.stderr());
            assertTrue(jfio.stderr().contains("RLIMIT_MEMLOCK") && jfio.stderr().contains("ulimit -l unlimited"),
                    jfio.stderr());
        }
    }

    /** Skips the test when {@code condition} is false, or fails it when the environment variable CI is true. */
    private static void requireOrSkip(boolean condition, String why) {
        if (condition) {
            return;
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(why);
        }
        Assumptions.abort(why);
    }
}
