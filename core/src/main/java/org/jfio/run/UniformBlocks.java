package org.jfio.run;

import java.util.SplittableRandom;

/**
 * Uniform random blocks (fio's default {@code random_distribution=random}), through the random
 * map unless {@code norandommap}: with the map, each block once per pass.
 *
 * <p>As in fio 3.33, the map belongs to the file and every direction shares it: it holds one bit
 * per block of the job's smallest block size over all directions ({@code rw_min_bs}), while each
 * direction draws its candidate among its own blocks ({@code [0, rangeBlocks)}, in units of its
 * own minimum block size) and marks the bits of its own block numbers. A direction whose blocks
 * are larger than the map's therefore finds, once its few bits are taken, a free bit past its own
 * range; its offset is then past the region and the caller ends the pass there, as fio ends the
 * job ({@code bs=64k,1m rw=randrw} over 64 MiB stops after about 18 MiB).
 */
final class UniformBlocks implements BlockGenerator {
    private final RandomMap map;
    private final SplittableRandom rng;
    private final boolean tracking;
    private final long rangeBlocks;

    /** A generator with a map of its own ({@code blocks} bits), or none with {@code tracking} false. */
    UniformBlocks(long blocks, boolean tracking, SplittableRandom rng) {
        this(new RandomMap(blocks, tracking), blocks, rng);
    }

    /**
     * @param map         the file's random map (shared by its directions), or one that does not track
     * @param rangeBlocks blocks of this direction in the region (candidates are drawn below it)
     */
    UniformBlocks(RandomMap map, long rangeBlocks, SplittableRandom rng) {
        this.map = map;
        this.rangeBlocks = Math.max(1, rangeBlocks);
        this.tracking = map.tracking();
        this.rng = rng;
    }

    /**
     * @return a block number; with the map, a free one, possibly past this direction's range (see
     *         the class doc), or -1 when the map is full and ends the file's pass ({@link RandomMap})
     */
    @Override
    public long next(int ddir) {
        long candidate = rng.nextLong(rangeBlocks);
        return tracking ? map.nextFree(candidate) : candidate;
    }

    @Override
    public long claim(long block, long count) {
        return tracking ? map.mark(block, count) : count;
    }

    @Override
    public void reset() {
        map.reset();
    }
}
