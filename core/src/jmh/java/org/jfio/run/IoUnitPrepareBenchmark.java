package org.jfio.run;

import java.lang.foreign.Arena;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Preparing one request in a unit of a 32-deep ring: {@link IoUnit#prepare} alone, and what the
 * I/O loop does per request before {@code queue} (offset and length from the
 * {@link OffsetGenerator}, the clock, {@link IoUnit#prepare}) for a 4 KiB random read with
 * {@code norandommap}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class IoUnitPrepareBenchmark {
    private static final int DEPTH = 32;
    private static final long REGION_BYTES = 1L << 30;
    private static final int BS = 4096;
    private static final int READ = DataDirection.READ.ordinal();

    private Arena arena;
    private final IoUnit[] units = new IoUnit[DEPTH];
    private IoFile file;
    private OffsetGenerator offsets;
    private int next;
    private long offset;

    @Setup(Level.Trial)
    public void setup() {
        arena = Arena.ofConfined();
        for (int i = 0; i < DEPTH; i++) {
            units[i] = new IoUnit(i, arena.allocate(BS, BS));
        }
        file = new IoFile(Path.of("bench.dat"), 0, 0, REGION_BYTES);
        JobSpec spec = JobSpec.builder("bench").set("ioengine", "null").size(REGION_BYTES).blockSize(BS)
                .rw(ReadWrite.RANDREAD).set("norandommap", true).build();
        offsets = new OffsetGenerator(spec, new IoFile[] {file}, new BlockSizeChooser(spec, new SplittableRandom(1)),
                new SplittableRandom(2));
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        arena.close();
    }

    /** {@link IoUnit#prepare} with a moving offset and a fixed start time. */
    @Benchmark
    public IoUnit prepare() {
        IoUnit unit = units[next++ & (DEPTH - 1)];
        offset = (offset + BS) & (REGION_BYTES - 1);
        unit.prepare(DataDirection.READ, file, offset, BS, 1_000L);
        return unit;
    }

    /** Offset, length, clock and {@link IoUnit#prepare}: the loop's per-request preparation. */
    @Benchmark
    public IoUnit prepareRandomRequest() {
        IoUnit unit = units[next++ & (DEPTH - 1)];
        long off = offsets.next(file, READ);
        unit.prepare(DataDirection.READ, file, off, (int) offsets.length(), System.nanoTime());
        return unit;
    }
}
