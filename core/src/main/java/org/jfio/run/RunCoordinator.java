package org.jfio.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfio.api.DiskUtilization;
import org.jfio.api.EngineCapability;
import org.jfio.api.EngineRegistry;
import org.jfio.api.GroupResult;
import org.jfio.api.IoEngineProvider;
import org.jfio.api.JfioException;
import org.jfio.api.JobResult;
import org.jfio.api.RunListener;
import org.jfio.api.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.stats.DiskStatsReader;
import org.jfio.stats.GroupMerger;

/**
 * Runs a plan: resolves every job's engine and files first (so bad input fails before anything
 * is written), then runs the jobs in waves (a job with {@code stonewall} waits for all before
 * it), each clone on its own platform thread, with shared files laid out once before the
 * clones that use them start. Collects per-clone results into reporting groups and the disk
 * statistics of the devices behind the files.
 *
 * <p>{@link #run()} is called once, from one thread; {@link #stop()} from any thread.
 */
public final class RunCoordinator {
    private final JobPlan plan;
    private final EngineRegistry engines;
    private final RunListener listener;
    private final RunControl control = new RunControl();

    /**
     * @param plan     what to run
     * @param engines  where engines are looked up
     * @param listener progress receiver
     */
    public RunCoordinator(JobPlan plan, EngineRegistry engines, RunListener listener) {
        this.plan = plan;
        this.engines = engines;
        this.listener = listener;
    }

    /** Asks every job to stop at its next I/O boundary; no new job starts. */
    public void stop() {
        control.stop();
    }

    /**
     * @return what was measured
     * @throws JfioException when the plan cannot start or a job cannot set up
     */
    public RunResult run() {
        List<JobSpec> jobs = plan.jobs();
        List<IoEngineProvider> providers = new ArrayList<>();
        List<List<List<FileRegion>>> regions = new ArrayList<>();
        Set<Path> paths = new LinkedHashSet<>();
        for (JobSpec spec : jobs) {
            IoEngineProvider p = engines.require(spec.ioengine());
            providers.add(p);
            boolean diskless = p.capabilities().contains(EngineCapability.DISKLESS);
            List<List<FileRegion>> perClone = new ArrayList<>();
            for (int c = 0; c < spec.numjobs(); c++) {
                List<FileRegion> r = FileSetup.regions(spec, c, diskless);
                perClone.add(r);
                if (!diskless) {
                    for (FileRegion fr : r) {
                        paths.add(fr.path());
                    }
                }
            }
            regions.add(perClone);
        }
        long startEpochMs = System.currentTimeMillis();
        DiskStatsReader disks = DiskStatsReader.forPaths(paths);
        Map<String, long[]> diskBefore = disks.snapshot();
        long t0 = System.nanoTime();

        List<List<JobResult>> perJob = new ArrayList<>();
        for (int i = 0; i < jobs.size(); i++) {
            perJob.add(new ArrayList<>());
        }
        int globalClone = 0;
        int i = 0;
        while (i < jobs.size() && !control.stopRequested()) {
            int waveEnd = i + 1;
            while (waveEnd < jobs.size() && !jobs.get(waveEnd).stonewall()) {
                waveEnd++;
            }
            List<JobWorker> workers = new ArrayList<>();
            List<Integer> owners = new ArrayList<>();
            for (int j = i; j < waveEnd; j++) {
                JobSpec spec = jobs.get(j);
                boolean diskless = providers.get(j).capabilities().contains(EngineCapability.DISKLESS);
                Set<Path> laidOut = new LinkedHashSet<>();
                for (int c = 0; c < spec.numjobs(); c++) {
                    List<FileRegion> r = regions.get(j).get(c);
                    if (!diskless && laidOut.add(r.get(0).path())) {
                        FileLayout.layOut(spec.name(), r, listener);
                    }
                    long seed = seedFor(spec, globalClone++);
                    workers.add(new JobWorker(spec, plan.groupId(j), c, providers.get(j), r, seed, control, listener));
                    owners.add(j);
                }
            }
            runWave(workers);
            RuntimeException failure = null;
            for (int w = 0; w < workers.size(); w++) {
                JobWorker worker = workers.get(w);
                if (worker.failure() != null) {
                    failure = failure == null ? worker.failure() : failure;
                } else {
                    perJob.get(owners.get(w)).add(worker.result());
                    listener.jobFinished(worker.result());
                }
            }
            if (failure != null) {
                throw failure instanceof JfioException je ? je
                        : new JfioException("job setup failed: " + failure, failure);
            }
            i = waveEnd;
        }
        long elapsedMs = (System.nanoTime() - t0) / 1_000_000L;
        List<DiskUtilization> diskUtil = DiskStatsReader.delta(diskBefore, disks.snapshot(), elapsedMs);
        return new RunResult(plan, Version.string(), startEpochMs, groups(perJob), diskUtil, control.stopRequested());
    }

    private void runWave(List<JobWorker> workers) {
        List<Thread> threads = new ArrayList<>();
        int n = 0;
        for (JobWorker w : workers) {
            threads.add(Thread.ofPlatform().name("jfio-job-" + n++).start(w));
        }
        for (Thread t : threads) {
            boolean interrupted = false;
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                    control.stop();
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private List<GroupResult> groups(List<List<JobResult>> perJob) {
        Map<Integer, List<JobResult>> byGroup = new LinkedHashMap<>();
        Map<Integer, Boolean> grouped = new LinkedHashMap<>();
        for (int j = 0; j < perJob.size(); j++) {
            int g = plan.groupId(j);
            byGroup.computeIfAbsent(g, k -> new ArrayList<>()).addAll(perJob.get(j));
            grouped.merge(g, plan.jobs().get(j).groupReporting(), Boolean::logicalOr);
        }
        List<GroupResult> out = new ArrayList<>();
        for (Map.Entry<Integer, List<JobResult>> e : byGroup.entrySet()) {
            List<JobResult> jobs = List.copyOf(e.getValue());
            if (jobs.isEmpty()) {
                continue;
            }
            List<JobResult> reported = grouped.get(e.getKey()) ? List.of(GroupMerger.merge(jobs)) : jobs;
            out.add(new GroupResult(e.getKey(), jobs, reported));
        }
        return out;
    }

    private static long seedFor(JobSpec spec, int globalClone) {
        long base = spec.randrepeat() ? spec.randseed() : System.nanoTime() ^ Double.doubleToLongBits(Math.random());
        return base * 0x9E3779B97F4A7C15L + (globalClone + 1) * 0xBF58476D1CE4E5B9L;
    }
}
