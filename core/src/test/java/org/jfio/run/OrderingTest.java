package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.api.RunListener;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

/** wait_for, stonewall and exitall ordering, observed through the run listener's events. */
class OrderingTest {
    private static final long MS = 1_000_000L;

    /** Records "start:name" and "end:name" in the order they happen. */
    static final class Events implements RunListener {
        final List<String> events = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void jobStarted(String jobName, int clone) {
            events.add("start:" + jobName);
        }

        @Override
        public void jobFinished(JobResult result) {
            events.add("end:" + result.name());
        }

        int indexOf(String event) {
            return events.indexOf(event);
        }
    }

    private static JobSpec.Builder timed(String name, long ms) {
        return JobSpec.builder(name).set("ioengine", "null").rw(ReadWrite.RANDREAD).set("size", 1L << 20).set("time_based", true)
                .set("runtime", java.time.Duration.ofNanos(ms * MS));
    }

    @Test
    void shouldStartAWaitForJobAfterItsWaitee() {
        Events ev = new Events();
        JobPlan plan = JobPlan.of(timed("writers", 300).set("numjobs", 2).build(), timed("other", 50).build(),
                timed("readers", 50).set("wait_for", "writers").set("new_group", true).build());
        RunResult r = JobRunner.of(plan).listener(ev).run();
        List<String> e = List.copyOf(ev.events);
        int readersStart = e.indexOf("start:readers");
        assertTrue(readersStart > e.lastIndexOf("end:writers"), e.toString());
        assertTrue(e.indexOf("start:other") < e.indexOf("end:writers"), "other starts at once: " + e);
        assertEquals(2, r.groups().size());
    }

    @Test
    void shouldRejectWaitForAnUnknownOrLaterJob() {
        JfioException e = assertThrows(JfioException.class,
                () -> JobPlan.of(timed("a", 1).set("wait_for", "b").build(), timed("b", 1).build()));
        assertTrue(e.getMessage().contains("wait_for=b"), e.getMessage());
    }

    @Test
    void shouldStillWaitForEarlierJobsAtAStonewall() {
        Events ev = new Events();
        JobRunner.of(JobPlan.of(timed("a", 200).build(), timed("b", 50).build(),
                timed("c", 50).set("stonewall", true).build(), timed("d", 50).build())).listener(ev).run();
        List<String> e = List.copyOf(ev.events);
        assertTrue(e.indexOf("start:c") > e.indexOf("end:a"), e.toString());
        assertTrue(e.indexOf("start:d") > e.indexOf("end:a"), "jobs after a stonewall wait with it: " + e);
    }

    @Test
    void shouldStopTheGroupWhenAnExitallJobEnds() {
        long t0 = System.nanoTime();
        RunResult r = JobRunner.of(JobPlan.of(timed("long", 60_000).build(),
                JobSpec.builder("short").set("ioengine", "null").rw(ReadWrite.READ).set("size", 1L << 20).set("exitall", true).build(),
                timed("next", 50).set("stonewall", true).build())).run();
        long wallMs = (System.nanoTime() - t0) / MS;
        assertTrue(wallMs < 30_000, "the 60 s job was stopped: " + wallMs + " ms");
        JobResult longJob = r.groups().get(0).jobs().get(0);
        assertTrue(longJob.runtimeMs() < 30_000);
        assertTrue(r.groups().get(1).jobs().get(0).direction(DataDirection.READ).ios() > 0,
                "the next group still runs");
        assertTrue(!r.interrupted());
    }
}
