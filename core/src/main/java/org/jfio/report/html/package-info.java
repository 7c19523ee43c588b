/**
 * jfio's HTML report: saved results drawn as one self-contained page. A result is a
 * {@link org.jfio.report.html.ResultDocument} (jfio's JSON, best written with {@code --extended},
 * whose {@code jobs[].jfio.plot} carries the points over time and the exact histograms; or
 * {@code jfio compare}'s JSON); {@link org.jfio.report.html.ReportPage} turns one or several into
 * the page's summary table and {@link org.jfio.report.html.Chart}s and writes the HTML, with
 * uPlot 1.6.32 (MIT) and the chart data inlined, so the page opens offline.
 *
 * <pre>{@code
 * ResultDocument before = ResultDocument.parse("before.json", Files.readString(Path.of("before.json")));
 * ResultDocument after = ResultDocument.parse("after.json", Files.readString(Path.of("after.json")));
 * ReportPage page = ReportPage.of("jfio report", List.of(before, after));   // overlaid
 * try (OutputStream out = Files.newOutputStream(Path.of("report.html"))) {
 *     page.write(out);
 * }
 * }</pre>
 *
 * <p>Everything here is immutable and thread-safe. The page's charts are built in Java (this
 * package, unit-tested); its script only draws them.
 */
package org.jfio.report.html;
