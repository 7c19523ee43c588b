/**
 * Report writers: turn a run's {@link org.jfio.result.RunResult} into fio's output formats, so
 * scripts written for fio read jfio's output unchanged; and the status line shown while a run
 * goes on.
 *
 * <ul>
 *   <li>{@link org.jfio.report.ReportWriter}: what every format implements (the report, what it
 *       prints before the jobs start, whether the run's notices belong in it);
 *       {@link org.jfio.report.ReportFormats} finds a format by its {@code --output-format}
 *       name and orders several as fio prints them; {@link org.jfio.report.ReportSettings}
 *       carries what the writers are made with (time zone, {@code --extended}, terse version).
 *       A new format is one writer class and one {@link org.jfio.report.ReportFormat} entry.</li>
 *   <li>{@link org.jfio.report.NormalReport}: fio 3.33's human-readable output, plus the
 *       header fio prints before the jobs start.</li>
 *   <li>{@link org.jfio.report.JsonReport}: fio 3.33's {@code --output-format=json}, and
 *       {@code json+} ({@link org.jfio.report.JsonReport#plus()}) with latency bins in fio's
 *       histogram buckets.</li>
 *   <li>{@link org.jfio.report.TerseReport}: fio's {@code --minimal} /
 *       {@code --output-format=terse} lines, terse versions 2 to 5.</li>
 *   <li>{@link org.jfio.report.StatusLine}: fio's status line ({@code Jobs: 1 (f=1): [r(1)]...}).</li>
 *   <li>{@link org.jfio.report.HtmlReport}: jfio's {@code --output-format=html}, one
 *       self-contained page of plots ({@link org.jfio.report.html}).</li>
 * </ul>
 *
 * <p>Writers are immutable and thread-safe; the figures all formats share (fio's percentiles,
 * {@link org.jfio.result.LatencyStats#fioPercentilesNs}; the clat distribution buckets; the IO
 * depth tables) are computed in one place each. fio's number shortening ({@code 27.1k},
 * {@code 106MiB/s}) is {@link org.jfio.format.Num2Str}.
 */
package org.jfio.report;
