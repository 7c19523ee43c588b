package org.jfio.result;

import java.time.Duration;

import org.jfio.spi.DataDirection;

/**
 * What one job (or a merged group) did in one direction: fio's per-ddir block, fio 3.33 JSON's
 * {@code read}/{@code write}/{@code trim} objects (and {@code sync} for {@link DataDirection#SYNC}).
 * Latencies are {@link LatencyStats} in ns (JSON {@code slat_ns}, {@code clat_ns},
 * {@code lat_ns}); {@link #runtime()} is {@link #runtimeMs()} as a {@link Duration}. Immutable
 * and thread-safe.
 *
 * @param ddir      the direction ({@link DataDirection#SYNC} holds fsync and fdatasync together)
 * @param ios       completed requests (fio {@code total_ios})
 * @param shortIos  requests that transferred less than asked and were reissued for the rest
 * @param dropIos   requests dropped (fio {@code drop_ios})
 * @param bytes     bytes transferred (fio {@code io_bytes})
 * @param runtimeMs measured time of this direction in ms (fio {@code runtime})
 * @param slat      submission latency (async engines only; empty otherwise)
 * @param clat      completion latency
 * @param lat       total latency
 * @param bwKiBps   bandwidth samples in KiB/s
 * @param iopsSamples IOPS samples
 * @param scheduledLat latency from each I/O's scheduled start to its completion: the total
 *                  latency corrected for coordinated omission (a request that waited because
 *                  earlier ones were slow counts that wait). Recorded only under {@code rate} or
 *                  {@code rate_iops}, where requests have a schedule; empty otherwise. A jfio
 *                  extra, not in fio's reports.
 * @param prios     per I/O priority, the latencies (fio 3.33's {@code clat_prio}): empty when the
 *                  job gave no I/O a priority of its own in this direction ({@code cmdprio_*});
 *                  entries without samples may be present. The reports show them only when two or
 *                  more priorities have samples ({@link #prioSamples()}), as fio.
 */
public record DirectionResult(
        DataDirection ddir,
        long ios,
        long shortIos,
        long dropIos,
        long bytes,
        long runtimeMs,
        LatencyStats slat,
        LatencyStats clat,
        LatencyStats lat,
        SampleStats bwKiBps,
        SampleStats iopsSamples,
        LatencyStats scheduledLat,
        java.util.List<PrioLatency> prios) {

    /** Copies the priority list. */
    public DirectionResult {
        prios = prios == null ? java.util.List.of() : java.util.List.copyOf(prios);
    }

    /** A result without per-priority latencies. */
    public DirectionResult(DataDirection ddir, long ios, long shortIos, long dropIos, long bytes, long runtimeMs,
            LatencyStats slat, LatencyStats clat, LatencyStats lat, SampleStats bwKiBps, SampleStats iopsSamples,
            LatencyStats scheduledLat) {
        this(ddir, ios, shortIos, dropIos, bytes, runtimeMs, slat, clat, lat, bwKiBps, iopsSamples, scheduledLat,
                java.util.List.of());
    }

    /** @return how many priorities of {@link #prios()} have samples (fio's {@code get_nr_prios_with_samples}) */
    public int prioSamples() {
        int n = 0;
        for (PrioLatency p : prios) {
            n += p.latency().count() > 0 ? 1 : 0;
        }
        return n;
    }

    /** @return this result with {@code value} as its per-priority latencies */
    public DirectionResult withPrios(java.util.List<PrioLatency> value) {
        return new DirectionResult(ddir, ios, shortIos, dropIos, bytes, runtimeMs, slat, clat, lat, bwKiBps, iopsSamples,
                scheduledLat, value);
    }

    /** A result without a rate schedule ({@link #scheduledLat()} empty). */
    public DirectionResult(DataDirection ddir, long ios, long shortIos, long dropIos, long bytes, long runtimeMs,
            LatencyStats slat, LatencyStats clat, LatencyStats lat, SampleStats bwKiBps, SampleStats iopsSamples) {
        this(ddir, ios, shortIos, dropIos, bytes, runtimeMs, slat, clat, lat, bwKiBps, iopsSamples, LatencyStats.EMPTY);
    }

    /** @return an empty result for a direction the job did not use */
    public static DirectionResult empty(DataDirection ddir) {
        return new DirectionResult(ddir, 0, 0, 0, 0, 0, LatencyStats.EMPTY, LatencyStats.EMPTY,
                LatencyStats.EMPTY, SampleStats.EMPTY, SampleStats.EMPTY);
    }

    /** @return the measured time of this direction ({@link #runtimeMs()}, fio's {@code runtime}) */
    public Duration runtime() {
        return Duration.ofMillis(runtimeMs);
    }

    /** @return I/Os per second over the runtime (fio {@code iops}, a float) */
    public double iops() {
        return runtimeMs == 0 ? 0.0 : ios * 1000.0 / runtimeMs;
    }

    /** @return bytes per second over the runtime, integer as fio's {@code bw_bytes} */
    public long bwBytesPerSec() {
        return runtimeMs == 0 ? 0 : bytes * 1000 / runtimeMs;
    }
}
