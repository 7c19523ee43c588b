package org.jfio.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;

/**
 * Ends jfio when the JVM runs out of memory in any thread: one line on stderr and exit code 1
 * ({@link ExitCode#JOB_ERROR}), at once. Without it an OutOfMemoryError in a job thread leaves
 * the others running and the coordinator waiting, with signals unanswered (the handlers cannot
 * allocate), until SIGKILL. The line and the stream are made up front, so printing needs no
 * heap; the process then ends with {@code _exit(2)} through a downcall handle made at start-up
 * ({@link #prepare}: on {@link StartupPreload}'s thread, and again by the main thread before the jobs
 * start, so it is ready before any job thread runs; until then, {@link Runtime#halt}):
 * {@link Runtime#halt} waits for a VM operation that a JVM thrashing in garbage collection may
 * never run, and shutdown hooks might need memory too. Other uncaught throwables keep the JVM's
 * default handling.
 */
final class OutOfMemoryExit {
    private static final FileOutputStream STDERR = new FileOutputStream(FileDescriptor.err);
    /**
     * {@code void _exit(int status)} from unistd.h: ends the process at once, without the JVM. Linked
     * as {@code int(int)}, which never returns either: the descriptor of {@code isatty} and
     * {@code close}, whose downcall stub the JVM then makes once for all three (5-20 ms of a start-up
     * each); the return register is never read.
     */
    private static volatile MethodHandle exitHandle;
    private static final byte[] HEAP = line("jfio: out of memory (Java heap space): the plan needs more heap than jfio has;"
            + " give it more (JFIO_JAVA_OPTS=-Xmx...), or run fewer clones (numjobs) or smaller verify tables");
    private static final byte[] OTHER = line("jfio: out of memory: ");
    private static final byte[] THREADS = line("jfio: out of memory: cannot create another thread (each clone is a"
            + " thread): lower numjobs, or raise the limits (ulimit -u, kernel.threads-max, the container's pids limit)");

    private OutOfMemoryExit() {
    }

    /**
     * Makes the {@code _exit} downcall handle (the JVM's native linker starts up: 10-20 ms), once,
     * and links the call site {@link #exit} calls it through, by calling it once with a handle that
     * does nothing: a call site's first call makes its invoker, an allocation that a full heap
     * refuses (the fallback, {@link Runtime#halt}, lost the race to a clean exit 0 now and then).
     */
    static synchronized void prepare() {
        if (exitHandle == null) {
            exitHandle = makeExitHandle();
            invoke(MethodHandles.empty(MethodType.methodType(int.class, int.class)), ExitCode.OK);
        }
    }

    /** Installs the handler as the default for every thread. */
    static void install() {
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            OutOfMemoryError oom = find(e);
            if (oom == null) {
                if (previous != null) {
                    previous.uncaughtException(thread, e);
                } else {
                    thread.getThreadGroup().uncaughtException(thread, e);
                }
                return;
            }
            exit(oom);
        });
    }

    /** Prints the line for {@code oom} and halts with exit code 1. */
    static void exit(OutOfMemoryError oom) {
        try {
            String m = oom.getMessage();
            if (m != null && m.contains("Java heap space")) {
                STDERR.write(HEAP);
            } else if (m != null && m.contains("native thread")) {
                STDERR.write(THREADS);
            } else {
                STDERR.write(OTHER, 0, OTHER.length - 1);
                STDERR.write(line(m == null ? "OutOfMemoryError" : m));
            }
        } catch (IOException | Error ignored) {
            // nothing more can be said
        }
        MethodHandle exit = exitHandle;
        if (exit != null) {
            invoke(exit, ExitCode.JOB_ERROR);
        }
        Runtime.getRuntime().halt(ExitCode.JOB_ERROR); // no handle, or its call failed
    }

    /** Calls {@code handle} ({@code (int)int}) with {@code code}: the one call site of {@code _exit}. */
    private static void invoke(MethodHandle handle, int code) {
        try {
            int unused = (int) handle.invokeExact(code);
        } catch (Throwable ignored) {
            // the caller falls back to the JVM's halt
        }
    }

    private static MethodHandle makeExitHandle() {
        try {
            Linker linker = Linker.nativeLinker();
            return linker.defaultLookup().find("_exit")
                    .map(a -> linker.downcallHandle(a, FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT)))
                    .orElse(null);
        } catch (RuntimeException e) {
            return null; // no native access: Runtime.halt it is
        }
    }

    /** @return the OutOfMemoryError in {@code e} or its causes, or null */
    static OutOfMemoryError find(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError oom) {
                return oom;
            }
        }
        return null;
    }

    private static byte[] line(String text) {
        return (text + "\n").getBytes(StandardCharsets.UTF_8);
    }
}
