package org.jfio.cli;

import java.util.Locale;

import org.jfio.spi.JfioException;

import picocli.CommandLine.Option;

/**
 * fio's remaining command-line flags, as a picocli mixin of {@link CliOptions}:
 * {@code --max-jobs}, {@code --warnings-fatal}, {@code --alloc-size}, {@code --bandwidth-log},
 * {@code --inflate-log}, {@code --crctest}, {@code --idle-prof}, the refused {@code --aux-path}
 * and {@code --trigger*}, and jfio's {@code --warnings} (where warnings go besides the report).
 * {@link #check()} validates them as fio does, before anything runs.
 */
final class FioFlags {
    /** fio's limit on jobs in one run ({@code REAL_MAX_JOBS}). */
    static final int FIO_MAX_JOBS = 4096;

    /** Where the run's warnings go besides the report (normal output's notes, JSON {@code jfio.warnings}). */
    enum WarningsTo {
        /** Also on stderr when stderr is a terminal (the default): scripts see a clean stderr. */
        AUTO,
        /** Also on stderr, always. */
        STDERR,
        /** Only in the report. */
        REPORT
    }

    /**
     * As given, null when not: read as text and checked by {@link #check()}, so a value that is no
     * number is one line and exit 1, as every other bad flag value, not picocli's conversion error.
     */
    @Option(names = "--max-jobs", paramLabel = "N",
            description = "Refuse to start more than N jobs, clones counted (fio's limit is 4096).")
    String maxJobs;

    @Option(names = "--warnings-fatal", description = "Parser warnings are errors: print the warning and exit 1.")
    boolean warningsFatal;

    @Option(names = "--warnings", paramLabel = "WHERE",
            description = "Warnings go into the report, and also to stderr: auto (when stderr is a terminal, the "
                    + "default), stderr (always) or report (never).")
    String warnings = "auto";

    @Option(names = "--alloc-size", paramLabel = "KiB",
            description = "fio's shared-memory pool size in KiB; jfio keeps no such pool (its memory is the JVM's), "
                    + "so the value is checked and noted in the report.")
    String allocSize;

    @Option(names = "--bandwidth-log",
            description = "Write the run's aggregate bandwidth logs agg-read_bw.log, agg-write_bw.log and "
                    + "agg-trim_bw.log (fio's format: ms, KiB/s, ddir, 0, 0) in the current directory.")
    boolean bandwidthLog;

    @Option(names = "--inflate-log", paramLabel = "FILE",
            description = "Print a log jfio stored compressed (log_store_compressed=1, FILE.log.fz) as text and exit.")
    String inflateLog;

    @Option(names = "--crctest", arity = "0..1", fallbackValue = "", paramLabel = "TYPE[,TYPE]",
            description = "Measure the verify checksums' speed (all, or the ones named) and exit.")
    String crctest;

    @Option(names = "--idle-prof", paramLabel = "MODE",
            description = "After the report, how idle the CPUs were during the run (system or percpu), from the "
                    + "kernel's idle and iowait time in /proc/stat (fio calibrates an idle loop instead).")
    String idleProf;

    @Option(names = "--aux-path", paramLabel = "DIR",
            description = "fio's directory for its state files (refused: see the message).")
    String auxPath;

    @Option(names = {"--trigger-file", "--trigger-timeout", "--trigger", "--trigger-remote"}, paramLabel = "ARG",
            description = "fio's triggers (refused: see the message).")
    String trigger;

    /**
     * @throws JfioException for a bad value or a refused flag, one line naming it
     */
    void check() {
        jobLimit();
        if (allocSize != null && !allocSize.strip().matches("[0-9]{1,9}")) {
            throw new JfioException("--alloc-size=" + allocSize + ": must be a size in KiB (a whole number)");
        }
        warningsTo();
        IdleProfile.of(idleProf);
        if (auxPath != null) {
            throw new JfioException("--aux-path: not supported: jfio reads and writes fio's verify state files "
                    + "(local-<job>-<n>-verify.state) in the working directory, or in the job option verify_state_dir=DIR (what --aux-path=DIR does in fio)");
        }
        if (trigger != null) {
            throw new JfioException("--trigger-file/--trigger-timeout/--trigger/--trigger-remote: not supported: fio's triggers run a command on fio's "
                    + "client/server connection; jfio runs no server");
        }
    }

    /** @return where warnings go besides the report */
    WarningsTo warningsTo() {
        try {
            return WarningsTo.valueOf(warnings.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new JfioException("--warnings=" + warnings + ": must be auto, stderr or report");
        }
    }

    /**
     * @return the {@code --max-jobs} limit, or fio's own
     * @throws JfioException when the value is not a whole number in 1..4096
     */
    int jobLimit() {
        if (maxJobs == null) {
            return FIO_MAX_JOBS;
        }
        try {
            int n = Integer.parseInt(maxJobs.strip());
            if (n >= 1 && n <= FIO_MAX_JOBS) {
                return n;
            }
        } catch (NumberFormatException notANumber) {
            // the line below says what is expected
        }
        throw new JfioException("--max-jobs=" + maxJobs + ": must be 1.." + FIO_MAX_JOBS);
    }
}
