package org.jfio.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.jfio.spi.JfioException;

/**
 * One job of a result ({@code jobs[]} element) as the page needs it: its fio figures per
 * direction, and from {@code jfio.plot} (when the result was written with {@code --extended})
 * the decoded latency histograms and the points over time. Immutable after construction.
 */
final class JobView {
    /** fio's data directions in report order, with {@code mixed} for unified reporting. */
    static final List<String> DIRECTIONS = List.of("read", "write", "trim", "mixed");

    private final String label;
    private final JsonNode job;
    private final Map<String, Histogram> clat = new LinkedHashMap<>();
    private final Map<String, JsonNode> series = new LinkedHashMap<>();
    private final double rampS;

    /**
     * @param label how the page names the job (the source's label in front when several are drawn)
     * @param job   the {@code jobs[]} element
     */
    JobView(String label, JsonNode job) {
        this.label = label;
        this.job = job;
        JsonNode plot = job.get("jfio").get("plot");
        for (Map.Entry<String, JsonNode> e : plot.get("histograms").fields().entrySet()) {
            String enc = e.getValue().get("clat_ns").text(null);
            if (enc != null) {
                clat.put(e.getKey(), decode(label, enc));
            }
        }
        for (Map.Entry<String, JsonNode> e : plot.get("series").fields().entrySet()) {
            if (!e.getValue().get("end_ms").elements().isEmpty()) {
                series.put(e.getKey(), e.getValue());
            }
        }
        rampS = plot.get("ramp_ms").number(0) / 1000.0;
    }

    static Histogram decode(String label, String base64) {
        try {
            return org.jfio.report.HistogramCodec.decode(base64);
        } catch (IllegalArgumentException e) {
            throw new JfioException(label + ": a latency histogram in jfio.plot cannot be decoded: " + e.getMessage(), e);
        }
    }

    /** @return the page's name for the job */
    String label() {
        return label;
    }

    /** @return the {@code jobs[]} element */
    JsonNode json() {
        return job;
    }

    /** @return the data directions that did I/O, in fio's order */
    List<String> directions() {
        List<String> out = new ArrayList<>();
        for (String d : DIRECTIONS) {
            if (job.get(d).get("total_ios").number(0) > 0) {
                out.add(d);
            }
        }
        return out;
    }

    /** @return the clat histogram of a direction, or null when the result has none (written without --extended) */
    Histogram clat(String ddir) {
        return clat.get(ddir);
    }

    /** @return the {@code jfio.plot.series} entries by direction (those with points) */
    Map<String, JsonNode> series() {
        return series;
    }

    /** @return the ramp period at the timeline's start, s */
    double rampSeconds() {
        return rampS;
    }
}
