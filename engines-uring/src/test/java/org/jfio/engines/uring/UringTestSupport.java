package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.function.Consumer;

import org.jfio.spi.Availability;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Assumptions;

/** Shared pieces of the engine tests: the availability gate, file opening, test data, a tiny driver. */
final class UringTestSupport {
    private UringTestSupport() {
    }

    /** Skips when io_uring cannot run here, unless {@code CI=true}: then it is a failure. */
    static void requireIoUring() {
        Availability a = new UringEngineProvider().availability();
        if (!a.available()) {
            String why = "io_uring unavailable: " + a.reason() + " (fix: " + a.fix() + ")";
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it");
            }
            Assumptions.abort(why);
        }
    }

    /** Opens (creating) {@code path} read-write, with O_DIRECT when asked; sets the file's fd. */
    static IoFile open(Arena arena, Path path, long sizeBytes, boolean direct) {
        MemorySegment cs = libc_h.allocateCallState(arena);
        int flags = libc_h.O_RDWR() | libc_h.O_CREAT() | (direct ? libc_h.O_DIRECT() : 0);
        int fd = libc_h.open(cs, arena.allocateFrom(path.toString()), flags, 0644);
        assertTrue(fd >= 0, "open " + path + " errno " + libc_h.errno(cs));
        IoFile file = new IoFile(path, 0, 0, sizeBytes);
        file.fd(fd);
        return file;
    }

    static void close(Arena arena, IoFile file) {
        libc_h.close(libc_h.allocateCallState(arena), file.fd());
        file.fd(-1);
    }

    /** {@code n} units with 4 KiB-aligned buffers of {@code bs} bytes, indices 0..n-1. */
    static IoUnit[] units(Arena arena, int n, int bs) {
        MemorySegment slab = arena.allocate((long) n * bs, 4096);
        IoUnit[] units = new IoUnit[n];
        for (int i = 0; i < n; i++) {
            units[i] = new IoUnit(i, slab.asSlice((long) i * bs, bs));
        }
        return units;
    }

    /** Fills {@code buf} with the test pattern of block {@code block}. */
    static void pattern(MemorySegment buf, long seed, long block) {
        SplittableRandom rng = new SplittableRandom(seed * 1_000_003L + block);
        for (long off = 0; off + 8 <= buf.byteSize(); off += 8) {
            buf.set(ValueLayout.JAVA_LONG, off, rng.nextLong());
        }
    }

    /**
     * The core's async loop in miniature: queue, commit when {@code batchSubmit} are staged or on
     * BUSY, reap with fio's {@code min(complete_min, inflight)} when no unit is free; under
     * {@code complete_min=0} every wait is a poll, as the core's ReapPolicy does it.
     */
    static final class Driver {
        private final IoEngine engine;
        private final IoUnit[] free;
        private final int batchSubmit;
        private final int completeMin;
        private final int completeMax;
        private final Consumer<IoUnit> onComplete;
        private int freeCount;
        private int staged;
        int inflight;
        long submitted;
        long completed;

        Driver(IoEngine engine, IoUnit[] units, int batchSubmit, int completeMin, int completeMax, Consumer<IoUnit> onComplete) {
            this.engine = engine;
            this.free = units.clone();
            this.freeCount = units.length;
            this.batchSubmit = batchSubmit;
            this.completeMin = completeMin;
            this.completeMax = completeMax;
            this.onComplete = onComplete;
        }

        /** @return a free unit, reaping until one is */
        IoUnit take() {
            while (freeCount == 0) {
                commit();
                reap(Math.max(1, Math.min(completeMin, inflight)));
            }
            return free[--freeCount];
        }

        /** Queues a prepared unit. */
        void submit(IoUnit u) {
            while (true) {
                QueueStatus s = engine.queue(u);
                if (s == QueueStatus.COMPLETED) {
                    done(u);
                    return;
                }
                if (s == QueueStatus.QUEUED) {
                    staged++;
                    inflight++;
                    submitted++;
                    if (staged >= batchSubmit) {
                        commit();
                    }
                    if (completeMin == 0) {
                        reap(0);
                    }
                    return;
                }
                commit();
                reap(1);
            }
        }

        void commit() {
            if (staged > 0) {
                engine.commit();
                staged = 0;
            }
        }

        int reap(int min) {
            if (completeMin == 0 && min > 0) {
                // the core polls under iodepth_batch_complete_min=0: min 0 per call until enough came back
                int total = 0;
                while (total < min && inflight > 0) {
                    total += reap(0);
                }
                return total;
            }
            int n = engine.reap(min, completeMax, -1);
            for (int i = 0; i < n; i++) {
                inflight--;
                done(engine.completed(i));
            }
            return n;
        }

        void drain() {
            commit();
            while (inflight > 0) {
                reap(1);
            }
        }

        private void done(IoUnit u) {
            completed++;
            onComplete.accept(u);
            free[freeCount++] = u;
        }
    }
}
