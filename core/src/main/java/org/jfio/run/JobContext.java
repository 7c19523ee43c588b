package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoEngineProvider;

/**
 * What every clone of one job shares, built once per job when the run starts it.
 *
 * @param spec       the job
 * @param groupId    its reporting group
 * @param provider   its engine's provider
 * @param control    the stop flag of its reporting group (its parent is the run's)
 * @param listener   where notices and job events go
 * @param runStartNs when the run started ({@link System#nanoTime()}), for {@code startdelay}
 * @param sequence   the request sequence the clones share under {@code request_rules=sysbench}, else null
 * @param timeline   true when the clones record their {@link org.jfio.result.Timeline} (for plots)
 * @param flowShares per clone, its share of its flow ({@code flow_id}/{@code flow}), or null without a flow;
 *                   joined when the job is laid out, before any clone of the jobs starting with it runs
 * @param fileLocks  the job's {@code lockfile} locks, or null under {@code lockfile=none}
 * @param dedupe     every clone's buffer seeds for {@code dedupe_global}, or null when no job of the run uses it
 */
record JobContext(JobSpec spec, int groupId, IoEngineProvider provider, RunControl control, RunEvents listener,
                  long runStartNs, SharedSequence sequence, boolean timeline, Flows.Share[] flowShares, FileLocks fileLocks,
                  GlobalWorkingSet dedupe) {

    /** @return clone {@code index}'s share of its flow, or null */
    Flows.Share flowShare(int index) {
        return flowShares == null ? null : flowShares[index];
    }
}
