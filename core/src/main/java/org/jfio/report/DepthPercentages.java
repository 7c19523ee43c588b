package org.jfio.report;

import org.jfio.result.DepthDistribution;

/**
 * fio's IO depth tables as percentages ({@code IO depths}, {@code submit}, {@code complete}
 * lines; JSON {@code iodepth_level}, {@code iodepth_submit}, {@code iodepth_complete}).
 * Each table is a share of its own total, and a non-zero bucket below 0.1% reports 0.1
 * (fio {@code stat_calc_dist}), which is why a table can add up to a little over 100.
 * Stateless and thread-safe.
 */
final class DepthPercentages {
    /** Bucket labels of the depth-level table. */
    static final String[] LEVEL_LABELS = {"1", "2", "4", "8", "16", "32", ">=64"};
    /** Bucket labels of the submit and complete tables. */
    static final String[] BATCH_LABELS = {"0", "4", "8", "16", "32", "64", ">=64"};

    private DepthPercentages() {
    }

    /** @return the depth-at-submit table in percent */
    static double[] level(DepthDistribution d) {
        return percentages(d.level());
    }

    /** @return the I/Os-per-submit table in percent */
    static double[] submit(DepthDistribution d) {
        return percentages(d.submit());
    }

    /** @return the completions-per-reap table in percent */
    static double[] complete(DepthDistribution d) {
        return percentages(d.complete());
    }

    /** @return each count as a percentage of their sum, non-zero ones at least 0.1 */
    static double[] percentages(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        double[] out = new double[counts.length];
        for (int i = 0; i < counts.length; i++) {
            if (total > 0) {
                out[i] = (double) counts[i] / (double) total * 100.0;
                if (out[i] < 0.1 && counts[i] > 0) {
                    out[i] = 0.1;
                }
            }
        }
        return out;
    }
}
