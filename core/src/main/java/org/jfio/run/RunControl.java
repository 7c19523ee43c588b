package org.jfio.run;

/**
 * A stop flag read per I/O by job threads and set from any thread. A control may have a parent
 * (a group's control under the run's): it reports a stop when either was asked to stop, so
 * {@code exitall} can end one reporting group while the run goes on.
 */
final class RunControl {
    private final RunControl parent;
    private volatile boolean stopRequested;

    RunControl() {
        this(null);
    }

    RunControl(RunControl parent) {
        this.parent = parent;
    }

    void stop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested || (parent != null && parent.stopRequested());
    }
}
