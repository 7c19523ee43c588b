package org.jfio.stats;

import java.util.ArrayList;
import java.util.List;

import org.jfio.result.PrioLatency;

/**
 * The per-priority latencies of one job clone (fio 3.33's {@code ts->clat_prio}): for reads and
 * writes, one recorder per distinct ioprio value the clone's I/Os can carry, the job's own
 * priority first (index 0), as fio's {@code init_cmdprio_values} orders them. Each records the
 * completion latency, or the total latency when the job sets {@code lat_percentiles=1}, as fio.
 *
 * <p>Not thread-safe: owned by the job thread. {@link #record} allocates nothing (the recorders
 * of a direction the job issues are made up front).
 */
public final class PrioRecorders {
    private final int[][] ioprios;
    private final LatencyRecorder[][] recorders;
    private final boolean totalLatency;

    /**
     * @param ioprios      per direction (0 read, 1 write) the distinct ioprio values in index
     *                     order; an empty array for a direction without per-I/O priorities
     * @param totalLatency true to record lat instead of clat ({@code lat_percentiles=1})
     */
    public PrioRecorders(int[][] ioprios, boolean totalLatency) {
        this.ioprios = new int[2][];
        this.recorders = new LatencyRecorder[2][];
        for (int d = 0; d < 2; d++) {
            this.ioprios[d] = ioprios[d].clone();
            this.recorders[d] = new LatencyRecorder[ioprios[d].length];
            for (int i = 0; i < ioprios[d].length; i++) {
                this.recorders[d][i] = new LatencyRecorder();
            }
        }
        this.totalLatency = totalLatency;
    }

    /**
     * Records one completed read or write.
     *
     * @param d     0 read, 1 write (other directions are not recorded)
     * @param index the I/O's priority index in the direction's list
     */
    public void record(int d, int index, long clatNs, long latNs) {
        if (d < 2 && index < recorders[d].length) {
            recorders[d][index].record(totalLatency ? latNs : clatNs);
        }
    }

    /** Forgets what was recorded (end of ramp time). */
    void reset() {
        for (LatencyRecorder[] dir : recorders) {
            for (LatencyRecorder r : dir) {
                r.reset();
            }
        }
    }

    /** @return direction {@code d}'s entries (empty when it has none), with or without samples */
    List<PrioLatency> snapshot(int d) {
        if (d >= 2) {
            return List.of();
        }
        List<PrioLatency> out = new ArrayList<>(recorders[d].length);
        for (int i = 0; i < recorders[d].length; i++) {
            out.add(new PrioLatency(ioprios[d][i], recorders[d][i].snapshot()));
        }
        return out;
    }
}
