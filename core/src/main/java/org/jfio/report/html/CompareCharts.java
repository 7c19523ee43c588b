package org.jfio.report.html;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The charts of a {@code jfio compare} result ({@code jfio_compare}): per metric (median IOPS,
 * median p99 latency in us), one bar per engine and swept value (the sweep's values on x, one
 * series per engine; cells that did not run are gaps), and the findings' sentences. Stateless.
 */
final class CompareCharts {
    /** The metrics drawn: JSON key of {@code median}, title, unit. */
    private static final String[][] METRICS = {
        {"iops", "IOPS (median of the repeats)", "IOPS"},
        {"lat_p99_us", "p99 latency (median of the repeats)", "us"},
    };

    private CompareCharts() {
    }

    static List<Chart> of(String prefix, String label, JsonNode compare) {
        List<JsonNode> cells = compare.get("cells").elements();
        Set<String> engines = new LinkedHashSet<>();
        Set<String> values = new LinkedHashSet<>();
        for (JsonNode c : cells) {
            engines.add(c.get("engine").text(""));
            values.add(c.get("sweep_value").text(""));
        }
        List<String> cats = new ArrayList<>(values);
        String option = compare.get("sweep").get("option").text("");
        List<Chart> out = new ArrayList<>();
        for (String[] m : METRICS) {
            double[] x = new double[cats.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = i;
            }
            List<double[]> cols = new ArrayList<>(List.of(x));
            for (String e : engines) {
                double[] y = new double[x.length];
                java.util.Arrays.fill(y, Double.NaN);
                for (JsonNode c : cells) {
                    if (c.get("engine").text("").equals(e) && "ran".equals(c.get("status").text(""))) {
                        y[cats.indexOf(c.get("sweep_value").text(""))] = c.get("median").get(m[0]).number(Double.NaN);
                    }
                }
                cols.add(y);
            }
            List<String> catLabels = new ArrayList<>();
            for (String v : cats) {
                catLabels.add(option.isEmpty() ? (v.isEmpty() ? "all" : v) : option + "=" + v);
            }
            out.add(new Chart(prefix + "-" + m[0].replace('.', '_'), label + ": " + m[1] + " per engine", "bars",
                    "category", m[2], false, new ArrayList<>(engines), cols, 0, catLabels));
        }
        return out;
    }

    /** @return the findings' sentences */
    static List<String> findings(JsonNode compare) {
        List<String> out = new ArrayList<>();
        for (JsonNode f : compare.get("findings").elements()) {
            out.add(f.get("sentence").text(f.get("meaning").text("")));
        }
        return out;
    }
}
