package org.jfio.cli;

import java.util.ArrayList;
import java.util.List;

import org.jfio.report.ReportFormat;
import org.jfio.report.ReportFormats;
import org.jfio.report.ReportSettings;
import org.jfio.report.ReportWriter;
import org.jfio.report.TerseReport;
import org.jfio.spi.JfioException;

/**
 * jfio's report flags ({@code --output-format}, {@code --minimal}, {@code --terse-version},
 * {@code --extended}) read into writers of the library's {@link ReportFormats}: which formats,
 * in which order and how each is written are the registry's; this class only parses the flags.
 */
final class OutputFormat {
    private OutputFormat() {
    }

    /**
     * What to print and how.
     *
     * @param formats  the formats in print order, no repeats
     * @param settings what their writers are made with
     */
    record Selection(List<ReportFormat> formats, ReportSettings settings) {
        Selection {
            formats = List.copyOf(formats);
        }

        /** @return this selection with jfio's extra figures on or off ({@code --extended}) */
        Selection extended(boolean on) {
            return new Selection(formats, settings.withExtended(on));
        }

        /** @return the terse version written, 2 to 5 */
        int terseVersion() {
            return settings.terseVersion();
        }

        /** @return one writer per text format (every one but html), in print order */
        List<ReportWriter> writers() {
            List<ReportWriter> out = new ArrayList<>(formats.size());
            for (ReportFormat f : formats) {
                if (!f.name().equals(ReportFormats.HTML)) {
                    out.add(f.writer(settings));
                }
            }
            return out;
        }

        /** @return the HTML page's writer ({@code --output-format=html}), or null when not asked for */
        ReportWriter html() {
            for (ReportFormat f : formats) {
                if (f.name().equals(ReportFormats.HTML)) {
                    return f.writer(settings);
                }
            }
            return null;
        }
    }

    /**
     * @param values       the formats as given (the last {@code --output-format}, or
     *                     {@code terse} for {@code --minimal}); null or empty means {@code normal}
     * @param terseVersion {@code --terse-version} as written, null for the default (3)
     * @return the formats in print order, with the settings
     * @throws JfioException for an unknown format or terse version
     */
    static Selection select(List<String> values, String terseVersion) {
        List<ReportFormat> formats = ReportFormats.builtin().select(values);
        return new Selection(formats, ReportSettings.defaults().withTerseVersion(terseVersion(terseVersion)));
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

    /** The format names for picocli's {@code ${COMPLETION-CANDIDATES}} in {@code --output-format}'s help. */
    static final class Names implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return ReportFormats.builtin().names().iterator();
        }
    }
}
