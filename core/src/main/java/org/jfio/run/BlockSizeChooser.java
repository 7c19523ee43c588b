package org.jfio.run;

import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.job.BlockSizeSplit;
import org.jfio.job.JobSpec;

/**
 * Picks the length of each request per data direction, as fio's {@code get_next_buflen}: the
 * fixed {@code bs}; or, for {@code bsrange}, {@code min + max * u} rounded down to a multiple
 * of the minimum (unless {@code bs_unaligned}) and capped at the maximum; or, for
 * {@code bssplit}, a size drawn with its percentage (shares that do not reach 100 fall to the
 * last entry). A size that does not fit the room left in the region is replaced by the largest
 * allowed size that does (fio draws again until one fits).
 *
 * <p>Not thread-safe; allocates nothing per call.
 */
final class BlockSizeChooser {
    private static final int PERCENT = 100;

    private final long[] min = new long[DataDirection.DATA_COUNT];
    private final long[] max = new long[DataDirection.DATA_COUNT];
    private final long[][] splitOfPercent = new long[DataDirection.DATA_COUNT][];
    private final long[][] splitSizesDescending = new long[DataDirection.DATA_COUNT][];
    private final boolean unaligned;
    private final SplittableRandom rng;

    BlockSizeChooser(JobSpec spec, SplittableRandom rng) {
        this.rng = rng;
        this.unaligned = spec.blocks().bsUnaligned();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DataDirection ddir = DataDirection.of(d);
            min[d] = spec.blocks().minBytes(ddir);
            max[d] = spec.blocks().maxBytes(ddir);
            List<BlockSizeSplit> split = spec.blocks().bssplit(ddir);
            if (!split.isEmpty()) {
                splitOfPercent[d] = percentTable(split);
                splitSizesDescending[d] = split.stream().filter(e -> e.percent() > 0)
                        .mapToLong(BlockSizeSplit::sizeBytes).distinct().sorted().toArray();
                reverse(splitSizesDescending[d]);
            }
        }
    }

    private static long[] percentTable(List<BlockSizeSplit> split) {
        long[] table = new long[PERCENT];
        int p = 0;
        long last = split.get(split.size() - 1).sizeBytes();
        for (BlockSizeSplit e : split) {
            for (int i = 0; i < e.percent() && p < PERCENT; i++) {
                table[p++] = e.sizeBytes();
            }
            if (e.percent() > 0) {
                last = e.sizeBytes();
            }
        }
        while (p < PERCENT) {
            table[p++] = last;
        }
        return table;
    }

    private static void reverse(long[] a) {
        for (int i = 0, j = a.length - 1; i < j; i++, j--) {
            long t = a[i];
            a[i] = a[j];
            a[j] = t;
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
        if (lo == hi) {
            return lo;
        }
        long[] table = splitOfPercent[ddir];
        long len;
        if (table != null) {
            len = table[rng.nextInt(PERCENT)];
            if (len > roomBytes) {
                len = largestSplitWithin(ddir, roomBytes);
            }
            return len;
        }
        len = lo + (long) (hi * rng.nextDouble());
        if (!unaligned) {
            len -= len % lo;
        }
        len = Math.min(len, hi);
        if (len > roomBytes && roomBytes >= lo) {
            len = unaligned ? roomBytes : roomBytes - roomBytes % lo;
        }
        return len;
    }

    private long largestSplitWithin(int ddir, long roomBytes) {
        for (long s : splitSizesDescending[ddir]) {
            if (s <= roomBytes) {
                return s;
            }
        }
        return min[ddir];
    }
}
