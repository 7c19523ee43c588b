package org.jfio.result;

import org.jfio.format.CFormat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import org.HdrHistogram.Histogram;
import org.jfio.job.JobSpec;
import org.jfio.stats.LatencyRecorder;
import org.junit.jupiter.api.Test;

class FioBinsTest {
    /**
     * fio 3.33's json+ output of a real run: the first job's read {@code clat_ns} object, whose
     * {@code bins} and {@code percentile} (computed by fio from those bins) are flattened to
     * {@code bins.<ns>} and {@code percentile.<p>} keys, in document order.
     */
    private static Map<String, String> fioJsonPlusRead() throws IOException {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        try (InputStream in = FioBinsTest.class.getResourceAsStream("/org/jfio/report/fio-example-jsonplus.json");
                JsonParser p = new JsonFactory().createParser(in)) {
            walk(p, p.nextToken(), "", out);
        }
        return out;
    }

    /** Flattens a value to {@code a.b.c} keys (array elements keep their array's key), first one wins. */
    private static void walk(JsonParser p, JsonToken t, String path, Map<String, String> out) throws IOException {
        if (t == JsonToken.START_OBJECT) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = path.isEmpty() ? p.currentName() : path + "." + p.currentName();
                walk(p, p.nextToken(), key, out);
            }
        } else if (t == JsonToken.START_ARRAY) {
            for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                walk(p, e, path, out);
            }
        } else if (path.startsWith("jobs.read.clat_ns.")) {
            out.putIfAbsent(path.substring("jobs.read.clat_ns.".length()), p.getText());
        }
    }

    /** @return the samples: counts[i] samples of values[i] ns each, recorded as a job records them */
    private static LatencyStats latency(long[] counts, long[] values) {
        LatencyRecorder r = new LatencyRecorder();
        for (int i = 0; i < counts.length; i++) {
            for (long k = 0; k < counts[i]; k++) {
                r.record(values[i]);
            }
        }
        return r.snapshot();
    }

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
        List<Long> keys = new ArrayList<>();
        for (String k : fioJsonPlusRead().keySet()) {
            if (k.startsWith("bins.")) {
                keys.add(Long.parseLong(k.substring("bins.".length())));
            }
        }
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
        Map<Long, Long> bins = s.fioBins();
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
        assertEquals(Map.of(17_112_760_320L, 2L), s.fioBins());
        assertArrayEquals(new long[] {17_112_760_320L, 17_112_760_320L}, s.fioPercentilesNs(50, 99));
        assertEquals(Map.of(), LatencyStats.EMPTY.fioBins());
    }

    @Test
    void shouldGiveFiosPercentilesForFiosOwnHistogram() throws IOException {
        // fio-example-jsonplus.json carries both the bins and the percentiles fio computed from them
        Map<String, String> clat = fioJsonPlusRead();
        Histogram h = new Histogram(3);
        clat.forEach((k, v) -> {
            if (k.startsWith("bins.")) {
                h.recordValueWithCount(Long.parseLong(k.substring("bins.".length())), Long.parseLong(v));
            }
        });
        assertEquals(135247, h.getTotalCount());
        LatencyStats s = new LatencyStats(h.getTotalCount(), h.getMinValue(), h.getMaxValue(), h.getMean(), 0, h);
        double[] list = JobSpec.builder("defaults").build().reporting().percentileList();
        long[] ours = s.fioPercentilesNs(list);
        for (int i = 0; i < list.length; i++) {
            String key = CFormat.fixed(list[i], 6);
            assertEquals(Long.parseLong(clat.get("percentile." + key)), ours[i], key);
            assertEquals(ours[i], s.fioPercentileNs(list[i]), "one at a time: " + key);
        }
    }

    @Test
    void shouldTakeTheFirstBucketWhereTheRunningCountReachesThePercentile() {
        // 500 ns is in fio's bucket 500-503 (value 502); 1500 ns in 1488-1503 (value 1496)
        LatencyStats s = latency(new long[] {50, 50}, new long[] {500, 1500});
        assertArrayEquals(new long[] {502, 502, 1496, 1496}, s.fioPercentilesNs(1, 50, 50.01, 100));
        // exactly at the boundary: 9999 of 10000 samples are 100 ns, so p99.99 is 100 and p99.991 is 1496
        LatencyStats t = latency(new long[] {9999, 1}, new long[] {100, 1500});
        assertArrayEquals(new long[] {100, 1496}, t.fioPercentilesNs(99.99, 99.991));
        assertArrayEquals(new long[] {0, 0}, LatencyStats.EMPTY.fioPercentilesNs(50, 99));
    }

    @Test
    void shouldGiveFiosPercentilesInTheOrderAskedAndExactOnesBeside() {
        LatencyStats s = latency(new long[] {50, 50}, new long[] {500, 1500});
        assertArrayEquals(new long[] {1496, 502, 1496}, s.fioPercentilesNs(100, 1, 50.01));
        assertEquals(java.time.Duration.ofNanos(1496), s.fioPercentile(99));
        // the exact value: HdrHistogram's bucket of 1500 at 3 significant digits, not fio's 1496
        assertEquals(s.percentileNs(99), s.percentile(99).toNanos());
        assertTrue(Math.abs(s.percentileNs(99) - 1500) <= 1, "exact: " + s.percentileNs(99));
        assertEquals(java.time.Duration.ofNanos(500), s.min());
        assertEquals(java.time.Duration.ofNanos(1500), s.max());
        assertEquals(java.time.Duration.ofNanos(1000), s.mean());
        assertEquals(java.time.Duration.ZERO, LatencyStats.EMPTY.fioPercentile(50));
        for (double bad : new double[] {-1, 100.5, Double.NaN}) {
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> s.fioPercentileNs(bad));
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> s.percentile(bad));
        }
    }
}
