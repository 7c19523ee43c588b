package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the loop issues and where, against the sequences fio 3.33 issues for the same jobs
 * (measured with {@code fio --ioengine=null --write_iolog} and written here): sequential holes,
 * backward holes, fsync's cadence in a mixed job, trimwrite's pairs, zonemode=strided.
 */
class PatternsTest {
    private static final long K64 = 64 * 1024;

    @TempDir
    Path dir;

    private static JobSpec.Builder nul(String name) {
        return JobSpec.builder(name).set("ioengine", "null");
    }

    private static List<Long> offsets(Iolog log, String action, long unit) {
        List<Long> out = new ArrayList<>();
        for (Iolog.Io io : log.of(action)) {
            out.add(io.offset() / unit);
        }
        return out;
    }

    /** fio 3.33: rw=read:512k bs=1m size=16m reads 11 blocks (0, 1.5m, ... 15m): the next would cross the end. */
    @Test
    void shouldEndThePassWhereAHoleRunsOffTheEnd() {
        Iolog log = Iolog.run(dir, nul("hole").set("rw", "read:512k").set("bs", "1m").set("size", "16m").build());
        assertEquals(11, log.result.direction(DataDirection.READ).ios());
        List<Long> expected = new ArrayList<>();
        for (long i = 0; i < 11; i++) {
            expected.add(i * 3); // in 512k units: 0, 1.5m, 3m ...
        }
        assertEquals(expected, offsets(log, "read", 512 * 1024));
    }

    /** fio 3.33: rw=write:512k bs=1m size=16m loops=2 writes 22 blocks, each loop from the start. */
    @Test
    void shouldStartEachLoopOverAfterAHoleEndedIt() {
        Iolog log = Iolog.run(dir, nul("loops").set("rw", "write:512k").set("bs", "1m").set("size", "16m").set("loops", 2).build());
        assertEquals(22, log.result.direction(DataDirection.WRITE).ios());
        assertEquals(0L, log.of("write").get(11).offset());
    }

    /**
     * fio 3.33: rw=read:-8k bs=4k reads block 0, then from the end backwards in steps of 4k
     * (end-8k, end-12k, ... 4k), then 0 again: 16 reads of a 64k region.
     */
    @Test
    void shouldReadBackwardsWithANegativeHole() {
        Iolog log = Iolog.run(dir, nul("back").set("rw", "read:-8k").set("bs", "4k").set("size", "64k").build());
        assertEquals(16, log.result.direction(DataDirection.READ).ios());
        assertEquals(List.of(0L, 14L, 13L, 12L, 11L, 10L, 9L, 8L, 7L, 6L, 5L, 4L, 3L, 2L, 1L, 0L),
                offsets(log, "read", 4096));
    }

