package org.jfio.compare;

import org.jfio.job.JobPlan;

/**
 * One cell of a comparison: an engine at one value of the swept option, and the plan that runs
 * it, or the reason it is skipped.
 *
 * @param engine      the engine's name as its provider gives it, e.g. {@code psync}
 * @param sweepValue  the swept option's value in this cell; empty without a sweep
 * @param synchronous true for an engine that completes each I/O inside its submit call (its
 *                    depth is always 1)
 * @param plan        the job plan of this cell; null when skipped
 * @param skipped     why the engine cannot run this job, one line; empty when it runs
 */
public record CellPlan(String engine, String sweepValue, boolean synchronous, JobPlan plan, String skipped) {
    /** @return true when the cell runs */
    public boolean runs() {
        return plan != null;
    }
}
