package org.jfio.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfio.api.JfioException;

/** The report formats of {@code --output-format}, a comma list as in fio. */
enum OutputFormat {
    /** fio's human-readable report (the default). */
    NORMAL("normal", true),
    /** fio's JSON report. */
    JSON("json", true),
    /** fio's JSON report with latency histograms. */
    JSON_PLUS("json+", false),
    /** fio's semicolon-separated terse format. */
    TERSE("terse", false);

    private final String fioName;
    private final boolean supported;

    OutputFormat(String fioName, boolean supported) {
        this.fioName = fioName;
        this.supported = supported;
    }

    /**
     * @param values the formats as written; null or empty means {@code normal}
     * @return the formats in the order given, without repeats
     * @throws JfioException for an unknown or not yet supported format
     */
    static List<OutputFormat> parseList(List<String> values) {
        List<OutputFormat> out = new ArrayList<>();
        if (values == null || values.isEmpty()) {
            out.add(NORMAL);
            return out;
        }
        for (String v : values) {
            OutputFormat f = parse(v);
            if (!out.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }

    private static OutputFormat parse(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        for (OutputFormat f : values()) {
            if (f.fioName.equals(v)) {
                if (!f.supported) {
                    throw new JfioException("--output-format=" + value + ": not supported yet (use normal or json)");
                }
                return f;
            }
        }
        throw new JfioException("--output-format=" + value + ": unknown format (allowed: normal, json, json+, terse)");
    }
}
