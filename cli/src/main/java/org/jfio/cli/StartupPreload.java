package org.jfio.cli;

import java.util.List;

import org.jfio.api.EngineRegistry;
import org.jfio.api.NativeLinks;
import org.jfio.format.CFormat;
import org.jfio.job.ArgvParser;
import org.jfio.job.OptionTable;
import org.slf4j.LoggerFactory;

/**
 * Start-up work done on a second thread while the main thread reads the command line: the
 * {@code _exit} handle of {@link OutOfMemoryExit} (the JVM's native linker starts up), the C
 * library handles of a job on a file ({@link NativeLinks}), the engines' discovery, one parse of a
 * null-engine job (the option records' classes initialised) and the exact decimal arithmetic the
 * preflight's and reports' numbers use. Each of these is what the main thread does next anyway:
 * where the preload is still at it, the main thread waits for the class being initialised or does
 * the rest itself, so the result is the same and the launch to the first I/O shorter.
 *
 * <p>Side-effect free: nothing is written, no file is opened, nothing is printed; any failure is
 * dropped (the main thread meets it again and reports it). Runs only from {@link Main#main}: the
 * in-process entry {@link Main#run} (tests, embedding) starts nothing.
 */
final class StartupPreload {
    private static final List<String> JOB = List.of("--name=preload", "--ioengine=null", "--size=4k", "--bs=4k");

    private StartupPreload() {
    }

    /** Starts the daemon thread {@code jfio-preload}, unless {@code args} asks only for the version. */
    static void start(String[] args) {
        if (args.length == 1 && "--version".equals(args[0])) {
            return;
        }
        // The logging set-up stays on this thread, before the second one exists: SLF4J hands a
        // thread that asks for a logger while another thread initializes it a substitute, whose
        // events are replayed later with a warning on stderr, or dropped (--debug's lines lost);
        // with a long class path (the tests', the Kubernetes client's jars) that window was hit.
        LoggerFactory.getILoggerFactory();
        Thread.ofPlatform().daemon().name("jfio-preload").start(StartupPreload::preload);
    }

    private static void preload() {
        try {
            OutOfMemoryExit.prepare();
            Terminal.isTerminal(Terminal.STDERR); // isatty's handle: the main thread asks first
            // The C library handles next: 100 ms and more of the preload thread, and the main
            // thread's preflight waited for statx's when they came last; the engines' discovery
            // and the parse, which the main thread does itself when it gets there first, after.
            // 16 alternating runs twice, psync 4 KiB job: first I/O 373/386 -> 359/369 ms (medians)
            NativeLinks.prepare();
            EngineRegistry engines = EngineRegistry.load();
            new ArgvParser().options(OptionTable.builtin().withEngines(engines)).parse(JOB);
            // BigDecimal's and BigInteger's class initialisation (the preflight's sizes): a few ms
            CFormat.fixed(0.5, 1);
        } catch (RuntimeException | LinkageError | OutOfMemoryError ignored) {
            // the main thread meets the same failure where it can report it; an out-of-memory here
            // belongs to whatever filled the heap (a job's buffers), which the main thread reports
        }
    }
}
