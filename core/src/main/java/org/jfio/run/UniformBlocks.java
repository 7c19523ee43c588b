package org.jfio.run;

import java.util.SplittableRandom;

/**
 * Uniform random blocks (fio's default {@code random_distribution=random}), through the random
 * map unless {@code norandommap}: with the map, each block once per pass.
 */
final class UniformBlocks implements BlockGenerator {
    private final RandomMap map;
    private final SplittableRandom rng;
    private final boolean tracking;
    private final long blocks;

    UniformBlocks(long blocks, boolean tracking, SplittableRandom rng) {
        this.blocks = blocks;
        this.map = new RandomMap(blocks, tracking);
        this.tracking = tracking;
        this.rng = rng;
    }

    @Override
    public long next(int ddir) {
        return tracking ? map.nextFree(rng) : rng.nextLong(blocks);
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
