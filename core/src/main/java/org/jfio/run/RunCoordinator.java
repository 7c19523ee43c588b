package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfio.result.DiskUtilization;
import org.jfio.spi.EngineCapability;
import org.jfio.result.Finding;
import org.jfio.result.GroupResult;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.result.JobProgress;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.result.PreflightReport;
import org.jfio.result.RunProgress;
import org.jfio.result.RunResult;
import org.jfio.job.EngineLookup;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.preflight.PlannedJob;
import org.jfio.preflight.PreflightChecks;
import org.jfio.stats.DiskStatsReader;
import org.jfio.stats.GroupMerger;

/**
 * Runs a plan: resolves every job's engine and files and runs the preflight checks first (so bad
 * input and unsafe jobs fail before anything is written), then starts jobs as fio's
 * {@code run_threads} does: a job with {@code stonewall}
 * waits for every job before it (and the jobs after it wait with it); a job with
 * {@code wait_for=name} starts once the named job has finished; everything else starts at once.
 * Each clone runs on its own platform thread; shared files are laid out once, just before the
 * first clone that uses them starts. When a job with {@code unlink=1} ends, the files this run
 * created for it are deleted; when a job with {@code exitall=1} ends, the other jobs of its
 * reporting group are stopped. Collects per-clone results into reporting groups and the disk
 * statistics of the devices behind the files.
 *
 * <p>While it runs, {@link #progress()} reads every clone's state and counters without
 * disturbing it, and {@link #currentResult(long)} has every clone in its I/O loop publish its
 * statistics so far (see {@link CloneProgress}) and assembles them as a {@link RunResult}.
 *
 * <p>{@link #run()} is called once, from one thread; {@link #stop()}, {@link #progress()} and
 * {@link #currentResult(long)} from any thread.
 */
public final class RunCoordinator {
    private final JobPlan plan;
    private final EngineLookup engines;
    private final RunEvents listener;
    private final RunControl control = new RunControl();
    private List<IoEngineProvider> providers;
    private List<List<List<FileRegion>>> regions;
    private Set<Path> paths;
    private PreflightReport preflight;
    private final Object resultLock = new Object();
    /** Written once by {@link #run()} before any clone starts; read by progress readers. */
    private volatile Monitor monitor;

    /** What progress readers need, published at once when the run has resolved its jobs. */
    private record Monitor(CloneProgress[][] clones, long t0, long startEpochMs, DiskStatsReader disks,
                           Map<String, long[]> diskBefore) {
    }

    /**
     * @param plan     what to run
     * @param engines  where engines are looked up
     * @param listener progress receiver
     */
    public RunCoordinator(JobPlan plan, EngineLookup engines, RunEvents listener) {
        this.plan = plan;
        this.engines = engines;
        this.listener = listener;
    }

    /** Asks every job to stop at its next I/O boundary; no new job starts. */
    public void stop() {
        control.stop();
    }

    /**
     * Resolves every job's engine and files and runs the preflight checks on them, once: an error
     * stops the run here, before anything is laid out or written; each warning goes to the
     * listener once. {@link #run()} calls it when it has not run yet.
     *
     * @return the warnings (errors throw)
     * @throws JfioException with the first error's line, or when a job cannot be planned
     */
    public PreflightReport preflight() {
        if (preflight == null) {
            resolve();
            List<PlannedJob> planned = new ArrayList<>();
            for (int j = 0; j < plan.jobs().size(); j++) {
                planned.add(PlanFiles.planned(plan.jobs().get(j), providers.get(j), regions.get(j)));
            }
            PreflightReport report = PreflightChecks.beforeRun(planned);
            report.requireNoErrors();
            preflight = new PreflightReport(report.warnings());
            for (Finding w : preflight.warnings()) {
                listener.warning(w);
            }
        }
        return preflight;
    }

