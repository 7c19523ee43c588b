package org.jfio.result;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;

/**
 * Everything a run measured, as data: reports, comparisons and SLO checks are all computed
 * from this. Immutable and thread-safe.
 *
 * <p>Shape: {@link #groups()} in group order; each {@link GroupResult} holds every clone's own
 * {@link JobResult} ({@link GroupResult#jobs()}, a job with {@code numjobs=N} has N) and what
 * the reports print ({@link GroupResult#reported()}: the clones, or one merged result under
 * {@code group_reporting}). {@link #job(String)} and {@link #jobs(String)} find them by job name.
 * Jobs with {@code stats=0} ran but have no result.
 *
 * @param plan        the plan that ran
 * @param version     jfio's version string, e.g. {@code jfio-0.1.0}
 * @param startEpochMs wall-clock start, ms since the epoch ({@link #startTime()})
 * @param groups      per reporting group, in order
 * @param disks       block devices behind the files, with their activity
 * @param interrupted true when the run was stopped early (Ctrl-C or
 *                    {@link org.jfio.api.JobRunner#stop()})
 * @param warnings    the preflight's warnings (each also told to
 *                    {@link org.jfio.api.RunListener#warning(Finding)}), in order
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

    /** @return when the run started (wall clock, ms precision) */
    public Instant startTime() {
        return Instant.ofEpochMilli(startEpochMs);
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

    /**
     * The result the reports print for a job: its one clone's (numjobs=1), or the merged result
     * of its group under {@code group_reporting} (that result carries the group's first job's
     * name and covers {@link JobResult#jobs()} clones).
     *
     * @param name the job's name ({@code --name=}, or the job file's section)
     * @return the one reported result of that name
     * @throws NoSuchElementException   when the plan has no job of that name (the message lists
     *                                  the names), or when the job has no reported result of its
     *                                  own: {@code group_reporting} merged it into an earlier job's
     *                                  (the message names it), it ran with {@code stats=0}, or (in
     *                                  a {@link org.jfio.api.JobRunner#currentResult()}) it has
     *                                  not started
     * @throws IllegalArgumentException when several reported results have that name:
     *                                  {@code numjobs} above 1 without {@code group_reporting}
     *                                  (one per clone), or several jobs sharing the name; use
     *                                  {@link #jobs(String)}
     */
    public JobResult job(String name) {
        List<JobResult> hits = new ArrayList<>();
        for (GroupResult g : groups) {
            for (JobResult j : g.reported()) {
                if (j.name().equals(name)) {
                    hits.add(j);
                }
            }
        }
        if (hits.size() == 1) {
            return hits.get(0);
        }
        if (hits.size() > 1) {
            throw new IllegalArgumentException("job '" + name + "' has " + hits.size()
                    + " reported results (one per clone without group_reporting, or several jobs of that name);"
                    + " use jobs(\"" + name + "\") for each clone's");
        }
        requireInPlan(name);
        for (GroupResult g : groups) {
            for (JobResult j : g.jobs()) {
                // no reported result has the name, yet a clone does: group_reporting merged it
                if (j.name().equals(name) && !g.reported().isEmpty()) {
                    throw new NoSuchElementException("job '" + name + "' is reported merged into '"
                            + g.reported().get(0).name() + "' (group_reporting); use job(\""
                            + g.reported().get(0).name() + "\") for the group, or jobs(\"" + name + "\") for its clones");
                }
            }
        }
        throw new NoSuchElementException("job '" + name + "' has no result (stats=0, or it has not started)");
    }

    /**
     * Every clone's own result of the jobs of this name, merged or not by
     * {@code group_reporting}: {@code numjobs} entries per job, in start order.
     *
     * @param name the job's name
     * @return the clones' results; empty when the job has none (it ran with {@code stats=0}, or
     *         has not started yet in a {@link org.jfio.api.JobRunner#currentResult()})
     * @throws NoSuchElementException when the plan has no job of that name (the message lists the names)
     */
    public List<JobResult> jobs(String name) {
        requireInPlan(name);
        List<JobResult> out = new ArrayList<>();
        for (GroupResult g : groups) {
            for (JobResult j : g.jobs()) {
                if (j.name().equals(name)) {
                    out.add(j);
                }
            }
        }
        return List.copyOf(out);
    }

    private void requireInPlan(String name) {
        List<String> names = new ArrayList<>();
        for (JobSpec s : plan.jobs()) {
            if (s.name().equals(name)) {
                return;
            }
            if (!names.contains(s.name())) {
                names.add(s.name());
            }
        }
        throw new NoSuchElementException("no job named '" + name + "' (jobs: " + String.join(", ", names) + ")");
    }
}
