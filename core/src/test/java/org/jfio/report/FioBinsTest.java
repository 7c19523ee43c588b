package org.jfio.report;

import org.jfio.format.CFormat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;
import org.jfio.result.LatencyStats;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;

class FioBinsTest {

    /** fio's bucket bounds, worked out independently: [low, low + width) for a value. */
    private static long[] bucketOf(long v) {
        if (v < 128) {
            return new long[] {v, 1};
        }
        int msb = 63 - Long.numberOfLeadingZeros(v);
        long width = 1L << (msb - 6);
        return new long[] {v / width * width, width};
    }

    @Test
    void shouldKeepValuesBelow128Exact() {
        for (long v = 0; v < 128; v++) {
            assertEquals(v, FioBins.index(v));
            assertEquals(v, FioBins.value(FioBins.index(v)));
        }
    }

    @Test
    void shouldPrintTheLowerBoundPlusHalfTheWidth() {
        // fio plat_idx_to_val: 210-211 prints 211, 260-263 prints 262, 40960-41471 prints 41216
        assertEquals(211, FioBins.value(FioBins.index(210)));
        assertEquals(211, FioBins.value(FioBins.index(211)));
        assertEquals(262, FioBins.value(FioBins.index(260)));
        assertEquals(262, FioBins.value(FioBins.index(263)));
        assertEquals(41216, FioBins.value(FioBins.index(40960)));
        // the index layout of fio stat.h: 64 buckets per group, group 1 starts at 128
        assertEquals(128, FioBins.index(128));
        assertEquals(169, FioBins.index(211));
        assertEquals(1855, FioBins.index((1L << 34) - 1), "fio's last bucket");
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < 200_000; i++) {
            long v = rnd.nextLong(1L << rnd.nextInt(1, 35)); // fio's buckets end at 2^34 ns
            long[] b = bucketOf(v);
            long value = FioBins.value(FioBins.index(v));
            assertEquals(b[1] == 1 ? b[0] : b[0] + b[1] / 2, value, () -> "value " + v);
        }
    }

    @Test
    void shouldMapEveryBinKeyOfRealFioOutputToItself() throws IOException {
        String doc;
        try (InputStream in = FioBinsTest.class.getResourceAsStream("fio-example-jsonplus.json")) {
            doc = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String prefix = "jobs[].read.clat_ns.bins.";
        List<Long> keys = JsonReportTest.flatten(doc).keySet().stream().filter(k -> k.startsWith(prefix))
                .map(k -> Long.parseLong(k.substring(prefix.length()))).toList();
        assertEquals(330, keys.size());
        for (long key : keys) {
            assertEquals(key, FioBins.value(FioBins.index(key)), "fio bin key " + key);
        }
    }

    @Test
    void shouldRebucketHdrHistogramCountsExactly() {
        // the recorder's histogram: 1 ns resolution, 3 significant digits, auto-resizing
        Histogram h = new Histogram(1, 1_000_000, 3);
        h.setAutoResize(true);
        Map<Long, Long> expected = new TreeMap<>();
        SplittableRandom rnd = new SplittableRandom(42);
        long n = 0;
        for (int i = 0; i < 300_000; i++) {
            long v = 1 + rnd.nextLong(1L << rnd.nextInt(1, 35));
            h.recordValue(v);
            expected.merge(FioBins.value(FioBins.index(v)), 1L, Long::sum);
            n++;
        }
        LatencyStats s = new LatencyStats(n, h.getMinValue(), h.getMaxValue(), h.getMean(), 0, h);
        Map<Long, Long> bins = FioBins.of(s);
        assertEquals(expected, bins);
        assertEquals(n, bins.values().stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void shouldLumpLatenciesOf17SecondsAndMoreIntoFiosLastBucket() {
        Histogram h = new Histogram(3);
        h.recordValue(20_000_000_000L);
        h.recordValue(40_000_000_000L);
        LatencyStats s = new LatencyStats(2, 20_000_000_000L, 40_000_000_000L, 3e10, 0, h);
        // fio stat.c plat_val_to_idx caps at FIO_IO_U_PLAT_NR - 1, whose value is 17112760320
        assertEquals(Map.of(17_112_760_320L, 2L), FioBins.of(s));
        assertArrayEquals(new long[] {17_112_760_320L, 17_112_760_320L}, FioBins.percentiles(s, new double[] {50, 99}));
        assertEquals(Map.of(), FioBins.of(LatencyStats.EMPTY));
    }

    @Test
    void shouldGiveFiosPercentilesForFiosOwnHistogram() throws IOException {
        // fio-example-jsonplus.json carries both the bins and the percentiles fio computed from them
        String doc;
        try (InputStream in = FioBinsTest.class.getResourceAsStream("fio-example-jsonplus.json")) {
            doc = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Map<String, String> flat = JsonReportTest.flatten(doc);
        String bins = "jobs[].read.clat_ns.bins.";
        Histogram h = new Histogram(3);
        flat.forEach((k, v) -> {
            if (k.startsWith(bins)) {
                h.recordValueWithCount(Long.parseLong(k.substring(bins.length())), Long.parseLong(v));
            }
        });
        assertEquals(135247, h.getTotalCount());
        LatencyStats s = new LatencyStats(h.getTotalCount(), h.getMinValue(), h.getMaxValue(), h.getMean(), 0, h);
        double[] list = JobSpec.builder("defaults").build().reporting().percentileList();
        long[] ours = FioBins.percentiles(s, list);
        for (int i = 0; i < list.length; i++) {
            String key = "jobs[].read.clat_ns.percentile." + CFormat.fixed(list[i], 6);
            assertEquals(Long.parseLong(flat.get(key)), ours[i], key);
        }
    }

    @Test
    void shouldTakeTheFirstBucketWhereTheRunningCountReachesThePercentile() {
        // 500 ns is in fio's bucket 500-503 (value 502); 1500 ns in 1488-1503 (value 1496)
        LatencyStats s = ReportFixtures.latency(new long[] {50, 50}, new long[] {500, 1500});
        assertArrayEquals(new long[] {502, 502, 1496, 1496}, FioBins.percentiles(s, new double[] {1, 50, 50.01, 100}));
        // exactly at the boundary: 9999 of 10000 samples are 100 ns, so p99.99 is 100 and p99.991 is 1496
        LatencyStats t = ReportFixtures.latency(new long[] {9999, 1}, new long[] {100, 1500});
        assertArrayEquals(new long[] {100, 1496}, FioBins.percentiles(t, new double[] {99.99, 99.991}));
        assertArrayEquals(new long[] {0, 0}, FioBins.percentiles(LatencyStats.EMPTY, new double[] {50, 99}));
    }
}
