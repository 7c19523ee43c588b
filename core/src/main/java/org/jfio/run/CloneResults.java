package org.jfio.run;

import java.util.ArrayList;
import java.util.List;

import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.CpuUsage;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.stats.JobStats;

/**
 * Turns what one clone measured into a {@link JobResult}: its statistics, its error (from the
 * {@link ErrorPolicy}), its effective depth and the notes it made on the way (also told to the
 * run's listener). Mid-run results, asked for by another thread, are built here by the job
 * thread between two I/Os and published in the clone's {@link CloneProgress}.
 *
 * <p>Job-thread only; not on the per-I/O path.
 */
final class CloneResults {
    private final CloneContext clone;
    private final ErrorPolicy errors;
    private final List<String> notes = new ArrayList<>();
    private JobStats stats;
    private int depth;
    private Verifier verifier;

    CloneResults(CloneContext clone, ErrorPolicy errors) {
        this.clone = clone;
        this.errors = errors;
    }

    /** The clone measures into {@code stats} with {@code depth} units from now on. */
    void measuring(JobStats stats, int depth) {
        this.stats = stats;
        this.depth = depth;
    }

    /** The latency_target search settled on {@code found}: the depth the result reports. */
    void depthFound(int found) {
        depth = found;
    }

    /** The clone verifies: its results carry what was checked, and the read-back's time is the reads' runtime. */
    void verifying(Verifier v) {
        verifier = v;
    }

    /** A note for the report, told to the listener with the job's name in front. */
    void note(String text) {
        notes.add(text);
        clone.job().listener().notice(clone.spec().name() + ": " + text);
    }

    /** A note for the report that the first clone alone tells the listener, as it is (fio prints it once). */
    void noteOnce(String text) {
        notes.add(text);
        if (clone.index() == 0) {
            clone.job().listener().notice(text);
        }
    }

    /**
     * The result of a clone the run stopped before it started (a Ctrl-C while the files were laid
     * out, at the start gate or during the JIT warm-up): no I/O, no runtime, as fio reports a job
     * it was stopped before running (its normal output then skips the job but prints the group's
     * status; its JSON lists the job with zeros).
     */
    static JobResult stoppedBeforeStart(CloneContext clone) {
        JobSpec spec = clone.spec();
        boolean[] active = new boolean[DataDirection.DATA_COUNT]; // nothing to record: no histogram made
        CloneResults r = new CloneResults(clone, new ErrorPolicy(spec, clone.job().provider(), clone.job().listener()));
        r.measuring(new JobStats(active, spec.reporting().bwAvgTimeMs(), spec.reporting().iopsAvgTimeMs(), false,
                spec.measure()), spec.depth().iodepth());
        return r.result(0, CpuUsage.ZERO);
    }

    /** @return what was measured so far as a result (on the job thread: it reads its own statistics) */
    JobResult result(long runtimeMs, CpuUsage cpu) {
        JobSpec spec = clone.spec();
        return new JobResult(spec, clone.job().groupId(), 1, libc_h.gettid(), errors.error(), errors.errorMessage(),
                System.currentTimeMillis(), runtimeMs, stats.directionResults(runtimes(runtimeMs)), cpu, stats.depths(), depth,
                List.copyOf(notes), verifier == null ? org.jfio.result.VerifySummary.NONE : verifier.summary(),
                org.jfio.result.SteadyStateResult.NONE, org.jfio.result.Steadiness.NONE, stats.timeline(),
                ErrorPolicy.continuesOnErrors(spec)
                        ? new org.jfio.result.ErrorCount(true, errors.totalErrors(), errors.firstError())
                        : org.jfio.result.ErrorCount.NONE);
    }

    /**
     * @return each direction's runtime: the job's, except that the read-back belongs to reads
     *         alone (fio: writes 46 ms and verify reads 656 ms of a 700 ms job)
     */
    private long[] runtimes(long runtimeMs) {
        if (verifier == null || verifier.verifyNs() == 0) {
            return new long[] {runtimeMs, runtimeMs, runtimeMs, runtimeMs};
        }
        long verifyMs = verifier.verifyNs() / 1_000_000;
        long ioMs = Math.max(1, runtimeMs - verifyMs);
        boolean reads = clone.spec().rw().hasReads();
        return new long[] {reads ? runtimeMs : Math.max(1, verifyMs), ioMs, ioMs, ioMs};
    }

    /**
     * Answers a mid-run result request (on the job thread, between I/Os): publishes the
     * statistics so far, cumulative, in the clone's {@link CloneProgress}.
     */
    void publishInterim(long runtimeMs, CpuUsage cpu) {
        clone.progress().publishResult(result(runtimeMs, cpu));
    }
}
