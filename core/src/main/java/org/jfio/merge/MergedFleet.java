package org.jfio.merge;

import java.util.List;

import org.jfio.result.RunResult;

/**
 * The merge of every rank's result ({@link FleetMerge#merge}): one run whose jobs are the
 * all-hosts figures, ready for any of jfio's report writers, and the per-rank table beneath it.
 * Immutable.
 *
 * @param result        the all-hosts run: per job, the ranks' histograms added (exact percentiles
 *                      over every I/O), I/Os and bytes summed (every I/O of the overlapping ranks'
 *                      measured windows, as the histograms hold them), and {@code runtime} the time
 *                      those I/Os take at the ranks' summed rate over the common window, so IOPS
 *                      and bandwidth are that summed rate (with ranks started together, the
 *                      runtime is the window's length)
 * @param hosts         one row per rank, in rank order (file order without ranks)
 * @param windowFromMs  the common window's start, ms since the epoch (the first job's)
 * @param windowToMs    its end
 * @param startSpreadMs the spread of the overlapping ranks' window starts (latest minus earliest), ms
 */
public record MergedFleet(RunResult result, List<HostRow> hosts, long windowFromMs, long windowToMs, long startSpreadMs) {
}
