package org.jfio.report.html;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;

/**
 * The latency percentile plots, one per direction, every job that did I/O in it overlaid: the
 * completion latency (us) at each percentile on HdrHistogram's scale, x = -log10(1 - p/100) from
 * 0 (0%) to 6 (99.9999%) in steps of {@link #STEP}. From the exact histogram when the result has
 * one; otherwise from fio's {@code clat_ns.percentile} list (each x takes the value of the first
 * listed percentile at or above it). A series ends where the job's samples run out: the last point
 * is its largest latency. Stateless.
 */
final class PercentileCharts {
    /** Distance between x points, in nines. */
    static final double STEP = 0.05;
    /** The largest x: 99.9999%. */
    static final double MAX_NINES = 6.0;

    private PercentileCharts() {
    }

    /** @return the x column: 0, 0.05, ... 6 */
    static double[] grid() {
        int n = (int) Math.round(MAX_NINES / STEP) + 1;
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.round(i * STEP * 100) / 100.0;
        }
        return x;
    }

    /** @return the percentile (0..100) at {@code nines} on the scale */
    static double percentileAt(double nines) {
        return 100.0 * (1.0 - Math.pow(10, -nines));
    }

    static List<Chart> of(List<JobView> jobs) {
        List<Chart> out = new ArrayList<>();
        for (String d : JobView.DIRECTIONS) {
            List<String> labels = new ArrayList<>();
            List<double[]> cols = new ArrayList<>();
            double[] x = grid();
            cols.add(x);
            for (JobView j : jobs) {
                if (!j.directions().contains(d)) {
                    continue;
                }
                Histogram h = j.clat(d);
                double[] y = h != null ? fromHistogram(h, x) : fromFio(j.json().get(d).get("clat_ns"), x);
                labels.add(j.label() + " " + d);
                cols.add(y);
            }
            if (!labels.isEmpty()) {
                out.add(new Chart("pct-" + d, "Completion latency by percentile: " + d, "line", "nines",
                        "clat (us)", true, labels, cols, 0, List.of()));
            }
        }
        return out;
    }

    /** @return latency in us at each x, NaN past the point where the samples run out */
    static double[] fromHistogram(Histogram h, double[] x) {
        double[] y = new double[x.length];
        Arrays.fill(y, Double.NaN);
        long n = h.getTotalCount();
        if (n == 0) {
            return y;
        }
        double resolvable = Math.log10(n);
        for (int i = 0; i < x.length; i++) {
            if (x[i] > resolvable) {
                y[i] = h.getMaxValue() / 1000.0; // the last point: the largest sample
                break;
            }
            y[i] = h.getValueAtPercentile(percentileAt(x[i])) / 1000.0;
        }
        return y;
    }

    /** @return latency in us at each x from fio's percentile list, NaN beyond its last percentile */
    static double[] fromFio(JsonNode clatNs, double[] x) {
        TreeMap<Double, Double> list = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : clatNs.get("percentile").fields().entrySet()) {
            try {
                list.put(Double.parseDouble(e.getKey()), e.getValue().number(0) / 1000.0);
            } catch (NumberFormatException ignored) {
                // not a percentile key
            }
        }
        double[] y = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            Map.Entry<Double, Double> at = list.ceilingEntry(percentileAt(x[i]) - 1e-9);
            y[i] = at == null ? Double.NaN : at.getValue();
        }
        return y;
    }
}
