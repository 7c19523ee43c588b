package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.DataDirection;
import org.jfio.job.BlockSizeSplit;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.JobResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Request lengths (bs lists, bsrange, bssplit) and alignment, checked through write_iolog. */
class BlockSizeTest {
    private static final long K = 1024;

    @TempDir
    Path dir;

    private static Map<Long, Integer> lengths(List<Iolog.Io> ios) {
        Map<Long, Integer> out = new HashMap<>();
        for (Iolog.Io io : ios) {
            out.merge(io.length(), 1, Integer::sum);
        }
        return out;
    }

    @Test
    void shouldUseTheBlockSizeOfEachDirection() {
        Iolog log = Iolog.run(dir, JobSpec.builder("rw").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 16L << 20)
                .set("bs", DataDirection.READ, 4 * K).set("bs", DataDirection.WRITE, 64 * K).build());
        assertEquals(Map.of(4 * K, log.of("read").size()), lengths(log.of("read")));
        assertEquals(Map.of(64 * K, log.of("write").size()), lengths(log.of("write")));
        for (Iolog.Io io : log.ios) {
            assertTrue(io.end() <= 16L << 20);
            assertEquals(0, io.offset() % (4 * K));
        }
        assertEquals(64 * K, log.result.spec().maxBlockSizeBytes());
    }

    @Test
    void shouldHonourBssplitProportionsWithinAPoint() {
        List<BlockSizeSplit> split = List.of(new BlockSizeSplit(4 * K, 10), new BlockSizeSplit(64 * K, 50),
                new BlockSizeSplit(32 * K, 40));
        Iolog log = Iolog.run(dir, JobSpec.builder("split").set("ioengine", "null").rw(ReadWrite.RANDWRITE)
                .set("size", 64L << 20).set("bssplit", ",4k/10:64k/50:32k/40").set("norandommap", true)
                .set("number_ios", 100_000).set("time_based", true).set("runtime", java.time.Duration.ofNanos(60_000_000_000L)).build());
        assertEquals(100_000, log.ios.size());
        Map<Long, Integer> n = lengths(log.ios);
        assertEquals(10.0, n.get(4 * K) / 1000.0, 1.0);
        assertEquals(50.0, n.get(64 * K) / 1000.0, 1.0);
        assertEquals(40.0, n.get(32 * K) / 1000.0, 1.0);
        assertEquals(64 * K, log.result.spec().maxBlockSizeBytes());
        assertEquals(4 * K, log.result.spec().blocks().minBytes(DataDirection.WRITE));
    }

    @Test
    void shouldSplitPerDirectionAndShareBlankWeights() {
        Iolog log = Iolog.run(dir, JobSpec.builder("pd").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 64L << 20)
                .set("bssplit", "4k/25:8k/50:16k/25,,")
                .set("bssplit", ",128k/100")
                .set("norandommap", true).set("number_ios", 100_000).set("time_based", true).set("runtime", java.time.Duration.ofNanos(60_000_000_000L)).build());
        Map<Long, Integer> reads = lengths(log.of("read"));
        int r = log.of("read").size();
        assertEquals(25.0, 100.0 * reads.get(4 * K) / r, 1.5);
        assertEquals(50.0, 100.0 * reads.get(8 * K) / r, 1.5);
        assertEquals(25.0, 100.0 * reads.get(16 * K) / r, 1.5);
        assertEquals(Map.of(128 * K, log.of("write").size()), lengths(log.of("write")));
    }

    @Test
    void shouldPickRangeSizesAsMultiplesOfTheMinimum() {
        Iolog log = Iolog.run(dir, JobSpec.builder("range").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 64L << 20).set("bsrange", "4k-16k,,").set("norandommap", true)
                .set("number_ios", 40_000).set("time_based", true).set("runtime", java.time.Duration.ofNanos(60_000_000_000L)).build());
        Map<Long, Integer> n = lengths(log.ios);
        assertEquals(4, n.size(), n.toString());
        for (long size = 4 * K; size <= 16 * K; size += 4 * K) {
            assertEquals(25.0, 100.0 * n.get(size) / log.ios.size(), 1.5, "size " + size);
        }
        Iolog unaligned = Iolog.run(dir, JobSpec.builder("un").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 64L << 20).set("bsrange", "4k-16k,,").set("bs_unaligned", true)
                .set("norandommap", true).set("number_ios", 1000).set("time_based", true).set("runtime", java.time.Duration.ofNanos(60_000_000_000L)).build());
        long odd = unaligned.ios.stream().filter(io -> io.length() % (4 * K) != 0).count();
        // fio: min + max * u, capped at max, so a quarter of 4k-16k draws are exactly 16k
        assertEquals(75.0, odd / 10.0, 5.0, "bs_unaligned lengths not multiples of 4k");
        for (Iolog.Io io : unaligned.ios) {
            assertTrue(io.length() >= 4 * K && io.length() <= 16 * K, "length " + io.length());
        }
    }

    @Test
    void shouldUseEachByteOncePerPassWithMixedSizesAndTheRandomMap() {
        long region = 4L << 20;
        Iolog log = Iolog.run(dir, JobSpec.builder("cover").set("ioengine", "null").rw(ReadWrite.RANDWRITE).set("size", region)
                .set("bssplit", ",4k/50:64k/50")
                .build());
        boolean[] used = new boolean[(int) (region / (4 * K))];
        long bytes = 0;
        for (Iolog.Io io : log.ios) {
            for (long b = io.offset() / (4 * K); b < io.end() / (4 * K); b++) {
                assertTrue(!used[(int) b], "block " + b + " written twice in one pass");
                used[(int) b] = true;
            }
            bytes += io.length();
        }
        assertEquals(region, bytes);
    }

    @Test
    void shouldAlignRandomOffsetsToBlockalign() {
        Iolog log = Iolog.run(dir, JobSpec.builder("ba").set("ioengine", "null").rw(ReadWrite.RANDREAD).set("size", 16L << 20)
                .set("bs", 4 * K).set("blockalign", DataDirection.READ, 512).build());
        long unaligned = 0;
        for (Iolog.Io io : log.ios) {
            assertEquals(0, io.offset() % 512);
            assertTrue(io.end() <= 16L << 20);
            if (io.offset() % (4 * K) != 0) {
                unaligned++;
            }
        }
        assertTrue(unaligned > log.ios.size() / 2, "most offsets are not 4k aligned: " + unaligned);
    }

    @Test
    void shouldRoundBssplitSizesDownToTheMinimumAsFio() {
        // fio 3.33 rounds every drawn length down to a multiple of the smallest size: 6k becomes 4k
        Iolog log = Iolog.run(dir, JobSpec.builder("round").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 1L << 20).set("bssplit", "4k/50:6k/50").build());
        assertEquals(Map.of(4 * K, 256), lengths(log.ios));
        Iolog loose = Iolog.run(dir, JobSpec.builder("loose").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 1L << 20).set("bssplit", "4k/50:6k/50").set("bs_unaligned", true).set("norandommap", true)
                .set("number_ios", 2000).set("time_based", true).set("runtime", java.time.Duration.ofSeconds(60)).build());
        assertEquals(50.0, lengths(loose.ios).get(6 * K) / 20.0, 5.0);
    }

    /**
     * fio 3.33 over 40 seeds ({@code --randrepeat=0 --randseed=1..40}, null engine, 64 MiB,
     * {@code rw=randrw bssplit=64k/40:1024k/60}): 169.9 requests, 80.8 of 64k and 36.0 of 1 MiB
     * (the rest shortened by the random map).
     */
    @Test
    void shouldDrawBssplitWithTheRandomMapAsFio() {
        int runs = 30;
        double reqs = 0;
        double small = 0;
        for (int seed = 1; seed <= runs; seed++) {
            Iolog log = Iolog.run(dir, JobSpec.builder("mix" + seed).set("ioengine", "null").rw(ReadWrite.RANDRW)
                    .set("size", 64L << 20).set("bssplit", "64k/40:1024k/60").set("randseed", seed).build());
            long bytes = 0;
            for (Iolog.Io io : log.ios) {
                bytes += io.length();
            }
            assertEquals(64L << 20, bytes, "the map covers the region once");
            reqs += log.ios.size();
            small += lengths(log.ios).getOrDefault(64 * K, 0);
        }
        assertEquals(169.9, reqs / runs, 10.0);
        assertEquals(80.8, small / runs, 9.0);
    }

    /**
     * fio 3.33 keeps one random map per file in units of the smallest block size of all three
     * directions, while each direction's offsets are its own block numbers times its own minimum:
     * with {@code bs=64k,1m} a write whose block is taken finds the next free bit past its 64
     * blocks, its offset is past the region, and the job ends. fio over 60 seeds
     * ({@code rw=randwrite}, 64 MiB): 47.6 writes (sd 12.9); {@code rw=randrw}: 2.9 MiB read,
     * 45.3 MiB written.
     */
    @Test
    void shouldEndWhereFiosRandomMapEndsWithLargerWriteBlocks() {
        int runs = 30;
        double writes = 0;
        for (int seed = 1; seed <= runs; seed++) {
            Iolog log = Iolog.run(dir, JobSpec.builder("w" + seed).set("ioengine", "null").rw(ReadWrite.RANDWRITE)
                    .set("size", 64L << 20).set("bs", "64k,1m")
                    .set("randseed", seed).build());
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (Iolog.Io io : log.ios) {
                assertEquals(0, io.offset() % (1024 * K));
                assertTrue(io.end() <= 64L << 20);
                assertTrue(seen.add(io.offset()), "offset " + io.offset() + " twice in one pass");
            }
            assertEquals(1024 * K, log.result.spec().blocks().minBytes(DataDirection.TRIM), "fio: trim takes the last value");
            writes += log.ios.size();
        }
        assertEquals(47.6, writes / runs, 8.0);
        double read = 0;
        double written = 0;
        for (int seed = 1; seed <= runs; seed++) {
            JobResult j = Iolog.run(dir, JobSpec.builder("rw" + seed).set("ioengine", "null").rw(ReadWrite.RANDRW)
                    .set("size", 64L << 20).set("bs", "64k,1m")
                    .set("randseed", seed).build()).result;
            read += j.direction(DataDirection.READ).bytes() / (double) (1 << 20);
            written += j.direction(DataDirection.WRITE).bytes() / (double) (1 << 20);
        }
        assertEquals(2.9, read / runs, 1.0);
        assertEquals(45.3, written / runs, 8.0);
    }
}
