package org.jfio.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.result.SampleStats;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;

/**
 * A fixed synthetic run for report tests. Latency values are chosen to sit exactly on
 * HdrHistogram bucket starts (so percentile values are known by hand: the bucket's highest
 * equivalent value) and away from percentile rank boundaries.
 */
final class ReportFixtures {
    /** 2026-11-29T18:10:00Z, the end of job t. */
    static final long T_END_MS = Instant.parse("2026-11-29T18:10:00Z").toEpochMilli();
    /** 2026-11-29T18:14:19Z, the end of job w. */
    static final long W_END_MS = Instant.parse("2026-11-29T18:14:19Z").toEpochMilli();
    /** The run started 7 s before job t ended. */
    static final long START_MS = T_END_MS - 7000;

    private ReportFixtures() {
    }

    /** @return latency statistics of {@code count[i]} samples of {@code value[i]} ns each */
    static LatencyStats latency(long[] counts, long[] values) {
        Histogram h = new Histogram(3); // auto-resizing, as the recorder's
        long n = 0;
        long min = Long.MAX_VALUE;
        long max = 0;
        double mean = 0;
        double m2 = 0;
        for (int i = 0; i < counts.length; i++) {
            for (long k = 0; k < counts[i]; k++) {
                long v = values[i];
                h.recordValue(v);
                n++;
                min = Math.min(min, v);
                max = Math.max(max, v);
                double delta = v - mean;
                mean += delta / n;
                m2 += delta * (v - mean);
            }
        }
        return n == 0 ? LatencyStats.EMPTY : new LatencyStats(n, min, max, mean, m2, h);
    }

    static long[] plus(long[] values, long add) {
        long[] out = values.clone();
        for (int i = 0; i < out.length; i++) {
            out[i] += add;
        }
        return out;
    }

    static final long[] T_READ_COUNTS = {2, 3, 20, 125, 300, 351, 139, 45, 12, 3};
    static final long[] T_READ_CLAT = {700, 1500, 40960, 81920, 163840, 204800, 409600, 819200, 1638400, 20480000};
    static final long[] T_WRITE_COUNTS = {101, 300, 93, 6};
    static final long[] T_WRITE_CLAT = {102400, 245760, 491520, 3276800};
    static final long[] W_COUNTS = {1, 59, 21000, 400, 64};
    static final long[] W_CLAT = {1800, 81920, 327680, 655360, 4915200};

    static JobSpec specT() {
        return JobSpec.builder("t").rw(ReadWrite.RANDRW).set("bs", 4096).set("ioengine", "libaio").set("iodepth", 16)
                .record("name", "t").record("rw", "randrw").record("ioengine", "libaio").record("iodepth", "16")
                .build();
    }

    static JobSpec specW() {
        return JobSpec.builder("w").rw(ReadWrite.WRITE).set("bs", 128 * 1024).set("ioengine", "psync").set("numjobs", 2)
                .set("group_reporting", true).set("stonewall", true).set("fsync", 1794)
                .record("name", "w").record("rw", "write").record("bs", "128k").record("numjobs", "2")
                .record("group_reporting", "1").record("stonewall", "1").record("fsync", "1794")
                .build();
    }

    static JobPlan plan() {
        return JobPlan.of(List.of(specT(), specW()), Map.of());
    }

    static JobPlan planWithGlobals() {
        return JobPlan.of(List.of(specT(), specW()), Map.of("direct", "1"));
    }

    private static List<DirectionResult> directions(DirectionResult... given) {
        List<DirectionResult> out = new ArrayList<>();
        for (int d = 0; d <= DataDirection.SYNC.ordinal(); d++) {
            DirectionResult found = DirectionResult.empty(DataDirection.of(d));
            for (DirectionResult r : given) {
                if (r.ddir().ordinal() == d) {
                    found = r;
                }
            }
            out.add(found);
        }
        return out;
    }

