package org.jfio.cli;

import java.lang.management.ManagementFactory;

import org.jfio.result.JobResult;
import org.jfio.api.RunListener;

/**
 * Remembers when the run's I/O began (the first job clone entering its I/O loop), when the last
 * clone entered its loop, and when the I/O ended (the latest {@link JobResult#endEpochMs()}), and
 * with {@code --debug} says so on stderr after the reports, in milliseconds of JVM uptime, the
 * clock of the JVM's own logs ({@code -Xlog:gc:...:uptime}):
 * {@code jfio: debug: I/O from 412 ms to 6431 ms of JVM uptime, every job in its I/O loop from 420 ms}.
 * The first figure is jfio's time to first I/O ({@code bench/startup}); {@code bench/gc-check}
 * and its CI test take the collections from the last figure (plus a warm-up) to the first plus
 * the runtime as collections during the I/O of every job.
 *
 * <p>Passes every call on to the listener it wraps. Thread-safe: job threads call it; a clone
 * start costs one {@link System#nanoTime()} and an uncontended lock.
 */
final class IoTimeline implements RunListener {
    private final RunListener next;
    private final Object lock = new Object();
    private boolean started;
    private long firstStartNs;
    private long lastStartNs;
    private long lastEndEpochMs;

    IoTimeline(RunListener next) {
        this.next = next;
    }

    @Override
    public void notice(String line) {
        next.notice(line);
    }

    @Override
    public void warning(org.jfio.result.Finding finding) {
        next.warning(finding);
    }

    @Override
    public void warning(String line) {
        next.warning(line);
    }

    @Override
    public void jobStarted(String jobName, int clone) {
        long now = System.nanoTime();
        synchronized (lock) {
            if (!started || now - firstStartNs < 0) {
                firstStartNs = now;
            }
            if (!started || now - lastStartNs > 0) {
                lastStartNs = now;
            }
            started = true;
        }
        next.jobStarted(jobName, clone);
    }

    @Override
    public void jobFinished(JobResult result) {
        synchronized (lock) {
            lastEndEpochMs = Math.max(lastEndEpochMs, result.endEpochMs());
        }
        next.jobFinished(result);
    }

    /** @return the debug line, or null when no job started its I/O */
    String describe() {
        long nowNs = System.nanoTime();
        long nowEpochMs = System.currentTimeMillis();
        long uptimeMs = ManagementFactory.getRuntimeMXBean().getUptime();
        synchronized (lock) {
            if (!started) {
                return null;
            }
            long startMs = uptimeMs - (nowNs - firstStartNs) / 1_000_000L;
            long allInMs = uptimeMs - (nowNs - lastStartNs) / 1_000_000L;
            long endMs = lastEndEpochMs == 0 ? uptimeMs : uptimeMs - (nowEpochMs - lastEndEpochMs);
            return "jfio: debug: I/O from " + startMs + " ms to " + endMs + " ms of JVM uptime, every job in its I/O loop from "
                    + allInMs + " ms";
        }
    }
}
