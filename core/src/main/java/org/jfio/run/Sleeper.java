package org.jfio.run;

import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.IoClock;

/**
 * Waits until a {@link IoClock#nowNs()} deadline on a job thread: parks for the long part
 * (in slices, so a stop request is seen within {@value #MAX_PARK_NS} ns) and spins for the last
 * {@value #SPIN_NS} ns, where parking would overshoot. Allocates nothing. Stateless.
 */
final class Sleeper {
    /** Below this much time left, spin instead of parking (park overshoots by tens of µs). */
    static final long SPIN_NS = 50_000;
    /** Longest single park, so stop requests are noticed. */
    static final long MAX_PARK_NS = 10_000_000;

    private Sleeper() {
    }

    /**
     * @return the time when the wait ended: at or after the deadline, or earlier when a stop
     *         was requested
     */
    static long until(long deadlineNs, RunControl control) {
        while (true) {
            long now = IoClock.nowNs();
            long left = deadlineNs - now;
            if (left <= 0 || control.stopRequested()) {
                return now;
            }
            if (left > SPIN_NS) {
                LockSupport.parkNanos(Math.min(left - SPIN_NS, MAX_PARK_NS));
            } else {
                Thread.onSpinWait();
            }
        }
    }

    /** Busy-spins until the deadline ({@code thinktime_spin}); @return the time it ended */
    static long spinUntil(long deadlineNs, RunControl control) {
        long now = IoClock.nowNs();
        while (now < deadlineNs && !control.stopRequested()) {
            Thread.onSpinWait();
            now = IoClock.nowNs();
        }
        return now;
    }
}
