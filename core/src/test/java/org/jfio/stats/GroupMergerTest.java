package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.SampleStats;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

/** Group-report arithmetic (fio stat.c sum_thread_stats, sum_stat) on known per-job samples. */
class GroupMergerTest {
    private static LatencyStats latency(long... values) {
        LatencyRecorder r = new LatencyRecorder();
        for (long v : values) {
            r.record(v);
        }
        return r.snapshot();
    }

    private static JobResult job(long tid, long ios, long runtimeMs, long jobRuntimeMs, long[] bwSamples,
            long[] iopsSamples, LatencyStats clat, CpuUsage cpu) {
        List<DirectionResult> dirs = new ArrayList<>();
        dirs.add(new DirectionResult(DataDirection.READ, ios, 1, 0, ios * 4096, runtimeMs, LatencyStats.EMPTY, clat,
                clat, SampleStats.of(bwSamples, bwSamples.length), SampleStats.of(iopsSamples, iopsSamples.length)));
        dirs.add(DirectionResult.empty(DataDirection.WRITE));
        dirs.add(DirectionResult.empty(DataDirection.TRIM));
        dirs.add(DirectionResult.empty(DataDirection.SYNC));
        JobSpec spec = JobSpec.builder("g").rw(ReadWrite.RANDREAD).set("numjobs", 2).set("group_reporting", true).build();
        return new JobResult(spec, 0, 1, tid, 0, "", 1000 + tid, jobRuntimeMs, dirs, cpu,
                new DepthDistribution(new long[] {ios, 0, 0, 0, 0, 0, 0}, new long[7], new long[7]), 1, List.of());
    }

    @Test
    void shouldSumRatesAndPoolDeviationsAsFio() {
        JobResult a = job(1, 300, 1000, 1000, new long[] {100, 200, 300}, new long[] {25, 50, 75},
                latency(1000, 2000, 3000), new CpuUsage(100_000_000L, 200_000_000L, 10, 0, 3));
        JobResult b = job(2, 200, 900, 950, new long[] {50, 150}, new long[] {12, 37},
                latency(500, 8000), new CpuUsage(50_000_000L, 20_000_000L, 5, 1, 2));
        JobResult g = GroupMerger.merge(List.of(a, b));
        DirectionResult r = g.direction(DataDirection.READ);

        // bw: min, max and mean add up (concurrent jobs), samples count up, S adds up:
        // S = 100^2 * 2 + 70.71^2 * 1 = 25000 over 5 - 1 samples
        SampleStats bw = r.bwKiBps();
        assertEquals(5, bw.samples());
        assertEquals(150, bw.min());
        assertEquals(450, bw.max());
        assertEquals(300.0, bw.mean(), 1e-9);
        assertEquals(Math.sqrt(25000.0 / 4), bw.stddev(), 1e-9);
        SampleStats iops = r.iopsSamples();
        assertEquals(37, iops.min());
        assertEquals(112, iops.max());
        assertEquals(50.0 + 24.5, iops.mean(), 1e-9);
        assertEquals(Math.sqrt((25.0 * 25 * 2 + 12.5 * 12.5 * 2 * 1) / 4), iops.stddev(), 1e-9);

        // counts and bytes add up; the direction's runtime is the longest, the job's the sum
        assertEquals(500, r.ios());
        assertEquals(2, r.shortIos());
        assertEquals(500 * 4096L, r.bytes());
        assertEquals(1000, r.runtimeMs());
        assertEquals(1950, g.runtimeMs());
        assertEquals(2, g.jobs());
        assertEquals(1, g.threadId(), "the first clone's id, as fio's pid");

        // latency merged exactly: N, min, max, mean, sample deviation of all five values
        LatencyStats clat = r.clat();
        assertEquals(5, clat.count());
        assertEquals(500, clat.minNs());
        assertEquals(8000, clat.maxNs());
        assertEquals(2900.0, clat.meanNs(), 1e-6);
        double m2 = 0;
        for (long v : new long[] {1000, 2000, 3000, 500, 8000}) {
            m2 += (v - 2900.0) * (v - 2900.0);
        }
        assertEquals(Math.sqrt(m2 / 4), clat.stddevNs(), 1e-6);
        Histogram h = clat.histogram();
        assertEquals(5, h.getTotalCount());
        assertEquals(8000, h.getValueAtPercentile(100), 8000 / 1000.0);

        // CPU and depth tables add up, so usr% is over the summed runtime: 150 ms of 1950 ms
        assertEquals(150_000_000L, g.cpu().userNs());
        assertEquals(15, g.cpu().contextSwitches());
        assertEquals(150.0 * 100 / 1950, g.cpu().userPercent(g.runtimeMs()), 1e-9);
        assertEquals(500, g.depths().level()[0]);
    }
}
