package org.jfio.run;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.JobState;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngineProvider;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts jobs' clones for the run coordinator in two steps: {@link #layOut} lays out a job's
 * files (each shared file once), for every job that starts at the same time, then
 * {@link #launch} builds each clone's {@link CloneContext} and starts it on its own platform
 * thread, so all of them start together (fio lays every file out before any job starts); when a
 * job with {@code unlink=1} has ended, deletes the files this run created for it (never files
 * that existed before, nor a file that replaced one it created).
 *
 * <p>Used by the coordinator thread only; the clone threads report their end to the
 * {@link Schedule}.
 */
final class JobLauncher {
    /** fio's {@code --debug=random}: the seeds each clone draws from, once as it starts. */
    private static final Logger RANDOM_LOG = LoggerFactory.getLogger("org.jfio.random");

    private final JobPlan plan;
    private final RunEvents listener;
    private final RunControl control;
    /** Under the run's control: {@code exit_what=all} stops it (every job, started or not). */
    private final RunControl jobs;
    /** Under {@link #jobs}: the jobs started together; {@code exit_what=stonewall} stops it. */
    private RunControl wave;
    private final long runStartNs;
    private final Schedule schedule;
    private final JobOrder order;
    private final Map<Integer, RunControl> groupControls = new HashMap<>();
    private final CreatedFiles created = new CreatedFiles();
    private final LayoutTracker layouts;
    private final boolean timeline;
    private final Flows flows = new Flows();
    /** Every clone's seed, by its 0-based number in the run, drawn before any job starts. */
    private final long[] seeds;
    /** The clones' buffer seeds for dedupe_global, or null when no job uses it. */
    private final GlobalWorkingSet dedupe;

    /**
     * @param control    the run's stop flag; under it one for all jobs, one per wave of jobs started
     *                   together, and one per reporting group (the scopes of {@code exit_what})
     * @param runStartNs when the run started ({@link IoClock#nowNs()})
     * @param layouts    where the layouts' progress is kept
     * @param timeline   true when the clones record their timeline (for plots)
     */
    JobLauncher(JobPlan plan, RunEvents listener, RunControl control, long runStartNs, Schedule schedule,
                JobOrder order, LayoutTracker layouts, boolean timeline) {
        this.plan = plan;
        this.timeline = timeline;
        this.layouts = layouts;
        this.listener = listener;
        this.control = control;
        this.jobs = new RunControl(control, RunControl.Scope.JOBS);
        this.wave = new RunControl(jobs, RunControl.Scope.WAVE);
        this.runStartNs = runStartNs;
        this.schedule = schedule;
        this.order = order;
        int clones = 0;
        boolean dedupeGlobal = false;
        for (JobSpec spec : plan.jobs()) {
            clones += spec.numjobs();
            dedupeGlobal |= spec.buffers().dedupeGlobal();
        }
        this.seeds = new long[clones];
        for (int j = 0; j < plan.jobs().size(); j++) {
            JobSpec spec = plan.jobs().get(j);
            for (int c = 0; c < spec.numjobs(); c++) {
                int number = order.firstClone(j) + c;
                seeds[number] = seedFor(spec, number);
            }
        }
        long[] bufferSeeds = new long[clones];
        for (int i = 0; i < clones; i++) {
            bufferSeeds[i] = seeds[i] ^ CloneSetup.BUFFER_SEED_MIX;
        }
        this.dedupe = dedupeGlobal ? new GlobalWorkingSet(bufferSeeds) : null;
    }

    /** The jobs laid out from now on start together: a wave of their own ({@code exit_what=stonewall}'s scope). */
    void nextWave() {
        wave = new RunControl(jobs, RunControl.Scope.WAVE);
    }

    /** @return true once a job with {@code exitall} and {@code exit_what=all} ended: no other job starts */
    boolean allExited() {
        return jobs.stopRequested();
    }

    /** A job whose files are laid out (or failed to be), its clones not started yet. */
    record Prepared(int j, JobContext job, List<List<FileRegion>> regions, CloneProgress[] progress, JobWorker[] out) {
    }

    /**
     * Lays out job {@code j}'s files (each shared file once) without starting a clone, so the
     * jobs that start together can all be laid out first and then start at the same time, as in
     * fio. A clone whose layout failed holds the failure.
     */
    Prepared layOut(int j, IoEngineProvider provider, List<List<FileRegion>> regions, CloneProgress[] progress) {
        JobSpec spec = plan.jobs().get(j);
        int group = plan.groupId(j);
        SharedSequence sequence = spec.io().sharedSequence()
                ? new SharedSequence(spec, regions.get(0), spec.numjobs(), seeds[order.firstClone(j)]) : null;
        JobContext job = new JobContext(spec, group, provider,
                groupControls.computeIfAbsent(group, g -> new RunControl(wave, RunControl.Scope.GROUP)), listener, runStartNs,
                sequence, timeline, joinFlow(spec), FileLocks.of(spec), dedupe);
        boolean diskless = provider.capabilities().contains(EngineCapability.DISKLESS);
        FileLayout.Options layout = new FileLayout.Options(spec.rw().hasReads() || spec.files().overwrite()
                || provider.capabilities().contains(EngineCapability.NO_EXTEND), spec.files().fallocate(),
                spec.blocks().maxBytes(DataDirection.WRITE), spec.files().createFsync());
        Set<Path> laidOut = new LinkedHashSet<>();
        java.util.Map<Path, FileRegion> extents = FileSetup.layoutRegions(spec, regions);
        JobWorker[] out = new JobWorker[spec.numjobs()];
        schedule.starting(j, out.length);
        for (CloneProgress p : progress) {
            p.state(JobState.SETTING_UP);
        }
        for (int c = 0; c < out.length; c++) {
            List<FileRegion> r = regions.get(c);
            if (diskless || !laidOut.add(r.get(0).path()) || control.stopRequested()) {
                continue;
            }
            try {
                List<FileRegion> files = new java.util.ArrayList<>(r.size());
                for (FileRegion f : r) {
                    files.add(extents.get(f.path()));
                }
                created.record(FileLayout.layOut(spec.name(), files, listener, layout, control, layouts));
            } catch (RuntimeException e) {
                CloneContext failed = new CloneContext(job, c, order.firstClone(j) + c + 1, 0, r, progress[c]);
                if (job.flowShare(c) != null) {
                    job.flowShare(c).leave();
                }
                out[c] = JobWorker.failedBeforeStart(failed, ErrnoHints.inJob(job.provider(), spec.name(), spec.io().direct(), e));
                progress[c].reaped(-1);
                schedule.finished(j);
            }
        }
        return new Prepared(j, job, regions, progress, out);
    }

    /**
     * fio joins each thread to its flow as it starts, after every job starting with it was set
     * up; jfio joins the clones here, before any of the jobs laid out together starts, so a clone
     * that starts first does not run alone in its flow.
     *
     * @return the clones' shares, or null when the job is in no flow
     */
    private Flows.Share[] joinFlow(JobSpec spec) {
        if (spec.rate().flowWeight() == 0) {
            return null;
        }
        Flows.Share[] shares = new Flows.Share[spec.numjobs()];
        for (int c = 0; c < shares.length; c++) {
            shares[c] = flows.join(spec.rate().flowId(), spec.rate().flowWeight());
        }
        return shares;
    }

    /**
     * Starts the clones of a laid-out job, one platform thread each; those without a
     * {@code startdelay} join {@code line} and begin their I/O with the rest of the wave.
     *
     * @return the job's clones
     */
    JobWorker[] launch(Prepared p, StartLine line) {
        JobSpec spec = p.job().spec();
        JobWorker[] out = p.out();
        for (int c = 0; c < out.length; c++) {
            if (out[c] != null) {
                continue; // its layout failed
            }
            List<FileRegion> r = p.regions().get(c);
            int number = order.firstClone(p.j()) + c;
            if (control.stopRequested() || spec.files().createOnly()) {
                // Stopped during the layout, the start gate or the JIT warm-up (or before this clone),
                // or create_only: the clone never starts. A stopped one is reported without I/O, as fio does.
                CloneContext never = new CloneContext(p.job(), c, number + 1, 0, r, p.progress()[c]);
                out[c] = spec.files().createOnly() ? new JobWorker(never) : JobWorker.stoppedBeforeStart(never);
                schedule.finished(p.j());
                continue;
            }
            StartLine joined = !spec.timing().hasStartDelay() && line.join() ? line : null;
            out[c] = launch(p.j(), new CloneContext(p.job(), c, number + 1, seeds[number], r, p.progress()[c]), number, joined);
        }
        return out;
    }

    private JobWorker launch(int j, CloneContext clone, int number, StartLine line) {
        if (RANDOM_LOG.isDebugEnabled()) {
            JobSpec spec = clone.job().spec();
            RANDOM_LOG.debug("{} (job {}): randseed={} randrepeat={}: seed 0x{} (offsets, block sizes, directions), "
                    + "buffer seed 0x{}", spec.name(), clone.jobNumber(), spec.random().randseed(),
                    spec.random().randrepeat() ? 1 : 0, Long.toHexString(clone.seed()),
                    Long.toHexString(clone.seed() ^ CloneSetup.BUFFER_SEED_MIX));
        }
        JobWorker w = new JobWorker(clone, line);
        CloneProgress p = clone.progress();
        p.control(new RunControl(clone.job().control())); // its own, so steady state can stop one clone
        p.state(JobState.CREATED);
        Thread.ofPlatform().name("jfio-job-" + number).start(() -> {
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
        return w;
    }

    /**
     * Deletes the job's files that this run created (never files that existed before, nor a file
     * put in the place of one it created while the job ran: {@link CreatedFiles}).
     */
    void unlink(List<List<FileRegion>> regions) {
        for (List<FileRegion> clone : regions) {
            for (FileRegion r : clone) {
                created.delete(r.path(), listener);
            }
        }
    }

    private static long seedFor(JobSpec spec, int globalClone) {
        long base = spec.random().randrepeat() ? spec.random().randseed() : IoClock.nowNs() ^ Double.doubleToLongBits(Math.random());
        return base * 0x9E3779B97F4A7C15L + (globalClone + 1) * 0xBF58476D1CE4E5B9L;
    }
}
