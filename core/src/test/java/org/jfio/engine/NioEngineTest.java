package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
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

/** nio on real files: read-back buffered and direct, short reads, errno mapping, a whole job. */
class NioEngineTest {
    private static final int BS = 16384;
    private static final int BLOCKS = 64;
    private static final long FILE_BYTES = (long) BS * BLOCKS + 4096;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "direct={0}")
    @ValueSource(booleans = {false, true})
    void shouldReadBackWhatItWrote(boolean direct) throws IOException {
        Path path = dir.resolve("data");
        Files.write(path, new byte[(int) FILE_BYTES]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, direct, true);
            if (fd < 0) {
                return; // a filesystem without O_DIRECT: the open itself says so (EINVAL)
            }
            IoFile file = EngineHarness.file(path, fd, FILE_BYTES);
            IoEngine engine = new NioEngineProvider().create(EngineHarness.context(arena, 1, direct, BS));
            assertEquals(Set.of(EngineCapability.SYNC), engine.capabilities());
            engine.open(file);
            MemorySegment wbuf = arena.allocate(BS, 4096);
            MemorySegment rbuf = arena.allocate(BS, 4096);
            IoUnit w = new IoUnit(0, wbuf);
            IoUnit r = new IoUnit(1, rbuf);
            SplittableRandom rng = new SplittableRandom(42);
            for (int block : new int[] {5, 0, 63, 17, 18, 2, 40}) {
                EngineHarness.fillRandom(wbuf, rng);
                w.prepare(DataDirection.WRITE, file, (long) block * BS, BS, IoClock.nowNs());
                assertEquals(BS, EngineHarness.complete(engine, w), "write result");
                r.prepare(DataDirection.READ, file, (long) block * BS, BS, IoClock.nowNs());
                rbuf.fill((byte) 0);
                assertEquals(BS, EngineHarness.complete(engine, r), "read result");
                assertEquals(-1, wbuf.mismatch(rbuf), "block " + block + " read back differs");
                assertEquals(-1, wbuf.mismatch(EngineHarness.pread(arena, fd, (long) block * BS, BS)), "on the file");
            }
            w.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, w), "force(true)");
            w.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, w), "force(false)");
            w.prepare(DataDirection.TRIM, file, 0, BS, IoClock.nowNs());
            assertEquals(QueueStatus.COMPLETED, engine.queue(w));
            assertEquals(-libc_h.EOPNOTSUPP(), w.result());

            r.prepare(DataDirection.READ, file, (long) BS * BLOCKS, BS, IoClock.nowNs());
            assertEquals(4096, EngineHarness.complete(engine, r), "the last read is short at the end of the file");
            r.prepare(DataDirection.READ, file, FILE_BYTES, BS, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, r), "a read at the end of the file returns 0 bytes, not -1");
            if (direct) {
                r.prepare(DataDirection.READ, file, 512, BS, IoClock.nowNs());
                assertEquals(-libc_h.EINVAL(), EngineHarness.complete(engine, r), "misaligned direct I/O, as O_DIRECT");
            }
            engine.close(file);
            engine.close();
            EngineHarness.close(arena, fd);
        }
        assertEquals(FILE_BYTES, Files.size(path), "file never grew or shrank");
    }

    @Test
    void shouldReuseOneByteBufferViewPerUnit() throws IOException {
        Path path = dir.resolve("views");
        Files.write(path, new byte[BS * 2]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, true);
            IoFile file = EngineHarness.file(path, fd, BS * 2L);
            IoEngine engine = new NioEngineProvider().create(EngineHarness.context(arena, 1, false, BS));
            engine.open(file);
            IoUnit u = new IoUnit(0, arena.allocate(BS, 4096));
            u.prepare(DataDirection.READ, file, 0, BS, IoClock.nowNs());
            assertEquals(BS, EngineHarness.complete(engine, u));
            u.prepare(DataDirection.READ, file, BS, 4096, IoClock.nowNs());
            assertEquals(4096, EngineHarness.complete(engine, u), "the view is limited to this request's length");
            engine.close(file);
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldOpenReadOnlyWhenWritingIsNotAllowedAndReportEbadfForWrites() throws IOException {
        Path path = dir.resolve("ro");
        byte[] data = new byte[BS];
        new SplittableRandom(2).nextBytes(data);
        Files.write(path, data);
        Files.setPosixFilePermissions(path, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, false);
            IoFile file = EngineHarness.file(path, fd, BS);
            IoEngine engine = new NioEngineProvider().create(EngineHarness.context(arena, 1, false, BS));
            engine.open(file);
            IoUnit u = new IoUnit(0, arena.allocate(BS, 4096));
            u.prepare(DataDirection.READ, file, 0, BS, IoClock.nowNs());
            assertEquals(BS, EngineHarness.complete(engine, u));
            assertEquals(-1, u.buffer().mismatch(MemorySegment.ofArray(data)));
            boolean root = "root".equals(System.getProperty("user.name"));
            u.prepare(DataDirection.WRITE, file, 0, BS, IoClock.nowNs());
            long w = EngineHarness.complete(engine, u);
            assertTrue(w == (root ? BS : -libc_h.EBADF()), "root may write anyway; others get EBADF: " + w);
            engine.close(file);
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldSayWhichFileCannotBeOpened() {
        try (Arena arena = Arena.ofConfined()) {
            IoEngine engine = new NioEngineProvider().create(EngineHarness.context(arena, 1, false, BS));
            IoFile missing = EngineHarness.file(dir.resolve("missing"), -1, BS);
            JfioException e = assertThrows(JfioException.class, () -> engine.open(missing));
            assertTrue(e.getMessage().contains("missing"), e.getMessage());
        }
    }

    @Test
    void shouldMapJdkMessagesToErrno() {
        assertEquals(libc_h.ENOSPC(), NioEngine.errnoOf(new IOException("No space left on device")));
        assertEquals(libc_h.EBADF(), NioEngine.errnoOf(new IOException("Bad file descriptor")));
        assertEquals(libc_h.EINVAL(), NioEngine.errnoOf(
                new IOException("Channel position (512) is not a multiple of the block size (4096)")));
        assertEquals(libc_h.EIO(), NioEngine.errnoOf(new IOException("something else")));
        assertEquals(libc_h.EIO(), NioEngine.errnoOf(new IOException()));
    }

    @Test
    void shouldRunAWholeJobAndBeListed() {
        String name = dir.resolve("job").toString();
        EngineHarness.Capturing<IoEngine> provider = new EngineHarness.Capturing<>(new NioEngineProvider(), e -> e);
        JobSpec spec = JobSpec.builder("nio").set("ioengine", "nio").set("filename", name).rw(ReadWrite.RANDRW)
                .set("size", 4L << 20).set("bs", 4096).set("fsync", 16).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(java.util.List.of(provider))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        assertEquals(1024, j.direction(DataDirection.READ).ios() + j.direction(DataDirection.WRITE).ios());
        assertTrue(j.direction(DataDirection.SYNC).ios() > 0, "fsync every 16 writes");
        assertSame(provider.engine.get().getClass(), NioEngine.class);
        String description = EngineRegistry.load().require("nio").description();
        assertTrue(description.contains("the JVM's FileChannel positional read/write path, as a Java application would do its I/O"),
                description);
    }
}
