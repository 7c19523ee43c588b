package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fio 3.33's clat histogram log: fio's buckets, per-interval counts, coarseness. */
class ClatHistLogTest {
    @TempDir
    Path dir;

    @Test
    void shouldUseFiosBuckets() {
        assertEquals(1856, ClatHistLog.PLAT_NR);
        for (long v = 0; v < 128; v++) {
            assertEquals(v, ClatHistLog.index(v), "values below 128 ns are their own bucket");
        }
        assertEquals(128, ClatHistLog.index(128));
        assertEquals(128, ClatHistLog.index(129), "from 128 ns on, buckets are 2 ns wide");
        assertEquals(129, ClatHistLog.index(130));
        assertEquals(191, ClatHistLog.index(255));
        assertEquals(192, ClatHistLog.index(256));
        assertEquals(1855, ClatHistLog.index((1L << 34) - 1), "the tracked range ends at 2^34 ns");
        assertEquals(1855, ClatHistLog.index(1L << 40), "larger values land in the last bucket");
        int last = 0;
        for (long v = 1; v < 1L << 36; v += v / 7 + 1) {
            int i = ClatHistLog.index(v);
            assertTrue(i >= last, "monotonic at " + v);
            last = i;
        }
        assertEquals(List.of(1856, 928, 464, 232, 116, 58, 29),
                Arrays.stream(new int[] {0, 1, 2, 3, 4, 5, 6}).map(ClatHistLog::bins).boxed().toList());
    }

    @Test
    void shouldWriteTheCountsSinceTheDirectionsLastRow() {
        LogFixture f = new LogFixture(dir.resolve("h.log"), 3 + 1856, new HistRowFormat(1856));
        ClatHistLog log = new ClatHistLog(f.rows, 1000, 0);
        log.record(0, 100, 4096, 0);     // time 0 leaves the interval start unset, as fio
        log.record(0, 100, 4096, 5);     // starts the interval at 5
        log.record(1, 200, 8192, 7);
        log.record(0, 300, 4096, 1004);  // 999 ms: not yet
        log.record(0, 300, 4096, 1005);  // row: 4 completions
        log.record(0, 100, 4096, 2005);  // row: 1 completion; the next interval starts at 2005
        log.record(1, 200, 8192, 2010);  // the write row: both write completions
        List<String> lines = f.finish();
        assertEquals(3, lines.size());
        long[] first = parse(lines.get(0));
        assertEquals(1859, first.length);
        assertEquals(1005, first[0]);
        assertEquals(0, first[1]);
        assertEquals(4096, first[2]);
        assertEquals(2, first[3 + 100]);
        assertEquals(2, first[3 + ClatHistLog.index(300)]);
        assertEquals(4, Arrays.stream(first, 3, first.length).sum());
        long[] second = parse(lines.get(1));
        assertEquals(2005, second[0]);
        assertEquals(1, Arrays.stream(second, 3, second.length).sum());
        assertEquals(1, second[3 + 100]);
        long[] third = parse(lines.get(2));
        assertEquals(2010, third[0]);
        assertEquals(1, third[1]);
        assertEquals(8192, third[2]);
        assertEquals(2, third[3 + ClatHistLog.index(200)]);
    }

    @Test
    void shouldSumRunsOfBucketsWhenCoarse() {
        LogFixture f = new LogFixture(dir.resolve("c.log"), 3 + 464, new HistRowFormat(464));
        ClatHistLog log = new ClatHistLog(f.rows, 10, 2);
        log.record(0, 4, 512, 1);
        log.record(0, 5, 512, 2);
        log.record(0, 7, 512, 3);
        log.record(0, 8, 512, 11);
        long[] row = parse(f.finish().get(0));
        assertEquals(3 + 464, row.length);
        assertEquals(3, row[3 + 1], "4, 5 and 7 ns share the second run of 4 buckets");
        assertEquals(1, row[3 + 2]);
    }

    private static long[] parse(String line) {
        return Arrays.stream(line.split(", ")).mapToLong(Long::parseLong).toArray();
    }
}
