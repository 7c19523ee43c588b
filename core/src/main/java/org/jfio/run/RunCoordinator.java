package org.jfio.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfio.result.DiskUtilization;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.result.Finding;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.result.JobProgress;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.result.LayoutProgress;
import org.jfio.result.PreflightReport;
import org.jfio.result.RunProgress;
import org.jfio.result.RunResult;
import org.jfio.job.JobEngines;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.preflight.PlannedJob;
import org.jfio.preflight.PreflightChecks;
import org.jfio.stats.DiskStatsReader;

/**
 * Runs a plan: resolves every job's engine and files and runs the preflight checks first (so bad
 * input and unsafe jobs fail before anything is written), then starts jobs as fio's
 * {@code run_threads} does: a job with {@code stonewall}
 * waits for every job before it (and the jobs after it wait with it); a job with
 * {@code wait_for=name} starts once the named job has finished; everything else starts at once.
 * Each clone runs on its own platform thread; the files of every job that starts at once are laid
 * out first (shared files once), then all their clones start together, as fio does. When a job
 * with {@code unlink=1} ends, the files this run created for it are deleted; when a job with {@code exitall=1} ends, the other jobs of its
 * reporting group are stopped. Collects per-clone results into reporting groups and the disk
 * statistics of the devices behind the files. The order is {@link JobOrder}'s, the layout and the
 * clone threads {@link JobLauncher}'s, the groups {@link RunGroups}'.
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
    private final JobEngines engines;
    private final RunEvents listener;
    private final RunControl control = new RunControl();
    private boolean timeline;
    /** Called once, after the first jobs are laid out and before any starts; null: none. */
    private java.util.function.ToLongFunction<java.util.function.BooleanSupplier> startGate;
    private final LayoutTracker layouts = new LayoutTracker();
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
     * @param engines  the jobs' engines, resolved once
     * @param listener progress receiver
     */
    public RunCoordinator(JobPlan plan, JobEngines engines, RunEvents listener) {
        this.plan = plan;
        this.engines = engines;
        this.listener = listener;
    }

    /**
     * Sets what the run asks once the first jobs are laid out, before any clone starts: the
     * wall-clock instant (ms since the epoch; 0 for at once) their first I/O goes (the shared
     * start of a many-host run). It is given the run's stop flag to poll; the clones are then
     * set up and wait for that instant. Call before {@link #run()}.
     */
    public void startGate(java.util.function.ToLongFunction<java.util.function.BooleanSupplier> gate) {
        startGate = gate;
    }

    /**
     * Has every clone record its {@link org.jfio.result.Timeline} (per-interval IOPS, bandwidth,
     * mean and p99 clat, for plots); off unless asked for. Call before {@link #run()}.
     */
    public void timeline(boolean on) {
        timeline = on;
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
            VerifyStateFiles.checkLoadable(plan, providers);
            SetupChecks.check(plan, providers, regions);
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
        PlannedLengths lengths = new PlannedLengths(); // fio sets the jobs up in order: each sees the layouts before it
        for (int j = 0; j < plan.jobs().size(); j++) {
            JobSpec spec = plan.jobs().get(j);
            IoEngineProvider p = engines.require(j);
            providers.add(p);
            boolean diskless = p.capabilities().contains(EngineCapability.DISKLESS);
            List<List<FileRegion>> perClone = new ArrayList<>();
            for (int c = 0; c < spec.numjobs(); c++) {
                List<FileRegion> r = FileSetup.regions(spec, c, diskless, p.capabilities().contains(EngineCapability.NO_IO), lengths);
                perClone.add(r);
                if (!diskless && spec.report().diskUtil()) {
                    for (FileRegion fr : r) {
                        paths.add(fr.path());
                    }
                }
            }
            regions.add(perClone);
            if (!diskless) {
                lengths.planned(spec, perClone, p.capabilities().contains(EngineCapability.NO_EXTEND));
            }
        }
    }

    /**
     * @return what was measured
     * @throws JfioException when the plan cannot start (a preflight error included) or a job cannot set up
     */
    public RunResult run() {
        preflight();
        RunClock.choose(plan, listener);
        try {
            return measure();
        } finally {
            IoClock.end();
        }
    }

    private RunResult measure() {
        long startEpochMs = System.currentTimeMillis();
        DiskStatsReader disks = DiskStatsReader.forPaths(paths);
        Map<String, long[]> diskBefore = disks.snapshot();
        long t0 = IoClock.nowNs();
        CloneProgress[][] progressOf = cloneProgress(regions);
        monitor = new Monitor(progressOf, t0, startEpochMs, disks, diskBefore);
        JobWorker[][] workers;
        List<List<JobResult>> perJob;
        try (SteadyStateWatch watch = SteadyStateWatch.start(plan, progressOf)) {
            workers = runJobs(t0, progressOf);
            watch.close();
            perJob = watch.results(workers);
        }
        long elapsedMs = (IoClock.nowNs() - t0) / 1_000_000L;
        List<DiskUtilization> diskUtil = disks.delta(diskBefore, disks.snapshot(), elapsedMs);
        return new RunResult(plan, Version.string(), startEpochMs, RunGroups.of(plan, perJob),
                diskUtil, control.stopRequested(), preflight.warnings());
    }

    /**
     * Starts the jobs in their order ({@link JobOrder}) and waits for them all; after the first
     * failure (or a stop) no job starts.
     *
     * @return each job's clones, null for a job that never started
     * @throws JfioException the first clone's failure
     */
    private JobWorker[][] runJobs(long t0, CloneProgress[][] progressOf) {
        int n = plan.jobs().size();
        Schedule schedule = new Schedule(n);
        JobOrder order = new JobOrder(plan);
        JobLauncher launcher = new JobLauncher(plan, listener, control, t0, schedule, order, layouts, timeline);
        JobWorker[][] workers = new JobWorker[n][];
        RuntimeException failure = null;
        boolean interrupted = false;
        int lastWave = -1;
        while (!schedule.allDone()) {
            if (failure == null && !control.stopRequested() && !launcher.allExited()) {
                int wave = order.currentWave(schedule);
                if (wave != lastWave) {
                    launcher.nextWave();
                    lastWave = wave;
                }
                startWave(launcher, order, wave, schedule, progressOf, workers);
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
            failure = firstFailure(failure, workers[j]);
            if (plan.jobs().get(j).files().unlink()) {
                launcher.unlink(regions.get(j));
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure instanceof JfioException je ? je
                    : new JfioException("job setup failed: " + failure, failure);
        }
        return workers;
    }

    /**
     * Starts the jobs of {@code wave} that may start now: every one is laid out first, then all start
     * together (fio); the ranks of a many-host run meet at the start gate in between.
     */
    private void startWave(JobLauncher launcher, JobOrder order, int wave, Schedule schedule, CloneProgress[][] progressOf,
            JobWorker[][] workers) {
        List<JobLauncher.Prepared> starting = new ArrayList<>();
        for (int j = 0; j < workers.length; j++) {
            if (order.mayStart(j, wave, schedule)) {
                starting.add(launcher.layOut(j, providers.get(j), regions.get(j), progressOf[j]));
            }
        }
        if (startGate != null) {
            // the ranks of a many-host run meet here: laid out, nothing measured yet
            java.util.function.ToLongFunction<java.util.function.BooleanSupplier> gate = startGate;
            startGate = null;
            control.startAt(gate.applyAsLong(control::stopRequested));
        }
        long warmupStartNs = IoClock.nowNs();
        for (JobLauncher.Prepared p : starting) {
            if (!control.stopRequested()) { // the JIT compiles the job's loop before its clock starts
                JitWarmup.beforeJob(plan.jobs().get(p.j()), providers.get(p.j()), regions.get(p.j()).get(0), control);
            }
        }
        control.warmedUp(IoClock.nowNs() - warmupStartNs); // startdelay counts from the run's start without it
        StartLine line = new StartLine(); // the clones set up, then begin their I/O together
        for (JobLauncher.Prepared p : starting) {
            workers[p.j()] = launcher.launch(p, line);
        }
        line.open();
    }

    /** @return the run's first failure: {@code first}, else the first of the job's clones' (which stops the run) */
    private RuntimeException firstFailure(RuntimeException first, JobWorker[] clones) {
        RuntimeException failure = first;
        for (JobWorker w : clones) {
            if (w.failure() != null && failure == null) {
                failure = w.failure();
                control.stop();
            }
        }
        return failure;
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
     * @return the latest progress of the layout in progress (a job's files being written before
     *         its clones start), or null when no layout runs; safe from any thread at any time
     */
    public LayoutProgress layoutProgress() {
        return layouts.current();
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
        long now = IoClock.nowNs();
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
            long deadline = IoClock.nowNs() + timeoutNs;
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
            long elapsedMs = (IoClock.nowNs() - m.t0()) / 1_000_000L;
            List<DiskUtilization> diskUtil = m.disks().delta(m.diskBefore(), m.disks().snapshot(), elapsedMs);
            return new RunResult(plan, Version.string(), m.startEpochMs(), RunGroups.of(plan, perJob), diskUtil, false);
        }
    }
}
