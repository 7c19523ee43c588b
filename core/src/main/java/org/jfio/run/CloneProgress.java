package org.jfio.run;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;
import org.jfio.result.JobProgress;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.job.JobSpec;
import org.jfio.stats.JobStats;

/**
 * What one job clone publishes about itself while it runs, for another thread to read: its
 * {@link JobState}, when its I/O started, its statistics' progress counters, and on request a
 * cumulative {@link JobResult} of what it measured so far.
 *
 * <p>Threads: the clone's job thread writes (state changes are rare and volatile; the I/O
 * counters live in {@link JobStats}, written with opaque stores); any thread reads
 * ({@link #progress}) without stopping the job. Mid-run results are cooperative: a reader asks
 * with {@link #requestResult}, the job thread sees the request at the top of its I/O loop (one
 * volatile read per iteration, {@link #resultRequested}), builds an immutable result from its
 * own statistics (so no histogram is read while it is written) and publishes it
 * ({@link #publishResult}); the reader waits for it with {@link #awaitResult}. Requests come
 * from one reader at a time (the run coordinator serializes them).
 */
final class CloneProgress {
    private final JobSpec spec;
    private final int clone;
    private final int files;
    private final long totalIoBytes;

    private volatile JobState state = JobState.NOT_CREATED;
    private volatile int error;
    /** {@link IoClock#nowNs()} when the clone's I/O started (or its ramp ended); 0 before. */
    private volatile long epochNs;
    /** ms from the epoch to when the clone was reaped; -1 before. */
    private volatile long reapedElapsedMs = -1;
    /** The live statistics while the clone runs; null before and after (then {@link #finalCounts}). */
    private volatile JobStats stats;
    /** The counters when the clone was reaped: I/Os then bytes per data direction; null before. */
    private volatile long[][] finalCounts;

    /** The clone's own stop flag (under its group's), set when its thread is launched; null before. */
    private volatile RunControl control;

    /** Number of the last result asked for (written by the reader). */
    private volatile long requested;
    /** Number of the last request answered (read and written by the job thread only). */
    private long answered;
    /** Number of the request {@link #latest} answers (written by the job thread). */
    private volatile long published;
    /** The latest mid-run result, or the final one. */
    private volatile JobResult latest;

    /**
     * @param files        number of files the clone uses
     * @param totalIoBytes bytes it moves when not time based
     */
    CloneProgress(JobSpec spec, int clone, int files, long totalIoBytes) {
        this.spec = spec;
        this.clone = clone;
        this.files = files;
        this.totalIoBytes = totalIoBytes;
    }

    JobSpec spec() {
        return spec;
    }

    JobState state() {
        return state;
    }

    /** Job thread (or the coordinator before the thread starts): the clone moved on. */
    void state(JobState value) {
        state = value;
    }

    /** Job thread: its statistics exist; their counters may be read from now on. */
    void stats(JobStats value) {
        stats = value;
    }

    /** The coordinator, before the clone's thread starts: the clone's own stop flag. */
    void control(RunControl value) {
        control = value;
    }

    /** @return the clone's own stop flag (steady state stops one clone), or null before it was launched */
    RunControl control() {
        return control;
    }

    /** @return when the clone's I/O started or its ramp ended ({@link IoClock#nowNs()}), 0 before */
    long epochNs() {
        return epochNs;
    }

    /** Job thread: I/O starts (or the ramp ended) now. */
    void epoch(long nowNs) {
        epochNs = nowNs;
    }

    /**
     * The clone ended (with its errno, 0 when none) and was collected. Called on the clone's
     * thread after its work (or by the coordinator for a clone that never started): the final
     * counters are kept and the statistics let go, so a finished run holds no histograms here.
     */
    void reaped(int errno) {
        JobStats st = stats;
        if (st != null) {
            long[][] counts = new long[2][DataDirection.DATA_COUNT];
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                counts[0][d] = st.publishedIos(DataDirection.of(d));
                counts[1][d] = st.publishedBytes(DataDirection.of(d));
            }
            finalCounts = counts;
            stats = null;
        }
        error = errno;
        long epoch = epochNs;
        reapedElapsedMs = epoch == 0 ? 0 : (IoClock.nowNs() - epoch) / 1_000_000L;
        state = JobState.REAPED;
    }

    /** @return the clone's progress now; never blocks the job thread */
    JobProgress progress(long nowNs) {
        JobState s = state;
        long[] ios = new long[DataDirection.DATA_COUNT];
        long[] bytes = new long[DataDirection.DATA_COUNT];
        // stats before finalCounts: reaped() sets finalCounts before it clears stats
        JobStats st = stats;
        long[][] done = st == null ? finalCounts : null;
        if (st != null && s.countsIo()) {
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                ios[d] = st.publishedIos(DataDirection.of(d));
                bytes[d] = st.publishedBytes(DataDirection.of(d));
            }
        } else if (done != null) {
            System.arraycopy(done[0], 0, ios, 0, ios.length);
            System.arraycopy(done[1], 0, bytes, 0, bytes.length);
        }
        long epoch = epochNs;
        long reaped = reapedElapsedMs;
        long elapsedMs = reaped >= 0 ? reaped : epoch == 0 ? 0 : Math.max(0, (nowNs - epoch) / 1_000_000L);
        return new JobProgress(spec, clone, s, error, files, elapsedMs, totalIoBytes, ios, bytes);
    }

    // ---- mid-run results ----

    /** Job thread, once per loop iteration: @return true when a reader asked for a result */
    boolean resultRequested() {
        return requested != answered;
    }

    /** Job thread: answers the pending request with this cumulative result. */
    void publishResult(JobResult result) {
        long r = requested;
        latest = result;
        answered = r;
        published = r;
    }

    /** Job thread: its final result; no request will be answered after this. */
    void finalResult(JobResult result) {
        latest = result;
    }

    /** Reader: asks the job thread for a result; @return the request number to wait for */
    long requestResult() {
        long r = published + 1;
        requested = r;
        return r;
    }

    /**
     * Reader: waits until request {@code number} is answered, the clone leaves its I/O loop, or
     * the deadline passes.
     *
     * @return true when the request was answered
     */
    boolean awaitResult(long number, long deadlineNs) {
        while (published < number) {
            JobState s = state;
            if (s != JobState.RAMP && s != JobState.RUNNING) {
                return false;
            }
            if (IoClock.nowNs() - deadlineNs >= 0) {
                return false;
            }
            java.util.concurrent.locks.LockSupport.parkNanos(200_000);
        }
        return true;
    }

    /** @return the latest result published (mid-run or final), or null when none */
    JobResult latestResult() {
        return latest;
    }
}
