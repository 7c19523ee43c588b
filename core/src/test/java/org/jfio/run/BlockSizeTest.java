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
        Iolog log = Iolog.run(dir, JobSpec.builder("rw").ioengine("null").rw(ReadWrite.RANDRW).size(16L << 20)
                .blockSize(DataDirection.READ, 4 * K).blockSize(DataDirection.WRITE, 64 * K).build());
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
        Iolog log = Iolog.run(dir, JobSpec.builder("split").ioengine("null").rw(ReadWrite.RANDWRITE)
                .size(64L << 20).bssplit(DataDirection.WRITE, split).norandommap(true)
                .numberIos(100_000).timeBased(true).runtimeNs(60_000_000_000L).build());
        assertEquals(100_000, log.ios.size());
        Map<Long, Integer> n = lengths(log.ios);
        assertEquals(10.0, n.get(4 * K) / 1000.0, 1.0);
        assertEquals(50.0, n.get(64 * K) / 1000.0, 1.0);
        assertEquals(40.0, n.get(32 * K) / 1000.0, 1.0);
        assertEquals(64 * K, log.result.spec().maxBlockSizeBytes());
        assertEquals(4 * K, log.result.spec().minBlockSizeBytes(DataDirection.WRITE));
    }

    @Test
    void shouldSplitPerDirectionAndShareBlankWeights() {
        Iolog log = Iolog.run(dir, JobSpec.builder("pd").ioengine("null").rw(ReadWrite.RANDRW).size(64L << 20)
                .bssplit(DataDirection.READ, List.of(new BlockSizeSplit(4 * K, 25), new BlockSizeSplit(8 * K, 50),
                        new BlockSizeSplit(16 * K, 25)))
                .bssplit(DataDirection.WRITE, List.of(new BlockSizeSplit(128 * K, 100)))
                .norandommap(true).numberIos(100_000).timeBased(true).runtimeNs(60_000_000_000L).build());
        Map<Long, Integer> reads = lengths(log.of("read"));
        int r = log.of("read").size();
        assertEquals(25.0, 100.0 * reads.get(4 * K) / r, 1.5);
        assertEquals(50.0, 100.0 * reads.get(8 * K) / r, 1.5);
        assertEquals(25.0, 100.0 * reads.get(16 * K) / r, 1.5);
        assertEquals(Map.of(128 * K, log.of("write").size()), lengths(log.of("write")));
    }

    @Test
    void shouldPickRangeSizesAsMultiplesOfTheMinimum() {
        Iolog log = Iolog.run(dir, JobSpec.builder("range").ioengine("null").rw(ReadWrite.RANDREAD)
                .size(64L << 20).blockSizeRange(DataDirection.READ, 4 * K, 16 * K).norandommap(true)
                .numberIos(40_000).timeBased(true).runtimeNs(60_000_000_000L).build());
        Map<Long, Integer> n = lengths(log.ios);
        assertEquals(4, n.size(), n.toString());
        for (long size = 4 * K; size <= 16 * K; size += 4 * K) {
            assertEquals(25.0, 100.0 * n.get(size) / log.ios.size(), 1.5, "size " + size);
        }
        Iolog unaligned = Iolog.run(dir, JobSpec.builder("un").ioengine("null").rw(ReadWrite.RANDREAD)
                .size(64L << 20).blockSizeRange(DataDirection.READ, 4 * K, 16 * K).bsUnaligned(true)
                .norandommap(true).numberIos(1000).timeBased(true).runtimeNs(60_000_000_000L).build());
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
        Iolog log = Iolog.run(dir, JobSpec.builder("cover").ioengine("null").rw(ReadWrite.RANDWRITE).size(region)
                .bssplit(DataDirection.WRITE, List.of(new BlockSizeSplit(4 * K, 50), new BlockSizeSplit(64 * K, 50)))
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
        Iolog log = Iolog.run(dir, JobSpec.builder("ba").ioengine("null").rw(ReadWrite.RANDREAD).size(16L << 20)
                .blockSize(4 * K).blockAlign(DataDirection.READ, 512).build());
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
}
