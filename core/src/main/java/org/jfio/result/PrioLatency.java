package org.jfio.result;

import java.util.List;

/**
 * The latencies of one I/O priority within a direction: fio 3.33's {@code clat_prio_stat}, one
 * entry of the JSON {@code prios} array ({@code prioclass}, {@code prio}, and {@code clat_ns}, or
 * {@code lat_ns} under {@code lat_percentiles=1}) and of the normal output's
 * {@code clat prio 1/0} lines. Immutable and thread-safe.
 *
 * @param ioprio  the kernel ioprio value: class in bits 13-15, level in the low 3 bits
 * @param latency the completion latency of the I/Os issued at that priority, or their total
 *                latency when the job sets {@code lat_percentiles=1} (as fio), in ns
 */
public record PrioLatency(int ioprio, LatencyStats latency) {
    /** @return the priority class (fio JSON {@code prioclass}): 1 realtime, 2 best effort, 3 idle */
    public int prioClass() {
        return ioprio >> 13;
    }

    /** @return the priority level (fio JSON {@code prio}), 0..7 */
    public int level() {
        return ioprio & 7;
    }

    /** @return this entry with {@code other}'s samples added (same priority) */
    public PrioLatency plus(LatencyStats other) {
        return new PrioLatency(ioprio, latency.merge(other));
    }

    /**
     * Adds {@code latency} to the entry of {@code ioprio} in {@code out}, or appends a new entry
     * (fio's {@code sum_clat_prio_stats}: priorities in the order first seen, histograms added).
     *
     * @param out a mutable list of entries with distinct priorities
     */
    public static void addTo(List<PrioLatency> out, int ioprio, LatencyStats latency) {
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).ioprio() == ioprio) {
                out.set(i, out.get(i).plus(latency));
                return;
            }
        }
        out.add(new PrioLatency(ioprio, latency));
    }
}
