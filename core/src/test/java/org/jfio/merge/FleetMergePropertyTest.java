package org.jfio.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import org.HdrHistogram.Histogram;
import org.jfio.result.DirectionResult;
import org.jfio.result.LatencyStats;
import org.jfio.spi.DataDirection;

/** Merged percentiles are those of the union of every rank's I/Os, whatever the ranks recorded. */
class FleetMergePropertyTest {

    @Property(tries = 60)
    void shouldMergeToTheExactPercentilesOfTheUnion(@ForAll("ranks") List<long[]> ranks) {
        List<SavedResult> results = new ArrayList<>();
        Histogram union = new Histogram(3);
        union.setAutoResize(true);
        long min = Long.MAX_VALUE;
        long max = 0;
        long n = 0;
        double sum = 0;
        for (int r = 0; r < ranks.size(); r++) {
            long[] clat = ranks.get(r);
            for (long v : clat) {
                union.recordValue(v);
                min = Math.min(min, v);
                max = Math.max(max, v);
                sum += v;
                n++;
            }
            results.add(SavedResult.parse("r" + r + ".json",
                    ResultJson.of(r, clat, 1_000_000 + r, 1000, new long[] {clat.length / 2, clat.length - clat.length / 2})));
        }
        DirectionResult read = FleetMerge.merge(results).result().groups().get(0).reported().get(0)
                .direction(DataDirection.READ);
        LatencyStats clat = read.clat();
        assertEquals(n, clat.count());
        assertEquals(n, read.ios());
        assertEquals(union, clat.histogram(), "the added histograms are the union's");
        for (double p : new double[] {1, 10, 50, 90, 99, 99.9, 99.99, 100}) {
            assertEquals(union.getValueAtPercentile(p), clat.percentileNs(p), "p" + p);
        }
        assertEquals(min, clat.minNs());
        assertEquals(max, clat.maxNs());
        assertEquals(sum / n, clat.meanNs(), Math.max(1e-3, sum / n * 1e-9));
    }

    @Provide
    Arbitrary<List<long[]>> ranks() {
        Arbitrary<Long> latency = Arbitraries.oneOf(Arbitraries.longs().between(100, 10_000),
                Arbitraries.longs().between(10_000, 50_000_000_000L));
        Arbitrary<long[]> rank = latency.array(long[].class).ofMinSize(1).ofMaxSize(400);
        return rank.list().ofMinSize(1).ofMaxSize(6);
    }
}
