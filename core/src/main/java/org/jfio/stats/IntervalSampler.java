package org.jfio.stats;

import java.util.Arrays;

import org.jfio.api.DataDirection;
import org.jfio.api.SampleStats;

/**
 * Takes fio-style rate samples every interval: for each data direction, the counter's growth
 * over the interval scaled to a per-second rate (divided by {@code divisor}, 1024 for KiB/s
 * bandwidth, 1 for IOPS). Samples are kept as data, not only as statistics.
 *
 * <p>Not thread-safe: owned by one job thread. {@link #sample} allocates only when its sample
 * arrays double (a handful of times over a long run).
 */
public final class IntervalSampler {
    private final long intervalNs;
    private final long divisor;
    private final boolean[] active;
    private final long[] lastValue = new long[DataDirection.DATA_COUNT];
    private final long[][] samples = new long[DataDirection.DATA_COUNT][];
    private final int[] sampleCount = new int[DataDirection.DATA_COUNT];
    private long lastNs;
    private long nextNs;

    /**
     * @param intervalMs sampling interval in ms ({@code bwavgtime} or {@code iopsavgtime})
     * @param divisor    unit divisor of the rate (1024 for KiB/s, 1 for IOPS)
     * @param active     which data directions the job uses (indexed by ddir ordinal)
     */
    public IntervalSampler(long intervalMs, long divisor, boolean[] active) {
        this.intervalNs = intervalMs * 1_000_000L;
        this.divisor = divisor;
        this.active = active.clone();
        for (int i = 0; i < samples.length; i++) {
            samples[i] = new long[64];
        }
    }

    /** Starts a new measuring window at {@code nowNs} with the counters' current values. */
    public void start(long nowNs, long[] counters) {
        lastNs = nowNs;
        nextNs = nowNs + intervalNs;
        System.arraycopy(counters, 0, lastValue, 0, lastValue.length);
        Arrays.fill(sampleCount, 0);
    }

    /** @return {@link System#nanoTime()} at which the next sample is due */
    public long nextDueNs() {
        return nextNs;
    }

    /** Takes a sample of every active direction from {@code counters} (indexed by ddir ordinal). */
    public void sample(long nowNs, long[] counters) {
        long elapsedMs = (nowNs - lastNs) / 1_000_000L;
        if (elapsedMs <= 0) {
            return;
        }
        for (int d = 0; d < lastValue.length; d++) {
            if (!active[d]) {
                continue;
            }
            long delta = counters[d] - lastValue[d];
            long rate = delta * 1000 / elapsedMs / divisor;
            if (sampleCount[d] == samples[d].length) {
                samples[d] = Arrays.copyOf(samples[d], samples[d].length * 2);
            }
            samples[d][sampleCount[d]++] = rate;
            lastValue[d] = counters[d];
        }
        lastNs = nowNs;
        nextNs += intervalNs;
        if (nextNs <= nowNs) {
            nextNs = nowNs + intervalNs;
        }
    }

    /** @return statistics of the samples of one direction */
    public SampleStats stats(DataDirection ddir) {
        int d = ddir.ordinal();
        return SampleStats.of(samples[d], sampleCount[d]);
    }

    /** @return a copy of the raw samples of one direction */
    public long[] samples(DataDirection ddir) {
        return Arrays.copyOf(samples[ddir.ordinal()], sampleCount[ddir.ordinal()]);
    }
}
