package org.jfio.report;

import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.result.PrioLatency;
import org.jfio.result.JobResult;
import org.jfio.job.UnifiedRwReporting;

/**
 * fio's {@code unified_rw_reporting}: read, write and trim summed into one {@code mixed}
 * direction as fio 3.33's {@code sum_thread_stats} does with {@code UNIFIED_MIXED}: I/O, short
 * and dropped counts and bytes add up, the runtime is the longest of the three, latency
 * distributions merge, and bandwidth/IOPS sample statistics add up as for concurrent jobs
 * ({@link org.jfio.result.SampleStats#sum}). Stateless and thread-safe.
 */
final class UnifiedView {
    private UnifiedView() {
    }

    /** @return the job's reporting mode */
    static UnifiedRwReporting mode(JobResult j) {
        return j.spec().report().unifiedRw();
    }

    /** @return read, write and trim of the job summed, labelled READ (fio puts mixed in read's slot) */
    static DirectionResult mixed(JobResult j) {
        DirectionResult acc = j.direction(DataDirection.READ);
        for (int d = 1; d < DataDirection.DATA_COUNT; d++) {
            DirectionResult o = j.direction(DataDirection.of(d));
            if (o.ios() == 0 && o.bytes() == 0 && o.runtimeMs() == 0) {
                continue;
            }
            acc = new DirectionResult(DataDirection.READ, acc.ios() + o.ios(), acc.shortIos() + o.shortIos(),
                    acc.dropIos() + o.dropIos(), acc.bytes() + o.bytes(), Math.max(acc.runtimeMs(), o.runtimeMs()),
                    acc.slat().merge(o.slat()), acc.clat().merge(o.clat()), acc.lat().merge(o.lat()),
                    acc.bwKiBps().sum(o.bwKiBps()), acc.iopsSamples().sum(o.iopsSamples()),
                    acc.scheduledLat().merge(o.scheduledLat()));
        }
        return acc.withPrios(mixedPrios(j));
    }

    /**
     * fio 3.33's mixed per-priority latencies ({@code sum_clat_prio_stats} into ddir 0): when a
     * direction has them, every direction's entries add up by ioprio, a direction without any
     * counting all its I/Os at the job's priority.
     */
    private static List<PrioLatency> mixedPrios(JobResult j) {
        boolean any = false;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            any |= !j.direction(DataDirection.of(d)).prios().isEmpty();
        }
        List<PrioLatency> out = new ArrayList<>();
        for (int d = 0; any && d < DataDirection.DATA_COUNT; d++) {
            DirectionResult r = j.direction(DataDirection.of(d));
            if (r.prios().isEmpty()) {
                add(out, new PrioLatency(j.spec().cpus().ioprioValue(), j.spec().report().latPercentiles() ? r.lat() : r.clat()));
            }
            for (PrioLatency p : r.prios()) {
                add(out, p);
            }
        }
        return out;
    }

    private static void add(List<PrioLatency> out, PrioLatency p) {
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).ioprio() == p.ioprio()) {
                out.set(i, out.get(i).plus(p.latency()));
                return;
            }
        }
        out.add(p);
    }

    /**
     * @return the job as the report shows it: with {@code unified_rw_reporting=mixed}, its
     *         data directions replaced by the mixed one in read's slot (write and trim empty,
     *         sync kept); otherwise the job itself
     */
    static JobResult forReport(JobResult j) {
        if (mode(j) != UnifiedRwReporting.MIXED) {
            return j;
        }
        List<DirectionResult> dirs = List.of(mixed(j), DirectionResult.empty(DataDirection.WRITE),
                DirectionResult.empty(DataDirection.TRIM), j.direction(DataDirection.SYNC));
        return new JobResult(j.spec(), j.groupId(), j.jobs(), j.threadId(), j.error(), j.errorMessage(),
                j.endEpochMs(), j.runtimeMs(), dirs, j.cpu(), j.depths(), j.effectiveIodepth(), j.notes(), j.verify(),
                j.steadyState(), j.steadiness(), j.timeline(), j.errorCount());
    }
}
