package org.jfio.sysbench;

import java.util.concurrent.CountDownLatch;

import org.jfio.api.JobRunner;

/**
 * sysbench's {@code --forced-shutdown=N}: when the run is still going N seconds after
 * {@code --time}, it is stopped (the report covers what was done). A daemon platform thread that
 * sleeps until then, counting from the start of the I/O (after jfio's JIT warm-up); {@link #close}
 * ends it. Nothing happens when the option is off or there is no time limit.
 */
final class ForcedShutdown implements AutoCloseable {
    private final Thread thread;
    private final long afterMs;
    private volatile boolean fired;

    /** @param started counted down when the run's I/O starts: the time counts from there, as --time does */
    ForcedShutdown(JobRunner runner, FileioOptions o, CountDownLatch started) {
        long seconds = o.forcedShutdownSeconds() >= 0 && o.timeSeconds() > 0 ? o.timeSeconds() + o.forcedShutdownSeconds() : -1;
        this.afterMs = seconds * 1000;
        this.thread = Thread.ofPlatform().daemon().name("jfio-fileio-shutdown").unstarted(() -> {
            try {
                started.await();
                Thread.sleep(afterMs);
                fired = true;
                runner.stop();
            } catch (InterruptedException e) {
                // closed before the deadline
            }
        });
    }

    void start() {
        if (afterMs >= 0) {
            thread.start();
        }
    }

    /** @return true once it has stopped the run (sysbench then prints its FATAL line and exits 2) */
    boolean fired() {
        return fired;
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
