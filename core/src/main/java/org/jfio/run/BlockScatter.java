package org.jfio.run;

/**
 * A fixed permutation of {@code [0, n)} that spreads neighbouring numbers across the range: the
 * ranks of a skewed distribution (rank 0 the hottest) become blocks scattered over the file, as
 * fio hashes Zipf, Pareto and normal ranks. Unlike fio's hash-then-modulo, two ranks never land
 * on the same block. Built from bijections of the enclosing power of two (odd multipliers and a
 * xor-shift), with cycle walking to stay below {@code n} (at most 2 steps on average).
 *
 * <p>Immutable; {@link #apply} allocates nothing.
 */
final class BlockScatter {
    private static final long MUL1 = 0x9E3779B97F4A7C15L;
    private static final long MUL2 = 0xBF58476D1CE4E5B9L;

    private final long n;
    private final long mask;
    private final int shift;

    /** @param n size of the range, at least 1 */
    BlockScatter(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("n=" + n);
        }
        this.n = n;
        int bits = n == 1 ? 1 : 64 - Long.numberOfLeadingZeros(n - 1);
        this.mask = bits == 64 ? -1L : (1L << bits) - 1;
        this.shift = Math.max(1, (bits + 1) / 2);
    }

    /** @return the image of {@code x}, for {@code x} in {@code [0, n)} */
    long apply(long x) {
        if (n == 1) {
            return 0;
        }
        long y = x;
        do {
            y = (y * MUL1) & mask;
            y ^= y >>> shift;
            y = (y * MUL2) & mask;
        } while (Long.compareUnsigned(y, n) >= 0);
        return y;
    }
}
