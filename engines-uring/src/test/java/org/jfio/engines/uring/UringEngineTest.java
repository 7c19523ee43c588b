package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine driven directly, as the core drives it, on real files: what is written is read back
 * byte for byte at depths 1, 32 and 256 with every combination of fixedbufs, registerfiles,
 * sqthread_poll and O_DIRECT; short reads, error completions, fsync and fdatasync, and many wraps of
 * a small ring with every completion accounted exactly once.
 */
class UringEngineTest {
    private static final int BS = 4096;

    @TempDir
    Path dir;

    @BeforeEach
    void needIoUring() {
        UringTestSupport.requireIoUring();
    }

    static Stream<Arguments> combinations() {
        List<Arguments> all = new ArrayList<>();
        for (int depth : new int[] {1, 32, 256}) {
            for (int bits = 0; bits < 16; bits++) {
                all.add(Arguments.of(depth, (bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0, (bits & 8) != 0));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "depth={0} fixedbufs={1} registerfiles={2} sqthread_poll={3} direct={4}")
    @MethodSource("combinations")
    void shouldReadBackWhatItWrote(int depth, boolean fixedbufs, boolean registerfiles, boolean sqpoll, boolean direct) {
        UringOptions options = UringOptions.DEFAULTS.withFixedbufs(fixedbufs).withRegisterfiles(registerfiles)
                .withSqthreadPoll(sqpoll);
        int blocks = Math.max(64, 3 * depth);
        int batch = Math.max(1, depth / 4);
        long seed = depth * 131L + (fixedbufs ? 1 : 0) + (registerfiles ? 2 : 0) + (sqpoll ? 4 : 0) + (direct ? 8 : 0);
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, dir.resolve("data"), (long) blocks * BS, direct);
            EngineContext ctx = new EngineContext("t", depth, direct, BS, arena);
            IoEngine engine = new UringEngineProvider(options).create(ctx);
            try {
                assertEquals(sqpoll ? EnumSet.of(EngineCapability.NO_SLAT, EngineCapability.TRIM)
                        : EnumSet.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM),
                        engine.capabilities(), "SQPOLL: no issue time of our own (fio disables slat)");
                engine.open(file);
                UringEngine uring = (UringEngine) engine;
                assertEquals(fixedbufs, uring.sparseBuffers(), "buffers registered per unit (Linux 5.19+)");
                assertTrue(uring.nonvectored(), "this kernel has IORING_OP_READ/WRITE");
                assertEquals(UringRingSetup.roundupPow2(depth), uring.sqEntries());
                IoUnit[] units = UringTestSupport.units(arena, depth, BS);
                long[] blockOf = new long[depth];
                MemorySegment expected = arena.allocate(BS, 8);
                int[] mismatches = {0};
                UringTestSupport.Driver writer = new UringTestSupport.Driver(engine, units, batch, batch, depth, u -> {
                    assertEquals(DataDirection.WRITE, u.ddir());
                    assertEquals(BS, u.result(), "write of block " + blockOf[u.index()]);
                });
                for (int b = 0; b < blocks; b++) {
                    IoUnit u = writer.take();
                    UringTestSupport.pattern(u.buffer(), seed, b);
                    blockOf[u.index()] = b;
                    u.prepare(DataDirection.WRITE, file, (long) b * BS, BS, IoClock.nowNs());
                    writer.submit(u);
                }
                writer.drain();
                assertEquals(blocks, writer.completed);

                UringTestSupport.Driver reader = new UringTestSupport.Driver(engine, units, batch, batch, depth, u -> {
                    assertEquals(BS, u.result(), "read of block " + blockOf[u.index()]);
                    UringTestSupport.pattern(expected, seed, blockOf[u.index()]);
                    if (expected.mismatch(u.buffer()) != -1) {
                        mismatches[0]++;
                    }
                });
                for (int b : shuffled(blocks, seed)) {
                    IoUnit u = reader.take();
                    u.buffer().fill((byte) 0x5a);
                    blockOf[u.index()] = b;
                    u.prepare(DataDirection.READ, file, (long) b * BS, BS, IoClock.nowNs());
                    reader.submit(u);
                }
                reader.drain();
                assertEquals(blocks, reader.completed);
                assertEquals(0, mismatches[0], "blocks read back differently from what was written");
                engine.close(file);
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    private static int[] shuffled(int n, long seed) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        SplittableRandom rng = new SplittableRandom(seed);
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    /** Runs one request through {@code engine} and returns its result. */
    private static long one(IoEngine engine, IoUnit u) {
        assertEquals(QueueStatus.QUEUED, engine.queue(u));
        engine.commit();
        assertEquals(1, engine.reap(1, 1, -1));
        assertSame(u, engine.completed(0));
        return u.result();
    }

    @ParameterizedTest(name = "nonvectored={0}")
    @ValueSource(ints = {-1, 0, 1})
    void shouldReturnShortReadsAtTheEndOfTheFile(int nonvectored) throws Exception {
        Path path = dir.resolve("short");
        Files.write(path, new byte[10_000]);
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, 10_000, false);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS.withNonvectored(nonvectored))
                    .create(new EngineContext("t", 4, false, BS, arena));
            try {
                engine.open(file);
                IoUnit u = UringTestSupport.units(arena, 1, BS)[0];
                u.prepare(DataDirection.READ, file, 8192, BS, IoClock.nowNs());
                assertEquals(10_000 - 8192, one(engine, u), "read straddling the end is short");
                u.prepare(DataDirection.READ, file, 12_288, BS, IoClock.nowNs());
                assertEquals(0, one(engine, u), "read past the end returns 0");
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @ParameterizedTest(name = "fixedbufs={0} nonvectored={1}")
    @CsvSource({"false, 0", "false, 1", "true, -1"})
    void shouldContinueAShortTransferAtTheRightPlaceInTheBuffer(boolean fixedbufs, int nonvectored) throws Exception {
        Path path = dir.resolve("remainder");
        byte[] content = new byte[4 * BS];
        new SplittableRandom(9).nextBytes(content);
        Files.write(path, content);
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, content.length, false);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS.withFixedbufs(fixedbufs).withNonvectored(nonvectored))
                    .create(new EngineContext("t", 2, false, 2 * BS, arena));
            try {
                engine.open(file);
                IoUnit u = UringTestSupport.units(arena, 1, 2 * BS)[0];
                u.slot().fill((byte) 0x5a);
                u.prepare(DataDirection.READ, file, BS, 2 * BS, IoClock.nowNs());
                u.advance(BS); // as the core does after a short transfer of BS bytes
                assertEquals(BS, one(engine, u), "the remainder");
                MemorySegment slot = u.slot();
                for (int i = 0; i < BS; i++) {
                    assertEquals((byte) 0x5a, slot.get(java.lang.foreign.ValueLayout.JAVA_BYTE, i), "first half untouched");
                    assertEquals(content[2 * BS + i], slot.get(java.lang.foreign.ValueLayout.JAVA_BYTE, BS + i),
                            "second half holds the file's bytes from offset " + (2 * BS));
                }
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @ParameterizedTest(name = "fixedbufs={0}")
    @ValueSource(booleans = {false, true})
    void shouldTurnAnErrorCompletionIntoMinusErrno(boolean fixedbufs) throws Exception {
        Path path = dir.resolve("direct");
        Files.write(path, new byte[64 * 1024]);
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, 64 * 1024, true);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS.withFixedbufs(fixedbufs))
                    .create(new EngineContext("t", 2, true, BS, arena));
            try {
                engine.open(file);
                IoUnit[] units = UringTestSupport.units(arena, 2, BS);
                units[0].prepare(DataDirection.READ, file, 100, BS, IoClock.nowNs());
                assertEquals(-libc_h.EINVAL(), one(engine, units[0]), "O_DIRECT read at an unaligned offset");
                units[1].prepare(DataDirection.READ, file, 4096, BS, IoClock.nowNs());
                assertEquals(BS, one(engine, units[1]), "the ring goes on after an error");
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    /**
     * Every read and write carries its priority in the SQE's ioprio: the kernel checks it there,
     * so a class it does not know (7) completes with -EINVAL, while the idle class (3) and no
     * priority (0) are read; with SQPOLL too, where the submitting thread is the kernel's.
     */
    @ParameterizedTest(name = "sqpoll={0}")
    @ValueSource(booleans = {false, true})
    void shouldHandTheRequestsPriorityToTheKernelInTheSqe(boolean sqpoll) throws Exception {
        Path path = dir.resolve("prio");
        Files.write(path, new byte[64 * 1024]);
        assertTrue(new UringEngineProvider().capabilities().contains(org.jfio.spi.EngineCapability.PER_IO_PRIORITY));
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, 64 * 1024, false);
            UringOptions options = sqpoll ? UringOptions.DEFAULTS.withSqthreadPoll(true) : UringOptions.DEFAULTS;
            IoEngine engine = new UringEngineProvider(options).create(new EngineContext("t", 2, false, BS, arena));
            try {
                engine.open(file);
                IoUnit[] units = UringTestSupport.units(arena, 1, BS);
                int[] ioprios = {7 << 13, 3 << 13 | 5, 0};
                long[] expected = {-libc_h.EINVAL(), BS, BS};
                for (int i = 0; i < ioprios.length; i++) {
                    units[0].prepare(DataDirection.READ, file, 0, BS, IoClock.nowNs());
                    units[0].ioprio(ioprios[i]);
                    assertEquals(expected[i], one(engine, units[0]), "ioprio 0x" + Integer.toHexString(ioprios[i]));
                }
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @ParameterizedTest(name = "registerfiles={0}")
    @ValueSource(booleans = {false, true})
    void shouldFsyncAndFdatasync(boolean registerfiles) {
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, dir.resolve("sync"), 16 * BS, false);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS.withRegisterfiles(registerfiles))
                    .create(new EngineContext("t", 4, false, BS, arena));
            try {
                engine.open(file);
                IoUnit u = UringTestSupport.units(arena, 1, BS)[0];
                UringTestSupport.pattern(u.buffer(), 1, 1);
                u.prepare(DataDirection.WRITE, file, 0, BS, IoClock.nowNs());
                assertEquals(BS, one(engine, u));
                u.prepare(DataDirection.SYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(0, one(engine, u), "fsync");
                u.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(0, one(engine, u), "fdatasync");
                engine.close(file);
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"plain", "fixedbufs+registerfiles", "sqthread_poll", "complete_min=0"})
    void shouldAccountForEveryCompletionExactlyOnceAcrossManyRingWraps(String variant) throws Exception {
        int depth = 8;
        int total = 100_000;
        int fileBlocks = 256;
        Path path = dir.resolve("wrap");
        Files.write(path, new byte[fileBlocks * BS]);
        UringOptions options = switch (variant) {
            case "fixedbufs+registerfiles" -> UringOptions.DEFAULTS.withFixedbufs(true).withRegisterfiles(true);
            case "sqthread_poll" -> UringOptions.DEFAULTS.withSqthreadPoll(true);
            default -> UringOptions.DEFAULTS;
        };
        int completeMin = variant.equals("complete_min=0") ? 0 : 2;
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, (long) fileBlocks * BS, false);
            IoEngine engine = new UringEngineProvider(options)
                    .create(new EngineContext("t", depth, false, BS, arena));
            try {
                engine.open(file);
                assertEquals(8, ((UringEngine) engine).sqEntries());
                IoUnit[] units = UringTestSupport.units(arena, depth, BS);
                int[] seqOf = new int[depth];
                boolean[] outstanding = new boolean[depth];
                byte[] seen = new byte[total];
                long[] bad = {0};
                UringTestSupport.Driver d = new UringTestSupport.Driver(engine, units, 3, completeMin, depth, u -> {
                    assertTrue(outstanding[u.index()], "completion of unit " + u.index() + " that was not in flight");
                    outstanding[u.index()] = false;
                    seen[seqOf[u.index()]]++;
                    if (u.result() != BS) {
                        bad[0]++;
                    }
                });
                SplittableRandom rng = new SplittableRandom(5);
                for (int i = 0; i < total; i++) {
                    IoUnit u = d.take();
                    seqOf[u.index()] = i;
                    outstanding[u.index()] = true;
                    u.prepare(DataDirection.READ, file, (long) rng.nextInt(fileBlocks) * BS, BS, IoClock.nowNs());
                    d.submit(u);
                }
                d.drain();
                assertEquals(0, bad[0], "reads with a result other than " + BS);
                assertEquals(total, d.completed);
                for (int i = 0; i < total; i++) {
                    assertEquals(1, seen[i], "I/O " + i + " completed " + seen[i] + " times");
                }
                assertEquals(0, engine.reap(0, depth, -1), "nothing left over");
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @Test
    void shouldSayBusyWhenTheSubmissionRingIsFull() {
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, dir.resolve("busy"), 64 * BS, false);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS)
                    .create(new EngineContext("t", 3, false, BS, arena));
            try {
                engine.open(file);
                IoUnit[] units = UringTestSupport.units(arena, 5, BS);
                for (int i = 0; i < 4; i++) {
                    units[i].prepare(DataDirection.WRITE, file, (long) i * BS, BS, IoClock.nowNs());
                    assertEquals(QueueStatus.QUEUED, engine.queue(units[i]), "roundup_pow2(3) = 4 entries");
                }
                units[4].prepare(DataDirection.WRITE, file, 4L * BS, BS, IoClock.nowNs());
                assertEquals(QueueStatus.BUSY, engine.queue(units[4]));
                long before = IoClock.nowNs();
                engine.commit();
                for (int i = 0; i < 4; i++) {
                    assertTrue(units[i].issueNs() >= before, "issue time stamped after the submit call");
                }
                int got = 0;
                while (got < 4) {
                    got += engine.reap(1, 4, -1);
                }
                assertFalse(engine.reap(0, 4, -1) > 0);
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @Test
    void shouldReturnWithinATimeoutWhenNothingCompletes() {
        try (Arena arena = Arena.ofConfined()) {
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS)
                    .create(new EngineContext("t", 4, false, BS, arena));
            try {
                assertEquals(0, engine.reap(1, 4, 1_000_000L), "nothing in flight: the wait times out");
            } finally {
                engine.close();
            }
        }
    }

    @Test
    void shouldPollCompletionsWithHipriOrReportThatTheDeviceCannot() throws Exception {
        Path path = dir.resolve("hipri");
        Files.write(path, new byte[64 * 1024]);
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, path, 64 * 1024, true);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS.withHipri(true))
                    .create(new EngineContext("t", 2, true, BS, arena));
            try {
                engine.open(file);
                IoUnit u = UringTestSupport.units(arena, 1, BS)[0];
                u.prepare(DataDirection.READ, file, 8192, BS, IoClock.nowNs());
                long result = one(engine, u);
                // a device without poll queues (virtio-blk by default) refuses polled I/O per request
                assertTrue(result == BS || result == -libc_h.EOPNOTSUPP(), "polled read result " + result);
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }

    @Test
    void shouldRefuseHipriWithoutDirect() {
        try (Arena arena = Arena.ofConfined()) {
            JfioException e = assertThrows(JfioException.class, () -> new UringEngineProvider(UringOptions.DEFAULTS.withHipri(true))
                    .create(new EngineContext("t", 4, false, BS, arena)));
            assertTrue(e.getMessage().contains("hipri=1") && e.getMessage().contains("direct=1"), e.getMessage());
        }
    }

    @Test
    void shouldTrimSynchronouslyByPunchingAHole() {
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = UringTestSupport.open(arena, dir.resolve("trim"), 16 * BS, false);
            IoEngine engine = new UringEngineProvider(UringOptions.DEFAULTS)
                    .create(new EngineContext("t", 2, false, BS, arena));
            try {
                IoUnit u = UringTestSupport.units(arena, 1, BS)[0];
                u.prepare(DataDirection.TRIM, file, 0, BS, IoClock.nowNs());
                assertEquals(QueueStatus.COMPLETED, engine.queue(u), "done in queue, as fio 3.33's io_uring engine does");
                assertEquals(BS, u.result());
            } finally {
                engine.close();
                UringTestSupport.close(arena, file);
            }
        }
    }
}
