package org.jfio.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * The background thread that writes one job clone's log files, off the I/O path: it sleeps
 * until the job thread hands something over ({@link #wake}, once per full buffer or interval),
 * drains every {@link LogSink}, and after {@link #finish} writes what is left and closes the
 * files. Idle, it wakes only every 100 ms, so it adds no noise to the job's timing.
 *
 * <p>Sinks are added by the job thread before {@link #start}; {@link #wake} may be called from
 * the job thread at any time; {@link #finish} once, from the job thread.
 */
final class LogWriter implements Runnable {
    private static final long IDLE_PARK_NS = 100_000_000;

    private final List<LogSink> sinks = new ArrayList<>();
    private final String threadName;
    private volatile boolean finishing;
    private volatile Thread thread;

    /** @param threadName name of the writer thread */
    LogWriter(String threadName) {
        this.threadName = threadName;
    }

    /** Adds a sink; before {@link #start} only. */
    void add(LogSink sink) {
        sinks.add(sink);
    }

    /** Starts the writer thread. */
    void start() {
        thread = Thread.ofPlatform().daemon().name(threadName).start(this);
    }

    /** Asks the writer to drain now (cheap; no lock, no allocation). */
    void wake() {
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    @Override
    public void run() {
        while (!finishing) {
            boolean any = false;
            for (LogSink s : sinks) {
                any |= s.drain();
            }
            if (!any) {
                LockSupport.parkNanos(this, IDLE_PARK_NS);
            }
        }
        for (LogSink s : sinks) {
            s.drain();
            s.close();
        }
    }

    /**
     * Lets the writer write what was handed over, close the files, and end; waits for it.
     *
     * @return the first write failure, or null
     */
    String finish() {
        finishing = true;
        Thread t = thread;
        if (t == null) {
            run();
        } else {
            LockSupport.unpark(t);
            boolean interrupted = false;
            while (t.isAlive()) {
                try {
                    t.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        for (LogSink s : sinks) {
            if (s.failure() != null) {
                return s.failure();
            }
        }
        return null;
    }
}
