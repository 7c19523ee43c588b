package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.job.JobSpec;
import org.jfio.job.RandomDistribution;
import org.jfio.job.RandomGeneratorType;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Offsets of random jobs, checked through write_iolog on the null engine. */
class DistributionTest {
    private static final long BS = 4096;

    @TempDir
    Path dir;

    private static JobSpec.Builder randread(String name, long blocks) {
        return JobSpec.builder(name).set("ioengine", "null").rw(ReadWrite.RANDREAD).set("size", blocks * BS).set("bs", BS);
    }

    /** @return I/Os per block, sorted with the hottest first */
    private static long[] hitsPerBlockDescending(Iolog log, int blocks) {
        long[] hits = new long[blocks];
        for (Iolog.Io io : log.ios) {
            assertEquals(0, io.offset() % BS);
            hits[(int) (io.offset() / BS)]++;
        }
        Arrays.sort(hits);
        for (int i = 0, j = hits.length - 1; i < j; i++, j--) {
            long t = hits[i];
            hits[i] = hits[j];
            hits[j] = t;
        }
        return hits;
    }

    private static double shareOfTop(long[] descending, int top) {
        long sum = 0;
        long all = 0;
        for (int i = 0; i < descending.length; i++) {
            all += descending[i];
            if (i < top) {
                sum += descending[i];
            }
        }
        return (double) sum / all;
    }

    @Test
    void shouldSkewZipfSoTheTopTenthOfBlocksGetsMostIos() {
        int blocks = 1000;
        Iolog log = Iolog.run(dir, randread("zipf", blocks).set("random_distribution", "zipf:1.2")
                .set("io_size", 100_000 * BS).build());
        assertEquals(100_000, log.ios.size());
        long[] hits = hitsPerBlockDescending(log, blocks);
        double top = shareOfTop(hits, blocks / 10);
        // zeta sums for theta 1.2: ranks 1..100 carry about 83% of ranks 1..1000
        assertTrue(top > 0.75 && top < 0.90, "top 10% of blocks got " + top);
        long[] uniform = hitsPerBlockDescending(Iolog.run(dir, randread("uni", blocks).set("norandommap", true)
                .set("io_size", 100_000 * BS).build()), blocks);
        assertTrue(shareOfTop(uniform, blocks / 10) < 0.15, "uniform top 10%: " + shareOfTop(uniform, blocks / 10));
    }

