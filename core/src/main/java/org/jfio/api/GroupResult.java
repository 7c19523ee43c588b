package org.jfio.api;

import java.util.List;

/**
 * One reporting group: every clone's own result and what the report shows for the group
 * (the clones themselves, or one merged result under {@code group_reporting}).
 *
 * @param groupId  the group number, from 0
 * @param jobs     each clone's result, in start order
 * @param reported what the report prints per job: {@code jobs}, or one merged result
 */
public record GroupResult(int groupId, List<JobResult> jobs, List<JobResult> reported) {

    /** @return total bytes moved by the group in one direction */
    public long bytes(DataDirection ddir) {
        long sum = 0;
        for (JobResult j : jobs) {
            sum += j.direction(ddir).bytes();
        }
        return sum;
    }

    /** @return the longest per-job runtime of the direction in ms (fio's group runtime) */
    public long maxRuntimeMs(DataDirection ddir) {
        long max = 0;
        for (JobResult j : jobs) {
            max = Math.max(max, j.direction(ddir).runtimeMs());
        }
        return max;
    }

    /** @return the shortest non-zero per-job runtime of the direction in ms */
    public long minRuntimeMs(DataDirection ddir) {
        long min = Long.MAX_VALUE;
        for (JobResult j : jobs) {
            long r = j.direction(ddir).runtimeMs();
            if (r > 0) {
                min = Math.min(min, r);
            }
        }
        return min == Long.MAX_VALUE ? 0 : min;
    }

    /** @return group bandwidth in bytes/s: all bytes over the longest runtime (fio's aggregate) */
    public long aggregateBwBytesPerSec(DataDirection ddir) {
        long runtime = maxRuntimeMs(ddir);
        return runtime == 0 ? 0 : bytes(ddir) * 1000 / runtime;
    }

    /** @return smallest per-job bandwidth in bytes/s among jobs that used the direction */
    public long minBwBytesPerSec(DataDirection ddir) {
        long min = Long.MAX_VALUE;
        for (JobResult j : jobs) {
            DirectionResult d = j.direction(ddir);
            if (d.runtimeMs() > 0) {
                min = Math.min(min, d.bwBytesPerSec());
            }
        }
        return min == Long.MAX_VALUE ? 0 : min;
    }

    /** @return largest per-job bandwidth in bytes/s */
    public long maxBwBytesPerSec(DataDirection ddir) {
        long max = 0;
        for (JobResult j : jobs) {
            max = Math.max(max, j.direction(ddir).bwBytesPerSec());
        }
        return max;
    }
}
