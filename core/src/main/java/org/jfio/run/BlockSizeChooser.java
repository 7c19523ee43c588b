package org.jfio.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.job.BlockSizeSplit;
import org.jfio.job.JobSpec;

/**
 * Picks the length of each request per data direction, as fio 3.33's {@code get_next_buflen}:
 * the fixed {@code bs}; or a drawn size that must fit the room left in the region (fio draws
 * again until one fits): for {@code bsrange}, {@code min + max * u}; for {@code bssplit}, the
 * entries in fio's order (by percentage, smallest first) each take their share of a draw
 * {@code r} of 0..99, and a draw that falls on an entry too long for the room goes to the next
 * entry that fits (a draw past every share goes to the last entry). Either size is then rounded
 * down to a multiple of the minimum (unless {@code bs_unaligned}) and capped at the maximum.
 * When the room is shorter than the minimum the minimum is returned (the caller decides); when
 * {@value #MAX_DRAWS} draws in a row do not fit, the longest size that fits is taken.
 *
 * <p>Not thread-safe; allocates nothing per call.
 */
final class BlockSizeChooser {
    private static final int PERCENT = 100;
    /** Draws before giving up on the odds (only a room barely above the minimum needs more than a few). */
    static final int MAX_DRAWS = 64;

    private final long[] min = new long[DataDirection.DATA_COUNT];
    private final long[] max = new long[DataDirection.DATA_COUNT];
    /** Per direction, bssplit's sizes in fio's order (percentage ascending, entries of 0% left out). */
    private final long[][] splitSizes = new long[DataDirection.DATA_COUNT][];
    /** Per direction, the running sum of the percentages of {@link #splitSizes}. */
    private final int[][] splitCumulative = new int[DataDirection.DATA_COUNT][];
    private final boolean unaligned;
    private final SplittableRandom rng;

    BlockSizeChooser(JobSpec spec, SplittableRandom rng) {
        this.rng = rng;
        this.unaligned = spec.blocks().bsUnaligned();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DataDirection ddir = DataDirection.of(d);
            min[d] = spec.blocks().minBytes(ddir);
            max[d] = spec.blocks().maxBytes(ddir);
            List<BlockSizeSplit> split = new ArrayList<>(spec.blocks().bssplit(ddir));
            split.removeIf(e -> e.percent() == 0);
            if (!split.isEmpty()) {
                split.sort(Comparator.comparingInt(BlockSizeSplit::percent)); // fio sorts by percentage (options.c bs_cmp)
                splitSizes[d] = new long[split.size()];
                splitCumulative[d] = new int[split.size()];
                int cum = 0;
                for (int i = 0; i < split.size(); i++) {
                    cum += split.get(i).percent();
                    splitSizes[d][i] = split.get(i).sizeBytes();
                    splitCumulative[d][i] = cum;
                }
            }
        }
    }

    /** @return the smallest length of a direction */
    long minBytes(int ddir) {
        return min[ddir];
    }

    /** @return true when every request of the direction has the same length */
    boolean fixed(int ddir) {
        return min[ddir] == max[ddir];
    }

    /**
     * @param ddir      data direction ordinal
     * @param roomBytes bytes left in the region from the request's offset
     * @return the request length: at most {@code roomBytes} when the minimum fits, else the minimum
     */
    long next(int ddir, long roomBytes) {
        long lo = min[ddir];
        long hi = max[ddir];
        if (lo == hi || roomBytes <= lo) {
            return lo;
        }
        for (int draw = 0; draw < MAX_DRAWS; draw++) {
            long len = splitSizes[ddir] != null ? splitDraw(ddir, roomBytes) : lo + (long) (hi * rng.nextDouble());
            len = aligned(len, lo, hi);
            if (len <= roomBytes) {
                return len;
            }
        }
        return longestWithin(ddir, roomBytes);
    }

    /** fio's bssplit loop: the first entry whose running share covers the draw and that fits, else the last entry. */
    private long splitDraw(int ddir, long roomBytes) {
        long[] sizes = splitSizes[ddir];
        int[] cumulative = splitCumulative[ddir];
        int r = rng.nextInt(PERCENT);
        for (int i = 0; i < sizes.length; i++) {
            if (r < cumulative[i] && sizes[i] <= roomBytes) {
                return sizes[i];
            }
        }
        return sizes[sizes.length - 1];
    }

    private long aligned(long len, long lo, long hi) {
        long l = len;
        if (!unaligned) {
            l -= l % lo;
        }
        return Math.min(l, hi);
    }

    /** @return the longest length the direction can draw that fits {@code roomBytes} (at least the minimum) */
    private long longestWithin(int ddir, long roomBytes) {
        long lo = min[ddir];
        long best = lo;
        long[] sizes = splitSizes[ddir];
        if (sizes == null) {
            return aligned(Math.min(roomBytes, max[ddir]), lo, max[ddir]);
        }
        for (long s : sizes) {
            long a = aligned(s, lo, max[ddir]);
            if (a <= roomBytes && a > best) {
                best = a;
            }
        }
        return best;
    }
}