    @Test
    void shouldScatterTheHotZipfBlocksAcrossTheFile() {
        int blocks = 1000;
        Iolog log = Iolog.run(dir, randread("scatter", blocks)
                .set("random_distribution", "zipf:1.2:0")
                .set("io_size", 20_000 * BS).build());
        long[] hits = new long[blocks];
        for (Iolog.Io io : log.ios) {
            hits[(int) (io.offset() / BS)]++;
        }
        Integer[] order = new Integer[blocks];
        for (int i = 0; i < blocks; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Long.compare(hits[b], hits[a]));
        Set<Integer> tenths = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            tenths.add(order[i] / 100);
        }
        assertTrue(tenths.size() >= 5, "the 20 hottest blocks lie in " + tenths.size() + " tenths of the file");
    }

    @Test
    void shouldSkewParetoAndNormalToo() {
        int blocks = 1000;
        long[] pareto = hitsPerBlockDescending(Iolog.run(dir, randread("pareto", blocks)
                .set("random_distribution", "pareto:0.2")
                .set("io_size", 50_000 * BS).build()), blocks);
        assertTrue(shareOfTop(pareto, 100) > 0.3, "pareto top 10%: " + shareOfTop(pareto, 100));
        long[] normal = hitsPerBlockDescending(Iolog.run(dir, randread("normal", blocks)
                .set("random_distribution", "normal:5%")
                .set("io_size", 50_000 * BS).build()), blocks);
        // 20% of the blocks hold +-1 sigma (68%) and more
        assertTrue(shareOfTop(normal, 100) > 0.35, "normal top 10%: " + shareOfTop(normal, 100));
    }

    @Test
    void shouldSendZonedSharesToTheirZones() {
        int blocks = 1000;
        Iolog log = Iolog.run(dir, randread("zoned", blocks)
                .set("random_distribution", "zoned:60/10:30/20:10/70")
                .set("io_size", 100_000 * BS).build());
        long[] zone = new long[3];
        for (Iolog.Io io : log.ios) {
            long b = io.offset() / BS;
            zone[b < 100 ? 0 : b < 300 ? 1 : 2]++;
        }
        assertEquals(60.0, zone[0] / 1000.0, 1.0);
        assertEquals(30.0, zone[1] / 1000.0, 1.0);
        assertEquals(10.0, zone[2] / 1000.0, 1.0);
    }

    @Test
    void shouldUseAbsoluteZonesAndPerDirectionZones() {
        int blocks = 256;
        Iolog log = Iolog.run(dir, JobSpec.builder("za").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", blocks * BS)
                .set("bs", BS).set("random_distribution", "zoned_abs:100/64k,zoned_abs:50/512k:50/512k")
                .set("io_size", 20_000 * BS).build());
        for (Iolog.Io io : log.of("read")) {
            assertTrue(io.offset() < 65536, "reads stay in the first 64 KiB: " + io.offset());
        }
        long high = log.of("write").stream().filter(io -> io.offset() >= 512 * 1024).count();
        assertEquals(50.0, 100.0 * high / log.of("write").size(), 2.5);
    }

    @Test
    void shouldHitEveryBlockOncePerPassWithTheRandomMap() {
        int blocks = 500;
        Iolog log = Iolog.run(dir, randread("map", blocks).set("loops", 3).build());
        assertEquals(3 * blocks, log.ios.size());
        for (int pass = 0; pass < 3; pass++) {
            Set<Long> seen = new HashSet<>();
            for (Iolog.Io io : log.ios.subList(pass * blocks, (pass + 1) * blocks)) {
                seen.add(io.offset());
            }
            assertEquals(blocks, seen.size(), "pass " + pass);
        }
    }

    @Test
    void shouldCoverEveryBlockExactlyOncePerPassWithLfsr() {
        int blocks = 1000;
        Iolog log = Iolog.run(dir, randread("lfsr", blocks).set("random_generator", RandomGeneratorType.LFSR)
                .set("norandommap", true).set("loops", 2).build());
        assertEquals(2 * blocks, log.ios.size());
        for (int pass = 0; pass < 2; pass++) {
            boolean[] seen = new boolean[blocks];
            int ascending = 0;
            List<Iolog.Io> ios = log.ios.subList(pass * blocks, (pass + 1) * blocks);
            for (int i = 0; i < ios.size(); i++) {
                int b = (int) (ios.get(i).offset() / BS);
                assertTrue(!seen[b], "block " + b + " twice in pass " + pass);
                seen[b] = true;
                if (i > 0 && ios.get(i).offset() == ios.get(i - 1).offset() + BS) {
                    ascending++;
                }
            }
            assertTrue(ascending < blocks / 4, "an LFSR order is scrambled, not sequential: " + ascending);
        }
    }

    @Test
    void shouldRunLfsrThroughItsFullPeriodForSmallWidths() {
        for (int width = 2; width <= 20; width++) {
            long blocks = (1L << width) - 1;
            LfsrGenerator g = new LfsrGenerator(blocks, 12345);
            boolean[] seen = new boolean[(int) blocks];
            for (long i = 0; i < blocks; i++) {
                int b = (int) g.next(0);
                assertTrue(!seen[b], "width " + width + ": repeat before the period ended");
                seen[b] = true;
            }
        }
    }

    @Test
    void shouldScatterAsAPermutation() {
        for (long n : new long[] {1, 2, 3, 7, 1000, 4096, 4097}) {
            BlockScatter s = new BlockScatter(n);
            boolean[] seen = new boolean[(int) n];
            for (long i = 0; i < n; i++) {
                long v = s.apply(i);
                assertTrue(v >= 0 && v < n && !seen[(int) v], "n=" + n + " i=" + i);
                seen[(int) v] = true;
            }
        }
    }

    @Test
    void shouldApproximateZetaClosely() {
        for (double theta : new double[] {0.5, 0.8, 1.2, 2.0}) {
            long n = ZipfGenerator.EXACT_TERMS * 4L + 17;
            double exact = 0;
            for (long i = n; i >= 1; i--) {
                exact += Math.pow(i, -theta);
            }
            assertEquals(exact, ZipfGenerator.zeta(n, theta), exact * 1e-9, "theta " + theta);
        }
    }

    @Test
    void shouldMixRandomAndSequentialWithPercentageRandom() {
        Iolog seq = Iolog.run(dir, randread("p0", 256).set("percentage_random", DataDirection.READ, 0).build());
        for (int i = 0; i < seq.ios.size(); i++) {
            assertEquals(i * BS, seq.ios.get(i).offset());
        }
        Iolog half = Iolog.run(dir, randread("p50", 10_000).set("norandommap", true)
                .set("percentage_random", DataDirection.READ, 50).build());
        int follows = 0;
        for (int i = 1; i < half.ios.size(); i++) {
            if (half.ios.get(i).offset() == half.ios.get(i - 1).end()) {
                follows++;
            }
        }
        assertEquals(50.0, 100.0 * follows / (half.ios.size() - 1), 2.0);
    }

    /**
     * fio 3.33 marks only the random requests of a partly random job in the random map
     * ({@code IO_U_F_BUSY_OK} on the sequential ones), so a random request may take a block a
     * sequential one read before it. fio over 40 seeds ({@code --randrepeat=0 --randseed=1..40},
     * {@code rw=randread percentage_random=50 size=1m bs=4k}): 256 reads, 174.6 distinct offsets
     * (jfio when it marked the sequential ones too: 221.1).
     */
    @Test
    void shouldLeaveTheRandomMapToTheRandomRequestsOfAPartlyRandomJob() {
        int runs = 40;
        double distinct = 0;
        for (int seed = 1; seed <= runs; seed++) {
            Iolog log = Iolog.run(dir, randread("pm" + seed, 256).set("percentage_random", DataDirection.READ, 50)
                    .set("randrepeat", false).set("randseed", seed).build());
            assertEquals(256, log.ios.size());
            Set<Long> offsets = new HashSet<>();
            for (Iolog.Io io : log.ios) {
                offsets.add(io.offset());
            }
            distinct += offsets.size();
        }
        assertEquals(174.6, distinct / runs, 10.0);
    }

    @Test
    void shouldTakeANewRandomOffsetEveryNthIoWithTheRwSuffix() {
        Iolog log = Iolog.run(dir, randread("suffix", 4096).set("rw", "randread:4")
                .set("norandommap", true).set("io_size", 400 * BS).build());
        for (int i = 0; i < log.ios.size(); i++) {
            if (i % 4 != 0) {
                assertEquals(log.ios.get(i - 1).end() % (4096 * BS), log.ios.get(i).offset(), "io " + i);
            }
        }
        Iolog same = Iolog.run(dir, randread("ident", 4096).set("rw", "randread:3")
                .set("rw_sequencer", "identical").set("norandommap", true).set("io_size", 300 * BS).build());
        for (int i = 0; i < same.ios.size(); i++) {
            if (i % 3 != 0) {
                assertEquals(same.ios.get(i - 1).offset(), same.ios.get(i).offset(), "io " + i);
            }
        }
    }

    @Test
    void shouldSkipBytesAfterEachSequentialIoWithTheRwSuffix() {
        Iolog log = Iolog.run(dir, JobSpec.builder("holes").set("ioengine", "null").set("rw", "write:" + BS)
                .set("size", 64 * BS).set("bs", BS).set("io_size", 8 * BS).build());
        for (int i = 0; i < log.ios.size(); i++) {
            assertEquals(i * 2 * BS, log.ios.get(i).offset());
        }
    }

    @Test
    void shouldGiveDifferentClonesDifferentOffsets() {
        Path log = dir.resolve("c.log");
        org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(randread("c", 64).set("numjobs", 2).set("write_iolog", log.toString())
                .build())).run();
        List<Iolog.Io> a = Iolog.read(dir.resolve("c.log.0")).ios;
        List<Iolog.Io> b = Iolog.read(dir.resolve("c.log.1")).ios;
        assertNotEquals(a.stream().map(Iolog.Io::offset).toList(), b.stream().map(Iolog.Io::offset).toList());
    }
}
