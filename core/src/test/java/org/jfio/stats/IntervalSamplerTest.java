package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bw/iops interval samples fed with chosen times and counters: rows on the nominal boundaries
 * whatever the lateness of the completion that takes them, rates over the nominal interval.
 */
class IntervalSamplerTest {
    private static final long MS = 1_000_000L;
    private static final long T0 = 7_000_000_123L; // any nanoTime origin

    @TempDir
    Path dir;

    private final long[] counters = new long[DataDirection.DATA_COUNT];

    private LogFixture fixture() {
        return new LogFixture(dir.resolve("iops.log"), CsvRowFormat.STRIDE, new CsvRowFormat(false, false, false, false));
    }

    private IntervalSampler sampler(LogFixture f) {
        IntervalSampler s = new IntervalSampler(1000, 1, new boolean[] {true, true, false});
        s.log(new ValueLog(f.rows, 0, false, false, false));
        s.start(T0, counters);
        return s;
    }

    /** What the job thread does at a completion: the samples due first, then the I/O counted. */
    private void complete(IntervalSampler s, long atMs, int ddir) {
        long now = T0 + atMs * MS;
        if (now >= s.nextDueNs()) {
            s.sample(now, counters);
        }
        counters[ddir]++;
    }

    /** fio 3.33 samples a job only while it runs: the interval its runtime ends on is never sampled. */
    @Test
    void shouldNotSampleTheIntervalThatEndsWhereTheRunEnds() {
        LogFixture f = fixture();
        IntervalSampler s = sampler(f);
        s.stopAt(T0 + 3000 * MS);
        for (int ms = 0; ms <= 3004; ms++) {
            complete(s, ms, 0); // a completion per ms, the last ones after the runtime (an overrun)
        }
        assertEquals(List.of("1000, 1000, 0, 0, 0", "2000, 1000, 0, 0, 0"), f.finish());
        assertArrayEquals(new long[] {1000, 1000}, s.samples(DataDirection.READ));
        assertEquals(Long.MAX_VALUE, s.nextDueNs(), "nothing is due after the run's end");
        s.start(T0 + 4000 * MS, counters);
        assertEquals(T0 + 5000 * MS, s.nextDueNs(), "a new start samples again, to no end until told");
    }

    @Test
    void shouldStampEachRowOnItsBoundaryWhenTheCompletionThatTakesItIsLate() {
        LogFixture f = fixture();
        IntervalSampler s = sampler(f);
        for (int i = 0; i < 500; i++) {
            complete(s, i * 2L, 0);       // 500 reads in [0, 1000)
        }
        complete(s, 1023, 0);             // the job thread 23 ms late: it counts in [1000, 2000)
        for (int i = 0; i < 249; i++) {
            complete(s, 1100 + i, 1);
        }
        complete(s, 2001, 0);
        complete(s, 3073, 0);             // 73 ms late
        assertEquals(List.of("1000, 500, 0, 0, 0", "2000, 1, 0, 0, 0", "2000, 249, 1, 0, 0", "3000, 1, 0, 0, 0"),
                f.finish());
        assertArrayEquals(new long[] {500, 1, 1}, s.samples(DataDirection.READ));
        assertArrayEquals(new long[] {249}, s.samples(DataDirection.WRITE));
    }

    @Test
    void shouldGiveAStalledIntervalNeitherASampleNorARow() {
        LogFixture f = fixture();
        IntervalSampler s = sampler(f);
        complete(s, 10, 0);
        complete(s, 20, 0);
        complete(s, 4500, 0);             // one I/O took 4.5 s: [1000, 4000) saw no completion
        complete(s, 5000, 0);
        assertEquals(List.of("1000, 2, 0, 0, 0", "5000, 1, 0, 0, 0"), f.finish());
        assertEquals(2, s.stats(DataDirection.READ).samples());
        assertEquals(0, s.stats(DataDirection.WRITE).samples());
    }

    @Test
    void shouldScaleTheRateToTheNominalIntervalInKibPerSecond() {
        LogFixture f = fixture();
        IntervalSampler s = new IntervalSampler(500, 1024, new boolean[] {true, false, false});
        s.log(new ValueLog(f.rows, 0, false, false, false));
        s.start(T0, counters);
        counters[0] += 10L << 20;         // 10 MiB in the first 500 ms
        s.sample(T0 + 731 * MS, counters);
        assertEquals(List.of("500, 20480, 0, 0, 0"), f.finish());
    }
}
