package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The directions of a mixed job are fio 3.33's, draw for draw. The expected strings (r read,
 * w write, in request order) are the {@code write_iolog} of the real fio 3.33 with the default
 * {@code randseed}:
 * {@code fio --name=rw --filename=rw.dat --rw=rw --bs=4k --size=1m --ioengine=psync --write_iolog=...}
 * (on a new file and on an existing one alike), the same with {@code --rwmixread=80 --numjobs=2}
 * (the second clone) and a third job {@code --rw=randrw --rwmixread=30}, and
 * {@code --rwmixread=60 --loops=3 --ioengine=libaio --iodepth=4} for the loops.
 */
class RwMixTest {
    /** fio 3.33, rw=rw, rwmixread=50, job 1: all 256 requests of bs=4k size=1m. */
    private static final String FIO_RW_50 = "rrrwrrwwwrwrwrrrwwrrwwwwrwrwwwwrrwrwwrrwwrwrrwwrwwwrrwrwrwwrrwww"
            + "wwrrrwrwwrwwwwrwrrrwrrwwrwwwrrrwrrwwwrrwrrrwwrrrwwrwrrwrrwrrwwwr"
            + "wrrwrrwrwwrwwrrrrrrwrrrwwwwrwwwwrrrrwrwrrwwwrwwwrrwwwwrrrwrwwrww"
            + "rrwrrrwrwwwrwwwrrwrwrwrrwrrwwrrrrrwrrrrrrrwrrrrrrwwwwwrrwrwwrrwr";

    @TempDir
    Path dir;

    @Test
    void shouldDrawFiosDirectionsForTheFirstJob() {
        assertEquals(FIO_RW_50, draws(new RwMix(Taus88.fioSeed(0x89, 1, Taus88.MIX_STREAM), 50, true), 256));
    }

    @Test
    void shouldSeedEachJobNumberAsFio() {
        assertEquals("rwwrwrrwrrrrrrwrrrrrrrrrrwrrrrrrrrrwrrrwrrrrrrrrrrrrrrrrwrwwrrrr",
                draws(new RwMix(Taus88.fioSeed(0x89, 2, Taus88.MIX_STREAM), 80, true), 64));
        assertEquals("wwwwrwwrwwwrwwrwwrrwrwrwwwrwwwwwwwwwwrrrrwwwwwrwwwwwrwrwwwwwwwrw",
                draws(new RwMix(Taus88.fioSeed(0x89, 3, Taus88.MIX_STREAM), 30, true), 64));
    }

    @Test
    void shouldDrawTheFirstLoopsDirectionsAgainInEachLoop() {
        RwMix mix = new RwMix(Taus88.fioSeed(0x89, 1, Taus88.MIX_STREAM), 60, true);
        String first = draws(mix, 256);
        assertEquals("rrrwrrwrrrwrwrrrrwrrwwrwrrrwwwrrrwrwwrrwwrwrrwrrwwrrrwrwrwwrrwwr", first.substring(0, 64));
        mix.newLoop();
        // fio's loops 2 and 3 (its generator seeded anew, its issue counts kept) repeat the first one
        assertEquals(first, draws(mix, 256));
    }

    @Test
    void shouldIssueFiosSequentialMixRequestForRequest() {
        Iolog log = Iolog.run(dir, JobSpec.builder("rw").set("ioengine", "null").rw(ReadWrite.RW)
                .set("bs", 4096).set("size", 1 << 20).build());
        StringBuilder directions = new StringBuilder();
        long[] next = new long[2];
        for (Iolog.Io io : log.ios) {
            int d = io.action().equals("read") ? 0 : 1;
            directions.append(io.action().charAt(0));
            assertEquals(next[d], io.offset(), "each direction goes on from its own last offset, as fio");
            next[d] += 4096;
        }
        assertEquals(FIO_RW_50, directions.toString());
        assertEquals(132, log.result.direction(DataDirection.READ).ios());
        assertEquals(124, log.result.direction(DataDirection.WRITE).ios());
    }

    private static String draws(RwMix mix, int n) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int d = mix.next();
            mix.count(d);
            s.append(d == 0 ? 'r' : 'w');
        }
        return s.toString();
    }
}
