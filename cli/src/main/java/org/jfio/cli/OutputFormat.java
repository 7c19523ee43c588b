package org.jfio.cli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.jfio.spi.JfioException;
import org.jfio.report.TerseReport;

/**
 * The report formats of {@code --output-format}, a comma list as in fio. Declared in the order
 * fio prints them whatever the order given ({@code stat.c} writes one buffer per format:
 * terse, then JSON, then normal).
 */
enum OutputFormat {
    /** fio's semicolon-separated terse format ({@code terse}, also {@code minimal}, {@code csv}). */
    TERSE("terse"),
    /** fio's JSON report. */
    JSON("json"),
    /** fio's JSON report with latency histograms; replaces {@link #JSON} when both are asked for. */
    JSON_PLUS("json+"),
    /** fio's human-readable report (the default). */
    NORMAL("normal");

    /** Other names fio accepts for a format. */
    private static final List<String> TERSE_ALIASES = List.of("minimal", "csv");

    private final String fioName;

    OutputFormat(String fioName) {
        this.fioName = fioName;
    }

    /**
     * What to print and how.
     *
     * @param formats      the formats in print order (terse, json or json+, normal), no repeats
     * @param terseVersion the terse version, 2 to 5
     */
    record Selection(List<OutputFormat> formats, int terseVersion, boolean extended) {
        Selection {
            formats = List.copyOf(formats);
        }

        Selection(List<OutputFormat> formats, int terseVersion) {
            this(formats, terseVersion, false);
        }

        /** @return this selection with jfio's extra figures on or off ({@code --extended}) */
        Selection extended(boolean on) {
            return new Selection(formats, terseVersion, on);
        }

        /** @return true when {@code f} is printed */
        boolean contains(OutputFormat f) {
            return formats.contains(f);
        }
    }

    /**
     * @param values       the formats as given (the last {@code --output-format}, or
     *                     {@code terse} for {@code --minimal}); null or empty means {@code normal}
     * @param terseVersion {@code --terse-version} as written, null for the default (3)
     * @return the formats in fio's print order, with the terse version
     * @throws JfioException for an unknown format or terse version
     */
    static Selection select(List<String> values, String terseVersion) {
        return new Selection(parseList(values), terseVersion(terseVersion));
    }

    /**
     * @param values the formats as written; null or empty means {@code normal}
     * @return the formats in fio's print order, without repeats; {@code json} and {@code json+}
     *         together give {@code json+} alone, as in fio (one JSON document, with bins)
     * @throws JfioException for an unknown format
     */
    static List<OutputFormat> parseList(List<String> values) {
        Set<OutputFormat> set = EnumSet.noneOf(OutputFormat.class);
        if (values == null || values.isEmpty()) {
            set.add(NORMAL);
        } else {
            for (String v : values) {
                set.add(parse(v));
            }
        }
        if (set.contains(JSON_PLUS)) {
            set.remove(JSON);
        }
        return new ArrayList<>(set);
    }

    private static OutputFormat parse(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (TERSE_ALIASES.contains(v)) {
            return TERSE;
        }
        for (OutputFormat f : values()) {
            if (f.fioName.equals(v)) {
                return f;
            }
        }
        throw new JfioException("--output-format=" + value + ": unknown format (allowed: normal, json, json+, terse)");
    }

    /**
     * @param value {@code --terse-version} as written, null for the default
     * @return the version, 2 to 5
     * @throws JfioException for anything else
     */
    static int terseVersion(String value) {
        if (value == null) {
            return TerseReport.DEFAULT_VERSION;
        }
        int v;
        try {
            v = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            v = -1;
        }
        if (!TerseReport.isSupportedVersion(v)) {
            throw new JfioException("--terse-version=" + value + ": bad terse version (allowed: 2, 3, 4, 5)");
        }
        return v;
    }
}
