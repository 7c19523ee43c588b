package org.jfio.stats;

import java.util.ArrayList;
import java.util.List;

import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.spi.DataDirection;

/**
 * The per-priority latencies of a reporting group, as fio 3.33's {@code sum_clat_prio_stats}
 * (stat.c): a group has them when one of its jobs gave I/Os priorities of their own
 * ({@code cmdprio_*}) or its jobs run at different priorities ({@code prio}/{@code prioclass});
 * then each job adds, by ioprio value, either its own per-priority entries or, without any, all
 * its I/Os at its job priority (their clat, or lat under {@code lat_percentiles=1}). Stateless.
 */
final class PrioMerger {
    private PrioMerger() {
    }

    /** @return true when the group keeps per-priority latencies (fio's {@code disable_prio_stat} inverted) */
    static boolean needed(List<JobResult> jobs) {
        int first = jobs.get(0).spec().cpus().ioprioValue();
        for (JobResult j : jobs) {
            if (j.spec().cpus().ioprioValue() != first) {
                return true;
            }
            for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                if (!j.directions().get(d).prios().isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** @return direction {@code d}'s per-priority latencies of the group, in fio's order (first seen first) */
    static List<PrioLatency> merge(List<JobResult> jobs, int d) {
        List<PrioLatency> out = new ArrayList<>();
        for (JobResult j : jobs) {
            DirectionResult r = j.directions().get(d);
            if (r.prios().isEmpty()) {
                add(out, j.spec().cpus().ioprioValue(), j.spec().report().latPercentiles() ? r.lat() : r.clat());
            } else {
                for (PrioLatency p : r.prios()) {
                    add(out, p.ioprio(), p.latency());
                }
            }
        }
        return out;
    }

    private static void add(List<PrioLatency> out, int ioprio, LatencyStats s) {
        PrioLatency.addTo(out, ioprio, s);
    }
}
