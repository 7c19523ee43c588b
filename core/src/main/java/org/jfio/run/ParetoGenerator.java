package org.jfio.run;

import java.util.SplittableRandom;

/**
 * fio's {@code random_distribution=pareto:h}: rank = (blocks - 1) * u^(ln h / ln(1 - h)) for a
 * uniform u, as fio's {@code lib/zipf.c}, then scattered over the file ({@link BlockScatter})
 * and shifted by the center (random when none is given). Allocates nothing per call.
 */
final class ParetoGenerator implements BlockGenerator {
    private final long blocks;
    private final double power;
    private final BlockScatter scatter;
    private final long shift;
    private final SplittableRandom rng;

    /**
     * @param blocks blocks in the file, at least 1
     * @param h      the shape, in (0,1)
     * @param center where rank 0 lands, in [0,1], or NaN for a random place
     * @param rng    the random stream
     */
    ParetoGenerator(long blocks, double h, double center, SplittableRandom rng) {
        this.blocks = blocks;
        this.rng = rng;
        this.power = Math.log(h) / Math.log(1.0 - h);
        this.scatter = new BlockScatter(blocks);
        this.shift = Double.isNaN(center) ? rng.nextLong(blocks) : Math.min(blocks - 1, (long) (blocks * center));
    }

    @Override
    public long next(int ddir) {
        long rank = (long) ((blocks - 1) * Math.pow(rng.nextDouble(), power));
        long b = scatter.apply(Math.min(Math.max(rank, 0), blocks - 1)) + shift;
        return b >= blocks ? b - blocks : b;
    }
}
