package org.jfio.run;

import java.util.concurrent.locks.LockSupport;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * One submit thread of {@code io_submit_mode=offload} (fio's submit worker of
 * {@code rate-submit.c}): it takes the units its job thread handed it on a {@link UnitRing},
 * issues each through its own engine instance (queue depth 1, as fio's workers), waits for it,
 * stamps its issue and completion times and hands it back on a second ring; the job thread does
 * all the accounting when it reaps.
 *
 * <p>Idle, the thread parks at once; the job thread unparks it when it hands over work while it is
 * parked, so an idle worker costs no CPU. The job thread waits for completions the same way
 * ({@link OffloadEngine#reap}). A spin before parking was measured and dropped: on a 2-CPU machine
 * under load (null engine, size=64m, iodepth=1), a 20 us spin on both sides gave 19,000-36,000
 * IOPS and 13-25 us mean lat, a 2 us spin 107,000-120,000 IOPS, parking at once 170,000-455,000
 * IOPS and 1.1-2.4 us: a spinning side takes the CPU the other side needs.
 *
 * <p>Per I/O: no allocation, no lock. What the engine throws is kept ({@link #failure()}), the
 * unit comes back with {@code -EIO}, and the job thread raises it when it reaps (an
 * {@link Error} too: a SIGBUS of a mapped file reaches the job as it would inline).
 */
final class SubmitWorker implements Runnable {
    private final IoEngine engine;
    private final UnitRing submitted;
    private final UnitRing done;
    private final Waiter jobThread;
    private final Thread thread;
    private volatile boolean waiting;
    private volatile boolean stop;
    private volatile Throwable failure;
    /** Units this worker finished (issued and completed, or failed), published to the job thread. */
    private volatile long finished;

    /** The job thread's side of the parking handshake: it sets {@code waiting} before it parks. */
    static final class Waiter {
        final Thread thread;
        volatile boolean waiting;

        Waiter(Thread thread) {
            this.thread = thread;
        }

        void wake() {
            if (waiting) {
                LockSupport.unpark(thread);
            }
        }
    }

    /**
     * @param engine    this worker's own engine, used by this worker's thread only once started
     * @param capacity  the most units that may be handed over at once (the job's iodepth)
     * @param jobThread who waits for the completions
     * @param name      the thread's name
     */
    SubmitWorker(IoEngine engine, int capacity, Waiter jobThread, String name) {
        this.engine = engine;
        this.submitted = new UnitRing(capacity);
        this.done = new UnitRing(capacity);
        this.jobThread = jobThread;
        this.thread = Thread.ofPlatform().name(name).daemon(true).unstarted(this);
    }

    void start() {
        thread.start();
    }

    IoEngine engine() {
        return engine;
    }

    /**
     * Job thread: hands a unit over.
     *
     * @return false when the ring is full (the unit was not taken)
     */
    boolean submit(IoUnit unit) {
        if (!submitted.offer(unit)) {
            return false;
        }
        if (waiting) {
            LockSupport.unpark(thread);
        }
        return true;
    }

    /** Job thread: @return a completed unit, or null */
    IoUnit completed() {
        return done.poll();
    }

    /** @return how many units this worker has finished so far (any thread) */
    long finished() {
        return finished;
    }

    /** @return what the engine threw (an exception, or an error such as a SIGBUS's InternalError), or null */
    Throwable failure() {
        return failure;
    }

    /**
     * Job thread: stops the worker and waits for it to end. Units still waiting to be issued are not
     * issued: they come back with {@code -EINTR}.
     */
    void stop() {
        stop = true;
        LockSupport.unpark(thread);
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true; // the engine must not be closed under a running worker: wait on
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** @return true when the thread has ended */
    boolean ended() {
        return !thread.isAlive();
    }

    @Override
    public void run() {
        while (!stop) {
            IoUnit unit = submitted.poll();
            if (unit != null) {
                issue(unit);
            } else {
                park();
            }
        }
        for (IoUnit unit = submitted.poll(); unit != null; unit = submitted.poll()) {
            unit.result(-libc_h.EINTR());
            done.offer(unit);
        }
        jobThread.wake();
    }

    private void park() {
        waiting = true;
        if (submitted.isEmpty() && !stop) {
            LockSupport.park(this);
        }
        waiting = false;
    }

    private void issue(IoUnit unit) {
        try {
            unit.issueNs(IoClock.nowNs());
            QueueStatus status = engine.queue(unit);
            while (status == QueueStatus.BUSY) {
                engine.reap(0, 1, 0);
                Thread.onSpinWait();
                status = engine.queue(unit);
            }
            if (status == QueueStatus.QUEUED) {
                engine.commit();
                while (engine.reap(1, 1, -1) < 1) {
                    Thread.onSpinWait();
                }
            }
        } catch (RuntimeException | Error e) { // whatever it is, the unit comes back: the job thread must not wait forever
            failure = e;
            unit.result(-libc_h.EIO());
        }
        unit.completeNs(IoClock.nowNs());
        done.offer(unit);
        finished = finished + 1; // this thread is the only writer
        jobThread.wake();
    }
}
