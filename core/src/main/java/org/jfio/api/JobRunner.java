package org.jfio.api;

import org.jfio.result.Finding;
import org.jfio.result.JobProgress;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.result.LayoutProgress;
import org.jfio.result.PreflightReport;
import org.jfio.result.RunProgress;
import org.jfio.result.RunResult;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.jfio.job.JobEngines;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.run.RunCoordinator;
import org.jfio.run.Version;
import org.jfio.spi.JfioException;

/**
 * Runs a {@link JobPlan} and returns its {@link RunResult}: the library's entry point.
 *
 * <pre>{@code
 * JobSpec job = JobSpec.builder("randread").rw(ReadWrite.RANDREAD).size(64L << 20)
 *         .filename("/tmp/jfio.dat").ioengine("psync").build();
 * RunResult result = JobRunner.of(JobPlan.of(job)).run();
 * double iops = result.job("randread").direction(DataDirection.READ).iops();
 * }</pre>
 * The {@linkplain org.jfio.api package documentation} is the user guide: fio arguments and job
 * files, results by name, progress, preflight, engines, errors.
 *
 * <p>{@link #run()} blocks the calling thread while one platform thread per job clone does the
 * I/O. {@link #stop()} may be called from any thread (a signal handler, say): jobs stop at the
 * next I/O boundary, drain what is in flight, and {@code run} returns the partial result with
 * {@link RunResult#interrupted()} set.
 *
 * <p>While {@code run} goes on, other threads may watch it: {@link #progress()} reads every job
 * clone's state and I/O counters without disturbing the I/O threads (what a status line
 * needs), and {@link #currentResult()} collects the full statistics so far (what fio's
 * {@code --status-interval} and {@code SIGUSR1} reports print).
 *
 * <p>{@code run} throws {@link org.jfio.spi.JfioException} (one line for a user) when the plan cannot start:
 * unknown or unavailable engine, missing size for a new file, a preflight error ({@link #preflight()}),
 * a file that cannot be opened or laid out. Failures of individual I/Os do not throw; they end up in
 * {@link org.jfio.result.JobResult#error()}.
 */
public final class JobRunner {
    /** How long {@link #currentResult()} waits for the clones' answers: 1 s. */
    public static final Duration DEFAULT_RESULT_WAIT = Duration.ofSeconds(1);
    /** Longest wait {@link #currentResult(Duration)} takes (longer ones are cut to it): a day, which fits in ns. */
    private static final Duration MAX_RESULT_WAIT = Duration.ofDays(1);

    private final JobPlan plan;
    private RunListener listener = RunListener.NONE;
    private EngineRegistry engines;
    private volatile RunCoordinator running;
    private RunCoordinator coordinator;
    private volatile boolean stopRequested;
    private boolean timeline;
    private java.util.function.ToLongFunction<java.util.function.BooleanSupplier> startGate;

    private JobRunner(JobPlan plan) {
        this.plan = Objects.requireNonNull(plan, "plan");
    }

    /** @return a runner for this plan */
    public static JobRunner of(JobPlan plan) {
        return new JobRunner(plan);
    }

    /**
     * Sets the listener told about progress and preflight warnings (default: none); call it
     * before {@link #preflight()} or {@link #run()}.
     */
    public JobRunner listener(RunListener value) {
        listener = Objects.requireNonNull(value, "listener");
        return this;
    }

    /**
     * Sets where engines are looked up (default: {@link EngineRegistry#load()}); call it before
     * {@link #preflight()} or {@link #run()}.
     */
    public JobRunner engines(EngineRegistry value) {
        engines = Objects.requireNonNull(value, "engines");
        return this;
    }

    /**
     * Runs the plan to the end (or until {@link #stop()}).
     *
     * @return what was measured
     * @throws org.jfio.spi.JfioException when the plan cannot start
     */
    public RunResult run() {
        RunCoordinator c = coordinator();
        c.timeline(timeline);
        if (startGate != null) {
            c.startGate(startGate);
        }
        running = c;
        if (stopRequested) {
            c.stop();
        }
        return c.run();
    }

    /**
     * Has every job record its {@link org.jfio.result.JobResult#timeline() timeline}: per
     * interval ({@code bwavgtime}, 500 ms by default) and direction, the I/Os, bytes, mean and
     * p99 clat, what the HTML report plots over time. Off by default: it costs two clat histogram
     * copies per clone and direction (about 220 KiB each), nothing per I/O.
     *
     * @return this runner
     */
    public JobRunner timeline(boolean on) {
        timeline = on;
        return this;
    }

    /**
     * Sets the shared start of a many-host run: once the first jobs' files are laid out, the gate
     * answers the wall-clock instant (ms since the epoch; 0 for at once) at which their clones
     * start their I/O (the ranks meet at a {@link org.jfio.fleet.StartBarrier}, or agree on a
     * {@link org.jfio.fleet.StartAt}), so the measured windows of all ranks begin together. The
     * clones are then set up and each waits for that instant just before its first I/O. The gate
     * runs once, on the thread that called {@link #run()}, and is given a flag to poll that turns
     * true when {@link #stop()} is called; an exception it throws ends the run before any I/O.
     *
     * @param gate answers the start instant
     * @return this runner
     */
    public JobRunner startGate(java.util.function.ToLongFunction<java.util.function.BooleanSupplier> gate) {
        startGate = Objects.requireNonNull(gate, "gate");
        return this;
    }

