package org.jfio.report.html;

import java.io.IOException;
import java.util.Objects;

import org.jfio.spi.JfioException;

/**
 * One saved result the HTML report draws: a jfio/fio JSON document ({@code --output-format=json},
 * with {@code --extended} for the plots over time and the exact histograms) or the JSON of
 * {@code jfio compare}, with the label the page shows for it (a file name). Immutable and
 * thread-safe.
 */
public final class ResultDocument {
    private final String label;
    private final JsonNode root;

    private ResultDocument(String label, JsonNode root) {
        this.label = label;
        this.root = root;
    }

    /**
     * @param label what the page calls this result, e.g. {@code before.json}
     * @param json  the document's text
     * @return the parsed document
     * @throws JfioException {@code before.json: not a jfio result: ...} when the text is not JSON,
     *                       or holds neither {@code jobs} nor {@code jfio_compare}
     */
    public static ResultDocument parse(String label, String json) {
        Objects.requireNonNull(label, "label");
        JsonNode root;
        try {
            root = JsonNode.parse(json);
        } catch (IOException e) {
            throw new JfioException(label + ": not a jfio result: " + oneLine(e.getMessage()), e);
        }
        if (root.get("jobs").elements().isEmpty() && !root.get("jfio_compare").isObject()) {
            throw new JfioException(label + ": not a jfio result: no \"jobs\" and no \"jfio_compare\" in it");
        }
        return new ResultDocument(label, root);
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "bad JSON";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** @return the label the page shows */
    public String label() {
        return label;
    }

    /** @return true for the JSON of {@code jfio compare} */
    public boolean isComparison() {
        return root.get("jfio_compare").isObject();
    }

    JsonNode root() {
        return root;
    }
}
