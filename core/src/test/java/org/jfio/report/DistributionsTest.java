package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.List;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.SampleStats;

import org.junit.jupiter.api.Test;

/** The percentage helpers shared by the normal and JSON reports. */
class DistributionsTest {

    @Test
    void shouldBucketClatOfAllDirectionsByFioEdges() {
        LatencyBuckets lb = LatencyBuckets.of(ReportFixtures.jobT());
        // 1500 I/Os: 2 at 700 ns, 3 at 1.5 us, 20 at 41 us, 125 at 82 us, 300+351 (read) and
        // 101+300 (write) in 100..249 us, 139+93 in 250..499 us, 45 at 819 us, 12 at 1.6 ms,
        // 6 at 3.3 ms, 3 at 20.5 ms
        assertArrayEquals(new double[] {0, 0, 0, 0, 0, 0, 0, 0, 2 / 15.0, 0}, lb.nsec(), 1e-9);
        assertArrayEquals(new double[] {3 / 15.0, 0, 0, 0, 20 / 15.0, 125 / 15.0, 1052 / 15.0, 232 / 15.0, 0, 45 / 15.0},
                lb.usec(), 1e-9);
        assertArrayEquals(new double[] {12 / 15.0, 6 / 15.0, 0, 0, 3 / 15.0, 0, 0, 0, 0, 0, 0, 0}, lb.msec(), 1e-9);
    }

    @Test
    void shouldReportTinyNonZeroBucketsAsOneHundredthPercent() {
        LatencyBuckets lb = LatencyBuckets.of(ReportFixtures.jobWMerged());
        // 1 of 21524 is 0.0046%: fio prints 0.01
        double[] us = lb.usec();
        assertArrayEquals(new double[] {0.01, 0, 0, 0, 0, 59 * 100.0 / 21524, 0, 21000 * 100.0 / 21524,
            400 * 100.0 / 21524, 0}, us, 1e-9);
    }

    @Test
    void shouldPlaceBucketEdgesAsFioDoes() {
        // fio: < 1000 ns by ns; < 1 ms by us (ns / 1000); else by ms (ns / 1e6); labels are upper
        // bounds. Above 2047 ns an HdrHistogram bucket is 1/1024 wide, so values near an edge are
        // chosen in buckets that do not straddle it (e.g. 999_000 in [998_912, 999_423]).
        long[] values = {1, 2, 999, 1000, 1999, 2000, 999_000, 1_001_000, 1_998_000, 2_002_000,
            1_998_000_000L, 2_002_000_000L, 50_000_000_000L};
        long[] counts = new long[values.length];
        Arrays.fill(counts, 1);
        LatencyStats stats = ReportFixtures.latency(counts, values);
        DirectionResult dir = new DirectionResult(DataDirection.READ, values.length, 0, 0, 4096, 1000,
                LatencyStats.EMPTY, stats, stats, SampleStats.EMPTY,
                SampleStats.EMPTY);
        JobResult base = ReportFixtures.jobT();
        JobResult job = new JobResult(base.spec(), 0, 1, 1, 0, "", 0, 1000,
                List.of(dir, DirectionResult.empty(DataDirection.WRITE),
                        DirectionResult.empty(DataDirection.TRIM),
                        DirectionResult.empty(DataDirection.SYNC)),
                CpuUsage.ZERO, DepthDistribution.empty(), 1, List.of());
        LatencyBuckets lb = LatencyBuckets.of(job);
        double one = 100.0 / values.length;
        // ns: 1 -> "2", 2 -> "4", 999 -> "1000"
        assertArrayEquals(new double[] {one, one, 0, 0, 0, 0, 0, 0, 0, one}, lb.nsec(), 1e-9);
        // us: 1000 and 1999 -> "2", 2000 -> "4", 999_000 -> "1000"
        assertArrayEquals(new double[] {2 * one, one, 0, 0, 0, 0, 0, 0, 0, one}, lb.usec(), 1e-9);
        // ms: 1_001_000 and 1_998_000 -> "2", 2_002_000 -> "4", 1_998 ms -> "2000", 2_002 ms and 50 s -> ">=2000"
        assertArrayEquals(new double[] {2 * one, one, 0, 0, 0, 0, 0, 0, 0, 0, one, 2 * one}, lb.msec(), 1e-9);
    }

    @Test
    void shouldClampSmallDepthSharesToOneTenth() {
        assertArrayEquals(new double[] {0.1, 0.1, 0.1, 0.1, 1496 / 15.0, 0, 0},
                DepthPercentages.percentages(new long[] {1, 1, 1, 1, 1496, 0, 0}), 1e-9);
        assertArrayEquals(new double[7], DepthPercentages.percentages(new long[7]), 0.0);
    }
}
