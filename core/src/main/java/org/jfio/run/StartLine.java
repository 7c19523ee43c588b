package org.jfio.run;

import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.spi.IoClock;

/**
 * The clones started together (the jobs of one wave) begin their I/O together: each sets itself
 * up (files, buffers, engine), then waits here until every clone of the wave has, so their
 * runtimes cover the same interval. fio starts its threads together and each starts its clock
 * after its own (short) set-up; a JVM clone's set-up takes longer, and on a machine with fewer
 * CPUs than clones the clones already running took the CPU from those still setting up: with
 * {@code numjobs=256} on 2 CPUs the last clone began its 5 s about 14 s after the first, and the
 * group's IOPS (its I/Os over the longest clone's runtime) counted four times the machine's rate.
 *
 * <p>Use: the launching thread {@link #join}s each clone before starting its thread, then
 * {@link #open}s the line; each clone calls {@link #ready} when set up, or {@link #leave} when its
 * set-up failed. A clone with a {@code startdelay} does not join (it starts on its own time, as in
 * fio). Thread-safe; used once per clone, never per I/O.
 */
final class StartLine {
    /** How often a waiting clone looks at its stop flag, ms. */
    private static final long STOP_POLL_MS = 20;

    /** One party per joined clone, and the launching thread's until {@link #open}. */
    private final Phaser phaser = new Phaser(1);
    /** The latest arrival ({@link IoClock#nowNs()}): the wave's start once every party is in. */
    private final AtomicLong lastArrivalNs = new AtomicLong(Long.MIN_VALUE);

    /** The most clones one line holds (a {@link Phaser}'s limit, less the launching thread). */
    private static final int MAX_CLONES = 65_534;

    /**
     * Adds a clone about to be started; on the launching thread, before the clone's thread starts.
     *
     * @return false when the line is full (more than {@value #MAX_CLONES} clones in one wave): that
     *         clone starts when it is set up, without waiting
     */
    boolean join() {
        if (phaser.getRegisteredParties() > MAX_CLONES) {
            return false;
        }
        phaser.register();
        return true;
    }

    /** Every clone of the wave has joined: the line lets them go once all are {@link #ready}. */
    void open() {
        arrived();
        phaser.arriveAndDeregister();
    }

    /**
     * The calling clone is set up: waits until every clone that joined is set up (or has left),
     * or until {@code control} asks to stop. Call at most once per joined clone.
     *
     * @return when the wave started ({@link IoClock#nowNs()}: the last arrival), the start of every
     *         clone's window however late the scheduler lets it run; 0 when it stopped waiting
     *         on a stop request
     */
    long ready(RunControl control) {
        arrived();
        int phase = phaser.arrive();
        while (!control.stopRequested()) {
            try {
                phaser.awaitAdvanceInterruptibly(phase, STOP_POLL_MS, TimeUnit.MILLISECONDS);
                return lastArrivalNs.get();
            } catch (TimeoutException e) {
                // not everyone is set up yet: look at the stop flag and wait again
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return 0;
            }
        }
        return 0;
    }

    private void arrived() {
        long now = IoClock.nowNs();
        long last = lastArrivalNs.get();
        while (now > last && !lastArrivalNs.compareAndSet(last, now)) {
            last = lastArrivalNs.get();
        }
    }

    /** A joined clone that will not call {@link #ready} (its set-up failed): the others go without it. */
    void leave() {
        phaser.arriveAndDeregister();
    }
}