    /** Finds each job's engine and its clones' file regions (checking what can be checked before writing). */
    private void resolve() {
        providers = new ArrayList<>();
        regions = new ArrayList<>();
        paths = new LinkedHashSet<>();
        for (JobSpec spec : plan.jobs()) {
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
    }

    /**
     * @return what was measured
     * @throws JfioException when the plan cannot start (a preflight error included) or a job cannot set up
     */
    public RunResult run() {
        preflight();
        List<JobSpec> jobs = plan.jobs();
        int n = jobs.size();
        long startEpochMs = System.currentTimeMillis();
        DiskStatsReader disks = DiskStatsReader.forPaths(paths);
        Map<String, long[]> diskBefore = disks.snapshot();
        long t0 = System.nanoTime();
        CloneProgress[][] progressOf = cloneProgress(regions);
        monitor = new Monitor(progressOf, t0, startEpochMs, disks, diskBefore);

        Schedule schedule = new Schedule(n);
        List<JobWorker[]> workers = new ArrayList<>();
        Map<Integer, RunControl> groupControls = new LinkedHashMap<>();
        Set<Path> created = new LinkedHashSet<>();
        int[] firstClone = new int[n];
        int wave = 0;
        int[] waveOf = new int[n];
        int[] waitee = new int[n];
        for (int j = 0, clones = 0; j < n; j++) {
            firstClone[j] = clones;
            clones += jobs.get(j).numjobs();
            if (j > 0 && jobs.get(j).ordering().stonewall()) {
                wave++;
            }
            waveOf[j] = wave;
            waitee[j] = jobs.get(j).ordering().waitFor() == null ? -1 : plan.indexOf(jobs.get(j).ordering().waitFor(), j);
            workers.add(null);
            groupControls.computeIfAbsent(plan.groupId(j), g -> new RunControl(control));
        }
        RuntimeException failure = null;
        boolean interrupted = false;
        while (!schedule.allDone()) {
            if (failure == null && !control.stopRequested()) {
                int current = schedule.firstUnfinishedWave(waveOf);
                for (int j = 0; j < n; j++) {
                    if (schedule.startable(j) && waveOf[j] == current && (waitee[j] < 0 || schedule.done(waitee[j]))) {
                        JobWorker[] started = start(j, providers.get(j), regions.get(j), firstClone[j],
                                groupControls.get(plan.groupId(j)), t0, created, schedule, progressOf[j]);
                        workers.set(j, started);
                    }
                }
            } else {
                schedule.cancelUnstarted();
            }
            if (schedule.running() == 0) {
                if (schedule.allDone()) {
                    break;
                }
                continue;
            }
            int j;
            try {
                j = schedule.awaitFinished();
            } catch (InterruptedException e) {
                interrupted = true;
                control.stop();
                continue;
            }
            for (JobWorker w : workers.get(j)) {
                if (w.failure() != null && failure == null) {
                    failure = w.failure();
                    control.stop();
                }
            }
            if (jobs.get(j).files().unlink()) {
                unlink(regions.get(j), created);
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure instanceof JfioException je ? je
                    : new JfioException("job setup failed: " + failure, failure);
        }
        List<List<JobResult>> perJob = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            List<JobResult> results = new ArrayList<>();
            if (workers.get(j) != null) {
                for (JobWorker w : workers.get(j)) {
                    if (w.result() != null) {
                        results.add(w.result());
                    }
                }
            }
            perJob.add(results);
        }
        long elapsedMs = (System.nanoTime() - t0) / 1_000_000L;
        List<DiskUtilization> diskUtil = disks.delta(diskBefore, disks.snapshot(), elapsedMs);
        return new RunResult(plan, Version.string(), startEpochMs, groups(perJob), diskUtil, control.stopRequested(),
                preflight.warnings());
    }

    /** Lays out the job's files and starts one thread per clone. */
    private JobWorker[] start(int j, IoEngineProvider provider, List<List<FileRegion>> regions, int firstClone,
            RunControl groupControl, long t0, Set<Path> created, Schedule schedule, CloneProgress[] progress) {
        JobSpec spec = plan.jobs().get(j);
        boolean diskless = provider.capabilities().contains(EngineCapability.DISKLESS);
        FileLayout.Options layout = new FileLayout.Options(
                spec.rw().hasReads() || spec.files().overwrite(), spec.files().fallocate());
        Set<Path> laidOut = new LinkedHashSet<>();
        JobWorker[] out = new JobWorker[spec.numjobs()];
        schedule.starting(j, out.length);
        for (CloneProgress p : progress) {
            p.state(JobState.SETTING_UP);
        }
        for (int c = 0; c < out.length; c++) {
            List<FileRegion> r = regions.get(c);
            CloneProgress p = progress[c];
            if (!diskless && laidOut.add(r.get(0).path())) {
                try {
                    created.addAll(FileLayout.layOut(spec.name(), r, listener, layout, control));
                } catch (RuntimeException e) {
                    out[c] = failed(spec, c, provider, r, ErrnoHints.inJob(spec.name(), spec.io().direct(), e), p);
                    p.reaped(-1);
                    schedule.finished(j);
                    continue;
                }
            }
            if (control.stopRequested()) {
                // Stopped during the layout (or before this clone): the clone never starts.
                out[c] = new JobWorker(spec, plan.groupId(j), c, firstClone + c + 1, provider, r, 0, groupControl, listener,
                        t0, p);
                schedule.finished(j);
                continue;
            }
            long seed = seedFor(spec, firstClone + c);
            JobWorker w = new JobWorker(spec, plan.groupId(j), c, firstClone + c + 1, provider, r, seed, groupControl,
                    listener, t0, p);
            out[c] = w;
            p.state(JobState.CREATED);
            Thread.ofPlatform().name("jfio-job-" + (firstClone + c)).start(() -> {
                try {
                    w.run();
                } finally {
                    p.state(JobState.EXITED);
                    if (w.result() != null) {
                        listener.jobFinished(w.result());
                    }
                    p.reaped(w.result() != null ? w.result().error() : w.failure() != null ? -1 : 0);
                    schedule.finished(j);
                }
            });
        }
        return out;
    }

    private JobWorker failed(JobSpec spec, int clone, IoEngineProvider provider, List<FileRegion> r,
            RuntimeException e, CloneProgress p) {
        JobWorker w = new JobWorker(spec, 0, clone, clone + 1, provider, r, 0, control, listener, System.nanoTime(), p);
        w.setupFailed(e);
        return w;
    }

    /** One progress record per clone, indexed [job][clone], with what each clone will move. */
    private CloneProgress[][] cloneProgress(List<List<List<FileRegion>>> regions) {
        CloneProgress[][] out = new CloneProgress[regions.size()][];
        for (int j = 0; j < out.length; j++) {
            JobSpec spec = plan.jobs().get(j);
            List<List<FileRegion>> perClone = regions.get(j);
            out[j] = new CloneProgress[perClone.size()];
            for (int c = 0; c < perClone.size(); c++) {
                long region = 0;
                for (FileRegion r : perClone.get(c)) {
                    region += r.sizeBytes();
                }
                long perPass = spec.region().ioSizeBytes() > 0 ? spec.region().ioSizeBytes() : region;
                out[j][c] = new CloneProgress(spec, c, perClone.get(c).size(), perPass * Math.max(1, spec.timing().loops()));
            }
        }
        return out;
    }

    /**
     * Every clone's state and counters now. Safe from any thread at any time; never waits for
     * or slows a job thread.
     *
     * @return the progress, or null before the run has resolved its jobs
     */
    public RunProgress progress() {
        Monitor m = monitor;
        if (m == null) {
            return null;
        }
        long now = System.nanoTime();
        List<JobProgress> out = new ArrayList<>();
        for (CloneProgress[] job : m.clones()) {
            for (CloneProgress c : job) {
                out.add(c.progress(now));
            }
        }
        return new RunProgress((now - m.t0()) / 1_000_000L, out);
    }

    /**
     * What the run measured so far, cumulative since each clone started, as fio's
     * {@code --status-interval} reports: every clone in its I/O loop is asked for its statistics
     * and answers between two I/Os; clones that ended give their final result; clones that have
     * not started are left out. A clone that does not answer within {@code timeoutNs} (a long
     * think time or rate wait) is reported with its previous answer, or left out.
     *
     * <p>Safe from any thread; concurrent calls are serialized. Blocks the caller up to about
     * {@code timeoutNs}.
     *
     * @return the result so far, or null before the run has resolved its jobs
     */
    public RunResult currentResult(long timeoutNs) {
        Monitor m = monitor;
        if (m == null) {
            return null;
        }
        synchronized (resultLock) {
            CloneProgress[][] clones = m.clones();
            long[][] asked = new long[clones.length][];
            for (int j = 0; j < clones.length; j++) {
                asked[j] = new long[clones[j].length];
                for (int c = 0; c < clones[j].length; c++) {
                    JobState s = clones[j][c].state();
                    asked[j][c] = s == JobState.RAMP || s == JobState.RUNNING ? clones[j][c].requestResult() : 0;
                }
            }
            long deadline = System.nanoTime() + timeoutNs;
            List<List<JobResult>> perJob = new ArrayList<>();
            for (int j = 0; j < clones.length; j++) {
                List<JobResult> results = new ArrayList<>();
                for (int c = 0; c < clones[j].length; c++) {
                    if (asked[j][c] != 0) {
                        clones[j][c].awaitResult(asked[j][c], deadline);
                    }
                    JobResult r = clones[j][c].latestResult();
                    if (r != null) {
                        results.add(r);
                    }
                }
                perJob.add(results);
            }
            long elapsedMs = (System.nanoTime() - m.t0()) / 1_000_000L;
            List<DiskUtilization> diskUtil = m.disks().delta(m.diskBefore(), m.disks().snapshot(), elapsedMs);
            return new RunResult(plan, Version.string(), m.startEpochMs(), groups(perJob), diskUtil, false);
        }
    }

    /** Deletes the job's files that this run created (never files that existed before). */
    private void unlink(List<List<FileRegion>> regions, Set<Path> created) {
        for (List<FileRegion> clone : regions) {
            for (FileRegion r : clone) {
                if (created.remove(r.path())) {
                    try {
                        Files.deleteIfExists(r.path());
                    } catch (IOException e) {
                        listener.notice("unlink of " + r.path() + " failed: " + e.getMessage());
                    }
                }
            }
        }
    }

    private List<GroupResult> groups(List<List<JobResult>> perJob) {
        Map<Integer, List<JobResult>> byGroup = new LinkedHashMap<>();
        Map<Integer, Boolean> grouped = new LinkedHashMap<>();
        for (int j = 0; j < perJob.size(); j++) {
            int g = plan.groupId(j);
            List<JobResult> results = byGroup.computeIfAbsent(g, k -> new ArrayList<>());
            if (plan.jobs().get(j).measure().stats()) { // stats=0: run, but left out of every report (fio)
                results.addAll(perJob.get(j));
            }
            grouped.merge(g, plan.jobs().get(j).reporting().groupReporting(), Boolean::logicalOr);
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
        long base = spec.random().randrepeat() ? spec.random().randseed() : System.nanoTime() ^ Double.doubleToLongBits(Math.random());
        return base * 0x9E3779B97F4A7C15L + (globalClone + 1) * 0xBF58476D1CE4E5B9L;
    }
}
