package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.jfio.result.Finding;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;

/**
 * Where a run's warnings go. Every warning (the parser's, the preflight's, the run's own notes)
 * is kept in the report: the normal output's {@code jfio warnings:} lines and the JSON's
 * {@code jfio.warnings}. It is also printed on stderr as {@code jfio: warning: <line>} when
 * {@code --warnings=stderr}, or with the default {@code auto} when stderr is a terminal, so a
 * successful job run by a script leaves stderr empty, as fio does (fio's harness and many
 * wrappers take any stderr output as a failure). With {@code --warnings-fatal} a parser warning
 * is an error instead, as in fio. Thread-safe: job threads report warnings while the run goes on.
 */
final class RunWarnings {
    /** The check named in the report for the parser's warnings. */
    static final Finding.Check OPTIONS = Finding.Check.of("options");
    /** The check named in the report for the run's own notes (a file laid out from where it was left). */
    static final Finding.Check RUN = Finding.Check.of("run");

    private final PrintStream err;
    private final boolean toStderr;
    private final boolean fatal;
    private final List<Finding> parsed = new ArrayList<>();

    /**
     * @param flags       the command's flags ({@code --warnings}, {@code --warnings-fatal})
     * @param err         the command's stderr
     * @param errTerminal whether stderr is a terminal
     * @param parseOnly   {@code --parse-only}: no report follows, so the warnings go to stderr
     *                    unless {@code --warnings=report}
     */
    RunWarnings(FioFlags flags, PrintStream err, boolean errTerminal, boolean parseOnly) {
        this.err = err;
        this.toStderr = switch (flags.warningsTo()) {
            case AUTO -> errTerminal || parseOnly;
            case STDERR -> true;
            case REPORT -> false;
        };
        this.fatal = flags.warningsFatal;
    }

    /** @return true when warnings are also printed on stderr */
    boolean toStderr() {
        return toStderr;
    }

    /**
     * A parser warning ({@code subject: message}): kept for the report, printed on stderr per the policy.
     *
     * @throws JfioException with {@code --warnings-fatal}
     */
    void parser(String line) {
        if (fatal) {
            throw new JfioException(line + " (a warning, fatal with --warnings-fatal)");
        }
        int colon = line.indexOf(": ");
        Finding f = colon > 0
                ? Finding.warning(OPTIONS, line.substring(0, colon), line.substring(colon + 2), "")
                : Finding.warning(OPTIONS, "options", line, "");
        note(f);
    }

    /** A note of the command's own (not fatal): kept for the report, printed on stderr per the policy. */
    void note(Finding f) {
        synchronized (parsed) {
            parsed.add(f);
        }
        print(f);
    }

    /** Prints a warning already kept elsewhere (the preflight's, in the run's result) per the policy. */
    void print(Finding f) {
        if (toStderr) {
            synchronized (err) {
                err.println("jfio: warning: " + f.line());
                err.flush();
            }
        }
    }

    /** @return the run with the command's own warnings first, then the run's */
    RunResult addTo(RunResult r) {
        List<Finding> all;
        synchronized (parsed) {
            if (parsed.isEmpty()) {
                return r;
            }
            all = new ArrayList<>(parsed);
        }
        all.addAll(r.warnings());
        return new RunResult(r.plan(), r.version(), r.startEpochMs(), r.groups(), r.disks(), r.interrupted(), all);
    }
}
