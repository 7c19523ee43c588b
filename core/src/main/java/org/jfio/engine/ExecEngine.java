package org.jfio.engine;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * fio's {@code exec} engine: the job's first I/O starts {@code program} with its
 * {@code arguments}; every later I/O idles 50 ms (fio's think time, before the I/O's issue time)
 * and waits 50 ms (its completion latency), as fio polls the program, ten I/Os a second; when
 * the job ends (its runtime is over, or it was stopped), {@link #close()} sends SIGTERM, waits
 * {@code grace_time} seconds and sends SIGKILL if the program is still there. No data moves.
 *
 * <p>The program is started with {@link ProcessBuilder} (posix_spawn through the JDK's spawn
 * helper), which does what fio's fork and execvp do here, PATH lookup included, and hands back
 * the child to signal and reap; a binding of fork(2) would not be safe in a JVM. A program that
 * cannot be started (missing, not executable) does not fail the job: fio 3.33 forks first and
 * only its child's execvp fails, so its job polls on for the runtime and ends with err=0; jfio
 * does the same and logs one warning naming the program and the OS's reason.
 *
 * <p>Not thread-safe: one instance per job thread.
 */
final class ExecEngine implements IoEngine {
    /** fio's wait inside each poll of the running program, and its think time between two polls. */
    static final long POLL_NS = TimeUnit.MILLISECONDS.toNanos(50);
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC,
            EngineCapability.DISKLESS, EngineCapability.NO_IO, EngineCapability.SETS_ISSUE_TIME);

    private static final Logger LOG = LoggerFactory.getLogger(ExecEngine.class);

    private final ExecOptions options;
    private final List<String> command;
    private final String jobName;
    private Process process;
    private boolean startFailed;

    ExecEngine(ExecOptions options, EngineContext context) {
        this.options = options;
        this.jobName = context.jobName();
        if (options.program() == null || options.program().isBlank()) {
            throw new JfioException(jobName + ": exec: program= is required (the program to run for the job's runtime)");
        }
        this.command = command(options, context.jobName(), context.runtimeNs());
    }

    /** @return program and arguments as fio splits them, {@code %r} and {@code %n} replaced */
    static List<String> command(ExecOptions options, String jobName, long runtimeNs) {
        List<String> argv = new ArrayList<>();
        argv.add(options.program());
        String args = options.arguments() == null ? "" : options.arguments()
                .replace("%r", Long.toString(TimeUnit.NANOSECONDS.toSeconds(runtimeNs)))
                .replace("%n", jobName);
        for (String a : args.split(" ")) {
            if (!a.isEmpty()) {
                argv.add(a);
            }
        }
        return argv;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        if (process == null && !startFailed) {
            start(unit);
            return QueueStatus.COMPLETED;
        }
        sleep(POLL_NS); // fio's think time after each I/O, outside the I/O's completion latency
        unit.issueNs(IoClock.nowNs());
        sleep(POLL_NS); // fio's wait inside the I/O
        unit.result(unit.lengthBytes());
        return QueueStatus.COMPLETED;
    }

    private static void sleep(long ns) {
        long end = IoClock.nowNs() + ns;
        for (long left = ns; left > 0; left = end - IoClock.nowNs()) {
            LockSupport.parkNanos(left);
        }
    }

    private void start(IoUnit unit) {
        ProcessBuilder builder = new ProcessBuilder(command);
        if (options.stdRedirect()) {
            builder.redirectOutput(new File(jobName + ".stdout")).redirectError(new File(jobName + ".stderr"));
        } else {
            builder.inheritIO();
        }
        try {
            process = builder.start();
            unit.result(unit.lengthBytes());
        } catch (IOException e) {
            // fio 3.33 forks before it execs: a program that cannot run fails in the child only,
            // and the job goes on polling for its runtime with err=0. jfio does the same and says why.
            startFailed = true;
            unit.result(unit.lengthBytes());
            LOG.warn("{}: exec: cannot run program={} ({}); the job runs on for its runtime without it, as fio 3.33's does",
                    jobName, options.program(), reason(e));
        }
    }

    /** The errno and strerror in the JDK's "error=2, No such..." or "error: 2 (No such...)". */
    private static final Pattern SPAWN_ERROR = Pattern.compile("error[=:] ?(\\d+)[,( ]+([^)]*?)\\)? *$");

    /** @return the OS's reason from a failed start ("errno 2, No such file or directory"), else the whole message */
    static String reason(IOException e) {
        String m = String.valueOf(e.getMessage());
        Matcher matcher = SPAWN_ERROR.matcher(m);
        return matcher.find() ? "errno " + matcher.group(1) + ", " + matcher.group(2).strip() : m;
    }

    /** @return the running program, or null before the first I/O */
    Process process() {
        return process;
    }

    @Override
    public void close() {
        Process p = process;
        if (p == null || !p.isAlive()) {
            return;
        }
        p.destroy(); // SIGTERM
        try {
            if (!p.waitFor(options.graceTimeS(), TimeUnit.SECONDS)) {
                p.destroyForcibly(); // SIGKILL
                p.waitFor(options.graceTimeS() + 5L, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
