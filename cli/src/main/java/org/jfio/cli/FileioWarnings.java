package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.jfio.spi.JfioException;

/**
 * Where {@code jfio fileio}'s warnings go, by the fio command's policy ({@link RunWarnings}): kept
 * for the report (a {@code jfio warnings:} block after sysbench's text on stdout; the JSON report
 * carries the run's own in {@code jfio.warnings}) and printed on stderr as
 * {@code jfio fileio: warning: <line>} only with {@code --warnings=stderr}, or with the default
 * {@code auto} when stderr is a terminal, so a script sees an empty stderr on success, as
 * sysbench leaves it. Thread-safe: the run's threads report warnings while it goes on.
 */
final class FileioWarnings implements Consumer<String> {
    private static final String FLAG = "--warnings";

    private final PrintStream err;
    private final FioFlags.WarningsTo to;
    private final boolean toStderr;
    private final List<String> kept = new ArrayList<>();

    private FileioWarnings(PrintStream err, FioFlags.WarningsTo to, boolean errTerminal) {
        this.err = err;
        this.to = to;
        this.toStderr = to == FioFlags.WarningsTo.STDERR || to == FioFlags.WarningsTo.AUTO && errTerminal;
    }

    /**
     * Takes jfio's {@code --warnings=auto|stderr|report} out of the fileio arguments (sysbench has no
     * such option); the last one given counts.
     *
     * @throws JfioException for a value that is none of the three
     */
    static FileioWarnings take(List<String> args, PrintStream err) {
        FioFlags.WarningsTo to = FioFlags.WarningsTo.AUTO;
        for (Iterator<String> it = args.iterator(); it.hasNext();) {
            String a = it.next();
            if (a.equals(FLAG)) {
                throw new JfioException("--warnings needs a value (--warnings=auto|stderr|report)");
            }
            if (a.startsWith(FLAG + "=")) {
                String v = a.substring(FLAG.length() + 1);
                try {
                    to = FioFlags.WarningsTo.valueOf(v.strip().toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new JfioException("--warnings=" + v + ": must be auto, stderr or report");
                }
                it.remove();
            }
        }
        return new FileioWarnings(err, to, Terminal.isTerminalStderr(err));
    }

    /** @return true with {@code --warnings=report}: nothing on stderr even when no report follows */
    boolean reportOnly() {
        return to == FioFlags.WarningsTo.REPORT;
    }

    /** Keeps a warning for the report; prints it on stderr per the policy. */
    @Override
    public void accept(String line) {
        synchronized (kept) {
            kept.add(line);
        }
        if (toStderr) {
            synchronized (err) {
                err.println("jfio fileio: warning: " + line);
                err.flush();
            }
        }
    }

    /** Prints the kept warnings as the report's last block ({@code jfio warnings:}, two-space indented), if any. */
    void printReport(PrintStream out) {
        synchronized (kept) {
            if (kept.isEmpty()) {
                return;
            }
            StringBuilder sb = new StringBuilder("\njfio warnings:\n");
            kept.forEach(w -> sb.append("  ").append(w).append('\n'));
            out.print(sb);
            out.flush();
        }
    }
}
