package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.concurrent.TimeUnit;

import org.jfio.nativeheaders.libaio.IocbPrep;
import org.jfio.nativeheaders.libaio.iocb;
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
 * Writing one 4 KiB request into a libaio {@code iocb} of a 32-slot slab, as the engine's
 * {@code queue} does: {@link IocbPrep#io_prep_pread} or {@code io_prep_pwrite} (the 64-byte clear
 * and the fields) and {@code data}. No system call.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class IocbWriteBenchmark {
    private static final int DEPTH = 32;
    private static final int BS = 4096;

    private Arena arena;
    private final MemorySegment[] iocbs = new MemorySegment[DEPTH];
    private final MemorySegment[] buffers = new MemorySegment[DEPTH];
    private long next;

    @Setup(Level.Trial)
    public void setup() {
        arena = Arena.ofConfined();
        MemorySegment slab = iocb.allocateArray(DEPTH, arena);
        for (int i = 0; i < DEPTH; i++) {
            iocbs[i] = slab.asSlice(i * iocb.sizeof(), iocb.sizeof());
            buffers[i] = arena.allocate(BS, BS);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        arena.close();
    }

    @Benchmark
    public MemorySegment prepRead() {
        int index = (int) (next++ & (DEPTH - 1));
        MemorySegment cb = iocbs[index];
        IocbPrep.io_prep_pread(cb, 3, buffers[index], BS, (next * BS) & ((1L << 30) - 1));
        IocbPrep.io_set_data(cb, index);
        return cb;
    }

    @Benchmark
    public MemorySegment prepWrite() {
        int index = (int) (next++ & (DEPTH - 1));
        MemorySegment cb = iocbs[index];
        IocbPrep.io_prep_pwrite(cb, 3, buffers[index], BS, (next * BS) & ((1L << 30) - 1));
        IocbPrep.io_set_data(cb, index);
        return cb;
    }
}
