package org.jfio.sysbench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.jfio.result.LatencyStats;
import org.junit.jupiter.api.Test;

/** {@code --extended}'s percentiles: never above the largest sample, never below the smallest. */
class FileioReportTest {
    @Test
    void shouldCapPercentilesAtTheMax() {
        // 24.737 ms: HdrHistogram's bucket of it (3 significant digits) tops out above it
        long max = 24_737_123;
        Histogram h = new Histogram(3);
        h.recordValue(1_000_000);
        h.recordValue(max);
        assertTrue(h.getValueAtPercentile(99.9) > max, "the bucket's top is above the sample");
        LatencyStats l = new LatencyStats(2, 1_000_000, max, (1_000_000 + max) / 2.0, 0, h);
        assertEquals(max / 1e6, FileioReport.percentileMs(l, 99.9));
        assertEquals(max / 1e6, FileioReport.percentileMs(l, 99));
        assertTrue(FileioReport.percentileMs(l, 10) >= 1.0);
        assertEquals(0, FileioReport.percentileMs(LatencyStats.EMPTY, 99.9));
    }
}
