package org.jfio.result;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A latency distribution in fio's histogram buckets ({@code stat.h} {@code FIO_IO_U_PLAT_*}):
 * what {@link LatencyStats#fioBins()} (json+'s {@code bins}) and
 * {@link LatencyStats#fioPercentilesNs(double...)} (every fio-format report's percentiles) read.
 *
 * <p>fio's scheme is log-linear with 64 buckets per power of two: a value below 128 ns is its
 * own bucket; a value with highest set bit {@code m >= 7} falls in a bucket of width
 * {@code 2^(m-6)} aligned to that width. A bucket is printed as its lower bound plus half its
 * width (fio {@code plat_idx_to_val}), so {@code 211} stands for 210-211 ns and {@code 262}
 * for 260-263 ns.
 *
 * <p>Precision: exact. jfio's histograms are HdrHistograms with a lowest discernible value of
 * 1 ns and 3 significant digits, whose buckets are at most {@code 2^(m-10)} wide and aligned
 * to their width, so each lies wholly inside one fio bucket; re-bucketing their counts gives
 * every sample the fio bucket fio itself would have given it. (A coarser HdrHistogram would
 * have buckets straddling fio's; such a bucket is counted where its middle value falls.)
 *
 * <p>Like fio, everything at or above 2^34 ns (17.18 s) lands in the last bucket (index 1855,
 * value 17112760320), so the fio-format reports are fio's to the byte; the exact values beyond
 * 17 s stay in the HdrHistogram and are reported with {@code --extended}. Stateless and
 * thread-safe.
 */
final class FioBins {
    /** Bits of the bucket index inside a group (fio {@code FIO_IO_U_PLAT_BITS}). */
    private static final int PLAT_BITS = 6;
    /** Buckets per group (fio {@code FIO_IO_U_PLAT_VAL}). */
    private static final int PLAT_VAL = 1 << PLAT_BITS;
    /** Number of buckets (fio {@code FIO_IO_U_PLAT_NR}: 29 groups of 64). */
    static final int PLAT_NR = 29 * PLAT_VAL;
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private FioBins() {
    }

    /** @return fio's bucket index of a latency in ns ({@code plat_val_to_idx}), at most {@code PLAT_NR - 1} */
    static int index(long valueNs) {
        if (valueNs < 2L * PLAT_VAL) {
            return (int) Math.max(0, valueNs);
        }
        int msb = 63 - Long.numberOfLeadingZeros(valueNs);
        int errorBits = msb - PLAT_BITS;
        int base = (errorBits + 1) << PLAT_BITS;
        int offset = (int) ((valueNs >>> errorBits) & (PLAT_VAL - 1));
        return Math.min(base + offset, PLAT_NR - 1);
    }

    /** @return the value fio prints for a bucket: its lower bound plus half its width, in ns */
    static long value(int index) {
        if (index < 2 * PLAT_VAL) {
            return index;
        }
        int errorBits = (index >> PLAT_BITS) - 1;
        long base = 1L << (errorBits + PLAT_BITS);
        long k = index % PLAT_VAL;
        return base + (k << errorBits) + (1L << (errorBits - 1));
    }

    /**
     * @return non-empty fio buckets of the distribution, ascending: bucket value in ns to its
     *         number of samples; empty when there are no samples. The counts add up to
     *         {@link LatencyStats#count()}.
     */
    static SortedMap<Long, Long> of(LatencyStats s) {
        SortedMap<Long, Long> out = new TreeMap<>();
        long[] counts = counts(s);
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] != 0) {
                out.put(value(i), counts[i]);
            }
        }
        return Collections.unmodifiableSortedMap(out);
    }

    /** @return samples per fio bucket index ({@code PLAT_NR} entries), all 0 without samples */
    static long[] counts(LatencyStats s) {
        long[] byIndex = new long[PLAT_NR];
        if (s.count() == 0) {
            return byIndex;
        }
        Histogram h = s.histogramOrNull(); // read only: no copy
        for (HistogramIterationValue v : h.recordedValues()) {
            long high = v.getValueIteratedTo();
            long low = h.lowestEquivalentValue(high);
            int idx = index(low);
            if (idx != index(high)) {
                idx = index(h.medianEquivalentValue(high));
            }
            byIndex[idx] += v.getCountAtValueIteratedTo();
        }
        return byIndex;
    }

    /**
     * fio's percentiles ({@code stat.c calc_clat_percentiles}): for each percentile p of the
     * list, the value of the first bucket where the running count reaches p/100 of all samples.
     * The comparison is exact (fio compares in {@code long double}).
     *
     * @param s    the distribution
     * @param list percentiles in [0, 100], in any order (fio's lists are ascending)
     * @return one value in ns per entry of the list, in the list's order; all 0 without samples
     */
    static long[] percentiles(LatencyStats s, double[] list) {
        long[] out = new long[list.length];
        if (s.count() == 0 || list.length == 0) {
            return out;
        }
        double[] sorted = list.clone();
        Arrays.sort(sorted);
        long[] values = ascending(counts(s), s.count(), sorted);
        for (int i = 0; i < list.length; i++) {
            out[i] = values[Arrays.binarySearch(sorted, list[i])];
        }
        return out;
    }

    private static long[] ascending(long[] counts, long count, double[] list) {
        long[] out = new long[list.length];
        BigDecimal n = BigDecimal.valueOf(count);
        BigDecimal[] thresholds = new BigDecimal[list.length];
        for (int j = 0; j < list.length; j++) {
            thresholds[j] = new BigDecimal(list[j]).multiply(n); // p * N, compared with sum * 100
        }
        long sum = 0;
        int j = 0;
        for (int i = 0; i < counts.length && j < list.length; i++) {
            sum += counts[i];
            if (counts[i] == 0) {
                continue;
            }
            BigDecimal reached = BigDecimal.valueOf(sum).multiply(HUNDRED);
            while (j < list.length && reached.compareTo(thresholds[j]) >= 0) {
                out[j++] = value(i);
            }
        }
        return out;
    }
}
