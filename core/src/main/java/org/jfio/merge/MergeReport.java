package org.jfio.merge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;

import org.jfio.report.JsonReport;
import org.jfio.report.NormalReport;
import org.jfio.report.ReportWriter;

/**
 * Writes a merge in one of jfio's report formats: the all-hosts run as the format writes any
 * run (fio's normal text, JSON, json+, terse, the HTML page), then the per-rank table where the
 * format has room for it: beneath the normal report, and as the last key of the JSON document
 * ({@code "jfio_merge"}, beside fio's keys, as {@code jfio compare}'s {@code "jfio_compare"}).
 * Terse lines and the HTML page carry the all-hosts run only. Stateless.
 */
public final class MergeReport {
    private static final JsonFactory FACTORY = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private MergeReport() {
    }

    /**
     * @param m      the merge
     * @param writer the format's writer
     * @param out    where it goes; flushed, not closed
     * @throws IOException when {@code out} fails
     */
    public static void write(MergedFleet m, ReportWriter writer, OutputStream out) throws IOException {
        if (writer instanceof JsonReport json) {
            String doc = json.format(m.result());
            int close = doc.lastIndexOf('}');
            out.write(doc.substring(0, close).stripTrailing().getBytes(StandardCharsets.UTF_8));
            ByteArrayOutputStream tail = new ByteArrayOutputStream();
            try (JsonGenerator g = FACTORY.createGenerator(tail)) {
                g.useDefaultPrettyPrinter();
                g.writeStartObject();
                HostTable.json(m, g);
                g.writeEndObject();
            }
            String t = tail.toString(StandardCharsets.UTF_8).strip();
            // the object's inside, as one more field of the document
            String field = t.substring(1, t.length() - 1).strip();
            out.write((",\n  " + field.replace("\n", "\n  ") + "\n}\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            return;
        }
        writer.write(m.result(), out);
        if (writer instanceof NormalReport) {
            HostTable.text(m, out);
        }
        out.flush();
    }
}
