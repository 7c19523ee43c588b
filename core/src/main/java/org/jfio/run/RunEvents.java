package org.jfio.run;

import org.jfio.result.Finding;
import org.jfio.result.JobResult;
import org.jfio.result.LayoutProgress;

/**
 * What a run tells while it goes on: the run's own callback, which {@link org.jfio.api.JobRunner}
 * turns into calls of the public {@link org.jfio.api.RunListener} (so this package does not
 * depend on the facade). Called from job threads: implementations must be thread-safe and quick.
 */
public interface RunEvents {

    /** Tells nothing. */
    RunEvents NONE = new RunEvents() {
        @Override
        public void notice(String line) {
        }

        @Override
        public void warning(Finding finding) {
        }

        @Override
        public void warning(String line) {
        }

        @Override
        public void jobStarted(String jobName, int clone) {
        }

        @Override
        public void jobFinished(JobResult result) {
        }
    };

    /** A one-line notice from a job, as fio prints them (e.g. {@code job: Laying out IO file (1 file / 1024MiB)}). */
    void notice(String line);

    /** A preflight warning, told once before any job starts, from the thread that runs the plan. */
    void warning(Finding finding);

    /** A problem the user must see whatever the report format (e.g. a layout cut short by a stop request). */
    void warning(String line);

    /** A job clone started its measured I/O. */
    void jobStarted(String jobName, int clone);

    /** A job clone finished. */
    void jobFinished(JobResult result);

    /** How far a layout got (see {@link LayoutProgress} for when this is called); from the thread laying out. */
    default void layoutProgress(LayoutProgress progress) {
    }
}
