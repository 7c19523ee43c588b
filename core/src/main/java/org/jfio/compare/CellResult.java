package org.jfio.compare;

import java.util.Arrays;
import java.util.List;

/**
 * What one cell gave: its runs, in the order they ran, and the median, minimum, maximum and
 * spread of each {@link Metric} over them; or why the cell did not run (skipped before
 * anything ran) or stopped (a run failed). Immutable and thread-safe.
 *
 * @param plan    the cell
 * @param runs    its runs' figures, in run order (empty when skipped or when the first run failed)
 * @param failure the first run error, one line; empty when every run succeeded
 */
public record CellResult(CellPlan plan, List<RunSample> runs, String failure) {
    /** Copies the runs. */
    public CellResult {
        runs = List.copyOf(runs);
    }

    /** @return true when the cell ran at least once */
    public boolean measured() {
        return !runs.isEmpty();
    }

    /** @return the median of a figure over the runs (the mean of the middle two for an even count), NaN without runs */
    public double median(Metric m) {
        double[] v = sorted(m);
        if (v.length == 0) {
            return Double.NaN;
        }
        int mid = v.length / 2;
        return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
    }

    /** @return the smallest value of a figure over the runs, NaN without runs */
    public double min(Metric m) {
        double[] v = sorted(m);
        return v.length == 0 ? Double.NaN : v[0];
    }

    /** @return the largest value of a figure over the runs, NaN without runs */
    public double max(Metric m) {
        double[] v = sorted(m);
        return v.length == 0 ? Double.NaN : v[v.length - 1];
    }

    /** @return (max - min) / median in percent; 0 with fewer than two runs or a zero median */
    public double spreadPercent(Metric m) {
        double med = median(m);
        if (runs.size() < 2 || !(med > 0)) {
            return 0;
        }
        return (max(m) - min(m)) / med * 100;
    }

    /** @return the first run's figures, for the settings every run shares (depth, numjobs) */
    public RunSample first() {
        return runs.get(0);
    }

    private double[] sorted(Metric m) {
        double[] v = new double[runs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = m.of(runs.get(i));
        }
        Arrays.sort(v);
        return v;
    }
}
