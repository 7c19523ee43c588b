package org.jfio.report;

import java.io.IOException;
import java.io.OutputStream;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;

import org.jfio.report.html.ReportPage;
import org.jfio.report.html.ResultDocument;
import org.jfio.result.RunResult;

/**
 * jfio's HTML report ({@code --output-format=html}): the run drawn as one self-contained page
 * ({@link ReportPage}). The page is drawn from the run's {@code --extended} JSON document, the same
 * one {@code jfio report} reads back from a file, so a saved result redraws the same page.
 * A jfio format of its own (fio has none). Registered in {@link ReportFormats} as {@code html}.
 * Immutable and thread-safe.
 */
public final class HtmlReport implements ReportWriter {
    /** The page's heading. */
    public static final String TITLE = "jfio report";

    private final JsonReport json;

    /** @param zone time zone of the JSON document's {@code time} */
    public HtmlReport(ZoneId zone) {
        this.json = new JsonReport(Objects.requireNonNull(zone, "zone")).withExtended(true);
    }

    /** Writes the page, UTF-8; flushes, does not close {@code out}. */
    @Override
    public void write(RunResult result, OutputStream out) throws IOException {
        page(result).write(out);
    }

    /** @return the page of a run */
    public ReportPage page(RunResult result) {
        return ReportPage.of(TITLE, List.of(ResultDocument.parse("this run", json.format(result))));
    }
}
