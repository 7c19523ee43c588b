package org.jfio.stats;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One latency into a {@link LatencyRecorder} (HdrHistogram plus count, min, max, mean and
 * variance), the path every completed I/O takes three times (slat, clat, lat). Values come from a
 * precomputed table shaped like a real run: around 1 µs (page cache) or 150 µs (a disk at QD32),
 * with a tail.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class LatencyRecorderBenchmark {
    private static final int VALUES = 1 << 16;

    /** The typical latency in ns. */
    @Param({"1000", "150000"})
    public long typicalNs;

    private final long[] values = new long[VALUES];
    private LatencyRecorder recorder;
    private int next;

    @Setup
    public void setup() {
        SplittableRandom rng = new SplittableRandom(42);
        for (int i = 0; i < VALUES; i++) {
            // log-normal-ish: most near typicalNs, one in a hundred up to 20x
            double spread = Math.exp(rng.nextGaussian() * 0.3);
            double tail = rng.nextInt(100) == 0 ? 1 + rng.nextDouble() * 19 : 1;
            values[i] = (long) (typicalNs * spread * tail);
        }
        recorder = new LatencyRecorder();
    }

    @Benchmark
    public void record() {
        recorder.record(values[next++ & (VALUES - 1)]);
    }
}
