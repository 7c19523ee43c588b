package org.jfio.api;

import java.util.Objects;

import org.jfio.job.JobPlan;
import org.jfio.run.RunCoordinator;

/**
 * Runs a {@link JobPlan} and returns its {@link RunResult}: the library's entry point.
 *
 * <pre>{@code
 * JobSpec job = JobSpec.builder("randread").rw(ReadWrite.RANDREAD).size(64L << 20)
 *         .filename("/tmp/jfio.dat").ioengine("psync").build();
 * RunResult result = JobRunner.of(JobPlan.of(job)).run();
 * double iops = result.groups().get(0).reported().get(0).direction(DataDirection.READ).iops();
 * }</pre>
 *
 * <p>{@link #run()} blocks the calling thread while one platform thread per job clone does the
 * I/O. {@link #stop()} may be called from any thread (a signal handler, say): jobs stop at the
 * next I/O boundary, drain what is in flight, and {@code run} returns the partial result with
 * {@link RunResult#interrupted()} set.
 *
 * <p>{@code run} throws {@link JfioException} (one line for a user) when the plan cannot start:
 * unknown or unavailable engine, missing size for a new file, a preflight error ({@link #preflight()}),
 * a file that cannot be opened or laid out. Failures of individual I/Os do not throw; they end up in
 * {@link JobResult#error()}.
 */
public final class JobRunner {
    private final JobPlan plan;
    private RunListener listener = RunListener.NONE;
    private EngineRegistry engines;
    private volatile RunCoordinator running;
    private RunCoordinator coordinator;
    private volatile boolean stopRequested;

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
     * @throws JfioException when the plan cannot start
     */
    public RunResult run() {
        RunCoordinator c = coordinator();
        running = c;
        if (stopRequested) {
            c.stop();
        }
        return c.run();
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
     * @throws JfioException with the first error as one line ({@link Finding#line()}), or when the
     *                       plan cannot start (unknown engine, missing size, ...)
     */
    public PreflightReport preflight() {
        return coordinator().preflight();
    }

    private RunCoordinator coordinator() {
        if (coordinator == null) {
            coordinator = new RunCoordinator(plan, engines == null ? EngineRegistry.load() : engines, listener);
        }
        return coordinator;
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
