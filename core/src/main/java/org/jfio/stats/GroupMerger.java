package org.jfio.stats;

import java.util.ArrayList;
import java.util.List;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;

/**
 * Merges the clones of a reporting group into one result, as fio's {@code group_reporting}:
 * I/O counts and bytes add up, latency histograms and moments merge exactly, bandwidth and IOPS
 * sample statistics add up (the jobs ran side by side, fio {@code sum_stat} with
 * {@code pure_sum}), each direction's runtime is the longest, the job runtime (fio
 * {@code job_runtime}, what CPU shares divide by) is the sum of the clones', CPU and depth
 * tables add up, the error is the first one; the timelines add up interval by interval
 * ({@link org.jfio.result.Timeline#sum}); the per-priority latencies as fio ({@link PrioMerger}). Stateless and thread-safe.
 */
public final class GroupMerger {
    private GroupMerger() {
    }

    /** @return one result covering every job of the list (the list must not be empty) */
    public static JobResult merge(List<JobResult> jobs) {
        JobResult first = jobs.get(0);
        JobResult last = jobs.get(jobs.size() - 1); // fio: the group's steady state is kept by its last job
        int error = 0;
        String errorMessage = "";
        long runtimeMs = 0;
        long endMs = 0;
        CpuUsage cpu = CpuUsage.ZERO;
        DepthDistribution depths = DepthDistribution.empty();
        List<String> notes = new ArrayList<>();
        org.jfio.result.Timeline timeline = org.jfio.result.Timeline.EMPTY;
        org.jfio.result.ErrorCount errorCount = jobs.get(0).errorCount();
        for (JobResult j : jobs) {
            errorCount = j == jobs.get(0) ? errorCount : errorCount.plus(j.errorCount());
            timeline = timeline.sum(j.timeline());
            if (error == 0 && j.error() != 0) {
                error = j.error();
                errorMessage = j.errorMessage();
            }
            runtimeMs += j.runtimeMs();
            endMs = Math.max(endMs, j.endEpochMs());
            cpu = cpu.plus(j.cpu());
            depths = depths.plus(j.depths());
            for (String n : j.notes()) {
                if (!notes.contains(n)) {
                    notes.add(n);
                }
            }
        }
        List<DirectionResult> dirs = new ArrayList<>();
        boolean prios = PrioMerger.needed(jobs);
        for (int d = 0; d < first.directions().size(); d++) {
            DirectionResult acc = DirectionResult.empty(DataDirection.of(d));
            for (JobResult j : jobs) {
                acc = add(acc, j.directions().get(d));
            }
            dirs.add(prios && d < DataDirection.DATA_COUNT ? acc.withPrios(PrioMerger.merge(jobs, d)) : acc);
        }
        return new JobResult(first.spec(), first.groupId(), jobs.size(), first.threadId(), error, errorMessage, endMs,
                runtimeMs, List.copyOf(dirs), cpu, depths, first.effectiveIodepth(), List.copyOf(notes), verify(jobs),
                last.steadyState(), last.steadiness(), timeline, errorCount);
    }

    private static org.jfio.result.VerifySummary verify(List<JobResult> jobs) {
        org.jfio.result.VerifySummary v = org.jfio.result.VerifySummary.NONE;
        for (JobResult j : jobs) {
            v = v.plus(j.verify());
        }
        return v;
    }

    private static DirectionResult add(DirectionResult a, DirectionResult b) {
        return new DirectionResult(a.ddir(), a.ios() + b.ios(), a.shortIos() + b.shortIos(), a.dropIos() + b.dropIos(),
                a.bytes() + b.bytes(), Math.max(a.runtimeMs(), b.runtimeMs()),
                a.slat().merge(b.slat()), a.clat().merge(b.clat()), a.lat().merge(b.lat()),
                a.bwKiBps().sum(b.bwKiBps()), a.iopsSamples().sum(b.iopsSamples()),
                a.scheduledLat().merge(b.scheduledLat()), List.of());
    }
}
