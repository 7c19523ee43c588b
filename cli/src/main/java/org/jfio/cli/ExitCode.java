package org.jfio.cli;

/** The exit codes of {@code jfio}, in one place; the README's "Exit status" table lists the same. */
public final class ExitCode {
    /** Every job ran without error (or a help/version/parse-only request succeeded). */
    public static final int OK = 0;
    /** A job hit an I/O error, or the input was bad (unknown option, bad value, missing file, unknown engine). */
    public static final int JOB_ERROR = 1;
    /** The command line has the wrong shape (a jfio flag without its value, say). */
    public static final int USAGE = 2;
    /**
     * {@code jfio fileio}: {@code --forced-shutdown} stopped the run (sysbench 1.0.20's status,
     * with its {@code FATAL: The --max-time limit has expired} line); the report was printed. The
     * same number as {@link #USAGE}, as in sysbench.
     */
    public static final int FORCED_SHUTDOWN = 2;
    /**
     * Every job ran without error but an SLO gate ({@code --slo=}, {@code slo=}) failed: the
     * report was printed with each gate's verdict, and each failed gate is one line on stderr.
     */
    public static final int SLO_FAILED = 3;
    /**
     * The run was stopped by SIGINT (Ctrl-C) or SIGTERM: the jobs stopped at their next I/O and
     * the partial report was printed; or a second signal ended jfio at once, without the report.
     * 128 + SIGINT, for SIGTERM too (fio exits 128 for both).
     */
    public static final int INTERRUPTED = 130;
    /**
     * stdout is a pipe whose reader went away ({@code jfio --cmdhelp=all | head -1}): jfio stops
     * writing and exits quietly with 128 + SIGPIPE, the status a shell shows when fio is killed by
     * SIGPIPE in the same place (so {@code set -o pipefail} treats both alike).
     */
    public static final int CLOSED_PIPE = 141;

    private ExitCode() {
    }
}
