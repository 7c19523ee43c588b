package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code exit_what} with {@code exitall}, as fio 3.33's {@code fio_terminate_threads}: a short job
 * ends; {@code stonewall} stops every running job of any group and lets the next stonewalled
 * group run, {@code all} stops every job including those not started. The long job reads 100 TiB
 * on the null engine: it ends only when stopped.
 */
class ExitWhatTest {
    private static final long LONG_BYTES = 100L << 40;

    private static String jobs(String exitWhat) {
        return "[global]\nioengine=null\nbs=4k\nexitall\n"
                + "[quick]\nrw=read\nsize=4m\nexit_what=" + exitWhat + "\n"
                + "[long]\nnew_group\nrw=read\nsize=100t\n"
                + "[after]\nstonewall\nrw=read\nsize=8m\n";
    }

    private static long readBytes(RunResult r, String name) {
        long bytes = 0;
        for (JobResult j : r.jobs(name)) {
            bytes += j.direction(DataDirection.READ).bytes();
        }
        return bytes;
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void shouldStopEveryRunningGroupAndGoOnWithTheNextStonewall() {
        RunResult r = JobRunner.of(JobPlan.fromJobText(jobs("stonewall"))).run();
        assertEquals(4L << 20, readBytes(r, "quick"));
        assertTrue(readBytes(r, "long") < LONG_BYTES, "the other group's running job was stopped");
        assertEquals(8L << 20, readBytes(r, "after"), "the next stonewalled group ran whole");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void shouldStopEveryJobStartedOrNot() {
        RunResult r = JobRunner.of(JobPlan.fromJobText(jobs("all"))).run();
        assertEquals(4L << 20, readBytes(r, "quick"));
        assertTrue(readBytes(r, "long") < LONG_BYTES, "the running job was stopped");
        assertEquals(0, readBytes(r, "after"), "the job after the stonewall never started");
    }
}
