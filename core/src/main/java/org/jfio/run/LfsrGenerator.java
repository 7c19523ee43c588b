package org.jfio.run;

/**
 * fio's {@code random_generator=lfsr}: a maximal-length Galois linear feedback shift register
 * whose state runs through every value of {@code [1, 2^width)} once per period. Values at or
 * above the block count are skipped, so one pass yields every block of {@code [0, blocks)}
 * exactly once, in a scrambled order, with no map and nothing allocated. {@link #reset()}
 * restarts the same order.
 *
 * <p>The feedback taps are the primitive trinomials and pentanomials of the well-known
 * maximal-length tables (Xilinx XAPP 052), one per width from 2 to 64.
 */
final class LfsrGenerator implements BlockGenerator {
    /** Taps per register width (index = width), 1-based bit positions of the polynomial's terms. */
    private static final int[][] TAPS = {
        {}, {}, {2, 1}, {3, 2}, {4, 3}, {5, 3}, {6, 5}, {7, 6}, {8, 6, 5, 4}, {9, 5}, {10, 7},
        {11, 9}, {12, 6, 4, 1}, {13, 4, 3, 1}, {14, 5, 3, 1}, {15, 14}, {16, 15, 13, 4}, {17, 14},
        {18, 11}, {19, 6, 2, 1}, {20, 17}, {21, 19}, {22, 21}, {23, 18}, {24, 23, 22, 17}, {25, 22},
        {26, 6, 2, 1}, {27, 5, 2, 1}, {28, 25}, {29, 27}, {30, 6, 4, 1}, {31, 28}, {32, 22, 2, 1},
        {33, 20}, {34, 27, 2, 1}, {35, 33}, {36, 25}, {37, 5, 4, 3, 2, 1}, {38, 6, 5, 1}, {39, 35},
        {40, 38, 21, 19}, {41, 38}, {42, 41, 20, 19}, {43, 42, 38, 37}, {44, 43, 18, 17},
        {45, 44, 42, 41}, {46, 45, 26, 25}, {47, 42}, {48, 47, 21, 20}, {49, 40}, {50, 49, 24, 23},
        {51, 50, 36, 35}, {52, 49}, {53, 52, 38, 37}, {54, 53, 18, 17}, {55, 31}, {56, 55, 35, 34},
        {57, 50}, {58, 39}, {59, 58, 38, 37}, {60, 59}, {61, 60, 46, 45}, {62, 61, 6, 5}, {63, 62},
        {64, 63, 61, 60},
    };

    private final long blocks;
    private final long feedback;
    private final long initialState;
    private long state;

    /**
     * @param blocks number of blocks, at least 1
     * @param seed   picks where in the period the sequence starts
     */
    LfsrGenerator(long blocks, long seed) {
        if (blocks < 1) {
            throw new IllegalArgumentException("blocks=" + blocks);
        }
        this.blocks = blocks;
        int width = Math.max(2, 64 - Long.numberOfLeadingZeros(blocks));
        this.feedback = feedbackMask(width);
        long period = width == 64 ? -1L : (1L << width) - 1;
        this.initialState = 1 + Long.remainderUnsigned(seed, period);
        this.state = initialState;
    }

    /** @return the Galois feedback mask of a width (tap t is bit t-1) */
    static long feedbackMask(int width) {
        long mask = 0;
        for (int tap : TAPS[width]) {
            mask |= 1L << (tap - 1);
        }
        return mask;
    }

    @Override
    public long next(int ddir) {
        long value;
        do {
            value = state - 1;
            long lsb = state & 1;
            state >>>= 1;
            if (lsb != 0) {
                state ^= feedback;
            }
        } while (Long.compareUnsigned(value, blocks) >= 0);
        return value;
    }

    @Override
    public void reset() {
        state = initialState;
    }
}
