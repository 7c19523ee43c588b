package org.jfio.run;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The run coordinator's book of which jobs have started and finished. Clone threads report
 * their end with {@link #finished(int)} from any thread; everything else is called by the
 * coordinator thread only.
 */
final class Schedule {
    private final int[] clonesLeft;
    private final boolean[] started;
    private final boolean[] done;
    private final BlockingQueue<Integer> ends = new LinkedBlockingQueue<>();
    private int running;

    /** @param jobs number of jobs in the plan */
    Schedule(int jobs) {
        clonesLeft = new int[jobs];
        started = new boolean[jobs];
        done = new boolean[jobs];
    }

    /** @return true when the job has not been started (nor cancelled) */
    boolean startable(int job) {
        return !started[job];
    }

    /** @return true when every clone of the job has ended (or the job was cancelled) */
    boolean done(int job) {
        return done[job];
    }

    /** Records that the job is starting with this many clones. */
    void starting(int job, int clones) {
        started[job] = true;
        clonesLeft[job] = clones;
        running++;
    }

    /** A clone of the job ended. Safe from any thread. */
    void finished(int job) {
        ends.add(job);
    }

    /**
     * Waits until a job's last clone ends.
     *
     * @return that job
     */
    int awaitFinished() throws InterruptedException {
        while (true) {
            int job = ends.take();
            if (--clonesLeft[job] == 0) {
                done[job] = true;
                running--;
                return job;
            }
        }
    }

    /** @return jobs started whose clones have not all ended */
    int running() {
        return running;
    }

    /** Marks every job not started yet as done without running it (after a stop). */
    void cancelUnstarted() {
        for (int j = 0; j < started.length; j++) {
            if (!started[j]) {
                started[j] = true;
                done[j] = true;
            }
        }
    }

    /** @return true when every job is done */
    boolean allDone() {
        for (boolean d : done) {
            if (!d) {
                return false;
            }
        }
        return true;
    }

    /** @return the lowest stonewall wave that still has a job not done */
    int firstUnfinishedWave(int[] waveOf) {
        int min = Integer.MAX_VALUE;
        for (int j = 0; j < done.length; j++) {
            if (!done[j]) {
                min = Math.min(min, waveOf[j]);
            }
        }
        return min;
    }
}
