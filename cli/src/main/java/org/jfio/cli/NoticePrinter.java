package org.jfio.cli;

import java.io.PrintStream;

import org.jfio.result.Finding;
import org.jfio.api.RunListener;

/**
 * Prints the run's notices ({@code job: Laying out IO file (1 file / 1024MiB)}) on the report
 * stream, before the results, as fio does in normal output; the preflight's warnings on stderr as
 * {@code jfio: warning: <subject>: <message>; fix: <fix>} when {@link RunWarnings} says so (the
 * report carries them in any case); and the run's other warnings (a file laid out from where an
 * earlier run left it) the same way, except once a stop was asked for (Ctrl-C, SIGTERM): then
 * what is left behind (a layout cut short) goes to stderr as {@code jfio: <line>}, whatever the
 * report format.
 * Thread-safe: job threads call it.
 */
final class NoticePrinter implements RunListener {
    private final PrintStream out;
    private final PrintStream err;
    private final RunWarnings warnings;
    private final java.util.function.BooleanSupplier stopping;

    /**
     * @param out      the report stream for notices, or null to drop them (formats other than normal)
     * @param err      where the run's other warnings go
     * @param warnings where the warnings go besides the report
     * @param stopping  true once a stop was asked for
     */
    NoticePrinter(PrintStream out, PrintStream err, RunWarnings warnings, java.util.function.BooleanSupplier stopping) {
        this.out = out;
        this.err = err;
        this.warnings = warnings;
        this.stopping = stopping;
    }

    @Override
    public void notice(String line) {
        if (out == null) {
            return;
        }
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    @Override
    public void warning(Finding finding) {
        warnings.print(finding);
    }

    @Override
    public void warning(String line) {
        if (stopping.getAsBoolean()) {
            printErr("jfio: " + line);
            return;
        }
        int colon = line.indexOf(": ");
        warnings.note(colon > 0
                ? org.jfio.result.Finding.warning(RunWarnings.RUN, line.substring(0, colon), line.substring(colon + 2), "")
                : org.jfio.result.Finding.warning(RunWarnings.RUN, "run", line, ""));
    }

    private void printErr(String line) {
        synchronized (err) {
            err.println(line);
            err.flush();
        }
    }
}
