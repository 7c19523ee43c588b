package org.jfio.cli;

import java.io.PrintStream;

import org.jfio.api.RunListener;

/**
 * Prints the run's notices ({@code job: Laying out IO file (1 file / 1024MiB)}) on the report
 * stream, before the results, as fio does in normal output. Thread-safe: job threads call it.
 */
final class NoticePrinter implements RunListener {
    private final PrintStream out;

    NoticePrinter(PrintStream out) {
        this.out = out;
    }

    @Override
    public void notice(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }
}
