package org.jfio.run;

import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;

/**
 * The order in which a plan's jobs may start, as fio's {@code run_threads} keeps it: a job with
 * {@code stonewall} opens a new wave, which starts once every job of the waves before it has
 * ended; a job with {@code wait_for=name} starts once the named job has ended; anything else
 * starts with its wave. Also numbers the clones through the run (fio's {@code thread_number}).
 * Immutable once built; used by the coordinator thread.
 */
final class JobOrder {
    private final int[] firstClone;
    private final int[] waveOf;
    private final int[] waitee;

    JobOrder(JobPlan plan) {
        List<JobSpec> jobs = plan.jobs();
        int n = jobs.size();
        firstClone = new int[n];
        waveOf = new int[n];
        waitee = new int[n];
        int wave = 0;
        for (int j = 0, clones = 0; j < n; j++) {
            firstClone[j] = clones;
            clones += jobs.get(j).numjobs();
            if (j > 0 && jobs.get(j).ordering().stonewall()) {
                wave++;
            }
            waveOf[j] = wave;
            waitee[j] = jobs.get(j).ordering().waitFor() == null ? -1 : plan.indexOf(jobs.get(j).ordering().waitFor(), j);
        }
    }

    /** @return the 0-based number in the run of job {@code j}'s first clone */
    int firstClone(int j) {
        return firstClone[j];
    }

    /**
     * @param wave the lowest wave with a job not done ({@link #currentWave})
     * @return true when job {@code j} has not started and may start now
     */
    boolean mayStart(int j, int wave, Schedule schedule) {
        return schedule.startable(j) && waveOf[j] == wave && (waitee[j] < 0 || schedule.done(waitee[j]));
    }

    /** @return the lowest stonewall wave that still has a job not done */
    int currentWave(Schedule schedule) {
        return schedule.firstUnfinishedWave(waveOf);
    }
}
