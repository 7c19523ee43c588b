package org.jfio.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.result.Timeline;
import org.jfio.result.TimelineSeries;
import org.jfio.spi.DataDirection;

/**
 * Records a job's {@link Timeline}: every interval, per data direction, the I/Os and bytes
 * completed since the last point and the mean and p99 of their completion latency. The interval
 * latencies come from the job's cumulative clat histogram minus a copy of it taken at the last
 * point, so the per-I/O path records nothing more. Runs from the job's start, ramp included;
 * {@link #measuring} marks the ramp's end, where the job's counters and histograms restart.
 *
 * <p>Not thread-safe: owned by one job thread. {@link #sample} runs once per interval and
 * allocates only when its arrays double or a histogram copy has to grow.
 */
final class TimelineRecorder {
    private static final int INITIAL_POINTS = 64;

    private final long intervalNs;
    private final boolean[] active;
    private final long[] lastIos = new long[DataDirection.DATA_COUNT];
    private final long[] lastBytes = new long[DataDirection.DATA_COUNT];
    private final Histogram[] previous = new Histogram[DataDirection.DATA_COUNT];
    private final Histogram delta;
    private final long[][] endMs = new long[DataDirection.DATA_COUNT][];
    private final long[][] ios = new long[DataDirection.DATA_COUNT][];
    private final long[][] bytes = new long[DataDirection.DATA_COUNT][];
    private final long[][] meanNs = new long[DataDirection.DATA_COUNT][];
    private final long[][] p99Ns = new long[DataDirection.DATA_COUNT][];
    private int points;
    private long startNs;
    private long startEpochMs;
    private long lastNs;
    private long nextNs = Long.MAX_VALUE;
    private long rampMs;

