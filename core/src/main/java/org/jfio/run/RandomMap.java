package org.jfio.run;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Random block numbers in {@code [0, blocks)} without repeats within a pass, as fio's random
 * map (axmap) gives: a random candidate is taken if free, otherwise the next free block after
 * it (wrapping). When every block has been used the map clears itself and a new pass starts.
 * With {@code norandommap} the map is bypassed and blocks may repeat.
 *
 * <p>Not thread-safe: owned by one job thread; allocates nothing after construction.
 */
final class RandomMap {
    private final long blocks;
    private final long[] used;
    private final boolean tracking;
    /** True when a full map answers "no free block" (-1) instead of starting a new pass by itself. */
    private final boolean endsWhenFull;
    private long usedCount;

    /**
     * @param blocks   number of blocks in the region (at least 1)
     * @param tracking false for {@code norandommap}
     */
    RandomMap(long blocks, boolean tracking) {
        this(blocks, tracking, false);
    }

    /**
     * @param endsWhenFull true when a full map means the file is done ({@link #nextFree} answers
     *                     -1, as fio's {@code axmap_next_free}), false when it starts over
     */
    RandomMap(long blocks, boolean tracking, boolean endsWhenFull) {
        if (blocks < 1) {
            throw new IllegalArgumentException("blocks=" + blocks);
        }
        if (tracking && blocks > (long) Integer.MAX_VALUE * 64) {
            throw new IllegalArgumentException("blocks=" + blocks + " is too many for a random map");
        }
        this.blocks = blocks;
        this.tracking = tracking;
        this.endsWhenFull = endsWhenFull;
        this.used = tracking ? new long[(int) ((blocks + 63) >>> 6)] : new long[0];
    }

    /** @return a block number, marked used; with tracking, one not used yet in this pass */
    long next(SplittableRandom random) {
        long b = nextFree(random);
        if (tracking) {
            mark(b, 1);
        }
        return b;
    }

    /**
     * @return a block number not used yet in this pass (with tracking; the map starts a new pass
     *         first when it is full), not marked: call {@link #mark} with the blocks taken
     */
    long nextFree(SplittableRandom random) {
        return nextFree(random.nextLong(blocks));
    }

    /**
     * @param candidate a block in {@code [0, blocks)}
     * @return {@code candidate} when it is free, else the next free block after it (wrapping), as
     *         fio's {@code axmap_next_free}; with tracking, the map starts a new pass first when it
     *         is full, or answers -1 then when it {@code endsWhenFull}
     */
    long nextFree(long candidate) {
        if (!tracking) {
            return candidate;
        }
        if (usedCount == blocks) {
            if (endsWhenFull) {
                return -1;
            }
            reset();
        }
        return findFree(candidate);
    }

    /** @return the number of blocks the map holds */
    long blocks() {
        return blocks;
    }

    /**
     * Marks up to {@code count} blocks from {@code block} on as used, stopping at the first one
     * already used or at the end of the region.
     *
     * @return the blocks marked (0 when {@code block} itself was used)
     */
    long mark(long block, long count) {
        if (!tracking) {
            return count;
        }
        long end = Math.min(blocks, block + count);
        long b = block;
        while (b < end) {
            int word = (int) (b >>> 6);
            long bit = 1L << (b & 63);
            if ((used[word] & bit) != 0) {
                break;
            }
            used[word] |= bit;
            b++;
        }
        usedCount += b - block;
        return b - block;
    }

    private long findFree(long from) {
        int word = (int) (from >>> 6);
        long free = ~used[word] & (-1L << (from & 63));
        int words = used.length;
        for (int scanned = 0; scanned <= words; scanned++) {
            if (free != 0) {
                long b = ((long) word << 6) + Long.numberOfTrailingZeros(free);
                if (b < blocks) {
                    return b;
                }
            }
            word = word + 1 == words ? 0 : word + 1;
            free = ~used[word];
        }
        throw new IllegalStateException("random map full: usedCount=" + usedCount + " blocks=" + blocks);
    }

    /** @return false for {@code norandommap} */
    boolean tracking() {
        return tracking;
    }

    /** @return true when every block has been used in this pass */
    boolean passComplete() {
        return tracking && usedCount == blocks;
    }

    /** Starts a new pass: every block is free again. */
    void reset() {
        Arrays.fill(used, 0L);
        usedCount = 0;
    }
}
