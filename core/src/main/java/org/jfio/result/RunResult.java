package org.jfio.result;

import java.util.List;

import org.jfio.job.JobPlan;

/**
 * Everything a run measured, as data: reports, comparisons and SLO checks are all computed
 * from this. Immutable and thread-safe.
 *
 * @param plan        the plan that ran
 * @param version     jfio's version string, e.g. {@code jfio-0.1.0}
 * @param startEpochMs wall-clock start, ms since the epoch
 * @param groups      per reporting group, in order
 * @param disks       block devices behind the files, with their activity
 * @param interrupted true when the run was stopped early (Ctrl-C or {@link org.jfio.api.JobRunner#stop()})
 * @param warnings    the preflight's warnings (each also told to {@link org.jfio.api.RunListener#warning}), in order
 */
public record RunResult(
        JobPlan plan,
        String version,
        long startEpochMs,
        List<GroupResult> groups,
        List<DiskUtilization> disks,
        boolean interrupted,
        List<Finding> warnings) {

    /** Copies the warnings. */
    public RunResult {
        warnings = List.copyOf(warnings);
    }

    /** A result without preflight warnings. */
    public RunResult(JobPlan plan, String version, long startEpochMs, List<GroupResult> groups,
            List<DiskUtilization> disks, boolean interrupted) {
        this(plan, version, startEpochMs, groups, disks, interrupted, List.of());
    }

    /** @return the first non-zero job error, or 0 */
    public int firstError() {
        for (GroupResult g : groups) {
            for (JobResult j : g.jobs()) {
                if (j.error() != 0) {
                    return j.error();
                }
            }
        }
        return 0;
    }
}
