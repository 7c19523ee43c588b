package org.jfio.report.html;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

/**
 * Renders a {@link ReportPage} as one HTML document: the summary table and the job options as
 * HTML, the charts as JSON data in a {@code <script type="application/json">} element, drawn by
 * the page's script ({@code page.js}) with uPlot 1.6.32 ({@code uPlot.iife.min.js}, MIT, from
 * the npm registry; see this package's resources' README), all inlined. Chart numbers are
 * written with 5 significant digits, which keeps a 10-minute run's page small. Stateless.
 */
final class HtmlPage {
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final MathContext DIGITS = new MathContext(5);
    private static final String UPLOT_JS = resource("uPlot.iife.min.js");
    private static final String UPLOT_CSS = resource("uPlot.min.css");
    private static final String PAGE_JS = resource("page.js");
    private static final String PAGE_CSS = resource("page.css");

    private HtmlPage() {
    }

    private static String resource(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource missing from jfio-core: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String render(ReportPage page, Map<String, Map<String, String>> options) {
        StringBuilder b = new StringBuilder(256 * 1024);
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(escape(page.title())).append("</title>\n<style>\n").append(UPLOT_CSS).append('\n')
                .append(PAGE_CSS).append("</style>\n</head>\n<body data-charts=\"").append(page.charts().size())
                .append("\">\n<h1>").append(escape(page.title())).append("</h1>\n<p class=\"meta\">From: ")
                .append(escape(String.join(", ", page.sources()))).append("</p>\n");
        for (String n : page.notes()) {
            b.append("<p class=\"note\">").append(escape(n)).append("</p>\n");
        }
        summary(b, page);
        options(b, options);
        b.append("<p class=\"controls\"><label><input type=\"checkbox\" id=\"ylog\" checked> log-scaled latency axes</label>"
                + " &middot; drag to zoom, double-click to reset, click a legend entry to hide its series</p>\n");
        for (Chart c : page.charts()) {
            b.append("<figure class=\"chart\"><figcaption>").append(escape(c.title()))
                    .append("</figcaption><div class=\"plot\" id=\"").append(escape(c.id())).append("\"></div></figure>\n");
        }
        if (!page.findings().isEmpty()) {
            b.append("<section class=\"findings\"><h2>Findings</h2><ul>\n");
            for (String f : page.findings()) {
                b.append("<li>").append(escape(f)).append("</li>\n");
            }
            b.append("</ul></section>\n");
        }
        b.append("<script type=\"application/json\" id=\"jfio-data\">").append(data(page.charts()).replace("<", "\\u003c"))
                .append("</script>\n<script>").append(UPLOT_JS).append("</script>\n<script>\n").append(PAGE_JS)
                .append("</script>\n</body></html>\n");
        return b.toString();
    }

    private static void summary(StringBuilder b, ReportPage page) {
        if (page.summary().isEmpty()) {
            return;
        }
        b.append("<table class=\"summary\"><thead><tr>");
        for (String h : ReportPage.summaryHeader()) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (List<String> row : page.summary()) {
            b.append("<tr>");
            for (String cell : row) {
                b.append("<td>").append(escape(cell)).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody></table>\n<p class=\"meta\">Percentiles: HdrHistogram's exact values (3 significant digits)"
                + " where the result has its histograms (--extended), else fio's listed ones; fio's normal report"
                + " prints the bucket each value falls in, up to 1.6% apart.</p>\n");
    }

    private static void options(StringBuilder b, Map<String, Map<String, String>> options) {
        for (Map.Entry<String, Map<String, String>> job : options.entrySet()) {
            b.append("<details class=\"options\"><summary>Options of ").append(escape(job.getKey()))
                    .append("</summary><pre>");
            for (Map.Entry<String, String> o : job.getValue().entrySet()) {
                b.append(escape(o.getKey()));
                if (!o.getValue().isEmpty()) {
                    b.append('=').append(escape(o.getValue()));
                }
                b.append('\n');
            }
            b.append("</pre></details>\n");
        }
    }

    /** @return the charts as the script reads them */
    static String data(List<Chart> charts) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(64 * 1024);
        try (JsonGenerator g = FACTORY.createGenerator(buf)) {
            g.writeStartObject();
            g.writeArrayFieldStart("charts");
            for (Chart c : charts) {
                chart(g, c);
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    private static void chart(JsonGenerator g, Chart c) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", c.id());
        g.writeStringField("kind", c.kind());
        g.writeStringField("xAxis", c.xAxis());
        g.writeStringField("yLabel", c.yLabel());
        g.writeBooleanField("yLog", c.yLog());
        g.writeNumberField("shadeTo", c.shadeTo());
        g.writeArrayFieldStart("labels");
        for (String l : c.labels()) {
            g.writeString(l);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("categories");
        for (String l : c.categories()) {
            g.writeString(l);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("data");
        for (double[] col : c.columns()) {
            g.writeStartArray();
            for (double v : col) {
                number(g, v);
            }
            g.writeEndArray();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void number(JsonGenerator g, double v) throws IOException {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            g.writeNull();
        } else if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            g.writeNumber((long) v);
        } else {
            g.writeNumber(new BigDecimal(v).round(DIGITS).stripTrailingZeros().toPlainString());
        }
    }

    /** @return text safe inside HTML elements and attribute values */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(ch);
            }
        }
        return b.toString();
    }
}
