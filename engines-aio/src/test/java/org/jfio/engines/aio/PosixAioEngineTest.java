package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.nio.file.Path;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.jfio.engines.aio.AioTestSupport.ALIGN;
import static org.jfio.engines.aio.AioTestSupport.context;
import static org.jfio.engines.aio.AioTestSupport.open;
import static org.jfio.engines.aio.AioTestSupport.units;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The posixaio engine driven directly, as the core drives it. */
class PosixAioEngineTest {
    private static final int[] FIXED = {4096};
    private static final int[] MIXED = {4096, 65536, 8192, 4096, 16384, 131072, 12288};

    private static IoEngineProvider provider() {
        IoEngineProvider p = EngineRegistry.load().require("posixaio");
        assertTrue(p.availability().available());
        return p;
    }

    @ParameterizedTest(name = "iodepth={0} direct={1} mixed={2} submit={3} complete={4}..{5}")
    @CsvSource({
            "1, true, false, 1, 1, 1",
            "1, false, true, 1, 1, 1",
            "16, true, true, 1, 1, 1",
            "16, false, false, 4, 2, 16",
            "16, true, false, 16, 0, 16",
    })
    void shouldReadBackWhatItWrote(int iodepth, boolean direct, boolean mixed, int submit, int completeMin,
                                   int completeMax, @TempDir Path dir) throws Exception {
        LibaioEngineTest.readBack(provider(), iodepth, direct, mixed ? MIXED : FIXED, submit, completeMin, completeMax, dir);
    }

    @Test
    void shouldPropagateEinvalForAnUnalignedDirectRead(@TempDir Path dir) throws Exception {
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
            }
            AioTestSupport.close(arena, file);
        }
    }

    @Test
    void shouldReportAShortReadAtEndOfFileAndSync(@TempDir Path dir) throws Exception {
        try (Arena arena = Arena.ofConfined()) {
            IoFile file = open(arena, dir.resolve("short"), 10_000, false);
            IoUnit[] units = units(arena, 2, ALIGN);
            try (IoEngine engine = provider().create(context(arena, 2, false, ALIGN))) {
                IoUnit u = units[0];
                u.prepare(DataDirection.READ, file, 8192, ALIGN, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(u));
                IoUnit s = units[1];
                s.prepare(DataDirection.DATASYNC, file, 0, 0, IoClock.nowNs());
                assertEquals(QueueStatus.QUEUED, engine.queue(s));
                int got = 0;
                while (got < 2) {
                    got += engine.reap(1, 2, -1);
                }
                assertEquals(10_000 - 8192, u.result());
                assertEquals(0, s.result());
            }
            AioTestSupport.close(arena, file);
        }
    }
}
