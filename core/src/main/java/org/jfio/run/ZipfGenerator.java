package org.jfio.run;

import java.util.SplittableRandom;

/**
 * fio's {@code random_distribution=zipf:theta}: block ranks drawn from a Zipf distribution with
 * the method of Gray et al. ("Quickly generating billion-record synthetic databases", 1994), the
 * one fio's {@code lib/zipf.c} uses; the rank is then scattered over the file
 * ({@link BlockScatter}) and shifted by the center (random when none is given), so the hot
 * blocks are spread as in fio.
 *
 * <p>The normalisation constant zeta(n, theta) is computed once at setup: exactly for the first
 * {@value #EXACT_TERMS} terms, and with the Euler-Maclaurin formula for the rest (fio instead
 * caps the sum at 10M terms). {@link #next} allocates nothing.
 */
final class ZipfGenerator implements BlockGenerator {
    static final int EXACT_TERMS = 1 << 16;

    private final long blocks;
    private final double zetan;
    private final double alpha;
    private final double eta;
    private final double secondThreshold;
    private final BlockScatter scatter;
    private final long shift;
    private final SplittableRandom rng;

    /**
     * @param blocks blocks in the file, at least 1
     * @param theta  the exponent, positive and not 1
     * @param center where rank 0 lands, in [0,1], or NaN for a random place
     * @param rng    the random stream (also picks the random shift)
     */
    ZipfGenerator(long blocks, double theta, double center, SplittableRandom rng) {
        this.blocks = blocks;
        this.rng = rng;
        this.zetan = zeta(blocks, theta);
        double zeta2 = 1.0 + Math.pow(0.5, theta);
        this.alpha = 1.0 / (1.0 - theta);
        this.eta = (1.0 - Math.pow(2.0 / blocks, 1.0 - theta)) / (1.0 - zeta2 / zetan);
        this.secondThreshold = zeta2;
        this.scatter = new BlockScatter(blocks);
        this.shift = Double.isNaN(center) ? rng.nextLong(blocks) : Math.min(blocks - 1, (long) (blocks * center));
    }

    /** @return zeta(n, theta) = sum of i^-theta for i = 1..n */
    static double zeta(long n, double theta) {
        long exact = Math.min(n, EXACT_TERMS);
        double sum = 0;
        for (long i = exact; i >= 1; i--) {
            sum += Math.pow(i, -theta);
        }
        if (n == exact) {
            return sum;
        }
        // Euler-Maclaurin for the terms m+1..n, with f(x) = x^-theta.
        double m = exact;
        double x = n;
        double integral = (Math.pow(x, 1 - theta) - Math.pow(m, 1 - theta)) / (1 - theta);
        double ends = (Math.pow(x, -theta) - Math.pow(m, -theta)) / 2;
        double first = -theta * (Math.pow(x, -theta - 1) - Math.pow(m, -theta - 1)) / 12;
        double third = -theta * (theta + 1) * (theta + 2) * (Math.pow(x, -theta - 3) - Math.pow(m, -theta - 3)) / 720;
        return sum + integral + ends + first - third;
    }

    /** @return a rank in [0, blocks): 0 is the most frequent */
    long nextRank() {
        double u = rng.nextDouble();
        double uz = u * zetan;
        long rank;
        if (uz < 1.0) {
            rank = 0;
        } else if (uz < secondThreshold) {
            rank = 1;
        } else {
            rank = (long) (blocks * Math.pow(eta * u - eta + 1.0, alpha));
        }
        return rank < 0 ? 0 : Math.min(rank, blocks - 1);
    }

    @Override
    public long next(int ddir) {
        long b = scatter.apply(nextRank()) + shift;
        return b >= blocks ? b - blocks : b;
    }
}
