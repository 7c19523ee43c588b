package org.jfio.cli;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;

/**
 * Whether a file descriptor is a terminal: {@code isatty(3)} through the FFM API (the JDK's
 * {@code System.console()} answers for stdin and stdout, not for stderr, where the status line
 * goes). Stateless and thread-safe.
 */
final class Terminal {
    /** The standard output file descriptor. */
    static final int STDOUT = 1;
    /** The standard error file descriptor. */
    static final int STDERR = 2;

    /** {@code int isatty(int fd)}, or null when the C library does not export it. */
    private static final MethodHandle ISATTY = lookup();

    private Terminal() {
    }

    private static MethodHandle lookup() {
        try {
            Linker linker = Linker.nativeLinker();
            return linker.defaultLookup().find("isatty")
                    .map(a -> linker.downcallHandle(a, FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT)))
                    .orElse(null);
        } catch (RuntimeException e) {
            // no native access (a JVM started with --illegal-native-access=deny): no terminal
            return null;
        }
    }

    /**
     * Whether a success line (the file a page was written to) goes on {@code err}: only at a
     * terminal, as a script that named the file knows where it went and keeps a clean stderr (fio
     * writes nothing there on success).
     *
     * @return true when {@code err} is the process's stderr and that is a terminal
     */
    static boolean isTerminalStderr(java.io.PrintStream err) {
        return err == System.err && isTerminal(STDERR);
    }

    /** @return true when {@code fd} is a terminal; false when it is not or cannot be told */
    static boolean isTerminal(int fd) {
        if (ISATTY == null) {
            return false;
        }
        try {
            return (int) ISATTY.invokeExact(fd) == 1;
        } catch (Throwable e) {
            return false;
        }
    }
}
