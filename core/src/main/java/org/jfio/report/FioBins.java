package org.jfio.report;

import java.util.Map;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import org.jfio.api.LatencyStats;

/**
 * A latency distribution in fio's histogram buckets ({@code stat.h} {@code FIO_IO_U_PLAT_*}),
 * for json+'s {@code bins}: bucket value in ns mapped to the number of samples in it.
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
 * <p>One deliberate difference: fio lumps everything at or above 2^34 ns (17.18 s) into its last
 * bucket (value 17112760320); jfio keeps extending the same scheme, so a 20 s latency is
 * binned near 20 s. Below 17.18 s the keys are fio's. Stateless and thread-safe.
 */
final class FioBins {
    /** Bits of the bucket index inside a group (fio {@code FIO_IO_U_PLAT_BITS}). */
    private static final int PLAT_BITS = 6;
    /** Buckets per group (fio {@code FIO_IO_U_PLAT_VAL}). */
    private static final int PLAT_VAL = 1 << PLAT_BITS;

    private FioBins() {
    }

    /** @return fio's bucket index of a latency in ns, not capped at fio's last bucket */
    static int index(long valueNs) {
        if (valueNs < 2L * PLAT_VAL) {
            return (int) Math.max(0, valueNs);
        }
        int msb = 63 - Long.numberOfLeadingZeros(valueNs);
        int errorBits = msb - PLAT_BITS;
        int base = (errorBits + 1) << PLAT_BITS;
        int offset = (int) ((valueNs >>> errorBits) & (PLAT_VAL - 1));
        return base + offset;
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
    static Map<Long, Long> of(LatencyStats s) {
        Map<Long, Long> out = new TreeMap<>();
        if (s.count() == 0) {
            return out;
        }
        Histogram h = s.histogram();
        TreeMap<Integer, Long> byIndex = new TreeMap<>();
        for (HistogramIterationValue v : h.recordedValues()) {
            long high = v.getValueIteratedTo();
            long low = h.lowestEquivalentValue(high);
            int idx = index(low);
            if (idx != index(high)) {
                idx = index(h.medianEquivalentValue(high));
            }
            byIndex.merge(idx, v.getCountAtValueIteratedTo(), Long::sum);
        }
        byIndex.forEach((idx, count) -> out.put(value(idx), count));
        return out;
    }
}
