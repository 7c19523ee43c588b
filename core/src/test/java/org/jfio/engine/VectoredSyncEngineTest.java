package org.jfio.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
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
import org.jfio.spi.EngineContext;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.spi.QueueStatus;
import org.jfio.job.ArgvParser;
import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.JobOption;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.OptionTable;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** vsync, pvsync and pvsync2 on real files: read-back, short reads, merging, RWF_* flags. */
class VectoredSyncEngineTest {
    private static final int BS = 16384;
    private static final int BLOCKS = 64;
    /** The file is one 4 KiB page longer than the blocks, so a read of the last block is short. */
    private static final long FILE_BYTES = (long) BS * BLOCKS + 4096;

    @TempDir
    Path dir;

    private static IoEngine engine(VectoredSyncEngine.Mode mode, EngineContext ctx) {
        return switch (mode) {
            case VSYNC -> new VectoredSyncEngineProvider.Vsync().create(ctx);
            case PVSYNC -> new VectoredSyncEngineProvider.Pvsync().create(ctx);
            case PVSYNC2 -> new VectoredSyncEngineProvider.Pvsync2(true, false, false).create(ctx);
        };
    }

    @ParameterizedTest(name = "{0} direct={1}")
    @CsvSource({"VSYNC,false", "VSYNC,true", "PVSYNC,false", "PVSYNC,true", "PVSYNC2,false", "PVSYNC2,true"})
    void shouldReadBackWhatItWrote(VectoredSyncEngine.Mode mode, boolean direct) throws IOException {
        Path path = dir.resolve("data");
        Files.write(path, new byte[(int) FILE_BYTES]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, direct, true);
            if (fd < 0) {
                return; // a filesystem without O_DIRECT: the open itself says so (EINVAL)
            }
            IoFile file = EngineHarness.file(path, fd, FILE_BYTES);
            IoEngine engine = engine(mode, EngineHarness.context(arena, 4, direct, BS));
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
            assertEquals(0, EngineHarness.complete(engine, w), "fsync");
            w.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(0, EngineHarness.complete(engine, w), "fdatasync");
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
            engine.close(file);
            engine.close();
            EngineHarness.close(arena, fd);
        }
        assertEquals(FILE_BYTES, Files.size(path), "file never grew or shrank");
    }

    @Test
    void shouldMergeContiguousRequestsIntoOneLseekAndOneWritev() throws IOException {
        Path path = dir.resolve("merge");
        Files.write(path, new byte[BS * 16]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, true);
            IoFile file = EngineHarness.file(path, fd, BS * 16L);
            VectoredSyncEngine engine = (VectoredSyncEngine) new VectoredSyncEngineProvider.Vsync()
                    .create(EngineHarness.context(arena, 8, false, BS));
            assertFalse(engine.capabilities().contains(EngineCapability.SYNC), "vsync queues: no SYNC capability");
            MemorySegment slab = arena.allocate(BS * 9L, 4096);
            IoUnit[] units = new IoUnit[9];
            SplittableRandom rng = new SplittableRandom(7);
            for (int i = 0; i < 9; i++) {
                units[i] = new IoUnit(i, slab.asSlice((long) i * BS, BS));
                EngineHarness.fillRandom(units[i].buffer(), rng);
            }
            for (int i = 0; i < 8; i++) {
                units[i].prepare(DataDirection.WRITE, file, (long) (i + 4) * BS, BS, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(units[i]), "contiguous write " + i + " is staged");
            }
            units[8].prepare(DataDirection.WRITE, file, 12L * BS, BS, IoClock.nowNs());
            assertEquals(QueueStatus.BUSY, engine.queue(units[8]), "the run is at iodepth");
            assertEquals(0, engine.syscalls(), "nothing happens before commit");
            engine.commit();
            assertEquals(2, engine.syscalls(), "one lseek and one writev for 8 requests");
            assertEquals(0, engine.reap(0, 0, 0));
            assertEquals(3, engine.reap(1, 3, -1));
            for (int i = 0; i < 3; i++) {
                assertSame(units[i], engine.completed(i));
            }
            assertEquals(5, engine.reap(1, 16, -1));
            for (int i = 0; i < 5; i++) {
                assertSame(units[i + 3], engine.completed(i));
                assertEquals(BS, units[i + 3].result());
            }
            for (int i = 0; i < 8; i++) {
                assertEquals(-1, units[i].buffer().mismatch(EngineHarness.pread(arena, fd, (long) (i + 4) * BS, BS)),
                        "block " + (i + 4) + " on the file");
            }
            // read them back in one readv, then the gaps that stop a merge
            for (int i = 0; i < 8; i++) {
                units[i].buffer().fill((byte) 0);
                units[i].prepare(DataDirection.READ, file, (long) (i + 4) * BS, BS, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(units[i]));
            }
            engine.commit();
            assertEquals(4, engine.syscalls());
            assertEquals(8, engine.reap(1, 8, -1));
            for (int i = 0; i < 8; i++) {
                assertEquals(-1, units[i].buffer().mismatch(EngineHarness.pread(arena, fd, (long) (i + 4) * BS, BS)));
            }
            units[0].prepare(DataDirection.READ, file, 0, BS, IoClock.nowNs());
            assertEquals(QueueStatus.QUEUED, engine.queue(units[0]));
            units[1].prepare(DataDirection.READ, file, 2L * BS, BS, IoClock.nowNs());
            assertEquals(QueueStatus.BUSY, engine.queue(units[1]), "a gap");
            units[1].prepare(DataDirection.WRITE, file, BS, BS, IoClock.nowNs());
            assertEquals(QueueStatus.BUSY, engine.queue(units[1]), "another direction");
            IoFile other = EngineHarness.file(path, fd, BS * 16L);
            units[1].prepare(DataDirection.READ, other, BS, BS, IoClock.nowNs());
            assertEquals(QueueStatus.BUSY, engine.queue(units[1]), "another file");
            units[1].prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
            assertEquals(QueueStatus.BUSY, engine.queue(units[1]), "a sync waits for the run");
            assertEquals(1, engine.reap(1, 8, -1), "reap commits a staged run when it must wait");
            assertSame(units[0], engine.completed(0));
            assertEquals(QueueStatus.COMPLETED, engine.queue(units[1]), "with nothing staged a sync runs at once");
            assertEquals(0, units[1].result());
            engine.close();
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldSpreadAShortVectoredReadOverTheRunInOrder() throws IOException {
        Path path = dir.resolve("short");
        Files.write(path, new byte[BS * 2 + BS / 2]);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, false);
            IoFile file = EngineHarness.file(path, fd, BS * 4L);
            IoEngine engine = new VectoredSyncEngineProvider.Vsync().create(EngineHarness.context(arena, 4, false, BS));
            MemorySegment slab = arena.allocate(BS * 4L, 4096);
            IoUnit[] units = new IoUnit[4];
            for (int i = 0; i < 4; i++) {
                units[i] = new IoUnit(i, slab.asSlice((long) i * BS, BS));
                units[i].prepare(DataDirection.READ, file, (long) i * BS, BS, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(units[i]));
            }
            engine.commit();
            assertEquals(4, engine.reap(1, 4, -1));
            assertEquals(BS, units[0].result());
            assertEquals(BS, units[1].result());
            assertEquals(BS / 2, units[2].result(), "short where the file ends");
            assertEquals(0, units[3].result(), "nothing for the request past the end (the core makes that EIO, as fio)");

            units[0].prepare(DataDirection.WRITE, file, 0, BS, IoClock.nowNs());
            assertEquals(QueueStatus.QUEUED, engine.queue(units[0]));
            engine.commit();
            assertEquals(1, engine.reap(1, 4, -1));
            assertEquals(-libc_h.EBADF(), units[0].result(), "a write on a read-only descriptor");
            engine.close();
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldMakeFewerSyscallsThanIosForSequentialWorkWhenBatched() {
        String file = dir.resolve("seq").toString();
        long vectored = sequentialWrite(file, 8, 8);
        assertEquals(16, vectored, "64 writes at iodepth 8, batches of 8 in and out: 8 lseek + 8 writev");
        long unbatched = sequentialWrite(file, 1, 0);
        assertEquals(128, unbatched, "fio's default batch of 1: one lseek + one writev per write, as fio does");
        // iodepth_batch_complete_max=1 (default): the first run is 8 long, then the core frees one
        // unit per reap, so later runs are single requests (fio's vsync ignores the maximum: 16 there)
        long completeOne = sequentialWrite(file, 8, 0);
        System.out.println("vsync syscalls for 64 sequential writes: batch 8/8 -> " + vectored
                + ", batch 1 -> " + unbatched + ", batch 8 with complete_max 1 -> " + completeOne);
        assertTrue(completeOne < 128, "still fewer than one lseek + writev per write: " + completeOne);
    }

    private long sequentialWrite(String file, int batch, int completeMax) {
        EngineHarness.Capturing<VectoredSyncEngine> provider = new EngineHarness.Capturing<>(
                new VectoredSyncEngineProvider.Vsync(), VectoredSyncEngine.class::cast);
        JobSpec spec = JobSpec.builder("vsync").set("ioengine", "vsync").set("filename", file).rw(ReadWrite.WRITE)
                .set("size", 64 * 4096L).set("bs", 4096).set("iodepth", 8).set("iodepth_batch", batch)
                .set("iodepth_batch_complete_max", completeMax).build();
        JobResult j = JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.of(List.of(provider))).run()
                .groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        assertEquals(64, j.direction(DataDirection.WRITE).ios());
        assertEquals(64, j.direction(DataDirection.WRITE).slat().count(), "queued engine: slat recorded");
        assertEquals(8, j.effectiveIodepth());
        return provider.engine.get().syscalls();
    }

    @Test
    void shouldPassTheRwfFlagsAskedFor() {
        try (Arena arena = Arena.ofConfined()) {
            VectoredSyncEngine buffered = (VectoredSyncEngine) new VectoredSyncEngineProvider.Pvsync2(true, true, true)
                    .create(EngineHarness.context(arena, 1, false, 4096));
            assertEquals(libc_h.RWF_HIPRI() | libc_h.RWF_NOWAIT() | libc_h.RWF_DONTCACHE(), buffered.rwFlags());
            VectoredSyncEngine direct = (VectoredSyncEngine) new VectoredSyncEngineProvider.Pvsync2(false, true, true)
                    .create(EngineHarness.context(arena, 1, true, 4096));
            assertEquals(libc_h.RWF_NOWAIT(), direct.rwFlags(), "uncached is for buffered I/O only");
            VectoredSyncEngine none = (VectoredSyncEngine) new VectoredSyncEngineProvider.Pvsync()
                    .create(EngineHarness.context(arena, 1, false, 4096));
            assertEquals(0, none.rwFlags());
        }
    }

    @Test
    void shouldTakePvsync2OptionsFromTheJob() {
        IoEngineProvider p = new VectoredSyncEngineProvider.Pvsync2();
        assertEquals(List.of("hipri", "hipri_percentage", "nowait", "uncached"),
                p.options().options().stream().map(JobOption::name).toList());
        OptionTable table = OptionTable.builtin().withEngines(List.of(p));
        JobPlan plan = new ArgvParser().options(table).parse(List.of("--name=p", "--ioengine=pvsync2", "--nowait=1",
                "--hipri", "--hipri_percentage=30", "--size=64k"));
        EngineOptions options = plan.jobs().get(0).engineOptions();
        try (Arena arena = Arena.ofConfined()) {
            EngineContext ctx = new EngineContext("p", 1, false, 4096, arena, options);
            VectoredSyncEngine e = (VectoredSyncEngine) p.create(ctx);
            assertEquals(libc_h.RWF_NOWAIT(), e.rwFlags(), "RWF_HIPRI is drawn per request at 30%");
        }
        JfioException bad = assertThrows(JfioException.class, () -> new ArgvParser().options(table)
                .parse(List.of("--name=p", "--ioengine=pvsync2", "--hipri_percentage=101", "--size=64k")));
        assertTrue(bad.getMessage().contains("hipri_percentage"), bad.getMessage());
    }

    @Test
    void shouldRunAJobWithHipriOnPartOfTheRequests() {
        JobPlan plan = new ArgvParser().options(OptionTable.builtin()
                .withEngines(List.of(new VectoredSyncEngineProvider.Pvsync2())))
                .parse(List.of("--name=h", "--ioengine=pvsync2", "--hipri", "--hipri_percentage=50",
                        "--filename=" + dir.resolve("hipri"), "--rw=randrw", "--size=1m", "--bs=4k"));
        JobResult j = JobRunner.of(plan).run().groups().get(0).reported().get(0);
        assertEquals(0, j.error(), j.errorMessage());
        assertEquals(256, j.direction(DataDirection.READ).ios() + j.direction(DataDirection.WRITE).ios());
    }

    /**
     * fio reports a pvsync2 nowait read of pages that are not cached as the job's error, EAGAIN.
     * The kernel may still serve the read (from pages it kept); then the full length comes back.
     */
    @Test
    void shouldReturnEagainForANowaitReadOfUncachedPages() throws IOException {
        Path path = dir.resolve("cold");
        byte[] data = new byte[1 << 20];
        new SplittableRandom(3).nextBytes(data);
        Files.write(path, data);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, false);
            assertEquals(0, libc_h.fsync(libc_h.allocateCallState(arena), fd));
            assertEquals(0, libc_h.posix_fadvise(fd, 0, 0, libc_h.POSIX_FADV_DONTNEED()));
            IoFile file = EngineHarness.file(path, fd, data.length);
            IoEngine engine = new VectoredSyncEngineProvider.Pvsync2(false, true, false)
                    .create(EngineHarness.context(arena, 1, false, 4096));
            engine.open(file);
            IoUnit u = new IoUnit(0, arena.allocate(4096, 4096));
            u.prepare(DataDirection.READ, file, 512 * 1024, 4096, IoClock.nowNs());
            long r = EngineHarness.complete(engine, u);
            System.out.println("pvsync2 nowait read of a dropped page: " + (r == -libc_h.EAGAIN() ? "EAGAIN" : r + " bytes"));
            assertTrue(r == -libc_h.EAGAIN() || r == 4096, "EAGAIN or the full length, got " + r);
            EngineHarness.close(arena, fd);
        }
        JobSpec spec = JobSpec.builder("nowait").set("ioengine", "pvsync2").set("filename", path.toString()).rw(ReadWrite.RANDREAD)
                .set("size", data.length).set("bs", 4096).set("invalidate", true).build();
        JobResult j = JobRunner.of(JobPlan.of(spec))
                .engines(EngineRegistry.of(List.of(new VectoredSyncEngineProvider.Pvsync2(false, true, false)))).run()
                .groups().get(0).reported().get(0);
        System.out.println("pvsync2 nowait job after invalidate: error=" + j.error() + " " + j.errorMessage());
        if (j.error() != 0) {
            assertEquals(libc_h.EAGAIN(), j.error(), j.errorMessage());
            assertTrue(j.errorMessage().contains("EAGAIN") || j.errorMessage().contains("Resource temporarily unavailable"),
                    j.errorMessage());
        } else {
            assertEquals(256, j.direction(DataDirection.READ).ios(), "served from cache: every read completed");
        }
    }

    @Test
    void shouldUseRwfDontcacheWhereTheKernelHasItOrSaySo() throws IOException {
        Path path = dir.resolve("uncached");
        byte[] data = new byte[BS * 4];
        new SplittableRandom(5).nextBytes(data);
        Files.write(path, data);
        try (Arena arena = Arena.ofConfined()) {
            int fd = EngineHarness.open(arena, path, false, true);
            IoFile file = EngineHarness.file(path, fd, data.length);
            IoEngine engine = new VectoredSyncEngineProvider.Pvsync2(false, false, true)
                    .create(EngineHarness.context(arena, 1, false, BS));
            try {
                engine.open(file);
            } catch (JfioException e) {
                System.out.println("uncached unavailable here: " + e.getMessage());
                assertTrue(e.getMessage().contains("uncached") && e.getMessage().contains("RWF_DONTCACHE"), e.getMessage());
                return;
            }
            IoUnit u = new IoUnit(0, arena.allocate(BS, 4096));
            u.prepare(DataDirection.READ, file, BS, BS, IoClock.nowNs());
            assertEquals(BS, EngineHarness.complete(engine, u));
            assertEquals(-1, u.buffer().mismatch(MemorySegment.ofArray(data).asSlice(BS, BS)));
            u.prepare(DataDirection.WRITE, file, 2L * BS, BS, IoClock.nowNs());
            assertEquals(BS, EngineHarness.complete(engine, u));
            assertEquals(-1, u.buffer().mismatch(EngineHarness.pread(arena, fd, 2L * BS, BS)));
            EngineHarness.close(arena, fd);
        }
    }

    @Test
    void shouldBeListedByTheServiceLoaderWithTheirSyscalls() {
        EngineRegistry registry = EngineRegistry.load();
        for (String name : List.of("vsync", "pvsync", "pvsync2")) {
            IoEngineProvider p = registry.require(name);
            assertNotNull(p);
            assertTrue(p.availability().available(), name + ": " + p.availability());
        }
        assertTrue(registry.require("vsync").description().contains("readv(2)/writev(2)"));
        assertTrue(registry.require("pvsync").description().contains("preadv(2)/pwritev(2)"));
        assertTrue(registry.require("pvsync2").description().contains("preadv2(2)/pwritev2(2)"));
    }

    @Test
    void shouldReportErrnoAsNegativeResult() {
        try (Arena arena = Arena.ofConfined()) {
            for (VectoredSyncEngine.Mode mode : VectoredSyncEngine.Mode.values()) {
                IoEngine engine = engine(mode, EngineHarness.context(arena, 2, false, 4096));
                IoFile bad = EngineHarness.file(dir.resolve("none"), 987654, 4096);
                IoUnit u = new IoUnit(0, arena.allocate(4096, 4096));
                u.prepare(DataDirection.READ, bad, 0, 4096, IoClock.nowNs());
                assertEquals(-libc_h.EBADF(), EngineHarness.complete(engine, u), mode.name());
            }
        }
        assertThrows(IllegalStateException.class, () -> {
            try (Arena arena = Arena.ofConfined()) {
                new VectoredSyncEngineProvider.Pvsync().create(EngineHarness.context(arena, 1, false, 4096)).completed(0);
            }
        }, "sync modes complete inline");
    }
}
