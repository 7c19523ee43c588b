package org.jfio.run;

import java.util.SplittableRandom;

/**
 * fio's {@code random_distribution=normal:dev}: a Gaussian over the blocks with a standard
 * deviation of {@code dev} percent of them (1/12 of them for {@code dev=0}, about the spread
 * of fio's own twelve-sample sum), centred on the file, wrapped into range, then scattered over
 * the file ({@link BlockScatter}) and shifted by the center, as fio hashes its normal ranks.
 * Allocates nothing per call.
 */
final class NormalGenerator implements BlockGenerator {
    private final long blocks;
    private final double mean;
    private final double deviation;
    private final BlockScatter scatter;
    private final long shift;
    private final SplittableRandom rng;

    /**
     * @param blocks     blocks in the file, at least 1
     * @param devPercent standard deviation in percent of the blocks (0: 1/12 of them)
     * @param center     shift in [0,1] (0.5: none), or NaN for none
     * @param rng        the random stream
     */
    NormalGenerator(long blocks, double devPercent, double center, SplittableRandom rng) {
        this.blocks = blocks;
        this.rng = rng;
        this.mean = blocks / 2.0;
        this.deviation = devPercent > 0 ? blocks * devPercent / 100.0 : blocks / 12.0;
        this.scatter = new BlockScatter(blocks);
        this.shift = Double.isNaN(center) ? 0 : Math.floorMod((long) (blocks * (center - 0.5)), blocks);
    }

    /**
     * @return a rank in {@code [0, blocks)} drawn around the middle, not scattered: fio's
     *         {@code gauss_next} with its hash disabled, as for {@code file_service_type=normal}
     */
    long nextRank() {
        return Math.floorMod((long) Math.floor(mean + deviation * rng.nextGaussian()), blocks);
    }

    @Override
    public long next(int ddir) {
        long rank = nextRank();
        long b = scatter.apply(rank) + shift;
        return b >= blocks ? b - blocks : b;
    }
}
