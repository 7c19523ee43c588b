package org.jfio.api;

import org.jfio.result.Finding;
import org.jfio.result.JobResult;
import org.jfio.result.LayoutProgress;
import org.jfio.spi.JfioException;

/**
 * Receives progress while a run goes on. Called from job threads: implementations must be
 * thread-safe and quick. Every method has an empty default.
 */
public interface RunListener {

    /** A listener that ignores everything. */
    RunListener NONE = new RunListener() {
    };

    /** A one-line notice from a job, as fio prints them (e.g. {@code job: Laying out IO file (1 file / 1024MiB)}). */
    default void notice(String line) {
    }

    /**
     * A preflight warning, told once before any job starts (called from the thread that runs the
     * plan), e.g. a buffered run whose working set fits in RAM. Errors are not told: they stop the
     * run with a {@link org.jfio.spi.JfioException}.
     */
    default void warning(Finding finding) {
    }

    /**
     * A problem the user must see whatever the report format, e.g. a layout cut short by a stop
     * request ({@code job: layout of /data/f interrupted at 1048576 of 8388608 bytes; ...}). The
     * {@code jfio} command prints these on stderr.
     */
    default void warning(String line) {
    }

    /** A job clone started its measured I/O. */
    default void jobStarted(String jobName, int clone) {
    }

    /** A job clone finished. */
    default void jobFinished(JobResult result) {
    }

    /**
     * How far the layout of a job's files got: when each file starts, after every
     * {@value LayoutProgress#STEP_BYTES} bytes written and when each file is done, with
     * {@link LayoutProgress#done()} on the last one. Called from the thread that lays the files
     * out, before the job's clones start; bytes only grow from one call to the next of a layout.
     */
    default void layoutProgress(LayoutProgress progress) {
    }
}
