package org.jfio.merge;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.report.html.JsonNode;
import org.jfio.spi.JfioException;

/**
 * One rank's saved result, as {@code jfio merge} reads it: jfio's JSON written with
 * {@code --extended} (a ranked run writes it so by itself), which carries per job and direction
 * the HdrHistograms and the per-interval samples with wall-clock times ({@code jobs[].jfio.plot})
 * and, from a ranked run, who wrote it ({@code jfio.host}). Immutable.
 *
 * @param label    the file as given, for messages
 * @param hostname the host that wrote it ({@code jfio.host.hostname}), else the label
 * @param rank     its rank ({@code jfio.host.rank}), -1 when the run was not ranked
 * @param version  {@code fio version}
 * @param globals  {@code global options}
 * @param jobs     the reported jobs, in order
 */
public record SavedResult(String label, String hostname, int rank, String version, Map<String, String> globals,
        List<SavedJob> jobs) {

    /**
     * @param label what messages call it (the file name)
     * @param json  the document's text
     * @return the result
     * @throws JfioException one line when it is not JSON, not a jfio result (fio's own, say), or lacks the mergeable data
     */
    public static SavedResult parse(String label, String json) {
        JsonNode root;
        try {
            root = JsonNode.parse(json);
        } catch (IOException e) {
            throw new JfioException(label + ": not a jfio result: " + String.valueOf(e.getMessage()).lines().findFirst().orElse(""), e);
        }
        List<JsonNode> jobs = root.get("jobs").elements();
        if (jobs.isEmpty()) {
            throw new JfioException(label + ": not a jfio result: no \"jobs\" in it (merge reads --output-format=json results)");
        }
        String version = root.get("fio version").text("");
        if (version.startsWith("fio-")) { // jfio writes jfio-<version>
            throw new JfioException(label + ": a fio result (" + version + "), not a jfio one: merge needs jfio's JSON"
                    + " results with their extended section (jfio --output-format=json --extended; a ranked run writes"
                    + " them so by itself)");
        }
        List<SavedJob> out = new ArrayList<>();
        for (JsonNode j : jobs) {
            out.add(SavedJob.read(label, j));
        }
        Map<String, String> globals = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : root.get("global options").fields().entrySet()) {
            globals.put(e.getKey(), e.getValue().text(""));
        }
        JsonNode host = root.get("jfio").get("host");
        return new SavedResult(label, host.get("hostname").text(label), (int) host.get("rank").number(-1),
                root.get("fio version").text("jfio"), java.util.Collections.unmodifiableMap(globals), List.copyOf(out));
    }

    /** @return {@code host (rank i)}, or the host alone for a result without a rank */
    public String who() {
        return rank < 0 ? hostname : hostname + " (rank " + rank + ")";
    }
}
