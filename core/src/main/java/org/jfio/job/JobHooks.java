package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.JOB;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Shell commands each clone of the job runs before its I/O and after it (fio's
 * {@code exec_prerun} and {@code exec_postrun}): {@code /bin/sh -c "CMD > NAME.prerun.txt 2>&1"}
 * in the working directory, as fio's {@code system(3)} call does, so the output of the command's
 * last part lands in {@code NAME.prerun.txt} (or {@code .postrun.txt}). Immutable.
 *
 * @param prerun  the command before the I/O, or null when none
 * @param postrun the command after the I/O, or null when none
 */
public record JobHooks(String prerun, String postrun) {
    /** No commands. */
    public static final JobHooks NONE = new JobHooks(null, null);

    /** An empty command is none. */
    public JobHooks {
        prerun = prerun == null || prerun.isBlank() ? null : prerun;
        postrun = postrun == null || postrun.isBlank() ? null : postrun;
    }

    static final OptionRecord<JobHooks> SCHEMA = OptionRecord.of(MethodHandles.lookup(), JobHooks.class, List.of(
            JobOption.declare("exec_prerun", STRING, JOB, "",
                    "Run this shell command before the job's I/O (output in JOBNAME.prerun.txt; a failure stops the job)")
                    .sets(JobHooks.class, "prerun").build(),
            JobOption.declare("exec_postrun", STRING, JOB, "",
                    "Run this shell command after the job's I/O (output in JOBNAME.postrun.txt)")
                    .sets(JobHooks.class, "postrun").build()));
}
