package org.jfio.result;

import java.util.List;
import java.util.Objects;

/**
 * A run's progress at one moment: the time since the run started and every job clone's
 * {@link JobProgress}, in plan order (job by job, clones in order). Taken by
 * {@link org.jfio.api.JobRunner#progress()}; {@code org.jfio.report.StatusLine} turns a series of them into
 * fio's status line.
 *
 * <p>Immutable and thread-safe.
 *
 * @param elapsedMs ms since the run started (fio's {@code genesis})
 * @param jobs      every clone of every job of the plan, in plan order (copied)
 */
public record RunProgress(long elapsedMs, List<JobProgress> jobs) {
    /** Copies the list. */
    public RunProgress {
        jobs = List.copyOf(Objects.requireNonNull(jobs, "jobs"));
    }
}
