package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.ServiceLoader;

import org.jfio.spi.Availability;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.engines.aio.AioTestSupport.Outcome;
import org.jfio.nativeheaders.libaio.AioRing;
import org.jfio.nativeheaders.libaio.libaio_h;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.jfio.engines.aio.AioTestSupport.ALIGN;
import static org.jfio.engines.aio.AioTestSupport.context;
import static org.jfio.engines.aio.AioTestSupport.cover;
import static org.jfio.engines.aio.AioTestSupport.open;
import static org.jfio.engines.aio.AioTestSupport.pattern;
import static org.jfio.engines.aio.AioTestSupport.requireLibaio;
import static org.jfio.engines.aio.AioTestSupport.run;
import static org.jfio.engines.aio.AioTestSupport.units;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The libaio engine driven directly, as the core drives it, on files the test opens itself. */
class LibaioEngineTest {
    private static final int[] FIXED = {4096};
    private static final int[] MIXED = {4096, 65536, 8192, 4096, 16384, 131072, 12288};
    private static final long FILE_BYTES = 4L << 20;

    private static IoEngineProvider provider() {
        for (IoEngineProvider p : ServiceLoader.load(IoEngineProvider.class)) {
            if (p.name().equals("libaio")) {
                return p;
            }
        }
        throw new AssertionError("libaio not found through ServiceLoader");
    }

    @Test
    void shouldBeFoundThroughServiceLoaderAndReportAvailability() {
        requireLibaio();
        IoEngineProvider p = EngineRegistry.load().require("libaio");
        assertEquals(Availability.AVAILABLE, p.availability());
        assertTrue(p.capabilities().contains(EngineCapability.SETS_ISSUE_TIME));
        assertTrue(EngineRegistry.load().find("posixaio").isPresent());
    }

    @ParameterizedTest(name = "iodepth={0} direct={1} mixed={2} submit={3} complete={4}..{5}")
    @CsvSource({
            "1, true, false, 1, 1, 1",
            "1, false, true, 1, 1, 1",
            "32, true, false, 1, 1, 1",
            "32, true, true, 8, 4, 32",
            "32, false, false, 1, 1, 1",
            "32, false, true, 32, 1, 32",
            "128, true, false, 16, 8, 64",
            "128, true, true, 1, 1, 1",
            "128, false, false, 128, 128, 128",
            "128, false, true, 4, 0, 16",
    })
    void shouldReadBackWhatItWrote(int iodepth, boolean direct, boolean mixed, int submit, int completeMin,
                                   int completeMax, @TempDir Path dir) throws Exception {
        requireLibaio();
        readBack(provider(), iodepth, direct, mixed ? MIXED : FIXED, submit, completeMin, completeMax, dir);
    }

    @ParameterizedTest(name = "userspace_reap, iodepth={0} direct={1} complete_min={2}")
    @CsvSource({"32, true, 0", "32, false, 0", "16, true, 1"})
    void shouldReadBackWithUserspaceReap(int iodepth, boolean direct, int completeMin, @TempDir Path dir) throws Exception {
        requireLibaio();
        readBack(new LibaioEngineProvider(true, false), iodepth, direct, MIXED, 4, completeMin, iodepth, dir);
    }

