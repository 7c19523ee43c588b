package org.jfio.run;

import java.util.List;

import org.jfio.job.JobSpec;

/**
 * One clone of a job ({@code numjobs}), built once per clone when its job starts: everything its
 * {@link JobWorker} needs.
 *
 * @param job       what the job's clones share
 * @param index     the clone's 0-based index in its job
 * @param jobNumber the clone's 1-based number in the run (fio's {@code thread_number}, in log names)
 * @param seed      the clone's random seed (offsets, sizes, directions, buffer contents)
 * @param regions   the parts of the files the clone works on
 * @param progress  where the clone publishes its state and results
 */
record CloneContext(JobContext job, int index, int jobNumber, long seed, List<FileRegion> regions,
                    CloneProgress progress) {

    /** @return the job */
    JobSpec spec() {
        return job.spec();
    }
}
