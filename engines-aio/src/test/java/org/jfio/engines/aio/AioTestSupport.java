package org.jfio.engines.aio;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libaio.libaio_h;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Assumptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Drives an engine directly, the way the core does, on a file the test opens itself. */
final class AioTestSupport {
    static final int ALIGN = 4096;

    private AioTestSupport() {
    }

    /** Skips without libaio.so.1 on a workstation; on CI ({@code CI=true}) that is a failure. */
    static void requireLibaio() {
        libaio_h.libaioLoadFailure().ifPresent(why -> {
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it (" + LibaioEngineProvider.FIX + ")");
            }
            Assumptions.abort(why + " (" + LibaioEngineProvider.FIX + ")");
        });
    }

    /** The byte expected at an absolute file position after a test wrote its pattern. */
    static byte pattern(long position, int seed) {
        long x = position * 0x9E3779B97F4A7C15L + seed;
        x ^= x >>> 29;
        return (byte) (x ^ (x >>> 17));
    }

    static EngineContext context(Arena arena, int iodepth, boolean direct, int maxBs) {
        return new EngineContext("test", iodepth, direct, maxBs, arena);
    }

    /** Creates (or extends) the file to {@code size} bytes and opens it O_RDWR, with O_DIRECT if asked. */
    static IoFile open(Arena arena, Path path, long size, boolean direct) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(path.toFile(), "rw")) {
            f.setLength(size);
        }
        MemorySegment cs = libc_h.allocateCallState(arena);
        int flags = libc_h.O_RDWR() | libc_h.O_CLOEXEC() | (direct ? libc_h.O_DIRECT() : 0);
        int fd = libc_h.open(cs, arena.allocateFrom(path.toString()), flags, 0);
        assertTrue(fd >= 0, "open " + path + ": errno " + libc_h.errno(cs));
        IoFile file = new IoFile(path, 0, 0, size);
        file.fd(fd);
        return file;
    }

    static void close(Arena arena, IoFile file) {
        assertEquals(0, libc_h.close(libc_h.allocateCallState(arena), file.fd()));
        file.fd(-1);
    }

    /** {@code count} units with aligned buffers of {@code maxBs}. */
    static IoUnit[] units(Arena arena, int count, int maxBs) {
        long slot = (maxBs + ALIGN - 1L) / ALIGN * ALIGN;
        MemorySegment slab = arena.allocate(slot * count, ALIGN);
        IoUnit[] units = new IoUnit[count];
        for (int i = 0; i < count; i++) {
            units[i] = new IoUnit(i, slab.asSlice(i * slot, slot));
        }
        return units;
    }

    /** One request of a test: direction, offset and length. */
    record Request(DataDirection ddir, long offset, int length) {
    }

    /** Blocks covering {@code [0, size)} with sizes cycling through {@code sizes}, in shuffled order. */
    static List<Request> cover(DataDirection ddir, long size, int[] sizes, long seed) {
        List<Request> out = new ArrayList<>();
        long off = 0;
        int i = 0;
        while (off < size) {
            int len = (int) Math.min(sizes[i++ % sizes.length], size - off);
            out.add(new Request(ddir, off, len));
            off += len;
        }
        Collections.shuffle(out, new Random(seed));
        return out;
    }

    /** What {@link #run} saw. */
    static final class Outcome {
        long completed;
        long submittedBusy;
        final List<String> failures = new ArrayList<>();
    }

    /**
     * Runs the requests through the engine as the core does: queue, commit every {@code batchSubmit}
     * staged, reap {@code max(1, min(completeMin, inflight))..completeMax} when no unit is free,
     * BUSY means commit + reap(1) and retry. Writes carry {@link #pattern}; every completed read is
     * compared with it, every result with the length.
     */
    static Outcome run(IoEngine engine, IoFile file, IoUnit[] units, List<Request> requests, int batchSubmit,
                       int completeMin, int completeMax, int seed) {
        Outcome out = new Outcome();
        ArrayDeque<IoUnit> free = new ArrayDeque<>(List.of(units));
        int staged = 0;
        int inflight = 0;
        int next = 0;
        IoUnit retry = null;
        while (next < requests.size() || retry != null) {
            IoUnit u = retry;
            if (u == null) {
                u = free.poll();
                if (u == null) {
                    engine.commit();
                    staged = 0;
                    int min = Math.max(1, Math.min(completeMin, inflight));
                    inflight -= collect(engine, reap(engine, min, completeMax, completeMin == 0, inflight),
                            free, out, seed);
                    continue;
                }
                Request r = requests.get(next++);
                u.prepare(r.ddir(), file, r.offset(), r.length(), IoClock.nowNs());
                if (r.ddir() == DataDirection.WRITE) {
                    for (int i = 0; i < r.length(); i++) {
                        u.buffer().set(ValueLayout.JAVA_BYTE, i, pattern(r.offset() + i, seed));
                    }
                } else if (r.ddir() == DataDirection.READ) {
                    u.buffer().asSlice(0, r.length()).fill((byte) 0x55);
                }
            }
            retry = null;
            QueueStatus s = engine.queue(u);
            switch (s) {
                case COMPLETED -> {
                    check(u, out, seed);
                    free.add(u);
                }
                case QUEUED -> {
                    inflight++;
                    if (++staged >= batchSubmit) {
                        engine.commit();
                        staged = 0;
                    }
                }
                case BUSY -> {
                    out.submittedBusy++;
                    retry = u;
                    engine.commit();
                    staged = 0;
                    inflight -= collect(engine, reap(engine, 1, completeMax, completeMin == 0, inflight), free, out, seed);
                }
            }
        }
        engine.commit();
        while (inflight > 0) {
            inflight -= collect(engine, reap(engine, 1, Math.max(completeMax, inflight), completeMin == 0, inflight), free, out, seed);
        }
        return out;
    }

    /**
     * One wait as the core's ReapPolicy does it: {@code reap(min, max)}, or under
     * {@code complete_min=0} a poll ({@code reap(0, max)}) repeated until something came back
     * (every caller here waits for one).
     */
    private static int reap(IoEngine engine, int min, int max, boolean poll, int inflight) {
        if (!poll) {
            return engine.reap(min, max, -1);
        }
        int n;
        do {
            n = engine.reap(0, max, -1);
        } while (n == 0 && min > 0 && inflight > 0);
        return n;
    }

    private static int collect(IoEngine engine, int n, ArrayDeque<IoUnit> free, Outcome out, int seed) {
        for (int i = 0; i < n; i++) {
            IoUnit u = engine.completed(i);
            check(u, out, seed);
            free.add(u);
        }
        return n;
    }

    private static void check(IoUnit u, Outcome out, int seed) {
        out.completed++;
        long expected = u.ddir().isData() ? u.lengthBytes() : 0;
        if (u.result() != expected) {
            out.failures.add(u.ddir() + " " + u.lengthBytes() + " @ " + u.offsetBytes() + ": result " + u.result());
            return;
        }
        if (u.ddir() == DataDirection.READ) {
            for (int i = 0; i < u.lengthBytes(); i++) {
                if (u.buffer().get(ValueLayout.JAVA_BYTE, i) != pattern(u.offsetBytes() + i, seed)) {
                    out.failures.add("READ " + u.lengthBytes() + " @ " + u.offsetBytes() + ": wrong byte at +" + i);
                    return;
                }
            }
        }
    }
}
