package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.spi.QueueStatus;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** mmap on real files: read-back through whole-file and windowed mappings, msync, end of file, refusals. */
class MmapEngineTest {
    private static final int BS = 16384;
    private static final int BLOCKS = 64;
    private static final long FILE_BYTES = (long) BS * BLOCKS + 4096;

    @TempDir
    Path dir;

    /** window 0 = the provider's default (the whole file fits); 64 KiB makes the engine move windows. */
    @ParameterizedTest(name = "window={0}")
    @ValueSource(longs = {0, 64 * 1024})
    void shouldReadBackWhatItWroteAndReachTheFile(long window) throws IOException {
        Path path = dir.resolve("data");
        Files.write(path, new byte[(int) FILE_BYTES]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, true);
            IoFile file = EngineHarness.file(path, fd, FILE_BYTES);
            MmapEngine engine = window == 0
                    ? (MmapEngine) new MmapEngineProvider().create(EngineHarness.context(arena, 1, false, BS))
                    : new MmapEngine(EngineHarness.context(arena, 1, false, BS), window, MmapEngine.Advice.AUTO);
            assertTrue(engine.capabilities().contains(EngineCapability.SYNC));
            assertTrue(engine.capabilities().contains(EngineCapability.NO_EXTEND));
            engine.open(file);
            MemorySegment wbuf = arena.allocate(BS, 4096);
            MemorySegment rbuf = arena.allocate(BS, 4096);
            IoUnit w = new IoUnit(0, wbuf);
            IoUnit r = new IoUnit(1, rbuf);
            SplittableRandom rng = new SplittableRandom(42);
            int[] order = {5, 0, 63, 17, 18, 2, 40, 41, 9, 33};
            for (int block : order) {
                EngineHarness.fillRandom(wbuf, rng);
                w.prepare(DataDirection.WRITE, file, (long) block * BS, BS, IoClock.nowNs());
                assertEquals(BS, EngineHarness.complete(engine, w), "write result");
                // another window in between, so the read has to map this one again
                r.prepare(DataDirection.READ, file, (long) ((block + 32) % BLOCKS) * BS, BS, IoClock.nowNs());
                assertEquals(BS, EngineHarness.complete(engine, r));
                r.prepare(DataDirection.READ, file, (long) block * BS, BS, IoClock.nowNs());
                rbuf.fill((byte) 0);
                assertEquals(BS, EngineHarness.complete(engine, r), "read result");
                assertEquals(-1, wbuf.mismatch(rbuf), "block " + block + " read back differs");
                // MAP_SHARED: the page cache is the file, pread sees the bytes at once
                assertEquals(-1, wbuf.mismatch(EngineHarness.pread(arena, fd, (long) block * BS, BS)), "on the file");
            }
            assertEquals(MmapEngine.Advice.RANDOM, engine.advice(), "random offsets: MADV_RANDOM as fio");
            if (window == 0) {
                assertEquals(0, engine.windowMoves(), "the whole file is mapped once, at open");
            } else {
                assertTrue(engine.windowMoves() >= order.length, "windows moved: " + engine.windowMoves());
            }
            w.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, w), "msync (and fsync for unmapped windows)");
            w.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, w), "msync again");
            w.prepare(DataDirection.TRIM, file, 0, BS, IoClock.nowNs());
            assertEquals(QueueStatus.COMPLETED, engine.queue(w), "trim completes at once");
            assertEquals(BS, w.result(), "a hole punched, as fio's do_io_u_trim");
            for (byte b : EngineHarness.pread(arena, fd, 0, BS).toArray(java.lang.foreign.ValueLayout.JAVA_BYTE)) {
                assertEquals(0, b, "the trimmed block reads zeros");
            }

            r.prepare(DataDirection.READ, file, (long) BS * BLOCKS, BS, IoClock.nowNs());
            assertEquals(4096, EngineHarness.complete(engine, r), "the last read is short at the end of the file");
            r.prepare(DataDirection.READ, file, FILE_BYTES, BS, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, r), "a read at the end of the file returns 0 bytes");
            w.prepare(DataDirection.WRITE, file, FILE_BYTES, BS, IoClock.nowNs());
            assertEquals(-libc_h.EFBIG(), EngineHarness.complete(engine, w), "mmap cannot extend the file");
            engine.close(file);
            engine.close();
            EngineHarness.close(arena, fd);
        }
        assertEquals(FILE_BYTES, Files.size(path), "file never grew or shrank");
    }

    @Test
    void shouldGetWritesToTheFileWithMsyncAndOnClose() throws IOException {
        Path path = dir.resolve("msync");
        Files.write(path, new byte[BS * 8]);
        byte[] expected = new byte[BS * 8];
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, true);
            IoFile file = EngineHarness.file(path, fd, BS * 8L);
            MmapEngine engine = new MmapEngine(EngineHarness.context(arena, 1, false, BS), 1L << 30,
                    MmapEngine.Advice.SEQUENTIAL);
            engine.open(file);
            IoUnit w = new IoUnit(0, arena.allocate(BS, 4096));
            SplittableRandom rng = new SplittableRandom(9);
            for (int block = 0; block < 8; block++) {
                EngineHarness.fillRandom(w.buffer(), rng);
                MemorySegment.copy(w.buffer(), 0, MemorySegment.ofArray(expected), (long) block * BS, BS);
                w.prepare(DataDirection.WRITE, file, (long) block * BS, BS, IoClock.nowNs());
                assertEquals(BS, EngineHarness.complete(engine, w));
                if (block == 3) {
                    w.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
                    assertEquals(0, EngineHarness.complete(engine, w), "msync(MS_SYNC)");
                    // a second descriptor, as psync would read it
                    int other = EngineHarness.open(arena, path, false, false);
                    MemorySegment back = EngineHarness.pread(arena, other, 0, 4 * BS);
                    assertEquals(-1, back.mismatch(MemorySegment.ofArray(expected).asSlice(0, 4L * BS)));
                    EngineHarness.close(arena, other);
                }
            }
            engine.close(file);
            engine.close();
            EngineHarness.close(arena, fd);
        }
        assertTrue(java.util.Arrays.equals(expected, Files.readAllBytes(path)), "the file holds every write after close");
    }

    @Test
    void shouldRefuseDirectIoWithAClearMessage() {
        try (Arena arena = Arena.ofConfined()) {
            JfioException e = assertThrows(JfioException.class,
                    () -> new MmapEngineProvider().create(EngineHarness.context(arena, 1, true, 4096)));
            assertEquals("ioengine=mmap does not support direct=1 (O_DIRECT); use psync or libaio for direct I/O",
                    e.getMessage());
        }
        JobSpec spec = JobSpec.builder("mmapdirect").set("ioengine", "mmap").set("filename", dir.resolve("d").toString())
                .rw(ReadWrite.RANDREAD).set("size", 1 << 20).set("bs", 4096).set("direct", true).build();
        JfioException e = assertThrows(JfioException.class, () -> JobRunner.of(JobPlan.of(spec)).run());
        assertTrue(e.getMessage().contains("ioengine=mmap does not support direct=1"), e.getMessage());
    }

    @Test
    void shouldRefuseAFileThatIsNotRegularOrABlockDevice() {
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, dir, false, false);
            IoFile file = EngineHarness.file(dir, fd, 4096);
            MmapEngine engine = (MmapEngine) new MmapEngineProvider().create(EngineHarness.context(arena, 1, false, 4096));
            JfioException e = assertThrows(JfioException.class, () -> engine.open(file));
            assertTrue(e.getMessage().contains("ioengine=mmap cannot map") && e.getMessage().contains(dir.toString()),
                    e.getMessage());
            engine.close();
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldMapReadOnlyForAReadOnlyDescriptorAndRefuseWrites() throws IOException {
        Path path = dir.resolve("ro");
        byte[] data = new byte[BS * 2];
        new SplittableRandom(1).nextBytes(data);
        Files.write(path, data);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, false);
            IoFile file = EngineHarness.file(path, fd, data.length);
            MmapEngine engine = (MmapEngine) new MmapEngineProvider().create(EngineHarness.context(arena, 1, false, BS));
            engine.open(file);
            IoUnit u = new IoUnit(0, arena.allocate(BS, 4096));
            u.prepare(DataDirection.READ, file, BS, BS, IoClock.nowNs());
            assertEquals(BS, EngineHarness.complete(engine, u));
            assertEquals(-1, u.buffer().mismatch(MemorySegment.ofArray(data).asSlice(BS, BS)));
            u.prepare(DataDirection.WRITE, file, 0, BS, IoClock.nowNs());
            assertEquals(-libc_h.EBADF(), EngineHarness.complete(engine, u), "as write(2) on an O_RDONLY descriptor");
            engine.close(file);
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldKeepTheWindowAtLeastABlockAndAPage() {
        try (Arena arena = Arena.ofConfined()) {
            MmapEngine engine = new MmapEngine(EngineHarness.context(arena, 1, false, 1 << 20), 1000, MmapEngine.Advice.AUTO);
            assertEquals((1 << 20) + 4096, engine.windowBytes());
            assertThrows(JfioException.class,
                    () -> new MmapEngine(EngineHarness.context(arena, 1, false, 4096), 0, MmapEngine.Advice.AUTO));
        }
        System.setProperty(MmapEngine.WINDOW_PROPERTY, "8388608");
        try (Arena arena = Arena.ofConfined()) {
            MmapEngine engine = (MmapEngine) new MmapEngineProvider().create(EngineHarness.context(arena, 1, false, 4096));
            assertEquals(8L << 20, engine.windowBytes());
        } finally {
            System.clearProperty(MmapEngine.WINDOW_PROPERTY);
        }
    }

    @Test
    void shouldAdviseSequentialForASequentialJobThroughTheCore() {
        EngineHarness.Capturing<MmapEngine> provider = new EngineHarness.Capturing<>(new MmapEngineProvider(),
                MmapEngine.class::cast);
        JobSpec spec = JobSpec.builder("mmapseq").set("ioengine", "mmap").set("filename", dir.resolve("seq").toString())
                .rw(ReadWrite.RW).set("size", 4L << 20).set("bs", 4096).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(provider))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        assertEquals(1024, j.direction(DataDirection.READ).ios() + j.direction(DataDirection.WRITE).ios());
        assertEquals(MmapEngine.Advice.SEQUENTIAL, provider.engine.get().advice(), "sequential per direction");
        assertTrue(EngineRegistry.load().require("mmap").description().contains("mmap(2)"));
    }
}