    /**
     * fio's get_rw_ddir: a sync whenever the writes issued are a multiple of fsync and the last
     * request was not a sync; reads after it leave the count where it is, so the sync comes again.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fsync", "fdatasync"})
    void shouldSyncAsFioDoesInAMixedJob(String option) {
        Iolog log = Iolog.run(dir, nul(option).set("rw", "randrw").set("bs", "4k").set("size", "8m").set(option, 10).build());
        String sync = option.equals("fsync") ? "sync" : "datasync";
        long writes = 0;
        boolean lastWasSync = false;
        int syncs = 0;
        for (Iolog.Io io : log.ios) {
            boolean due = !lastWasSync && writes > 0 && writes % 10 == 0;
            assertEquals(due, io.action().equals(sync), "request " + io + " after " + writes + " writes");
            lastWasSync = due;
            syncs += due ? 1 : 0;
            writes += io.action().equals("write") ? 1 : 0;
        }
        long expectedAtLeast = log.result.direction(DataDirection.WRITE).ios() / 10;
        assertTrue(syncs > expectedAtLeast, syncs + " syncs, more than one per 10 writes (reads repeat them)");
        assertEquals(syncs, log.result.direction(DataDirection.SYNC).ios());
    }

    /** trimwrite and randtrimwrite: a trim, then a write of the same block; fio 3.33 does each byte once each (1m: 16 + 16). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"trimwrite", "randtrimwrite"})
    void shouldWriteEachTrimmedBlockRightAfterItsTrim(String rw) {
        Iolog log = Iolog.run(dir, nul(rw).set("rw", rw).set("bs", "64k").set("size", "1m").build());
        assertEquals(16, log.result.direction(DataDirection.TRIM).ios());
        assertEquals(16, log.result.direction(DataDirection.WRITE).ios());
        Set<Long> trimmed = new HashSet<>();
        for (int i = 0; i < log.ios.size(); i += 2) {
            Iolog.Io trim = log.ios.get(i);
            Iolog.Io write = log.ios.get(i + 1);
            assertEquals("trim", trim.action());
            assertEquals("write", write.action());
            assertEquals(trim.offset(), write.offset());
            assertEquals(trim.length(), write.length());
            trimmed.add(trim.offset());
        }
        assertEquals(16, trimmed.size(), "each block trimmed once");
    }

    /** fio 3.33's sequences (null engine, size=2m, bs=64k; offsets in 64k blocks). */
    @Test
    void shouldWalkStridedZonesAsFio() {
        assertEquals(List.of(0L, 6L, 12L, 18L, 24L, 30L, 0L, 6L), offsets(Iolog.run(dir, nul("s1").set("rw", "read").set("bs", "64k")
                .set("size", "2m").set("zonemode", "strided").set("zonesize", "64k").set("zonerange", "256k")
                .set("zoneskip", "128k").build()), "read", K64).subList(0, 8));
        assertEquals(List.of(0L, 1L, 2L, 3L, 0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 4L, 5L, 6L, 7L),
                offsets(Iolog.run(dir, nul("s2").set("rw", "read").set("bs", "64k").set("size", "2m").set("zonemode", "strided")
                        .set("zonesize", "512k").set("zonerange", "256k").build()), "read", K64).subList(0, 16));
        // zonesize alone: fio's older rule, zonerange = zonesize, strided
        assertEquals(List.of(0L, 1L, 2L, 3L, 8L, 9L, 10L, 11L, 16L),
                offsets(Iolog.run(dir, nul("s3").set("rw", "read").set("bs", "64k").set("size", "2m").set("zonesize", "256k")
                        .set("zoneskip", "256k").build()), "read", K64).subList(0, 9));
    }

    /** Random offsets stay in their zone; the random map starts over each zonerange bytes (each pass over a zone is a permutation). */
    @Test
    void shouldKeepRandomOffsetsInTheirZone() {
        Iolog log = Iolog.run(dir, nul("rz").set("rw", "randread").set("bs", "64k").set("size", "2m").set("zonemode", "strided")
                .set("zonesize", "512k").set("zonerange", "256k").build());
        List<Long> blocks = offsets(log, "read", K64);
        assertEquals(32, blocks.size());
        for (int group = 0; group < 8; group++) {
            long zone = group / 2 * 4;
            Set<Long> seen = new HashSet<>(blocks.subList(group * 4, group * 4 + 4));
            assertEquals(Set.of(zone, zone + 1, zone + 2, zone + 3), seen, "group " + group + ": " + blocks);
        }
    }

    /** With a skip, a random block past the end of the region ends the pass (fio 3.33 stopped after 5 here with its seed). */
    @Test
    void shouldEndAStridedPassAtTheEndOfTheRegion() {
        Iolog log = Iolog.run(dir, nul("re").set("rw", "randread").set("bs", "64k").set("size", "2m").set("zonemode", "strided")
                .set("zonesize", "64k").set("zonerange", "256k").set("zoneskip", "128k").build());
        List<Long> blocks = offsets(log, "read", K64);
        assertTrue(blocks.size() <= 32, "at most size/bs: " + blocks.size());
        for (int i = 0; i < blocks.size(); i++) {
            long zone = (i % 6) * 6;
            assertTrue(blocks.get(i) >= zone && blocks.get(i) < zone + 4, "request " + i + " in zone " + zone + ": " + blocks);
        }
    }
}
