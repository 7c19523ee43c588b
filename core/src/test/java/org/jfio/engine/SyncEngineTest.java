package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** sync and psync on real files: what is written is read back byte for byte, buffered and O_DIRECT. */
class SyncEngineTest {
    private static final int BS = 16384;
    private static final int BLOCKS = 64;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} direct={1}")
    @CsvSource({"SYNC,false", "SYNC,true", "PSYNC,false", "PSYNC,true"})
    void shouldReadBackWhatItWrote(SyncEngine.Mode mode, boolean direct) throws IOException {
        Path path = dir.resolve("data");
        Files.write(path, new byte[BS * BLOCKS]);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            int flags = libc_h.O_RDWR() | (direct ? libc_h.O_DIRECT() : 0);
            int fd = libc_h.open(cs, arena.allocateFrom(path.toString()), flags, 0);
            if (fd < 0 && direct && libc_h.errno(cs) == libc_h.EINVAL()) {
                // tmpfs and some overlay filesystems refuse O_DIRECT: the open itself says so
                assertEquals(libc_h.EINVAL(), libc_h.errno(cs));
                return;
            }
            assertTrue(fd >= 0, "open errno " + libc_h.errno(cs));
            IoFile file = new IoFile(path, 0, 0, (long) BS * BLOCKS);
            file.fd(fd);
            EngineContext ctx = new EngineContext("t", 1, direct, BS, arena);
            IoEngine engine = new SyncEngineProvider.Psync().create(ctx);
            if (mode == SyncEngine.Mode.SYNC) {
                engine = new SyncEngineProvider.Sync().create(ctx);
            }
            MemorySegment wbuf = arena.allocate(BS, 4096);
            MemorySegment rbuf = arena.allocate(BS, 4096);
            IoUnit w = new IoUnit(0, wbuf);
            IoUnit r = new IoUnit(1, rbuf);
            SplittableRandom rng = new SplittableRandom(42);
            int[] order = {5, 0, 63, 17, 18, 2, 40};
            for (int block : order) {
                for (long off = 0; off < BS; off += 8) {
                    wbuf.set(ValueLayout.JAVA_LONG, off, rng.nextLong());
                }
                w.prepare(DataDirection.WRITE, file, (long) block * BS, BS, IoClock.nowNs());
                assertEquals(QueueStatus.COMPLETED, engine.queue(w));
                assertEquals(BS, w.result(), "write result");
                r.prepare(DataDirection.READ, file, (long) block * BS, BS, IoClock.nowNs());
                rbuf.fill((byte) 0);
                assertEquals(QueueStatus.COMPLETED, engine.queue(r));
                assertEquals(BS, r.result(), "read result");
                assertEquals(-1, wbuf.mismatch(rbuf), "block " + block + " read back differs");
            }
            w.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
            engine.queue(w);
            assertEquals(0, w.result(), "fsync");
            w.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
            engine.queue(w);
            assertEquals(0, w.result(), "fdatasync");
            // a read at the end of the file is short: 0 bytes, not an error
            r.prepare(DataDirection.READ, file, (long) BS * BLOCKS, BS, IoClock.nowNs());
            engine.queue(r);
            assertEquals(0, r.result(), "read past the end returns 0 bytes");
            engine.close();
            libc_h.close(cs, fd);
        }
        byte[] onDisk = Files.readAllBytes(path);
        assertEquals(BS * BLOCKS, onDisk.length, "file never grew or shrank");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"SYNC", "PSYNC"})
    void shouldReportErrnoAsNegativeResult(SyncEngine.Mode mode) {
        try (Arena arena = Arena.ofConfined()) {
            EngineContext ctx = new EngineContext("t", 1, false, 4096, arena);
            IoEngine engine = mode == SyncEngine.Mode.SYNC
                    ? new SyncEngineProvider.Sync().create(ctx) : new SyncEngineProvider.Psync().create(ctx);
            IoFile bad = new IoFile(dir.resolve("none"), 0, 0, 4096);
            bad.fd(987654);
            IoUnit u = new IoUnit(0, arena.allocate(4096, 4096));
            u.prepare(DataDirection.READ, bad, 0, 4096, IoClock.nowNs());
            engine.queue(u);
            assertEquals(-libc_h.EBADF(), u.result());
        }
    }
}
