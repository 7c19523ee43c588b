package org.jfio.cli;

import java.io.PrintStream;

import org.jfio.result.Finding;
import org.jfio.api.RunListener;

/**
 * Prints the run's notices ({@code job: Laying out IO file (1 file / 1024MiB)}) on the report
 * stream, before the results, as fio does in normal output; the preflight's warnings on stderr as
 * {@code jfio: warning: <subject>: <message>; fix: <fix>}; and the run's other warnings (a layout
 * cut short by Ctrl-C, say) on stderr as {@code jfio: <line>}, whatever the report format.
 * Thread-safe: job threads call it.
 */
final class NoticePrinter implements RunListener {
    private final PrintStream out;
    private final PrintStream err;

    /**
     * @param out the report stream for notices, or null to drop them (formats other than normal)
     * @param err where warnings go
     */
    NoticePrinter(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
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
        printErr("jfio: warning: " + finding.line());
    }

    @Override
    public void warning(String line) {
        printErr("jfio: " + line);
    }

    private void printErr(String line) {
        synchronized (err) {
            err.println(line);
            err.flush();
        }
    }
}