    static void readBack(IoEngineProvider provider, int iodepth, boolean direct, int[] sizes, int submit,
                         int completeMin, int completeMax, Path dir) throws Exception {
        int maxBs = 0;
        for (int s : sizes) {
            maxBs = Math.max(maxBs, s);
        }
        Path path = dir.resolve("data");
        int seed = iodepth * 31 + (direct ? 7 : 3) + sizes.length;
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, path, FILE_BYTES, direct);
            IoUnit[] units = units(arena, iodepth, maxBs);
            try (IoEngine engine = provider.create(context(arena, iodepth, direct, maxBs))) {
                engine.open(file);
                Outcome w = run(engine, file, units, cover(DataDirection.WRITE, FILE_BYTES, sizes, seed), submit,
                        completeMin, completeMax, seed);
                assertEquals(List.of(), w.failures);
                Outcome r = run(engine, file, units, cover(DataDirection.READ, FILE_BYTES, sizes, seed + 1), submit,
                        completeMin, completeMax, seed);
                assertEquals(List.of(), r.failures);
                assertEquals(w.completed, r.completed);
                engine.close(file);
            }
            AioTestSupport.close(arena, file);
        }
        byte[] onDisk = Files.readAllBytes(path);
        byte[] expected = new byte[onDisk.length];
        for (int i = 0; i < expected.length; i++) {
            expected[i] = pattern(i, seed);
        }
        assertEquals(FILE_BYTES, onDisk.length);
        assertArrayEquals(expected, onDisk, "file content after writing through libaio");
    }

    @ParameterizedTest(name = "direct={0}")
    @CsvSource({"false", "true"})
    void shouldReportAShortReadAtEndOfFile(boolean direct, @TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("short"), 10_000, direct);
            IoUnit[] units = units(arena, 4, ALIGN);
            try (IoEngine engine = provider().create(context(arena, 4, direct, ALIGN))) {
                IoUnit u = units[2];
                u.prepare(DataDirection.READ, file, 8192, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                engine.commit();
                assertEquals(1, engine.reap(1, 1, -1));
                assertSame(u, engine.completed(0));
                assertEquals(10_000 - 8192, u.result(), "bytes up to end of file");
                assertTrue(u.result() < u.lengthBytes());
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldPropagateEinvalForAnUnalignedDirectRead(@TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            // allocated blocks: a read of a hole is served without the alignment check
            java.nio.file.Files.write(dir.resolve("direct"), new byte[1 << 20]);
            IoFile file = open(arena, dir.resolve("direct"), 1 << 20, true);
            IoUnit[] units = units(arena, 2, ALIGN);
            try (IoEngine engine = provider().create(context(arena, 2, true, ALIGN))) {
                IoUnit u = units[1];
                u.prepare(DataDirection.READ, file, 100, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                engine.commit();
                assertEquals(1, engine.reap(1, 2, -1));
                assertSame(u, engine.completed(0));
                assertEquals(-libc_h.EINVAL(), u.result());
                // the engine keeps working after a failed request
                u.prepare(DataDirection.READ, file, 8192, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                engine.commit();
                assertEquals(1, engine.reap(1, 2, -1));
                assertEquals(ALIGN, u.result());
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldTurnAnIocbRefusedAtSubmitIntoTheUnitsError(@TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("closed"), 1 << 20, false);
            IoUnit[] units = units(arena, 2, ALIGN);
            try (IoEngine engine = provider().create(context(arena, 2, false, ALIGN))) {
                AioTestSupport.close(arena, file);
                file.fd(1 << 20); // no such descriptor
                IoUnit u = units[0];
                u.prepare(DataDirection.READ, file, 0, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                engine.commit();
                assertEquals(1, engine.reap(1, 2, -1));
                assertSame(u, engine.completed(0));
                assertEquals(-libc_h.EBADF(), u.result());
            }
        }
    }

    /**
     * The request's priority reaches the kernel in the iocb (aio_reqprio with IOCB_FLAG_IOPRIO):
     * the kernel checks it there, so a class it does not know (7) is refused at io_submit with
     * EINVAL, which the unit reports, while the idle class (3) and no priority (0) are read.
     */
    @Test
    void shouldHandTheRequestsPriorityToTheKernel(@TempDir Path dir) throws Exception {
        requireLibaio();
        assertTrue(provider().capabilities().contains(EngineCapability.PER_IO_PRIORITY));
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("prio"), 1 << 20, false);
            Files.write(dir.resolve("prio"), new byte[1 << 20]);
            IoUnit[] units = units(arena, 1, ALIGN);
            try (IoEngine engine = provider().create(context(arena, 1, false, ALIGN))) {
                int[] ioprios = {7 << 13, 3 << 13 | 5, 0};
                long[] expected = {-libc_h.EINVAL(), ALIGN, ALIGN};
                for (int i = 0; i < ioprios.length; i++) {
                    IoUnit u = units[0];
                    u.prepare(DataDirection.READ, file, 0, ALIGN, IoClock.nowNs());
                    u.ioprio(ioprios[i]);
                    assertEquals(QueueStatus.QUEUED, engine.queue(u));
                    engine.commit();
                    assertEquals(1, engine.reap(1, 1, -1));
                    assertEquals(expected[i], u.result(), "ioprio 0x" + Integer.toHexString(ioprios[i]));
                }
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldKeepEveryIoWhenTheContextIsSmallerThanWhatIsSubmitted(@TempDir Path dir) throws Exception {
        requireLibaio();
        int depth = 4 * ringSlotsOfASmallestContext();
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("eagain"), (long) depth * ALIGN, false);
            IoUnit[] units = units(arena, depth, ALIGN);
            EngineContext ctx = context(arena, depth, false, ALIGN);
            // a context of 1 event: the kernel rounds it up to one page of ring, a quarter of what is queued
            try (LibaioEngine engine = new LibaioEngine(ctx, false, false, 1)) {
                for (IoUnit u : units) {
                    u.prepare(DataDirection.WRITE, file, (long) u.index() * ALIGN, ALIGN, IoClock.nowNs());
                    assertEquals(QueueStatus.QUEUED, engine.queue(u));
                }
                engine.commit();
                assertTrue(engine.pendingCount() > 0, "io_submit met EAGAIN and kept the rest pending");
                assertTrue(engine.kernelInflight() > 0, "part was submitted");
                assertEquals(depth, engine.pendingCount() + engine.kernelInflight());
                BitSet seen = new BitSet(depth);
                List<String> bad = new ArrayList<>();
                int total = 0;
                while (total < depth) {
                    int n = engine.reap(1, depth, -1);
                    assertTrue(n > 0, "reap made progress");
                    for (int i = 0; i < n; i++) {
                        IoUnit u = engine.completed(i);
                        assertFalse(seen.get(u.index()), "unit " + u.index() + " completed twice");
                        seen.set(u.index());
                        if (u.result() != ALIGN) {
                            bad.add(u.index() + ": " + u.result());
                        }
                    }
                    total += n;
                }
                assertEquals(List.of(), bad);
                assertEquals(depth, seen.cardinality());
                assertEquals(0, engine.pendingCount() + engine.kernelInflight());
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldFsyncAndFdatasyncBetweenWrites(@TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("sync"), 1 << 20, true);
            IoUnit[] units = units(arena, 4, ALIGN);
            try (LibaioEngine engine = (LibaioEngine) provider().create(context(arena, 4, true, ALIGN))) {
                IoUnit w = units[0];
                w.prepare(DataDirection.WRITE, file, 0, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(w));
                IoUnit s = units[1];
                s.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(QueueStatus.BUSY, engine.queue(s), "a sync waits until earlier writes complete");
                engine.commit();
                assertEquals(1, engine.reap(1, 4, -1));
                assertEquals(ALIGN, w.result());

                assertEquals(QueueStatus.QUEUED, engine.queue(s));
                w.prepare(DataDirection.WRITE, file, ALIGN, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(w), "later writes may follow the sync");
                engine.commit();
                assertEquals(2, drain(engine, 2));
                assertEquals(0, s.result(), "fsync result");
                assertTrue(s.issueNs() > s.startNs(), "issue time stamped after io_submit");
                assertEquals(ALIGN, w.result());

                IoUnit d = units[2];
                d.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(d));
                engine.commit();
                assertEquals(1, engine.reap(1, 4, -1));
                assertEquals(0, d.result(), "fdatasync result");
                assertFalse(engine.syncFallback(), "ext4 takes IO_CMD_FSYNC/IO_CMD_FDSYNC");
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldFallBackToSynchronousSyncWhenTheKernelRefusesTheSyncCommand(@TempDir Path dir) throws Exception {
        requireLibaio();
        // a FIFO has no fsync operation: io_submit refuses IO_CMD_FSYNC with EINVAL, and fsync(2) says EINVAL too
        Path fifo = dir.resolve("fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertEquals(0, mkfifo.waitFor(), "mkfifo");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            int fd = libc_h.open(cs, arena.allocateFrom(fifo.toString()), libc_h.O_RDWR(), 0);
            assertTrue(fd >= 0, "open fifo: errno " + libc_h.errno(cs));
            IoFile file = new IoFile(fifo, 0, 0, 0);
            file.fd(fd);
            IoUnit[] units = units(arena, 2, ALIGN);
            try (LibaioEngine engine = (LibaioEngine) provider().create(context(arena, 2, false, ALIGN))) {
                IoUnit s = units[0];
                s.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(s));
                engine.commit();
                assertTrue(engine.syncFallback());
                assertEquals(1, engine.reap(1, 2, -1));
                assertSame(s, engine.completed(0));
                assertEquals(-libc_h.EINVAL(), s.result(), "what fsync(2) on a FIFO says");

                IoUnit w = units[1];
                w.prepare(DataDirection.WRITE, file, 0, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(w));
                s.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(QueueStatus.BUSY, engine.queue(s), "synchronous sync only with nothing in flight");
                engine.commit();
                assertEquals(1, engine.reap(1, 2, -1));
                assertEquals(ALIGN, w.result());
                assertEquals(QueueStatus.COMPLETED, engine.queue(s), "done inline now");
                assertEquals(-libc_h.EINVAL(), s.result());
            }
            libc_h.close(cs, fd);
        }
    }

    @Test
    void shouldDeclareFiosEngineOptions() {
        LibaioEngineProvider p = new LibaioEngineProvider();
        assertEquals(java.util.List.of("userspace_reap", "nowait"),
                p.options().options().stream().map(org.jfio.spi.option.JobOption::name).toList());
        assertFalse(p.userspaceReap());
        assertFalse(p.nowait());
    }

    @Test
    void shouldReadWithNowait(@TempDir Path dir) throws Exception {
        requireLibaio();
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("nowait"), 1 << 20, true);
            IoUnit[] units = units(arena, 1, ALIGN);
            try (IoEngine engine = new LibaioEngineProvider(false, true).create(context(arena, 1, true, ALIGN))) {
                IoUnit u = units[0];
                u.prepare(DataDirection.READ, file, 0, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                engine.commit();
                assertEquals(1, engine.reap(1, 1, -1));
                // O_DIRECT reads of an ext4 file support RWF_NOWAIT: done, or EAGAIN if it would block
                assertTrue(u.result() == ALIGN || u.result() == -libc_h.EAGAIN(), "result " + u.result());
            }
            AioTestSupport.close(arena, file);
        }
    }

    /** How many events the kernel really gives {@code io_setup(1)} (at least 4 per possible CPU, doubled, a page). */
    private static int ringSlotsOfASmallestContext() {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ctxp = arena.allocate(libaio_h.io_context_t);
            assertEquals(0, libaio_h.io_setup(1, ctxp));
            MemorySegment ctx = ctxp.get(libaio_h.io_context_t, 0);
            int nr = AioRing.nr(AioRing.of(ctx));
            assertEquals(0, libaio_h.io_destroy(ctx));
            return Math.max(64, nr);
        }
    }

    private static int drain(IoEngine engine, int count) {
        int total = 0;
        while (total < count) {
            total += engine.reap(1, count - total, -1);
        }
        return total;
    }
}
