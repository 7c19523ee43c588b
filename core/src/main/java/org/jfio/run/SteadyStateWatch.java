package org.jfio.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;

import org.jfio.job.JobPlan;
import org.jfio.result.JobResult;
import org.jfio.spi.IoClock;

/**
 * The thread that samples steady state (fio's helper thread runs {@code steadystate_check} once a
 * second): one {@link SteadyStateTracker} per clone, or per reporting group under
 * {@code group_reporting}, ticked every {@code ss_interval} (1 s unless set) from the run's start
 * until the run ends. It reads the clones' published counters and never waits for or slows a
 * job thread; it stops a clone through the clone's own stop flag.
 *
 * <p>Built, started and closed by the run coordinator; {@link #results} after {@link #close}.
 */
final class SteadyStateWatch implements AutoCloseable {
    private final SteadyStateTracker[][] byClone;
    private final List<SteadyStateTracker> trackers = new ArrayList<>();
    private final long intervalNs;
    private final Thread thread;
    private volatile boolean closed;

    private SteadyStateWatch(JobPlan plan, CloneProgress[][] clones) {
        byClone = new SteadyStateTracker[clones.length][];
        Map<Integer, List<Integer>> groupedJobs = new LinkedHashMap<>();
        for (int j = 0; j < clones.length; j++) {
            byClone[j] = new SteadyStateTracker[clones[j].length];
            if (plan.reportsAsOne(plan.groupId(j))) {
                groupedJobs.computeIfAbsent(plan.groupId(j), g -> new ArrayList<>()).add(j);
                continue;
            }
            for (int c = 0; c < clones[j].length; c++) {
                byClone[j][c] = add(new SteadyStateTracker(new CloneProgress[] {clones[j][c]}, plan.jobs().get(j).goals()));
            }
        }
        for (List<Integer> jobs : groupedJobs.values()) {
            List<CloneProgress> members = new ArrayList<>();
            for (int j : jobs) {
                members.addAll(List.of(clones[j]));
            }
            SteadyStateTracker t = add(new SteadyStateTracker(members.toArray(CloneProgress[]::new),
                    plan.jobs().get(jobs.get(0)).goals()));
            for (int j : jobs) {
                java.util.Arrays.fill(byClone[j], t);
            }
        }
        intervalNs = plan.jobs().isEmpty() ? 1_000_000_000L : plan.jobs().get(0).goals().ssIntervalNs();
        thread = Thread.ofPlatform().daemon().name("jfio-steadystate").unstarted(this::loop);
    }

    /** @return a started watch over the run's clones */
    static SteadyStateWatch start(JobPlan plan, CloneProgress[][] clones) {
        SteadyStateWatch w = new SteadyStateWatch(plan, clones);
        w.thread.start();
        return w;
    }

    private SteadyStateTracker add(SteadyStateTracker t) {
        trackers.add(t);
        return t;
    }

    private void loop() {
        long next = IoClock.nowNs() + intervalNs;
        while (!closed) {
            long wait = next - IoClock.nowNs();
            if (wait > 0) {
                LockSupport.parkNanos(this, wait);
                continue;
            }
            long now = IoClock.nowNs();
            for (SteadyStateTracker t : trackers) {
                t.tick(now);
            }
            next += intervalNs;
            if (next - now <= 0) {
                next = now + intervalNs; // fell behind (a stalled machine): sample again one interval from now
            }
        }
    }

    /** Stops sampling and waits for the thread. */
    @Override
    public void close() {
        closed = true;
        LockSupport.unpark(thread);
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * @param workers the clones, [job][clone], as the coordinator ran them (null for a job that never started)
     * @return each job's clone results, with what their tracker found
     */
    List<List<JobResult>> results(JobWorker[][] workers) {
        List<List<JobResult>> perJob = new ArrayList<>();
        for (int j = 0; j < workers.length; j++) {
            List<JobResult> out = new ArrayList<>();
            if (workers[j] != null) {
                for (int c = 0; c < workers[j].length; c++) {
                    JobResult r = workers[j][c].result();
                    if (r != null) {
                        SteadyStateTracker t = byClone[j][c];
                        out.add(r.withSteadiness(t.result(), t.steadiness()));
                    }
                }
            }
            perJob.add(out);
        }
        return perJob;
    }
}
