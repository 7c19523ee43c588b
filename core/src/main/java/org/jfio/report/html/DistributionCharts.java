package org.jfio.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;

/**
 * The distributions: per direction, the completion latency histogram in log-spaced buckets
 * ({@link #BUCKETS_PER_DECADE} per decade of us, % of the direction's I/Os in each; from the
 * exact histogram), or, for results without one, fio's latency table ({@code latency_us},
 * {@code latency_ms}: % of all I/Os by clat); and the IO depth distribution (fio's
 * {@code iodepth_level}, % of submissions by depth in flight). Every job overlaid. Stateless.
 */
final class DistributionCharts {
    /** Buckets of the latency histogram per factor of ten. */
    static final int BUCKETS_PER_DECADE = 10;

    private DistributionCharts() {
    }

    static List<Chart> of(List<JobView> jobs) {
        List<Chart> out = new ArrayList<>();
        for (String d : JobView.DIRECTIONS) {
            Chart c = histogram(jobs, d);
            if (c != null) {
                out.add(c);
            }
        }
        Chart fio = fioBuckets(jobs);
        if (fio != null) {
            out.add(fio);
        }
        Chart depth = depth(jobs);
        if (depth != null) {
            out.add(depth);
        }
        return out;
    }

    private static Chart histogram(List<JobView> jobs, String d) {
        long min = Long.MAX_VALUE;
        long max = 0;
        List<JobView> with = new ArrayList<>();
        for (JobView j : jobs) {
            Histogram h = j.clat(d);
            if (h != null && h.getTotalCount() > 0 && j.directions().contains(d)) {
                with.add(j);
                min = Math.min(min, Math.max(1, h.getMinValue()));
                max = Math.max(max, h.getMaxValue());
            }
        }
        if (with.isEmpty()) {
            return null;
        }
        int lo = (int) Math.floor(Math.log10(min / 1000.0) * BUCKETS_PER_DECADE);
        int hi = (int) Math.floor(Math.log10(Math.max(max, min) / 1000.0) * BUCKETS_PER_DECADE) + 1;
        int n = hi - lo;
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.pow(10, (double) (lo + i) / BUCKETS_PER_DECADE);
        }
        List<String> labels = new ArrayList<>();
        List<double[]> cols = new ArrayList<>(List.of(x));
        for (JobView j : with) {
            Histogram h = j.clat(d);
            double total = h.getTotalCount();
            double[] y = new double[n];
            long below = 0;
            for (int i = 0; i < n; i++) {
                long upperNs = (long) Math.ceil(Math.pow(10, (double) (lo + i + 1) / BUCKETS_PER_DECADE) * 1000.0) - 1;
                long atOrBelow = i == n - 1 ? h.getTotalCount() : h.getCountBetweenValues(0, upperNs);
                y[i] = 100.0 * (atOrBelow - below) / total;
                below = atOrBelow;
            }
            labels.add(j.label() + " " + d);
            cols.add(y);
        }
        return new Chart("hist-" + d, "Completion latency histogram: " + d + " (% of I/Os per bucket, "
                + BUCKETS_PER_DECADE + " buckets per decade)", "step", "log", "% of I/Os", false, labels, cols, 0, List.of());
    }

    /** fio's latency tables, for jobs without an exact histogram; null when every job has one. */
    private static Chart fioBuckets(List<JobView> jobs) {
        List<JobView> without = new ArrayList<>();
        for (JobView j : jobs) {
            boolean exact = false;
            for (String d : j.directions()) {
                exact |= j.clat(d) != null;
            }
            if (!exact && !j.directions().isEmpty()) {
                without.add(j);
            }
        }
        if (without.isEmpty()) {
            return null;
        }
        List<String> cats = new ArrayList<>();
        for (String table : List.of("latency_ns", "latency_us", "latency_ms")) {
            for (String k : without.get(0).json().get(table).fields().keySet()) {
                cats.add(k + table.substring("latency_".length()));
            }
        }
        return categories(without, "lat-fio", "Completion latency distribution (fio's buckets, % of I/Os per bucket, named by its upper bound)",
                "% of I/Os", cats, j -> {
                    List<Double> v = new ArrayList<>();
                    for (String table : List.of("latency_ns", "latency_us", "latency_ms")) {
                        for (JsonNode n : j.json().get(table).fields().values()) {
                            v.add(n.number(0));
                        }
                    }
                    return v;
                });
    }

    private static Chart depth(List<JobView> jobs) {
        if (jobs.isEmpty() || !jobs.get(0).json().get("iodepth_level").isObject()) {
            return null;
        }
        List<String> cats = new ArrayList<>(jobs.get(0).json().get("iodepth_level").fields().keySet());
        return categories(jobs, "depth", "IO depth distribution (% of submissions by depth in flight)", "% of submissions",
                cats, j -> {
                    List<Double> v = new ArrayList<>();
                    for (Map.Entry<String, JsonNode> e : j.json().get("iodepth_level").fields().entrySet()) {
                        v.add(e.getValue().number(0));
                    }
                    return v;
                });
    }

    private static Chart categories(List<JobView> jobs, String id, String title, String yLabel, List<String> cats,
            java.util.function.Function<JobView, List<Double>> values) {
        double[] x = new double[cats.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = i;
        }
        List<String> labels = new ArrayList<>();
        List<double[]> cols = new ArrayList<>(List.of(x));
        for (JobView j : jobs) {
            List<Double> v = values.apply(j);
            double[] y = new double[x.length];
            for (int i = 0; i < y.length; i++) {
                y[i] = i < v.size() ? v.get(i) : Double.NaN;
            }
            labels.add(j.label());
            cols.add(y);
        }
        return new Chart(id, title, "bars", "category", yLabel, false, labels, cols, 0, cats);
    }
}
