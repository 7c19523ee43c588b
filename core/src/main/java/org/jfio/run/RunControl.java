package org.jfio.run;

/**
 * A stop flag read per I/O by job threads and set from any thread. A control may have a parent
 * (a group's control under the run's): it reports a stop when either was asked to stop, so
 * {@code exitall} can end one reporting group while the run goes on.
 */
final class RunControl {
    private final RunControl parent;
    private volatile boolean stopRequested;
    /** When the clones' first I/O may go, ms since the epoch (0: at once); set once on the run's control. */
    private volatile long startAtEpochMs;
    /** The last ms before the shared start are spun, not slept. */
    private static final long SPIN_MS = 10;

    RunControl() {
        this(null);
    }

    RunControl(RunControl parent) {
        this.parent = parent;
    }

    void stop() {
        stopRequested = true;
    }

    /** Sets when the clones start their I/O (the shared start of a many-host run). */
    void startAt(long epochMs) {
        startAtEpochMs = epochMs;
    }

    /**
     * Waits, before a clone's first I/O, until the shared start (at once without one, or when it
     * has passed): sleeps to {@value #SPIN_MS} ms before it, then spins (a sleep on a loaded
     * machine wakes tens of ms late), so clones on many hosts begin within the clocks' agreement. Returns early on a stop. Called once per clone, never per I/O.
     */
    void awaitStart() {
        RunControl root = this;
        while (root.parent != null) {
            root = root.parent;
        }
        long at = root.startAtEpochMs;
        if (at == 0) {
            return;
        }
        while (!stopRequested()) {
            long left = at - System.currentTimeMillis();
            if (left <= 0) {
                return;
            }
            if (left > SPIN_MS) {
                try {
                    Thread.sleep(Math.min(left - SPIN_MS, 100));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            } else {
                Thread.onSpinWait();
            }
        }
    }

    boolean stopRequested() {
        return stopRequested || (parent != null && parent.stopRequested());
    }
}
