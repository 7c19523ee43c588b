package org.jfio.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jfio.result.LatencyStats;

/** Builds the per-rank rows of a merge ({@link HostRow}). Stateless. */
final class HostRows {
    private HostRows() {
    }

    static List<HostRow> of(List<SavedResult> rs, CommonWindow[] windows, boolean[] overlapping) {
        int n = rs.size();
        double[] iops = new double[n];
        double[] bw = new double[n];
        for (int h = 0; h < n; h++) {
            for (int k = 0; k < windows.length; k++) {
                SavedJob j = rs.get(h).jobs().get(k);
                long from = overlapping[h] ? windows[k].fromMs() : j.windowStartMs();
                long to = overlapping[h] ? windows[k].toMs() : j.endMs();
                for (SavedDirection d : j.directions()) {
                    if (d.key().equals("mixed") && j.directions().size() > 1) {
                        continue;
                    }
                    double[] in = d.within(j.startMs(), j.rampMs(), from, to);
                    double s = Math.max(1, to - from) / 1000.0;
                    iops[h] += in[0] / s;
                    bw[h] += in[1] / s;
                }
            }
        }
        double median = median(iops, overlapping);
        List<HostRow> rows = new ArrayList<>();
        for (int h = 0; h < n; h++) {
            SavedResult r = rs.get(h);
            List<LatencyStats> clat = new ArrayList<>();
            int error = 0;
            for (SavedJob j : r.jobs()) {
                error = error != 0 ? error : j.error();
                for (SavedDirection d : j.directions()) {
                    if (!(d.key().equals("mixed") && j.directions().size() > 1)) {
                        clat.add(d.clat());
                    }
                }
            }
            org.HdrHistogram.Histogram all = FleetMerge.union(clat);
            long p99 = all == null ? 0 : all.getValueAtPercentile(99.0);
            double below = median > 0 && overlapping[h] ? Math.max(0, (median - iops[h]) / median * 100.0) : 0;
            rows.add(new HostRow(r.hostname(), r.rank(), r.label(), iops[h], bw[h], p99, error,
                    r.jobs().get(0).windowStartMs(), overlapping[h], below));
        }
        return List.copyOf(rows);
    }

    /** @return the latest minus the earliest window start of the overlapping ranks' first jobs, ms */
    static long startSpreadMs(List<SavedResult> rs, boolean[] overlapping) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int h = 0; h < rs.size(); h++) {
            if (overlapping[h]) {
                long s = rs.get(h).jobs().get(0).windowStartMs();
                min = Math.min(min, s);
                max = Math.max(max, s);
            }
        }
        return max < min ? 0 : max - min;
    }

    private static double median(double[] values, boolean[] in) {
        double[] v = new double[values.length];
        int n = 0;
        for (int i = 0; i < values.length; i++) {
            if (in[i]) {
                v[n++] = values[i];
            }
        }
        if (n == 0) {
            return 0;
        }
        Arrays.sort(v, 0, n);
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
