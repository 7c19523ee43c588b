package org.jfio.report.html;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The plots over time, from {@code jfio.plot.series}: IOPS, bandwidth (MiB/s), and mean and p99
 * completion latency (us) per interval, one series per job and direction (and statistic), x in
 * seconds from each job's start, the ramp shaded. Jobs sampled at different instants share one x
 * column (the union of their instants; a job has gaps where another has points). Stateless.
 */
final class TimeCharts {
    private TimeCharts() {
    }

    /** One job direction's points: x in s and the values. */
    private record Points(String label, double[] x, double[] iops, double[] mibps, double[] meanUs, double[] p99Us) {
    }

    static List<Chart> of(List<JobView> jobs) {
        List<Points> all = new ArrayList<>();
        double ramp = 0;
        for (JobView j : jobs) {
            for (Map.Entry<String, JsonNode> e : j.series().entrySet()) {
                all.add(points(j.label() + " " + e.getKey(), e.getValue()));
            }
            ramp = Math.max(ramp, j.rampSeconds());
        }
        if (all.isEmpty()) {
            return List.of();
        }
        TreeSet<Double> xs = new TreeSet<>();
        for (Points p : all) {
            for (double v : p.x) {
                xs.add(v);
            }
        }
        double[] x = new double[xs.size()];
        int k = 0;
        for (double v : xs) {
            x[k++] = v;
        }
        List<String> names = new ArrayList<>();
        List<double[]> iops = new ArrayList<>(List.of(x));
        List<double[]> bw = new ArrayList<>(List.of(x));
        List<String> latNames = new ArrayList<>();
        List<double[]> lat = new ArrayList<>(List.of(x));
        for (Points p : all) {
            names.add(p.label);
            iops.add(align(x, p.x, p.iops));
            bw.add(align(x, p.x, p.mibps));
            latNames.add(p.label + " mean");
            lat.add(align(x, p.x, p.meanUs));
            latNames.add(p.label + " p99");
            lat.add(align(x, p.x, p.p99Us));
        }
        return List.of(
                new Chart("time-iops", "IOPS over time", "line", "seconds", "IOPS", false, names, iops, ramp, List.of()),
                new Chart("time-bw", "Bandwidth over time", "line", "seconds", "MiB/s", false, names, bw, ramp, List.of()),
                new Chart("time-lat", "Completion latency over time (mean and p99 per interval)", "line", "seconds",
                        "clat (us)", true, latNames, lat, ramp, List.of()));
    }

    private static Points points(String label, JsonNode s) {
        long[] end = s.get("end_ms").longs();
        long[] ios = s.get("ios").longs();
        long[] bytes = s.get("bytes").longs();
        long[] mean = s.get("clat_mean_ns").longs();
        long[] p99 = s.get("clat_p99_ns").longs();
        int n = Math.min(end.length, Math.min(ios.length, Math.min(bytes.length, Math.min(mean.length, p99.length))));
        double[] x = new double[n];
        double[] io = new double[n];
        double[] bw = new double[n];
        double[] mu = new double[n];
        double[] p = new double[n];
        long prev = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            long dt = end[i] - prev;
            if (dt <= 0) {
                continue;
            }
            x[k] = end[i] / 1000.0;
            io[k] = ios[i] * 1000.0 / dt;
            bw[k] = bytes[i] * 1000.0 / dt / (1 << 20);
            mu[k] = ios[i] == 0 ? Double.NaN : mean[i] / 1000.0;
            p[k] = ios[i] == 0 ? Double.NaN : p99[i] / 1000.0;
            prev = end[i];
            k++;
        }
        return new Points(label, Arrays.copyOf(x, k), Arrays.copyOf(io, k), Arrays.copyOf(bw, k),
                Arrays.copyOf(mu, k), Arrays.copyOf(p, k));
    }

    /** @return the values placed at their x in the shared column, NaN elsewhere */
    private static double[] align(double[] shared, double[] x, double[] values) {
        double[] out = new double[shared.length];
        Arrays.fill(out, Double.NaN);
        int j = 0;
        for (int i = 0; i < x.length; i++) {
            while (shared[j] < x[i]) {
                j++;
            }
            out[j] = values[i];
        }
        return out;
    }
}
