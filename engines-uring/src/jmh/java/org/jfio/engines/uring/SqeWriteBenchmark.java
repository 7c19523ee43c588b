package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.concurrent.TimeUnit;

import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.io_uring;
import org.jfio.nativeheaders.liburing.io_uring_params;
import org.jfio.nativeheaders.liburing.io_uring_sq;
import org.jfio.nativeheaders.liburing.iovec;
import org.jfio.nativeheaders.liburing.liburing_h;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Writing one 4 KiB read request into the SQ ring of a real 32-entry io_uring, as the engine's
 * {@code queue} does: {@link UringInline#io_uring_get_sqe}, the {@code io_uring_prep_*} call of
 * the engine's mode, {@code user_data}. Nothing is submitted: when the ring is full the SQEs handed
 * out are dropped ({@code sqe_tail} back to {@code sqe_head}, one branch every 32 requests) and
 * the next round writes over them. Needs liburing.so.2 and io_uring enabled.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "--enable-native-access=ALL-UNNAMED")
public class SqeWriteBenchmark {
    private static final int ENTRIES = 32;
    private static final int BS = 4096;

    /** read: IORING_OP_READ (nonvectored, the default on kernels that have it); readv: one iovec; read_fixed: fixedbufs. */
    @Param({"read", "readv", "read_fixed"})
    public String op;

    private Arena arena;
    private MemorySegment ring;
    private MemorySegment sq;
    private UringInline.Ring r;
    private MemorySegment sqes;
    private MemorySegment iovecs;
    private long iovecsAddress;
    private long iovecSize;
    private long[] buffers;
    private int mode;
    private long next;

    @Setup(Level.Trial)
    public void setup() {
        arena = Arena.ofConfined();
        ring = io_uring.allocate(arena);
        MemorySegment params = io_uring_params.allocate(arena);
        int ret = liburing_h.io_uring_queue_init_params(ENTRIES, ring, params);
        if (ret < 0) {
            throw new IllegalStateException("io_uring_queue_init_params: " + ret);
        }
        sq = io_uring.sq(ring);
        r = UringInline.Ring.of(ring);
        sqes = r.sqes();
        iovecs = iovec.allocateArray(ENTRIES, arena);
        iovecsAddress = iovecs.address();
        iovecSize = iovec.sizeof();
        buffers = new long[ENTRIES];
        for (int i = 0; i < ENTRIES; i++) {
            buffers[i] = arena.allocate(BS, BS).address();
        }
        mode = switch (op) {
            case "read" -> 0;
            case "readv" -> 1;
            case "read_fixed" -> 2;
            default -> throw new IllegalArgumentException(op);
        };
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        liburing_h.io_uring_queue_exit(ring);
        arena.close();
    }

    @Benchmark
    public long write() {
        long sqe = UringInline.io_uring_get_sqe(r);
        if (sqe < 0) {
            io_uring_sq.sqe_tail(sq, io_uring_sq.sqe_head(sq));
            sqe = UringInline.io_uring_get_sqe(r);
        }
        int index = (int) (next++ & (ENTRIES - 1));
        long buf = buffers[index];
        long offset = (next * BS) & ((1L << 30) - 1);
        switch (mode) {
            case 0 -> UringInline.io_uring_prep_rw(liburing_h.IORING_OP_READ(), sqes, sqe, 3, buf, BS, offset);
            case 1 -> {
                long iov = iovecSize * index;
                iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_base$offset(), buf);
                iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_len$offset(), BS);
                UringInline.io_uring_prep_readv(sqes, sqe, 3, iovecsAddress + iov, 1, offset);
            }
            default -> UringInline.io_uring_prep_read_fixed(sqes, sqe, 3, buf, BS, offset, index);
        }
        UringInline.io_uring_sqe_set_data64(sqes, sqe, index);
        return sqe;
    }
}
