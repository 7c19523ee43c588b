package org.jfio.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The process's stdout (file descriptor 1) as jfio's {@code main} writes it, telling apart the two
 * ways a write can fail, which a {@link PrintStream} hides behind one error flag: the reader of a
 * pipe (or socket) went away ({@code jfio ... | head -1}: EPIPE, as the JVM ignores SIGPIPE), and
 * any other failure (a full disk, {@code /dev/full}: ENOSPC), whose reason is kept.
 *
 * <p>A closed pipe is told from the kernel's own description of fd 1 ({@code /proc/self/fd/1}
 * reads {@code pipe:[inode]} or {@code socket:[inode]}): a blocking write to a pipe or socket fails
 * only when its reader is gone (EPIPE), so a failed write there is that. fio is killed by SIGPIPE in
 * that case, silently; jfio exits as quietly with {@link ExitCode#CLOSED_PIPE}, 128 + SIGPIPE, the
 * status a shell reports for fio. Thread-safe (one stdout per process).
 */
final class StdoutSink {
    private static volatile StdoutSink current;

    private final FailureRecorder recorder = new FailureRecorder(new FileOutputStream(FileDescriptor.out));
    private final PrintStream stream = new PrintStream(new BufferedOutputStream(recorder), false, StandardCharsets.UTF_8);

    private StdoutSink() {
    }

    /** @return a print stream over fd 1, buffered, remembered as the process's stdout */
    static PrintStream open() {
        StdoutSink s = new StdoutSink();
        current = s;
        return s.stream;
    }

    /** @return true when {@code out} is fd 1, a write to it failed, and fd 1 is a pipe or socket: its reader went away */
    static boolean readerGone(PrintStream out) {
        StdoutSink s = current;
        return s != null && s.stream == out && out.checkError() && isPipeOrSocket();
    }

    /** @return why writing {@code out} failed, when it is fd 1 and the system said; else null */
    static String failure(PrintStream out) {
        StdoutSink s = current;
        IOException e = s != null && s.stream == out ? s.recorder.failure() : null;
        return e == null ? null : e.getMessage();
    }

    private static boolean isPipeOrSocket() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/1")).toString();
            return target.startsWith("pipe:[") || target.startsWith("socket:[");
        } catch (IOException | UnsupportedOperationException e) {
            return false; // no /proc: say the write failed, as before
        }
    }
}
