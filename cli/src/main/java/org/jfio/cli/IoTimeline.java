package org.jfio.cli;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;

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
 * <p>Passes every call on to the listener it wraps. Thread-safe and lock-free: every clone calls
 * it as it starts its I/O, and with more clones than CPUs a lock here made a convoy (a clone
 * holding it lost its CPU to the clones already doing I/O, the others queued behind it): with
 * {@code numjobs=256} on 2 CPUs some clones entered their loop seconds after the rest.
 */
final class IoTimeline implements RunListener {
    private final RunListener next;
    /** The times below are ns since this, so that min and max need no wrap-around care. */
    private final long baseNs = System.nanoTime();
    /** The first clone's start, ns since {@link #baseNs}; {@link Long#MAX_VALUE} before any. */
    private final AtomicLong firstStartNs = new AtomicLong(Long.MAX_VALUE);
    /** The last clone's start, ns since {@link #baseNs}; -1 before any. */
    private final AtomicLong lastStartNs = new AtomicLong(-1);
    private final AtomicLong lastEndEpochMs = new AtomicLong();

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
        long now = System.nanoTime() - baseNs;
        lower(firstStartNs, now);
        raise(lastStartNs, now);
        next.jobStarted(jobName, clone);
    }

    @Override
    public void jobFinished(JobResult result) {
        raise(lastEndEpochMs, result.endEpochMs());
        next.jobFinished(result);
    }

    // CAS loops, not accumulateAndGet(v, Math::min): the clones of a wave come here at once, and
    // the first call of a method reference links its call site (a class spun under the JVM's locks)
    private static void lower(AtomicLong to, long value) {
        long now = to.get();
        while (value < now && !to.compareAndSet(now, value)) {
            now = to.get();
        }
    }

    private static void raise(AtomicLong to, long value) {
        long now = to.get();
        while (value > now && !to.compareAndSet(now, value)) {
            now = to.get();
        }
    }

    /** @return the debug line, or null when no job started its I/O */
    String describe() {
        long nowNs = System.nanoTime() - baseNs;
        long nowEpochMs = System.currentTimeMillis();
        long uptimeMs = ManagementFactory.getRuntimeMXBean().getUptime();
        long first = firstStartNs.get();
        if (first == Long.MAX_VALUE) {
            return null;
        }
        long startMs = uptimeMs - (nowNs - first) / 1_000_000L;
        long allInMs = uptimeMs - (nowNs - lastStartNs.get()) / 1_000_000L;
        long lastEnd = lastEndEpochMs.get();
        long endMs = lastEnd == 0 ? uptimeMs : uptimeMs - (nowEpochMs - lastEnd);
        return "jfio: debug: I/O from " + startMs + " ms to " + endMs + " ms of JVM uptime, every job in its I/O loop from "
                + allInMs + " ms";
    }
}
