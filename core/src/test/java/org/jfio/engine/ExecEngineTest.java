package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.EngineOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exec engine runs a real program, redirects its output, and stops it when the job ends. */
class ExecEngineTest {
    @TempDir
    Path dir;

    private static IoUnit unit(Arena arena) {
        IoUnit u = new IoUnit(0, arena.allocate(4096, 4096));
        u.prepare(DataDirection.READ, new IoFile(Path.of("x"), 0, 0, 4096), 0, 4096, IoClock.nowNs());
        return u;
    }

    private static EngineContext context(String jobName, Arena arena, long runtimeNs) {
        return new EngineContext(jobName, 1, false, 4096, arena, EngineOptions.EMPTY, runtimeNs);
    }

    @Test
    void shouldReplaceRuntimeAndNameAndSplitAtSpaces() {
        ExecOptions o = new ExecOptions("tool", " -t %r  --job %n ", 1, true);
        assertEquals(List.of("tool", "-t", "30", "--job", "j1"), ExecEngine.command(o, "j1", TimeUnit.SECONDS.toNanos(30)));
        assertEquals(List.of("tool"), ExecEngine.command(new ExecOptions("tool", null, 1, true), "j", 0));
    }

    @Test
    void shouldRedirectTheProgramsOutputAndStopItWithSigterm() throws Exception {
        String job = dir.resolve("e").toString(); // <job>.stdout lands beside it
        try (Arena arena = Arena.ofConfined()) {
            ExecEngine engine = new ExecEngine(new ExecOptions("sleep", "600", 0, true), context(job, arena, 0));
            IoUnit u = unit(arena);
            engine.queue(u);
            assertEquals(4096, u.result(), "the start counts as the first I/O");
            Process p = engine.process();
            assertNotNull(p);
            assertTrue(p.isAlive());
            engine.queue(u); // a 50 ms poll
            engine.close();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS), "stopped at the end of the job");
            assertFalse(p.isAlive());
            assertEquals(143, p.exitValue(), "by SIGTERM (128 + 15)");
        }
        assertTrue(Files.exists(Path.of(job + ".stdout")) && Files.exists(Path.of(job + ".stderr")));
    }

    @Test
    void shouldWriteWhatTheProgramPrints() throws IOException, InterruptedException {
        String job = dir.resolve("echo").toString();
        try (Arena arena = Arena.ofConfined()) {
            ExecEngine engine = new ExecEngine(new ExecOptions("echo", "ran %r s", 1, true),
                    context(job, arena, TimeUnit.SECONDS.toNanos(7)));
            engine.queue(unit(arena));
            assertTrue(engine.process().waitFor(10, TimeUnit.SECONDS));
            engine.close();
        }
        assertEquals("ran 7 s\n", Files.readString(Path.of(job + ".stdout")));
    }

    /** fio 3.33: the child's execvp fails after the fork; the job polls on, every I/O a success. */
    @Test
    void shouldPollOnWhenTheProgramCannotStart() {
        try (Arena arena = Arena.ofConfined()) {
            ExecEngine engine = new ExecEngine(new ExecOptions("no-such-tool-here", "", 1, false), context("j", arena, 0));
            IoUnit u = unit(arena);
            engine.queue(u);
            assertEquals(4096, u.result(), "the failed start is not an I/O error");
            assertEquals(null, engine.process());
            engine.queue(u);
            assertEquals(4096, u.result(), "then a poll, as with a program that runs");
            engine.close();
        }
        assertEquals("errno 2, No such file or directory", ExecEngine.reason(
                new IOException("Cannot run program \"x\": error=2, No such file or directory")));
        assertEquals("errno 13, Permission denied", ExecEngine.reason(
                new IOException("Cannot run program \"x\": Exec failed, error: 13 (Permission denied) ")));
    }

    @Test
    void shouldStillRequireAProgram() {
        try (Arena arena = Arena.ofConfined()) {
            JfioException e = assertThrows(JfioException.class,
                    () -> new ExecEngine(new ExecOptions(" ", "", 1, true), context("j", arena, 0)));
            assertTrue(e.getMessage().contains("program= is required"), e.getMessage());
        }
    }
}
