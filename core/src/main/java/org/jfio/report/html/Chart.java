package org.jfio.report.html;

import java.util.List;
import java.util.Objects;

/**
 * One chart of the page, as the page's script draws it with uPlot: aligned columns, the first
 * the x values, then one per series ({@link Double#NaN} where a series has no point, drawn as
 * a gap). Immutable and thread-safe (the arrays are not copied: builders hand them over).
 *
 * @param id      the element id in the page, e.g. {@code pct-read}
 * @param title   the heading above the chart
 * @param kind    how series are drawn: {@code line}, {@code step} (histograms) or {@code bars}
 * @param xAxis   the x scale: {@code nines} (percentile on HdrHistogram's scale: x = -log10(1 - p/100),
 *                so 1 is 90%, 2 is 99%, 6 is 99.9999%), {@code seconds}, {@code log} (latency in
 *                us, log-scaled) or {@code category} (x is an index into {@link #categories})
 * @param yLabel  the y axis label with its unit
 * @param yLog    true for a log-scaled y axis by default (a latency)
 * @param labels  the series' names, one per column after the first
 * @param columns x first, then one column per series, all the same length
 * @param shadeTo the x up to which the plot is shaded (ramp time, s); 0 for none
 * @param categories the x labels of a {@code category} chart; empty otherwise
 */
public record Chart(String id, String title, String kind, String xAxis, String yLabel, boolean yLog,
        List<String> labels, List<double[]> columns, double shadeTo, List<String> categories) {
    /** Checks the shape; copies the lists. */
    public Chart {
        Objects.requireNonNull(id, "id");
        labels = List.copyOf(labels);
        columns = List.copyOf(columns);
        categories = List.copyOf(categories);
        if (columns.size() != labels.size() + 1) {
            throw new IllegalArgumentException("chart " + id + ": " + labels.size() + " series but "
                    + columns.size() + " columns");
        }
        for (double[] c : columns) {
            if (c.length != columns.get(0).length) {
                throw new IllegalArgumentException("chart " + id + ": columns differ in length");
            }
        }
    }

    /** @return number of series (columns after x) */
    public int seriesCount() {
        return labels.size();
    }

    /** @return number of points of each series (length of the x column) */
    public int pointCount() {
        return columns.get(0).length;
    }
}