    static JobResult jobT() {
        LatencyStats rClat = latency(T_READ_COUNTS, T_READ_CLAT);
        DirectionResult read = new DirectionResult(DataDirection.READ, 1000, 0, 0, 4096000, 3001,
                latency(new long[] {990, 10}, new long[] {3000, 150000}), rClat,
                latency(T_READ_COUNTS, plus(T_READ_CLAT, 3000)),
                new SampleStats(6, 1100, 1500, 1333.5, 150.25), new SampleStats(6, 275, 375, 333.4, 37.56));
        DirectionResult write = new DirectionResult(DataDirection.WRITE, 500, 0, 0, 2048000, 3001,
                latency(new long[] {500}, new long[] {4000}), latency(T_WRITE_COUNTS, T_WRITE_CLAT),
                latency(T_WRITE_COUNTS, plus(T_WRITE_CLAT, 4000)),
                new SampleStats(6, 600, 720, 660.0, 40.10), new SampleStats(6, 150, 180, 165.0, 10.02));
        DepthDistribution depths = new DepthDistribution(new long[] {1, 1, 1, 1, 1496, 0, 0},
                new long[] {0, 1500, 0, 0, 0, 0, 0}, new long[] {0, 1499, 0, 1, 0, 0, 0});
        return new JobResult(specT(), 0, 1, 7501, 0, "", T_END_MS, 3001, directions(read, write),
                new CpuUsage(388_000_000L, 1_896_600_000L, 10906, 0, 14), depths, 16, List.of());
    }

    /** Job w's two clones merged (group_reporting). */
    static JobResult jobWMerged() {
        DirectionResult write = new DirectionResult(DataDirection.WRITE, 21524, 0, 0, 21524L * 131072, 2001,
                LatencyStats.EMPTY, latency(W_COUNTS, W_CLAT), latency(W_COUNTS, plus(W_CLAT, 1000)),
                new SampleStats(3, 1262800, 1465400, 1370511.36, 102041.6),
                new SampleStats(3, 9864, 11449, 10707.0, 797.31));
        DirectionResult sync = new DirectionResult(DataDirection.SYNC, 12, 0, 0, 0, 2001,
                LatencyStats.EMPTY, LatencyStats.EMPTY,
                latency(new long[] {9, 3}, new long[] {1048576, 3145728}), SampleStats.EMPTY, SampleStats.EMPTY);
        DepthDistribution depths = new DepthDistribution(new long[] {21524, 0, 0, 0, 0, 0, 0},
                new long[] {0, 21524, 0, 0, 0, 0, 0}, new long[] {0, 21524, 0, 0, 0, 0, 0});
        return new JobResult(specW(), 1, 2, 13429, 0, "", W_END_MS, 2001, directions(write, sync),
                new CpuUsage(129_064_500L, 430_215_000L, 5544, 0, 13), depths, 1, List.of());
    }

    /** One of w's clones: half of the merged work (only counts and bytes matter here). */
    static JobResult jobWClone(long tid) {
        DirectionResult write = new DirectionResult(DataDirection.WRITE, 10762, 0, 0, 10762L * 131072, 2001,
                LatencyStats.EMPTY, LatencyStats.EMPTY, LatencyStats.EMPTY, SampleStats.EMPTY, SampleStats.EMPTY);
        return new JobResult(specW(), 1, 1, tid, 0, "", W_END_MS, 2001, directions(write),
                CpuUsage.ZERO, DepthDistribution.empty(), 1, List.of());
    }

    static RunResult run(JobPlan plan) {
        JobResult t = jobT();
        GroupResult g0 = new GroupResult(0, List.of(t), List.of(t));
        GroupResult g1 = new GroupResult(1, List.of(jobWClone(13429), jobWClone(13430)), List.of(jobWMerged()));
        DiskUtilization vda = new DiskUtilization("vda", 32481, 20731, 0, 0, 2485, 5976, 8483, 80.34);
        return new RunResult(plan, "jfio-0.1.0", START_MS, List.of(g0, g1), List.of(vda), false);
    }

    static RunResult run() {
        return run(plan());
    }
}
