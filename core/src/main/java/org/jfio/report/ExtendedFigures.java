package org.jfio.report;

import java.util.Arrays;

import org.jfio.result.LatencyStats;

/**
 * jfio's extra figures ({@code --extended}): exact percentiles from the HdrHistograms (3
 * significant digits, with no ceiling, where fio's buckets stop at 17.18 s) of the job's
 * percentile list plus 99.99 and 99.999. Stateless and thread-safe.
 */
final class ExtendedFigures {
    /** Percentiles always added to the job's list in the extended figures. */
    static final double[] TAIL = {99.99, 99.999};
    /** Name of the one extra key per job in the JSON report. */
    static final String JSON_KEY = "jfio";

    private ExtendedFigures() {
    }

    /** @return the job's percentiles with {@link #TAIL} added, ascending, without repeats */
    static double[] percentileList(double[] jobList) {
        double[] all = Arrays.copyOf(jobList, jobList.length + TAIL.length);
        System.arraycopy(TAIL, 0, all, jobList.length, TAIL.length);
        return LatencyFormat.sortedPercentiles(all);
    }

    /** @return HdrHistogram's value in ns at each percentile of the list (0 without samples) */
    static long[] exact(LatencyStats s, double[] list) {
        long[] out = new long[list.length];
        for (int i = 0; i < list.length; i++) {
            out[i] = s.percentileNs(list[i]);
        }
        return out;
    }
}