    /**
     * @param intervalMs the interval between points, &gt; 0
     * @param active     which data directions the job issues (indexed by ddir ordinal)
     */
    TimelineRecorder(long intervalMs, boolean[] active) {
        if (intervalMs <= 0) {
            throw new IllegalArgumentException("intervalMs=" + intervalMs + ": must be > 0");
        }
        this.intervalNs = intervalMs * 1_000_000L;
        this.active = Arrays.copyOf(active, DataDirection.DATA_COUNT);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (this.active[d]) {
                previous[d] = histogram();
                endMs[d] = new long[INITIAL_POINTS];
                ios[d] = new long[INITIAL_POINTS];
                bytes[d] = new long[INITIAL_POINTS];
                meanNs[d] = new long[INITIAL_POINTS];
                p99Ns[d] = new long[INITIAL_POINTS];
            }
        }
        delta = histogram();
    }

    private static Histogram histogram() {
        Histogram h = new Histogram(1, LatencyRecorder.INITIAL_HIGHEST_NS, 3);
        h.setAutoResize(true);
        return h;
    }

    /** Starts the timeline at {@code nowNs} ({@link System#nanoTime()}), the job's start. */
    void start(long nowNs, long epochMs) {
        startNs = nowNs;
        lastNs = nowNs;
        startEpochMs = epochMs;
        nextNs = nowNs + intervalNs;
        points = 0;
        rampMs = 0;
        Arrays.fill(lastIos, 0);
        Arrays.fill(lastBytes, 0);
        for (Histogram h : previous) {
            if (h != null) {
                h.reset();
            }
        }
    }

    /** @return {@link System#nanoTime()} at which the next point is due; {@link Long#MAX_VALUE} before {@link #start} */
    long nextDueNs() {
        return nextNs;
    }

    /**
     * The ramp ends here: takes the ramp's last, shorter point when at least half an interval has
     * passed since the last one (a sliver of a few ms would plot as a spurious rate), and, since
     * the job's counters and histograms are about to be cleared, restarts from zero.
     */
    void measuring(long nowNs, long[] ioCounts, long[] byteCounts, LatencyRecorder[] clat) {
        if (nextNs == Long.MAX_VALUE) {
            return;
        }
        if (nowNs - lastNs >= intervalNs / 2) {
            sample(nowNs, ioCounts, byteCounts, clat);
        }
        rampMs = (nowNs - startNs) / 1_000_000L;
        Arrays.fill(lastIos, 0);
        Arrays.fill(lastBytes, 0);
        for (Histogram h : previous) {
            if (h != null) {
                h.reset();
            }
        }
        nextNs = nowNs + intervalNs;
    }

    /**
     * The end: the I/Os completed since the last point (the last interval's rest, the drain) go in
     * a last point; when that tail is shorter than half an interval and follows a measured point,
     * they are added to that point instead, which then ends here (a sliver of a few ms holding
     * the one I/O in flight would plot as a spurious rate). A folded point's mean clat covers both
     * parts; its p99 is the larger of the two parts' p99s.
     */
    void end(long nowNs, long[] ioCounts, long[] byteCounts, LatencyRecorder[] clat) {
        if (nextNs == Long.MAX_VALUE || nowNs <= lastNs || !completedSinceLast(ioCounts, byteCounts)) {
            return;
        }
        long end = (nowNs - startNs) / 1_000_000L;
        int last = points - 1;
        if (last < 0 || nowNs - lastNs >= intervalNs / 2 || endMs[firstActive()][last] <= rampMs) {
            sample(nowNs, ioCounts, byteCounts, clat);
            return;
        }
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (!active[d]) {
                continue;
            }
            takeDelta(d, clat);
            long tailIos = ioCounts[d] - lastIos[d];
            long sum = ios[d][last] + tailIos;
            if (delta.getTotalCount() > 0) {
                meanNs[d][last] = Math.round((meanNs[d][last] * (double) ios[d][last] + delta.getMean() * tailIos)
                        / Math.max(1, sum));
                p99Ns[d][last] = Math.max(p99Ns[d][last], delta.getValueAtPercentile(99.0));
            }
            endMs[d][last] = end;
            ios[d][last] = sum;
            bytes[d][last] += byteCounts[d] - lastBytes[d];
            lastIos[d] = ioCounts[d];
            lastBytes[d] = byteCounts[d];
        }
        lastNs = nowNs;
    }

    private boolean completedSinceLast(long[] ioCounts, long[] byteCounts) {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (active[d] && (ioCounts[d] != lastIos[d] || byteCounts[d] != lastBytes[d])) {
                return true;
            }
        }
        return false;
    }

    /** Sets {@link #delta} to direction {@code d}'s clat histogram since the last point and moves the mark. */
    private void takeDelta(int d, LatencyRecorder[] clat) {
        Histogram now = clat[d].histogram();
        delta.reset();
        delta.add(now);
        delta.subtract(previous[d]);
        previous[d].reset();
        previous[d].add(now);
    }

    /** Takes a point of every active direction from the job's counters and clat recorders (indexed by ddir). */
    void sample(long nowNs, long[] ioCounts, long[] byteCounts, LatencyRecorder[] clat) {
        if (points == endMs[firstActive()].length) {
            grow();
        }
        long end = (nowNs - startNs) / 1_000_000L;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (!active[d]) {
                continue;
            }
            takeDelta(d, clat);
            endMs[d][points] = end;
            ios[d][points] = ioCounts[d] - lastIos[d];
            bytes[d][points] = byteCounts[d] - lastBytes[d];
            boolean any = delta.getTotalCount() > 0;
            meanNs[d][points] = any ? Math.round(delta.getMean()) : 0;
            p99Ns[d][points] = any ? delta.getValueAtPercentile(99.0) : 0;
            lastIos[d] = ioCounts[d];
            lastBytes[d] = byteCounts[d];
        }
        points++;
        lastNs = nowNs;
        nextNs += intervalNs;
        if (nextNs <= nowNs) {
            nextNs = nowNs + intervalNs;
        }
    }

    private int firstActive() {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (active[d]) {
                return d;
            }
        }
        throw new IllegalStateException("no active direction");
    }

    private void grow() {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (active[d]) {
                int n = endMs[d].length * 2;
                endMs[d] = Arrays.copyOf(endMs[d], n);
                ios[d] = Arrays.copyOf(ios[d], n);
                bytes[d] = Arrays.copyOf(bytes[d], n);
                meanNs[d] = Arrays.copyOf(meanNs[d], n);
                p99Ns[d] = Arrays.copyOf(p99Ns[d], n);
            }
        }
    }

    /** @return the points so far as an immutable timeline */
    Timeline snapshot() {
        List<TimelineSeries> out = new ArrayList<>();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (active[d]) {
                out.add(new TimelineSeries(DataDirection.of(d), Arrays.copyOf(endMs[d], points),
                        Arrays.copyOf(ios[d], points), Arrays.copyOf(bytes[d], points),
                        Arrays.copyOf(meanNs[d], points), Arrays.copyOf(p99Ns[d], points)));
            }
        }
        return new Timeline(startEpochMs, intervalNs / 1_000_000L, rampMs, out);
    }
}
