package org.jfio.result;

import org.jfio.spi.DataDirection;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.jfio.job.JobSpec;

/**
 * The outcome of one job clone, or of a whole reporting group merged under
 * {@code group_reporting} (then {@link #jobs()} is the number of clones merged). Find one by
 * job name with {@link RunResult#job(String)} or {@link RunResult#jobs(String)}.
 *
 * <p>Times: {@link #runtime()} and {@link #endTime()} as {@code java.time} values; the
 * {@code ...Ms} components are the same in ms, as fio's JSON ({@code job_runtime}). Per
 * direction figures (I/Os, bytes, bandwidth, latency) are in {@link #direction(DataDirection)}.
 * Immutable and thread-safe.
 *
 * @param spec        the job as described
 * @param groupId     reporting group
 * @param jobs        clones this result covers (1 for a single clone)
 * @param threadId    Linux thread id of the clone (the first one when merged) (fio {@code pid})
 * @param error       first errno the job hit, 0 when none (fio {@code err=})
 * @param errorMessage one line describing the first error, empty when none
 * @param endEpochMs  wall-clock time the job ended, ms since the epoch
 * @param runtimeMs   measured time of the job in ms (fio {@code job_runtime}; when merged, the sum of
 *                    the clones' times, as fio, so CPU shares stay per clone)
 * @param directions  results for READ, WRITE, TRIM and SYNC, indexed by {@link DataDirection#ordinal()}
 *                    (DATASYNC is counted under SYNC)
 * @param cpu         CPU used
 * @param depths      IO depth tables
 * @param effectiveIodepth the depth actually used (1 for sync engines)
 * @param notes       notices the job produced (e.g. depth capped for a sync engine)
 * @param verify      what the job's data verification checked ({@link VerifySummary#NONE} when it did not verify)
 * @param steadyState what fio's steady-state detection found ({@link SteadyStateResult#NONE} without {@code ss_dur})
 * @param steadiness  jfio's trend of the per-second IOPS over the measured window ({@link Steadiness#NONE}
 *                    when too short or not sampled)
 * @param timeline    the job's measurements over time, for plots ({@link Timeline#EMPTY} when none were taken)
 * @param errorCount  the failed I/Os counted, for fio's {@code errors} line ({@link ErrorCount#NONE} unless the
 *                    job goes on through errors)
 */
public record JobResult(
        JobSpec spec,
        int groupId,
        int jobs,
        long threadId,
        int error,
        String errorMessage,
        long endEpochMs,
        long runtimeMs,
        List<DirectionResult> directions,
        CpuUsage cpu,
        DepthDistribution depths,
        int effectiveIodepth,
        List<String> notes,
        VerifySummary verify,
        SteadyStateResult steadyState,
        Steadiness steadiness,
        Timeline timeline,
        ErrorCount errorCount) {

    /** A result without error counts ({@link ErrorCount#NONE}). */
    public JobResult(JobSpec spec, int groupId, int jobs, long threadId, int error, String errorMessage, long endEpochMs,
            long runtimeMs, List<DirectionResult> directions, CpuUsage cpu, DepthDistribution depths, int effectiveIodepth,
            List<String> notes, VerifySummary verify, SteadyStateResult steadyState, Steadiness steadiness,
            Timeline timeline) {
        this(spec, groupId, jobs, threadId, error, errorMessage, endEpochMs, runtimeMs, directions, cpu, depths,
                effectiveIodepth, notes, verify, steadyState, steadiness, timeline, ErrorCount.NONE);
    }

    /** A result without steady-state figures. */
    public JobResult(JobSpec spec, int groupId, int jobs, long threadId, int error, String errorMessage, long endEpochMs,
            long runtimeMs, List<DirectionResult> directions, CpuUsage cpu, DepthDistribution depths, int effectiveIodepth,
            List<String> notes, VerifySummary verify, Timeline timeline) {
        this(spec, groupId, jobs, threadId, error, errorMessage, endEpochMs, runtimeMs, directions, cpu, depths,
                effectiveIodepth, notes, verify, SteadyStateResult.NONE, Steadiness.NONE, timeline);
    }

    /** A result without steady-state figures or a timeline ({@link Timeline#EMPTY}). */
    public JobResult(JobSpec spec, int groupId, int jobs, long threadId, int error, String errorMessage, long endEpochMs,
            long runtimeMs, List<DirectionResult> directions, CpuUsage cpu, DepthDistribution depths, int effectiveIodepth,
            List<String> notes, VerifySummary verify) {
        this(spec, groupId, jobs, threadId, error, errorMessage, endEpochMs, runtimeMs, directions, cpu, depths,
                effectiveIodepth, notes, verify, Timeline.EMPTY);
    }

    /**
     * @return the errno fio's reports show for the job: its error, else, for a job that went on
     *         through errors, the first of them (fio 3.33 shows it as the job's {@code err=})
     */
    public int reportedError() {
        return error != 0 ? error : errorCount.shown() ? errorCount.firstError() : 0;
    }

    /** @return this result with these steady-state figures */
    public JobResult withSteadiness(SteadyStateResult state, Steadiness trend) {
        return new JobResult(spec, groupId, jobs, threadId, error, errorMessage, endEpochMs, runtimeMs, directions, cpu,
                depths, effectiveIodepth, notes, verify, state, trend, timeline, errorCount);
    }

    /** A result without verification ({@link VerifySummary#NONE}). */
    public JobResult(JobSpec spec, int groupId, int jobs, long threadId, int error, String errorMessage, long endEpochMs,
            long runtimeMs, List<DirectionResult> directions, CpuUsage cpu, DepthDistribution depths, int effectiveIodepth,
            List<String> notes) {
        this(spec, groupId, jobs, threadId, error, errorMessage, endEpochMs, runtimeMs, directions, cpu, depths,
                effectiveIodepth, notes, VerifySummary.NONE);
    }

    /** @return this job's result for one direction (DATASYNC reads SYNC) */
    public DirectionResult direction(DataDirection ddir) {
        int i = ddir == DataDirection.DATASYNC ? DataDirection.SYNC.ordinal() : ddir.ordinal();
        return directions.get(i);
    }

    /** @return the job's name */
    public String name() {
        return spec.name();
    }

    /**
     * @return the measured time of the job ({@link #runtimeMs()}; when merged, the sum over the
     *         clones, as fio's {@code job_runtime})
     */
    public Duration runtime() {
        return Duration.ofMillis(runtimeMs);
    }

    /** @return when the job ended (wall clock, ms precision; {@link #endEpochMs()}) */
    public Instant endTime() {
        return Instant.ofEpochMilli(endEpochMs);
    }
}
