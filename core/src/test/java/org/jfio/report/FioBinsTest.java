package org.jfio.report;

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
import org.jfio.api.LatencyStats;
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
            long v = rnd.nextLong(1L << rnd.nextInt(1, 40));
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
    void shouldNotLumpVeryLongLatenciesIntoOneBucket() {
        Histogram h = new Histogram(3);
        h.recordValue(20_000_000_000L);
        h.recordValue(40_000_000_000L);
        Map<Long, Long> bins = FioBins.of(new LatencyStats(2, 20_000_000_000L, 40_000_000_000L, 3e10, 0, h));
        assertEquals(2, bins.size());
        for (long key : bins.keySet()) {
            assertTrue(key > 17_112_760_320L, "beyond fio's last bucket value: " + key);
        }
        assertEquals(Map.of(), FioBins.of(LatencyStats.EMPTY));
    }
}
