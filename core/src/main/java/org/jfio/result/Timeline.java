package org.jfio.result;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A job's measurements over time, for plots (a jfio extra, written under the JSON's
 * {@code jfio.plot} key): from the job's start, ramp time included, one point every
 * {@link #intervalMs()} per data direction that ran ({@link TimelineSeries}). Empty when the job
 * took no samples ({@code gtod_reduce}, {@code disable_bw_measurement}). Immutable and thread-safe.
 *
 * @param startEpochMs wall-clock start of the timeline, ms since the epoch (the job's start, ramp included)
 * @param intervalMs   nominal length of an interval in ms (the job's {@code bwavgtime})
 * @param rampMs       length of the ramp period at the start, in ms (0 without {@code ramp_time}):
 *                     points ending at or before it were not measured
 * @param series       one series per data direction that the job issues, in READ, WRITE, TRIM order
 */
public record Timeline(long startEpochMs, long intervalMs, long rampMs, List<TimelineSeries> series) {
    /** No timeline. */
    public static final Timeline EMPTY = new Timeline(0, 0, 0, List.of());

    /** Copies the list. */
    public Timeline {
        series = List.copyOf(series);
    }

    /** @return true when there is no point at all */
    public boolean isEmpty() {
        for (TimelineSeries s : series) {
            if (s.points() > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * @return the timeline of two clones that ran side by side: each direction's series summed
     *         ({@link TimelineSeries#sum}), the earlier start, the longer ramp
     */
    public Timeline sum(Timeline other) {
        Objects.requireNonNull(other, "other");
        if (other.series.isEmpty()) {
            return this;
        }
        if (series.isEmpty()) {
            return other;
        }
        List<TimelineSeries> out = new ArrayList<>();
        for (TimelineSeries s : series) {
            TimelineSeries acc = s;
            for (TimelineSeries o : other.series) {
                if (o.ddir() == s.ddir()) {
                    acc = s.sum(o);
                }
            }
            out.add(acc);
        }
        return new Timeline(Math.min(startEpochMs, other.startEpochMs), intervalMs, Math.max(rampMs, other.rampMs), out);
    }
}
