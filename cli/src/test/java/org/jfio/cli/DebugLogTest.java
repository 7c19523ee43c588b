package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --debug} shows the library's slf4j diagnostics on stderr through logback (engines
 * found, each engine's availability probe, preflight conclusions); without it the output is what
 * it always was. The probes run once per JVM, so the command runs in a child JVM of its own.
 */
class DebugLogTest {
    private static final long TIMEOUT_SECONDS = 60;

    @TempDir
    Path tmp;

    @Test
    void shouldPrintEngineProbesAndPreflightDecisionsWithDebugOnly() throws IOException, InterruptedException {
        String[] job = {"--name=t", "--filename=" + tmp.resolve("f"), "--size=1m", "--ioengine=psync", "--direct=1"};
        String plain;
        String debug;
        try (ChildJfio child = ChildJfio.start(job)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            plain = child.stderr();
        }
        String[] withDebug = new String[job.length + 1];
        withDebug[0] = "--debug";
        System.arraycopy(job, 0, withDebug, 1, job.length);
        try (ChildJfio child = ChildJfio.start(withDebug)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            debug = child.stderr();
        }
        assertFalse(plain.contains("debug"), plain);
        assertTrue(debug.contains("jfio: debug: EngineRegistry: engine libaio found: org.jfio.engines.aio.LibaioEngineProvider"), debug);
        assertTrue(debug.contains("jfio: debug: JobEngines: ioengine=psync: available\n"), debug);
        assertTrue(debug.contains("jfio: debug: PreflightChecks: preflight: job t (ioengine=psync, direct=1, 1 file(s)): "), debug);
        assertTrue(debug.contains("jfio: debug: DirectIoProbe: preflight: O_DIRECT probe of " + tmp), debug);
        String withoutDebugLines = debug.lines().filter(l -> !l.startsWith("jfio: debug: ") && !l.startsWith("jfio: I/O "))
                .map(l -> l + "\n").reduce("", String::concat);
        assertEquals(plain, withoutDebugLines, "--debug only adds lines");
    }

    @Test
    void shouldPrintEveryEnginesAvailabilityProbeForEnghelpWithDebug() throws IOException, InterruptedException {
        try (ChildJfio child = ChildJfio.start("--debug", "--enghelp")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            String err = child.stderr();
            for (String engine : new String[] {"libaio", "posixaio", "io_uring", "pvsync2"}) {
                assertTrue(err.contains("jfio: debug: ") && err.contains(": ioengine=" + engine + " probe: "), engine + ": " + err);
            }
            assertTrue(child.stdout().startsWith("Available IO engines:\n"), "stdout keeps the list only: " + child.stdout());
        }
        try (ChildJfio child = ChildJfio.start("--enghelp")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr(), "nothing on stderr without --debug");
        }
    }
}
