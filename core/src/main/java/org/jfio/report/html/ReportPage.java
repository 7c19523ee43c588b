package org.jfio.report.html;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * jfio's HTML report: one self-contained page (uPlot and the data inlined, nothing fetched, so
 * it opens offline) drawn from one or more saved results ({@link ResultDocument}), several
 * results overlaid for before/after comparisons. The page holds, in order: a summary table per
 * job and direction ({@link #summary()}) with each job's options collapsible; the completion
 * latency percentile plot per direction; IOPS, bandwidth and mean/p99 latency over time with the
 * ramp shaded; the latency histogram per direction and the IO depth distribution; for a
 * {@code jfio compare} result, its charts per engine with the findings beside them. The charts are
 * {@link #charts()}; each is drawn into an element with the chart's id whose
 * {@code data-series} and {@code data-points} attributes the script sets once drawn (the body's
 * {@code data-errors} counts script errors), so a browser test can read what was drawn.
 *
 * <p>What a result lacks is left out and said in {@link #notes()}: the plots over time and the
 * exact histograms need a result written with {@code --extended} (its {@code jobs[].jfio.plot}).
 * Immutable and thread-safe.
 */
public final class ReportPage {
    private final String title;
    private final List<String> sources;
    private final List<List<String>> summary = new ArrayList<>();
    private final Map<String, Map<String, String>> options = new LinkedHashMap<>();
    private final List<Chart> charts = new ArrayList<>();
    private final List<String> findings = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private ReportPage(String title, List<ResultDocument> docs) {
        this.title = title;
        this.sources = new ArrayList<>();
        List<JobView> jobs = new ArrayList<>();
        boolean prefix = docs.size() > 1;
        int compares = 0;
        for (ResultDocument doc : docs) {
            sources.add(doc.label());
            if (doc.isComparison()) {
                JsonNode c = doc.root().get("jfio_compare");
                charts.addAll(CompareCharts.of("cmp" + compares++, doc.label(), c));
                for (String f : CompareCharts.findings(c)) {
                    findings.add(prefix ? doc.label() + ": " + f : f);
                }
                continue;
            }
            double util = util(doc.root());
            boolean plotted = false;
            Map<String, Integer> clones = new HashMap<>();
            for (JsonNode j : doc.root().get("jobs").elements()) {
                clones.merge(j.get("jobname").text("job"), 1, Integer::sum);
            }
            Map<String, Integer> seen = new HashMap<>();
            for (JsonNode j : doc.root().get("jobs").elements()) {
                String name = j.get("jobname").text("job");
                if (clones.get(name) > 1) { // numjobs without group_reporting: one entry per clone, as fio
                    name = name + " (clone " + seen.merge(name, 1, Integer::sum) + ")";
                }
                JobView v = new JobView(prefix ? doc.label() + ": " + name : name, j);
                jobs.add(v);
                List<List<String>> rows = SummaryTable.rows(v, util);
                summary.addAll(rows.isEmpty() ? List.of(SummaryTable.idleRow(v)) : rows);
                int error = (int) j.get("error").number(0);
                if (error != 0) {
                    notes.add(v.label() + ": the job failed with error " + error + " (errno); its figures cover what it"
                            + " did before (the text report and stderr say why)");
                }
                options.put(v.label(), jobOptions(doc.root(), j));
                plotted |= !j.get("jfio").get("plot").isMissing();
            }
            if (!plotted) {
                notes.add(doc.label() + ": saved without --extended, so it has no points over time and no exact"
                        + " histograms: its percentiles come from fio's list and its plots over time are left out");
            }
        }
        charts.addAll(0, DistributionCharts.of(jobs));
        charts.addAll(0, TimeCharts.of(jobs));
        charts.addAll(0, PercentileCharts.of(jobs));
    }

    /**
     * @param title the page's heading, e.g. {@code jfio report}
     * @param docs  the results drawn, at least one; several are overlaid, each job named with its result's label
     * @return the page
     * @throws IllegalArgumentException when {@code docs} is empty
     * @throws org.jfio.spi.JfioException when a result's {@code jfio.plot} histograms cannot be decoded
     */
    public static ReportPage of(String title, List<ResultDocument> docs) {
        Objects.requireNonNull(title, "title");
        if (docs.isEmpty()) {
            throw new IllegalArgumentException("no result to draw");
        }
        return new ReportPage(title, List.copyOf(docs));
    }

    private static double util(JsonNode root) {
        double u = Double.NaN;
        for (JsonNode d : root.get("disk_util").elements()) {
            double v = d.get("util").number(Double.NaN);
            u = Double.isNaN(u) ? v : Math.max(u, v);
        }
        return u;
    }

    private static Map<String, String> jobOptions(JsonNode root, JsonNode job) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : root.get("global options").fields().entrySet()) {
            out.put(e.getKey(), e.getValue().text(""));
        }
        for (Map.Entry<String, JsonNode> e : job.get("job options").fields().entrySet()) {
            out.put(e.getKey(), e.getValue().text(""));
        }
        return out;
    }

    /** @return the page's heading */
    public String title() {
        return title;
    }

    /** @return the results' labels, in the order given */
    public List<String> sources() {
        return List.copyOf(sources);
    }

    /** @return the summary rows (cells as shown), columns as {@link #summaryHeader()} */
    public List<List<String>> summary() {
        return List.copyOf(summary);
    }

    /** @return the header of {@link #summary()} */
    public static List<String> summaryHeader() {
        return SummaryTable.HEADER;
    }

    /** @return each job's options (global ones first), by the job's label */
    public Map<String, Map<String, String>> jobOptions() {
        return Map.copyOf(options);
    }

    /** @return the charts in page order */
    public List<Chart> charts() {
        return List.copyOf(charts);
    }

    /** @return the findings of {@code jfio compare} results, as sentences */
    public List<String> findings() {
        return List.copyOf(findings);
    }

    /** @return what the page leaves out and why */
    public List<String> notes() {
        return List.copyOf(notes);
    }

    /** Writes the page, UTF-8; flushes, does not close {@code out}. */
    public void write(OutputStream out) throws IOException {
        out.write(html().getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** @return the page's HTML */
    public String html() {
        return HtmlPage.render(this, options);
    }
}