    /**
     * Runs the preflight now, before {@link #run()} (which otherwise runs it itself, once): the
     * checks that stop a job (a mounted block device without {@code allow_mounted_write=1},
     * {@code readonly} with writes, O_DIRECT refused or misaligned, not enough free space for the
     * layout, a read-only mount) and the warnings (told to the listener once). Nothing is laid
     * out or written; where a file does not exist yet, the O_DIRECT probe creates and removes a
     * probe file in its directory.
     *
     * @return the warnings
     * @throws org.jfio.spi.JfioException with the first error as one line
     *                       ({@link org.jfio.result.Finding#line()}), or when the
     *                       plan cannot start (unknown engine, missing size, ...)
     */
    public PreflightReport preflight() {
        return coordinator().preflight();
    }

    private RunCoordinator coordinator() {
        if (coordinator == null) {
            coordinator = new RunCoordinator(plan, JobEngines.resolve(plan, engines == null ? EngineRegistry.load() : engines),
                    new ListenerEvents(listener));
        }
        return coordinator;
    }

    /**
     * How far the layout in progress has got: the files of a job being written (or preallocated)
     * before its clones start, because they are missing or short. The same readings go to
     * {@link RunListener#layoutProgress}. Safe from any thread at any time.
     *
     * @return the latest reading, or empty when no layout is running (before the run, between
     *         layouts, while the jobs do I/O, after the run)
     */
    public Optional<LayoutProgress> layoutProgress() {
        RunCoordinator c = running;
        return Optional.ofNullable(c == null ? null : c.layoutProgress());
    }

    /**
     * Every job clone's progress now: state, files, elapsed time, what it has to do and its
     * completed I/Os and bytes per direction. Reads counters the I/O threads publish with
     * opaque stores: no lock, no waiting, no effect on the I/O. Safe from any thread, before,
     * during and after {@link #run()}; before the run has set up its jobs every clone is
     * {@link org.jfio.result.JobState#NOT_CREATED} with nothing to do yet. Allocates on the calling thread only.
     *
     * @return the progress of every clone of every job, in plan order
     */
    public RunProgress progress() {
        RunCoordinator c = running;
        RunProgress p = c == null ? null : c.progress();
        if (p != null) {
            return p;
        }
        List<JobProgress> jobs = new ArrayList<>();
        for (JobSpec spec : plan.jobs()) {
            for (int clone = 0; clone < spec.numjobs(); clone++) {
                jobs.add(JobProgress.notStarted(spec, clone, 0, 0));
            }
        }
        return new RunProgress(0, jobs);
    }

    /**
     * What the run has measured so far, cumulative since each job clone started, as fio's
     * {@code --status-interval} and {@code SIGUSR1} reports show it: every clone doing I/O is
     * asked for its statistics and answers between two I/Os (it copies them on its own thread,
     * so no statistic is read while it is written); clones that ended give their final result;
     * clones that have not started yet are left out. {@link RunResult#interrupted()} is false.
     *
     * <p>Safe from any thread; calls are serialized. Blocks the caller until every clone
     * answered, at most about {@link #DEFAULT_RESULT_WAIT} (a clone in a long think time or rate wait is then
     * reported as it last answered, or left out). The I/O threads pay one volatile read per
     * I/O for this, plus the copy of their statistics when asked.
     *
     * @return the results so far; before the run has set up its jobs, a result without groups
     */
    public RunResult currentResult() {
        return currentResult(DEFAULT_RESULT_WAIT);
    }

    /**
     * {@link #currentResult()} with another limit on how long the caller waits for the clones'
     * answers.
     *
     * @param maxWait the longest wait for the clones to answer, e.g. {@code Duration.ofMillis(200)}
     * @return the results so far
     * @throws IllegalArgumentException when {@code maxWait} is negative
     */
    public RunResult currentResult(Duration maxWait) {
        if (maxWait.isNegative()) {
            throw new IllegalArgumentException("maxWait=" + maxWait + ": must not be negative");
        }
        RunCoordinator c = running;
        long waitNs = maxWait.compareTo(MAX_RESULT_WAIT) > 0 ? MAX_RESULT_WAIT.toNanos() : maxWait.toNanos();
        RunResult r = c == null ? null : c.currentResult(waitNs);
        if (r != null) {
            return r;
        }
        return new RunResult(plan, Version.string(), System.currentTimeMillis(), List.of(), List.of(), false);
    }

    /** Asks every job to stop at its next I/O boundary. Safe from any thread. */
    public void stop() {
        stopRequested = true;
        RunCoordinator c = running;
        if (c != null) {
            c.stop();
        }
    }
}
