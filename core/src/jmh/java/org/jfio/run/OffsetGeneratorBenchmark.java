package org.jfio.run;

import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.option.FioUnits;
import org.jfio.job.JobSpec;
import org.jfio.job.RandomDistribution;
import org.jfio.job.RandomGeneratorType;
import org.jfio.job.ReadWrite;
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
 * The offset (and length) of one 4 KiB request in a 1 GiB region, per distribution, as the I/O
 * loop asks for it ({@link OffsetGenerator#next}); a new pass starts when a region's worth of bytes
 * was handed out, as the loop does, so the uniform case pays for a filling random map.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class OffsetGeneratorBenchmark {
    private static final long REGION_BYTES = 1L << 30;
    private static final long BS = 4096;
    private static final int READ = DataDirection.READ.ordinal();

    /** uniform = random with the random map (fio's default for randread). */
    @Param({"uniform", "uniform-norandommap", "zipf", "pareto", "normal", "zoned", "lfsr", "sequential"})
    public String distribution;

    private OffsetGenerator offsets;
    private IoFile file;
    private long passBytes;

    @Setup
    public void setup() {
        JobSpec.Builder job = JobSpec.builder("bench").set("ioengine", "null").size(REGION_BYTES).blockSize(BS)
                .rw(ReadWrite.RANDREAD);
        switch (distribution) {
            case "uniform" -> { }
            case "uniform-norandommap" -> job.set("norandommap", true);
            case "zipf" -> job.randomDistribution(dist("zipf:1.2"));
            case "pareto" -> job.randomDistribution(dist("pareto:0.2"));
            case "normal" -> job.randomDistribution(dist("normal:10"));
            case "zoned" -> job.randomDistribution(dist("zoned:60/10:30/20:10/70"));
            case "lfsr" -> job.set("random_generator", RandomGeneratorType.LFSR);
            case "sequential" -> job.rw(ReadWrite.READ);
            default -> throw new IllegalArgumentException(distribution);
        }
        JobSpec spec = job.build();
        file = new IoFile(Path.of("bench.dat"), 0, 0, REGION_BYTES);
        offsets = new OffsetGenerator(spec, new IoFile[] {file}, new BlockSizeChooser(spec, new SplittableRandom(1)),
                new SplittableRandom(2));
    }

    private static RandomDistribution dist(String text) {
        return RandomDistribution.parse("random_distribution", text, FioUnits.KB_BASE_1024);
    }

    /** @return the offset, so that the JIT cannot drop the call */
    @Benchmark
    public long next() {
        long offset = offsets.next(file, READ);
        passBytes += offsets.length();
        if (passBytes >= REGION_BYTES) {
            offsets.newPass();
            passBytes = 0;
        }
        return offset;
    }
}
