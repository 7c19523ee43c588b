package org.jfio.report;

import java.util.List;

import org.jfio.result.Finding;
import org.jfio.result.PreflightReport;

/**
 * The text of {@code jfio check}: one line per finding, {@code OK}, {@code WARN} or
 * {@code ERROR}, the check's name and the finding ({@code subject: message}), the fix indented on
 * the next line, and a closing count. jfio's own format (fio has no such command). Stateless and
 * thread-safe.
 *
 * <pre>
 * OK    kernel         Linux 6.1.0-18-amd64 x86_64
 * WARN  engine         io_uring: not available: liburing.so.2 not found
 *                      fix: apt-get install liburing2
 * ...
 * 0 errors, 1 warning
 * </pre>
 */
public final class CheckReport {
    private static final int CHECK_WIDTH = 15;

    private CheckReport() {
    }

    /** @return the report's text, every line ending with a newline */
    public static String format(PreflightReport report) {
        StringBuilder b = new StringBuilder();
        String indent = " ".repeat(6 + CHECK_WIDTH);
        for (Finding f : report.findings()) {
            String subject = f.subject().equals(f.check().label()) ? "" : f.subject() + ": ";
            b.append(String.format("%-5s %-" + CHECK_WIDTH + "s%s%s\n", label(f.severity()), f.check().label(),
                    subject, f.message()));
            if (!f.fix().isEmpty() && f.severity() != Finding.Severity.OK) {
                b.append(indent).append("fix: ").append(f.fix()).append('\n');
            }
        }
        List<Finding> errors = report.errors();
        List<Finding> warnings = report.warnings();
        b.append(errors.size()).append(errors.size() == 1 ? " error, " : " errors, ")
                .append(warnings.size()).append(warnings.size() == 1 ? " warning" : " warnings").append('\n');
        return b.toString();
    }

    private static String label(Finding.Severity s) {
        return switch (s) {
            case OK -> "OK";
            case WARNING -> "WARN";
            case ERROR -> "ERROR";
        };
    }
}
