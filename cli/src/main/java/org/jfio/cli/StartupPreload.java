package org.jfio.cli;

import org.jfio.api.NativeLinks;
import org.jfio.spi.IoClock;
import org.slf4j.LoggerFactory;

/**
 * Start-up work done on a second thread while the main thread sets up logging and reads the
 * command line: the {@code _exit} handle of {@link OutOfMemoryExit} (the JVM's native linker starts
 * up), {@code isatty}'s, the C library handles of a job on a file ({@link NativeLinks}) and the CPU
 * counter's clock ({@link IoClock}). Each is
 * what the main thread and the job's thread need next anyway: where the preload is still at it, they
 * wait for the class being initialised or do the rest themselves, so the result is the same and the
 * launch to the first I/O shorter.
 *
 * <p>Side-effect free: nothing is written, no file is opened, nothing is printed; any failure is
 * dropped (the main thread meets it again and reports it). Runs only from {@link Main#main}: the
 * in-process entry {@link Main#run} (tests, embedding) starts nothing.
 */
final class StartupPreload {
    private StartupPreload() {
    }

    /**
     * Starts the daemon thread {@code jfio-preload}, unless {@code args} asks only for the version or
     * the help, which need no native call: on 2 CPUs the preload's linking slowed {@code --help} by
     * 10 ms.
     */
    static void start(String[] args) {
        if (Main.isVersionOnly(args) || Main.isHelpOnly(args)) {
            return;
        }
        // The preload asks for no logger, so it can start before the logging set-up, which stays on
        // this thread: SLF4J hands a thread that asks for a logger while another thread initializes
        // it a substitute, whose events are replayed later with a warning on stderr, or dropped
        // (--debug's lines lost). Started first, the native linking gains the set-up's 20-30 ms.
        Thread.ofPlatform().daemon().name("jfio-preload").start(StartupPreload::preload);
        LoggerFactory.getILoggerFactory();
    }

    private static void preload() {
        try {
            OutOfMemoryExit.prepare();
            Terminal.isTerminal(Terminal.STDERR); // isatty's handle: the main thread asks first
            // The C library handles: the job's first I/O waits for the last of them (pread), the main
            // thread's preflight for the first (statx). The engines' discovery and a first parse, once
            // done here too, came after the main thread had done both itself: dropped.
            // clocksource=cpu: the rdtsc downcall's link and the counter's rate measurement (5 ms
            // asleep), on a thread of its own: the run's start waits for both, and behind the C
            // library's handles below they came too late
            Thread.ofPlatform().daemon().name("jfio-clock").start(IoClock::cpuProblem);
            NativeLinks.prepare();
        } catch (RuntimeException | LinkageError | OutOfMemoryError ignored) {
            // the main thread meets the same failure where it can report it; an out-of-memory here
            // belongs to whatever filled the heap (a job's buffers), which the main thread reports
        }
    }
}
