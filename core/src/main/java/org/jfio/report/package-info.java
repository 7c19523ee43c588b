/**
 * Report writers: turn a finished run's {@link org.jfio.result.RunResult} into fio's output
 * formats, so scripts written for fio read jfio's output unchanged; and the status line shown
 * while a run goes on.
 *
 * <ul>
 *   <li>{@link org.jfio.report.NormalReport}: fio 3.33's human-readable output, plus the
 *       header fio prints before the jobs start.</li>
 *   <li>{@link org.jfio.report.JsonReport}: fio 3.33's {@code --output-format=json}, and
 *       {@code json+} ({@link org.jfio.report.JsonReport#plus()}) with latency bins in fio's
 *       histogram buckets.</li>
 *   <li>{@link org.jfio.report.TerseReport}: fio's {@code --minimal} /
 *       {@code --output-format=terse} lines, terse versions 2 to 5.</li>
 *   <li>{@link org.jfio.format.Num2Str}: fio's number shortening ({@code 27.1k},
 *       {@code 106MiB/s}), for other output that must look like fio's.</li>
 * </ul>
 *
 * <p>Writers are stateless and thread-safe; the percentages all formats share (the clat
 * distribution buckets and the IO depth tables) are computed by one helper each.
 */
package org.jfio.report;
