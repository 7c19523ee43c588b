package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.jfio.job.RandomDistribution;
import org.jfio.job.RandomGeneratorType;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;

/**
 * Makes the {@link BlockGenerator} of each file and active direction of a random job: with the
 * random map, one map per file that the directions share (fio 3.33's {@code f->io_axmap}, one
 * bit per {@code rw_min_bs}: the smallest block size over all three directions, used or not) and
 * a {@link UniformBlocks} per direction drawing among its own blocks; else one generator per
 * alignment (directions of one alignment share it): Zipf, Pareto, normal, zoned, LFSR or
 * uniform without a map. With several files (not {@code time_based}, no distribution over the
 * files) a full map answers -1: its file is done for the pass, as fio's {@code set_io_u_file}.
 * Stateless.
 */
final class BlockSources {
    private BlockSources() {
    }

    /**
     * @param alignBytes per direction, the bytes of one block (the offset unit)
     * @param tracking   true for the random map
     * @param spanBytes  the most of a file the random offsets cover ({@code zonerange} in strided
     *                   zones), {@link Long#MAX_VALUE} for the whole region
     * @param rng        split once per generator, in file and direction order
     * @param out        filled at {@code file * 3 + ddir}
     */
    static void create(JobSpec spec, IoFile[] files, long[] alignBytes, boolean tracking, long spanBytes,
            SplittableRandom rng, BlockGenerator[] out) {
        RandomDistribution dist = spec.random().distribution();
        boolean lfsr = spec.random().generator() == RandomGeneratorType.LFSR;
        boolean[] active = {spec.rw().hasReads(), spec.rw().hasWrites(), spec.rw().hasTrims()};
        long mapUnit = Long.MAX_VALUE;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            mapUnit = Math.min(mapUnit, spec.blocks().minBytes(DataDirection.of(d)));
        }
        int n = DataDirection.DATA_COUNT;
        // fio: a full map makes its file done (with several files the others go on; with one the
        // pass is over: size=10k, bs=4k reads the 2 blocks of its map, not a third byte budget's
        // worth); time_based, under a distribution over the files, or one file with io_size= (fio's
        // next loop), it starts over instead
        boolean endsWhenFull = !spec.timing().timeBased() && !spec.files().fileServiceType().isDistribution()
                && (files.length > 1 || spec.region().ioSizeBytes() <= 0);
        for (IoFile f : files) {
            long span = Math.min(spanBytes, f.sizeBytes());
            RandomMap map = tracking ? new RandomMap(Math.max(1, span / mapUnit), true, endsWhenFull) : null;
            for (int d = 0; d < n; d++) {
                if (!active[d]) {
                    continue;
                }
                long blocks = Math.max(1, span / alignBytes[d]);
                if (map != null) {
                    out[f.index() * n + d] = new UniformBlocks(map, blocks, rng.split());
                    continue;
                }
                BlockGenerator shared = null;
                for (int e = 0; e < d && shared == null; e++) {
                    if (active[e] && alignBytes[e] == alignBytes[d]) {
                        shared = out[f.index() * n + e];
                    }
                }
                out[f.index() * n + d] = shared != null ? shared
                        : of(dist, lfsr, blocks, alignBytes[d], rng.split());
            }
        }
    }

    private static BlockGenerator of(RandomDistribution dist, boolean lfsr, long blocks, long blockBytes,
            SplittableRandom rng) {
        return switch (dist.kind()) {
            case ZIPF -> new ZipfGenerator(blocks, dist.parameter(), dist.center(), rng);
            case PARETO -> new ParetoGenerator(blocks, dist.parameter(), dist.center(), rng);
            case NORMAL -> new NormalGenerator(blocks, dist.parameter(), dist.center(), rng);
            case ZONED, ZONED_ABS -> new ZonedGenerator(blocks, blockBytes, dist, rng);
            case RANDOM -> lfsr ? new LfsrGenerator(blocks, rng.nextLong()) : new UniformBlocks(blocks, false, rng);
        };
    }
}
