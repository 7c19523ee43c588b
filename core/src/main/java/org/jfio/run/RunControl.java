package org.jfio.run;

/** The stop flag shared by a run's job threads; set from any thread, read per I/O. */
final class RunControl {
    private volatile boolean stopRequested;

    void stop() {
        stopRequested = true;
    }

    boolean stopRequested() {
        return stopRequested;
    }
}
