package org.jfio.run;

/**
 * A stop flag read per I/O by job threads and set from any thread. A control may have a parent
 * (a group's control under the run's): it reports a stop when either was asked to stop, so
 * {@code exitall} can end one reporting group while the run goes on.
 */
final class RunControl {
    /** What a control stops: the scopes {@code exit_what} names, the run's, and a clone's own. */
    enum Scope {
        /** The whole run (Ctrl-C, {@link org.jfio.api.JobRunner#stop()}). */
        RUN,
        /** Every job, started or not ({@code exit_what=all}). */
        JOBS,
        /** The jobs started together, after the last stonewall ({@code exit_what=stonewall}). */
        WAVE,
        /** One reporting group ({@code exit_what=group}, fio's default). */
        GROUP,
        /** Any other: a clone's own, a warm-up's. */
        OTHER
    }

    private final RunControl parent;
    private final Scope scope;
    private volatile boolean stopRequested;
    /** When the clones' first I/O may go, ms since the epoch (0: at once); set once on the run's control. */
    private volatile long startAtEpochMs;
    /** The JIT warm-ups' time so far in the run, ns; kept on the run's control. */
    private volatile long warmupNs;
    /** The last ms before the shared start are spun, not slept. */
    private static final long SPIN_MS = 10;

    RunControl() {
        this(null, Scope.RUN);
    }

    RunControl(RunControl parent) {
        this(parent, Scope.OTHER);
    }

    /** @param scope what stopping this control ends, for {@link #stop(Scope)} */
    RunControl(RunControl parent, Scope scope) {
        this.parent = parent;
        this.scope = scope;
    }

    void stop() {
        stopRequested = true;
    }

    /**
     * Stops the nearest control of that scope, this one or one it is under (the top one when none
     * is): {@code exit_what} from a group's control.
     */
    void stop(Scope what) {
        RunControl c = this;
        while (c.scope != what && c.parent != null) {
            c = c.parent;
        }
        c.stop();
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
        long at = root().startAtEpochMs;
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

    /** The run spent {@code ns} more in a JIT warm-up (before a wave's clocks): {@code startdelay} does not count it. */
    void warmedUp(long ns) {
        RunControl root = root();
        root.warmupNs = root.warmupNs + ns; // the coordinator's thread only
    }

    /** @return the JIT warm-ups' time so far in the run, ns */
    long warmupNs() {
        return root().warmupNs;
    }

    private RunControl root() {
        RunControl root = this;
        while (root.parent != null) {
            root = root.parent;
        }
        return root;
    }

    /** @return true when the run's clones start at a shared time ({@link #startAt}: many hosts) */
    boolean sharedStart() {
        return root().startAtEpochMs != 0;
    }

    boolean stopRequested() {
        return stopRequested || (parent != null && parent.stopRequested());
    }
}
