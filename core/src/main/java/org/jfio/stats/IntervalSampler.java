package org.jfio.stats;

import java.util.Arrays;

import org.jfio.spi.DataDirection;
import org.jfio.result.SampleStats;

/**
 * Takes fio-style rate samples every interval: for each data direction, the counter's growth
 * over the interval scaled to a per-second rate (divided by {@code divisor}, 1024 for KiB/s
 * bandwidth, 1 for IOPS). Samples are kept as data, not only as statistics.
 *
 * <p>With an interval of 0 the sampler takes one sample per I/O instead ({@link #unit}), as fio
 * does for a bandwidth or IOPS log without {@code log_avg_msec}; those samples are summed up as
 * they come, not kept. A sampler can also write each interval sample of a direction that moved
 * as a row of a bw/iops log ({@link #log}), as fio's helper thread does.
 *
 * <p>Not thread-safe: owned by one job thread. {@link #sample} allocates only when its sample
 * arrays double (a handful of times over a long run); {@link #unit} allocates nothing.
 */
public final class IntervalSampler {
    private final long intervalNs;
    private final long intervalMs;
    private final long divisor;
    private final boolean[] active;
    private final long[] lastValue = new long[DataDirection.DATA_COUNT];
    private final long[][] samples = new long[DataDirection.DATA_COUNT][];
    private final int[] sampleCount = new int[DataDirection.DATA_COUNT];
    private long nextNs;
    private long startNs;
    private long endNs = Long.MAX_VALUE;
    private ValueLog log;
    private final boolean perUnit;
    private final long[] unitCount = new long[DataDirection.DATA_COUNT];
    private final long[] unitMin = new long[DataDirection.DATA_COUNT];
    private final long[] unitMax = new long[DataDirection.DATA_COUNT];
    private final double[] unitMean = new double[DataDirection.DATA_COUNT];
    private final double[] unitM2 = new double[DataDirection.DATA_COUNT];

    /**
     * @param intervalMs sampling interval in ms ({@code bwavgtime} or {@code iopsavgtime}); 0
     *                   for a sample per I/O
     * @param divisor    unit divisor of the rate (1024 for KiB/s, 1 for IOPS)
     * @param active     which data directions the job uses (indexed by ddir ordinal)
     */
    public IntervalSampler(long intervalMs, long divisor, boolean[] active) {
        this.intervalNs = intervalMs * 1_000_000L;
        this.intervalMs = intervalMs;
        this.divisor = divisor;
        this.active = active.clone();
        this.perUnit = intervalMs == 0;
        for (int i = 0; i < samples.length; i++) {
            samples[i] = new long[64];
        }
    }

    /** Starts a new measuring window at {@code nowNs} with the counters' current values. */
    public void start(long nowNs, long[] counters) {
        startNs = nowNs;
        nextNs = perUnit ? Long.MAX_VALUE : nowNs + intervalNs;
        endNs = Long.MAX_VALUE;
        System.arraycopy(counters, 0, lastValue, 0, lastValue.length);
        Arrays.fill(sampleCount, 0);
        Arrays.fill(unitCount, 0);
    }

    /**
     * The measured run ends at {@code runEndNs} (its runtime): an interval that ends there or later
     * is not sampled. fio 3.33's helper thread samples a job only while it runs ({@code
     * calc_log_samples}), and a job that reaches its runtime stops before the helper's tick at that
     * boundary: {@code runtime=3} with the default 500 ms gives 5 samples, not 6, and its bw log
     * rows 1000 and 2000 with {@code log_avg_msec=1000}. {@link Long#MAX_VALUE} for a run without a
     * runtime.
     */
    public void stopAt(long runEndNs) {
        endNs = runEndNs;
    }

    /** Makes every interval sample of a direction that moved a row of this log (fio's bw/iops log). */
    void log(ValueLog rows) {
        log = rows;
    }

    /**
     * Takes one per-I/O sample (interval 0 only): fio's {@code add_bw_sample}/{@code
     * add_iops_sample} without {@code log_avg_msec}.
     */
    void unit(int ddir, long value) {
        long n = ++unitCount[ddir];
        if (n == 1) {
            unitMin[ddir] = value;
            unitMax[ddir] = value;
            unitMean[ddir] = 0;
            unitM2[ddir] = 0;
        } else {
            unitMin[ddir] = Math.min(unitMin[ddir], value);
            unitMax[ddir] = Math.max(unitMax[ddir], value);
        }
        double delta = value - unitMean[ddir];
        unitMean[ddir] += delta / n;
        unitM2[ddir] += delta * (value - unitMean[ddir]);
    }

    /** @return {@link System#nanoTime()} at which the next sample is due */
    public long nextDueNs() {
        return nextNs;
    }

    /**
     * Takes the samples of every interval that ended by {@code nowNs}, from {@code counters}
     * (indexed by ddir ordinal) as they stood just before the completion seen at {@code nowNs}:
     * the I/Os they count all completed before the interval's end (else an earlier completion
     * would have taken the sample), so the first interval gets them all and any later one that
     * ended by {@code nowNs} (a stall) none. Intervals are fixed, {@code interval} long from
     * {@link #start}; each rate is over the interval's nominal length and each log row is stamped
     * with its nominal end (1000, 2000, ... ms), however late the job thread saw it. As in fio
     * 3.33 ({@code stat.c __add_samples}), a direction without I/O in an interval gets neither a
     * sample nor a row.
     */
    public void sample(long nowNs, long[] counters) {
        while (nextNs <= nowNs) {
            if (nextNs >= endNs) {
                nextNs = Long.MAX_VALUE;
                return;
            }
            long stampMs = (nextNs - startNs) / 1_000_000L;
            for (int d = 0; d < lastValue.length; d++) {
                long delta = counters[d] - lastValue[d];
                if (!active[d] || delta == 0) {
                    continue;
                }
                long rate = delta * 1000 / intervalMs / divisor;
                if (sampleCount[d] == samples[d].length) {
                    samples[d] = Arrays.copyOf(samples[d], samples[d].length * 2);
                }
                samples[d][sampleCount[d]++] = rate;
                lastValue[d] = counters[d];
                if (log != null) {
                    log.record(d, rate, 0, 0, stampMs);
                }
            }
            nextNs += intervalNs;
        }
    }

    /** @return statistics of the samples of one direction */
    public SampleStats stats(DataDirection ddir) {
        int d = ddir.ordinal();
        if (perUnit) {
            long n = unitCount[d];
            return n == 0 ? SampleStats.EMPTY : new SampleStats(n, unitMin[d], unitMax[d], unitMean[d],
                    n > 1 ? Math.sqrt(unitM2[d] / (n - 1)) : 0.0);
        }
        return SampleStats.of(samples[d], sampleCount[d]);
    }

    /** @return a copy of the raw samples of one direction */
    public long[] samples(DataDirection ddir) {
        return Arrays.copyOf(samples[ddir.ordinal()], sampleCount[ddir.ordinal()]);
    }
}
