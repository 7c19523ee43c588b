package org.jfio.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** sysbench 1.0.20's latency histogram: its buckets, percentile rule and table rows. */
class EventHistogramTest {
    @Test
    void shouldBucketOnSysbenchsLogScale() {
        assertEquals(0, EventHistogram.bucket(0.001));
        assertEquals(0, EventHistogram.bucket(0));
        assertEquals(EventHistogram.SIZE - 1, EventHistogram.bucket(100_000));
        assertEquals(EventHistogram.SIZE - 1, EventHistogram.bucket(1e9));
        assertEquals(0.001, EventHistogram.value(0), 1e-12);
        assertEquals(100_000, EventHistogram.value(EventHistogram.SIZE - 1), 1e-6);
        // one bucket is about 1.8% wide: 1 ms and 1.01 ms share one, 1.02 ms is the next
        assertEquals(EventHistogram.bucket(1.0), EventHistogram.bucket(1.005));
        assertEquals(EventHistogram.bucket(1.0) + 1, EventHistogram.bucket(1.02));
    }

    @Test
    void shouldTakeThePercentileAsSysbenchDoes() {
        EventHistogram h = new EventHistogram();
        h.add(0.010, 90);
        h.add(1.000, 9);
        h.add(50.00, 1);
        // floor(100 * 95 / 100 + 0.5) = 95th sample: in the 1 ms bucket
        assertEquals(EventHistogram.value(EventHistogram.bucket(1.0)), h.percentileMs(95), 1e-12);
        assertEquals(EventHistogram.value(EventHistogram.bucket(0.010)), h.percentileMs(90), 1e-12);
        assertEquals(EventHistogram.value(EventHistogram.bucket(50.0)), h.percentileMs(100), 1e-12);
        assertEquals(100, h.total());
    }

    @Test
    void shouldPrintOneRowPerBucketWithBarsOf40() {
        Histogram ns = new Histogram(3);
        ns.recordValueWithCount(20_000, 40);
        ns.recordValueWithCount(2_000_000, 10);
        EventHistogram h = new EventHistogram();
        h.add(ns);
        String[] rows = h.table().split("\n");
        assertEquals("       value  ------------- distribution ------------- count", rows[0]);
        assertTrue(rows[1].matches(" {7}0\\.020 \\|\\*{40} 40"), rows[1]);
        assertTrue(rows[2].matches(" {7}(1\\.9|2\\.0)\\d\\d \\|\\*{10} {30} 10"), rows[2]);
        assertEquals(3, rows.length);
        assertEquals("", new EventHistogram().table());
    }
}
