package org.jfio.run;

import java.lang.foreign.Arena;
import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.jfio.result.CpuUsage;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.spi.JfioException;
import org.jfio.stats.ThreadCpuClock;

/**
 * The life of one job clone on its own platform thread: {@code startdelay} (from the start of
 * the run; a range picks a delay per clone), setup ({@link CloneSetup}), fio's loop
 * ({@link IoLoop}), the end of the job ({@link CloneSetup#finish}: {@code end_fsync}, the iolog's
 * last lines), the result ({@link CloneResults}), and {@code exitall}.
 *
 * <p>The loop allocates nothing, takes no lock and throws nothing while I/O goes well. A failed
 * I/O ends the job with its errno as the job's error unless {@code continue_on_error} covers it
 * ({@link ErrorPolicy}). An exception ends the clone with a failure that says what failed and
 * when ({@link CloneFailure}): in setup, in the I/O loop, or at the end of the job.
 *
 * <p>It publishes its {@link JobState} as it goes, and its results (mid-run on request, and
 * the final one) in its {@link CloneProgress}. {@link #result()} and {@link #failure()} are read
 * by the coordinator once the clone has reported its end.
 */
final class JobWorker implements Runnable {
    /** Where a clone is, for the words of its failure. */
    private enum Phase { SETUP, IO, FINISHING }

    private final CloneContext clone;
    /** Where the clone waits for the others of its wave before its I/O, or null to start at once. */
    private StartLine line;
    private Phase phase = Phase.SETUP;
    private IoLoop loop;
    private JobResult result;
    private RuntimeException failure;

    JobWorker(CloneContext clone) {
        this(clone, null);
    }

    /** @param line where the clone waits, set up, for the rest of its wave (joined), or null */
    JobWorker(CloneContext clone, StartLine line) {
        this.clone = clone;
        this.line = line;
    }

    /** @return a clone that failed before it could start (its files' layout), holding the failure */
    static JobWorker failedBeforeStart(CloneContext clone, RuntimeException e) {
        JobWorker w = new JobWorker(clone);
        w.failure = e;
        return w;
    }

    /**
     * @return a clone the run was stopped before it could start (a Ctrl-C during the layout, the
     *         start gate or the JIT warm-up), holding a result without I/O
     */
    static JobWorker stoppedBeforeStart(CloneContext clone) {
        JobWorker w = new JobWorker(clone);
        w.result = CloneResults.stoppedBeforeStart(clone);
        clone.progress().finalResult(w.result);
        return w;
    }

    /** @return the clone's result, or null when it failed or never started */
    JobResult result() {
        return result;
    }

    /** @return the failure that ended the clone, or null */
    RuntimeException failure() {
        return failure;
    }

    @Override
    public void run() {
        JobSpec spec = clone.spec();
        // offload: the submit threads use the units' buffers and their engines' memory
        try (Arena arena = spec.io().offload() ? Arena.ofShared() : Arena.ofConfined()) {
            startDelay();
            clone.progress().state(JobState.SETTING_UP);
            result = execute(arena);
            clone.progress().finalResult(result);
        } catch (RuntimeException e) {
            failure = failed(spec, e);
        } catch (InternalError e) {
            // the JVM's word for a SIGBUS in a memory access (a mapped file cut short under a mapping,
            // a full tmpfs behind mem=mmapshared): the clone fails with one line, the thread survives
            failure = failed(spec, new JfioException("memory access fault (SIGBUS: a mapped file "
                    + "shorter than its mapping, or a full file system behind it): " + e.getMessage(), e));
        } finally {
            if (line != null) {
                line.leave(); // it failed before it was ready: the rest of the wave goes without it
            }
            Flows.Share flow = clone.job().flowShare(clone.index());
            if (flow != null) {
                flow.leave(); // once: the loop left already unless the clone failed before it
            }
            boolean failed = failure != null || (result != null && result.error() != 0);
            if (spec.ordering().exitall() || (spec.errors().exitallOnError() && failed)) {
                clone.job().control().stop(switch (spec.errors().exitWhat()) {
                    case GROUP -> RunControl.Scope.GROUP;
                    case STONEWALL -> RunControl.Scope.WAVE;
                    case ALL -> RunControl.Scope.JOBS;
                });
            }
        }
    }

    private void startDelay() {
        JobSpec spec = clone.spec();
        long delay = spec.timing().startDelayNs();
        if (spec.timing().startDelayMaxNs() > delay) {
            delay += new SplittableRandom(clone.seed() ^ 0x6A09E667F3BCC909L).nextLong(spec.timing().startDelayMaxNs() - delay + 1);
        }
        if (delay > 0) {
            clone.progress().state(JobState.NOT_CREATED);
            // from the run's start, as fio, but not counting jfio's JIT warm-ups (fio has none): a
            // delayed job keeps its distance from the jobs that start at once
            Sleeper.until(clone.job().runStartNs() + clone.job().control().warmupNs() + delay, clone.job().control());
        }
    }

    private JobResult execute(Arena arena) {
        ErrorPolicy errors = new ErrorPolicy(clone.spec(), clone.job().provider(), clone.job().listener());
        CloneResults results = new CloneResults(clone, errors);
        try (CloneSetup setup = CloneSetup.open(clone, arena, errors, results)) {
            ExecHook.prerun(clone.spec(), clone.job().listener());
            loop = new IoLoop(clone, setup, errors, results);
            phase = Phase.IO;
            loop.run(setup.cpuClock(), this::atStartLine);
            phase = Phase.FINISHING;
            clone.progress().state(JobState.FINISHING);
            setup.finish(results);
            CpuUsage cpu = ThreadCpuClock.delta(loop.cpuAtStart(), loop.cpuAtEnd());
            String ignored = errors.ignoredNote();
            if (ignored != null) {
                results.note(ignored);
            }
            JobResult result = results.result(loop.runtimeMs(), cpu);
            ExecHook.postrun(clone.spec(), clone.job().listener());
            return result;
        }
    }

    /**
     * The clone is set up and its loop has done the slow parts of its start: waits for the rest
     * of its wave ({@link StartLine}), then tells the listener its I/O starts. Just before its
     * clock starts, on its own thread.
     *
     * @return when its wave started ({@link org.jfio.spi.IoClock#nowNs()}), the start of its
     *         window; 0 to start it now (no wave to wait for, or a stop request)
     */
    private long atStartLine() {
        long waveStartNs = 0;
        if (line != null) {
            StartLine l = line;
            line = null;
            RunControl own = clone.progress().control();
            waveStartNs = l.ready(own != null ? own : clone.job().control());
        }
        clone.job().listener().jobStarted(clone.spec().name(), clone.index());
        return waveStartNs;
    }

    private RuntimeException failed(JobSpec spec, RuntimeException e) {
        return switch (phase) {
            case SETUP -> CloneFailure.inSetup(spec, clone.job().provider(), e);
            case IO -> CloneFailure.duringIo(spec, clone.job().provider(), loop.position(), e);
            case FINISHING -> CloneFailure.inFinishing(spec, clone.job().provider(), e);
        };
    }
}
