package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * The real {@code jfio} command in a child JVM: the running JDK's {@code java}, this module's
 * test class path, {@code org.jfio.cli.Main}. Its stderr is drained by a thread; its stdout is
 * read by the test ({@link #readStdoutUntil}) or drained on {@link #await}. Signals are sent
 * with {@code kill}, and the child starts with SIGINT and SIGTERM at their defaults
 * ({@code env --default-signal}), so a test run from a shell that ignores them still works.
 */
final class ChildJfio implements AutoCloseable {
    private final Process process;
    private final BufferedReader stdout;
    private final StringBuilder stdoutText = new StringBuilder();
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    private final Thread stderrDrain;

    private ChildJfio(Process process) {
        this.process = process;
        this.stdout = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        InputStream err = process.getErrorStream();
        this.stderrDrain = Thread.ofPlatform().daemon().start(() -> {
            try {
                err.transferTo(stderrSink());
            } catch (IOException e) {
                // the child is gone
            }
        });
    }

    private java.io.OutputStream stderrSink() {
        return new java.io.OutputStream() {
            @Override
            public void write(int b) {
                synchronized (stderr) {
                    stderr.write(b);
                    stderr.notifyAll();
                }
            }

            @Override
            public void write(byte[] b, int off, int len) {
                synchronized (stderr) {
                    stderr.write(b, off, len);
                    stderr.notifyAll();
                }
            }
        };
    }

    /**
     * Starts jfio with the arguments, behind the given command prefix (e.g.
     * {@code prlimit --fsize=1048576}).
     */
    static ChildJfio start(List<String> prefix, String... args) throws IOException {
        return start(prefix, List.of(), args);
    }

    /** Starts jfio with extra JVM options, e.g. {@code -Xmx64m}. */
    static ChildJfio withJvmOptions(List<String> jvmOptions, String... args) throws IOException {
        return start(List.of(), jvmOptions, args);
    }

    /** Starts jfio in the directory {@code dir} (its working directory: where fio-style relative outputs land). */
    static ChildJfio startIn(java.nio.file.Path dir, String... args) throws IOException {
        return start(List.of(), List.of(), dir, args);
    }

    private static ChildJfio start(List<String> prefix, List<String> jvmOptions, String... args) throws IOException {
        return start(prefix, jvmOptions, null, args);
    }

    private static ChildJfio start(List<String> prefix, List<String> jvmOptions, java.nio.file.Path dir, String... args)
            throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(requireTool("env"));
        cmd.add("--default-signal=INT,TERM");
        cmd.addAll(prefix);
        cmd.add(ProcessHandle.current().info().command().orElseThrow());
        cmd.addAll(jvmOptions);
        cmd.add("--enable-native-access=ALL-UNNAMED");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        if (dir != null) {
            pb.directory(dir.toFile());
        }
        return new ChildJfio(pb.start());
    }

    static ChildJfio start(String... args) throws IOException {
        return start(List.of(), args);
    }

    /**
     * @return the absolute path of a tool in /usr/bin or /bin; the test is skipped without it,
     *         or fails when the environment variable CI is {@code true}
     */
    static String requireTool(String name) {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(name + " is needed for this test and missing");
        }
        Assumptions.abort(name + " not installed");
        return name;
    }

    /** Writes {@code text} to the child's stdin and closes it (a job file given as {@code -}). */
    ChildJfio input(String text) throws IOException {
        try (java.io.OutputStream in = process.getOutputStream()) {
            in.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return this;
    }

    /** @return the child's process id (the one {@code kill} reaches: env and the prefix exec into java) */
    long pid() {
        return process.pid();
    }

    /** Sends a signal, e.g. {@code INT} or {@code TERM}, with kill(1). */
    void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder(requireTool("kill"), "-" + name, Long.toString(pid())).inheritIO().start();
        if (kill.waitFor() != 0) {
            fail("kill -" + name + " " + pid() + " failed");
        }
    }

    /**
     * Reads stdout line by line until a line contains {@code marker}.
     *
     * @return the lines read so far
     */
    String readStdoutUntil(String marker) throws IOException {
        String line;
        while ((line = stdout.readLine()) != null) {
            synchronized (stdoutText) {
                stdoutText.append(line).append('\n');
            }
            if (line.contains(marker)) {
                return stdout();
            }
        }
        fail("jfio ended before printing '" + marker + "'; stdout: " + stdoutText + "; stderr: " + stderr());
        return null;
    }

    /** @return true while the child runs */
    boolean alive() {
        return process.isAlive();
    }

    /** Runs {@code action} (on another thread) once the child has ended; at once when it already has. */
    void onExit(Runnable action) {
        process.onExit().thenRun(action);
    }

    /**
     * Waits for the child to end, reading the rest of its stdout.
     *
     * @return the exit code
     */
    int await(long timeoutSeconds) throws IOException, InterruptedException {
        Thread drain = Thread.ofPlatform().daemon().start(() -> {
            try {
                String line;
                while ((line = stdout.readLine()) != null) {
                    synchronized (stdoutText) {
                        stdoutText.append(line).append('\n');
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("jfio did not end within " + timeoutSeconds + " s; stdout: " + stdout() + "; stderr: " + stderr());
        }
        drain.join(TimeUnit.SECONDS.toMillis(10));
        stderrDrain.join(TimeUnit.SECONDS.toMillis(10));
        return process.exitValue();
    }

    /** @return what the child printed on stdout so far */
    String stdout() {
        synchronized (stdoutText) {
            return stdoutText.toString();
        }
    }

    /**
     * Waits until the child's stderr contains {@code text} (woken by each write the drain
     * thread makes), or fails after {@code timeoutSeconds}.
     */
    void awaitStderr(String text, long timeoutSeconds) throws InterruptedException {
        awaitStderr(java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(text)), timeoutSeconds);
    }

    /** Waits until stderr holds a match of {@code pattern}; fails after {@code timeoutSeconds}. */
    void awaitStderr(java.util.regex.Pattern pattern, long timeoutSeconds) throws InterruptedException {
        String text = pattern.pattern();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        synchronized (stderr) {
            while (!pattern.matcher(stderr.toString(StandardCharsets.UTF_8)).find()) {
                long leftMs = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (leftMs <= 0) {
                    fail("jfio did not print '" + text + "' on stderr within " + timeoutSeconds + " s; stderr: "
                            + stderr.toString(StandardCharsets.UTF_8));
                }
                stderr.wait(leftMs);
            }
        }
    }

    /** @return what the child printed on stderr so far */
    String stderr() {
        synchronized (stderr) {
            return stderr.toString(StandardCharsets.UTF_8);
        }
    }

    /** Kills the child if it still runs. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }
}
