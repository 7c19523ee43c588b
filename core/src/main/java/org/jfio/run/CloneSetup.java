package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.job.JobSpec;
import org.jfio.job.VerifyOptions;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.JobState;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.verify.VerifyJournal;
import org.jfio.verify.WriteCompletions;
import org.jfio.spi.JfioException;
import org.jfio.stats.JobLogs;
import org.jfio.stats.JobStats;
import org.jfio.stats.PrioRecorders;
import org.jfio.stats.ThreadCpuClock;

/**
 * Sets one clone up in its thread's arena and takes it down again: CPU affinity, the engine (its
 * depth tied to 1 for a synchronous engine), the I/O units and their buffers, the files, the
 * {@code write_iolog}, the statistics and logs, and the {@link EngineDriver} that joins them.
 * After the loop, {@link #finish} writes the iolog's and logs' ends and runs {@code end_fsync};
 * {@link #close} then closes logs, files and engine, whatever happened before.
 *
 * <p>Job-thread only; nothing here is on the per-I/O path.
 */
final class CloneSetup implements AutoCloseable {
    /** Mixed into the clone's seed for its buffer contents' generator (a stream apart from the offsets'). */
    static final long BUFFER_SEED_MIX = 0x5DEECE66DL;

    private final CloneContext clone;
    private final IoEngine engine;
    private final CloneFiles files;
    private final ErrorPolicy errors;
    private Set<EngineCapability> capabilities;
    private boolean sync;
    private boolean diskless;
    private int depth;
    private BufferFiller filler;
    private UnitPool pool;
    private IoLog iolog;
    private ReplayCursor replay;
    private JobStats stats;
    private JobLogs logs;
    private ThreadCpuClock cpuClock;
    private EngineDriver driver;
    private LatencyWatch latency;
    private Verifier verifier;
    private VerifyJournal journal;

    private CloneSetup(CloneContext clone, IoEngine engine, ErrorPolicy errors) {
        this.clone = clone;
        this.engine = engine;
        this.files = new CloneFiles(clone.regions());
        this.errors = errors;
    }

    /**
     * Sets the clone up; on a failure, what was set up is taken down before the exception goes on.
     *
     * @param results where the setup's notes go
     */
    static CloneSetup open(CloneContext clone, Arena arena, ErrorPolicy errors, CloneResults results) {
        JobSpec spec = clone.spec();
        CpuAffinity.apply(arena, spec, clone.index());
        NumaPlacement.apply(arena, spec.cpus());
        ThreadPriority.apply(arena, spec.cpus());
        EngineContext context = new EngineContext(spec.name(), spec.depth().iodepth(), spec.io().direct(),
                (int) spec.maxBlockSizeBytes(), arena, spec.engineOptions(), spec.timing().runtimeNs(),
                clone.job().listener()::notice);
        // io_submit_mode=offload: iodepth submit threads, each with an engine of its own (OffloadEngine)
        IoEngine engine = spec.io().offload() ? OffloadEngine.start(clone.job().provider(), context)
                : clone.job().provider().create(context);
        CloneSetup setup = new CloneSetup(clone, engine, errors);
        try {
            setup.prepare(arena, results);
        } catch (RuntimeException e) {
            try {
                setup.close();
            } catch (RuntimeException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        return setup;
    }

    private void prepare(Arena arena, CloneResults results) {
        JobSpec spec = clone.spec();
        resolveCapabilities(spec, results);
        filler = new BufferFiller(spec, clone.seed() ^ BUFFER_SEED_MIX, clone.job().dedupe(), clone.jobNumber() - 1);
        pool = UnitPool.allocate(arena, depth, (int) spec.maxBlockSizeBytes(), spec.buffers(), BufferPlacement.of(
                spec.maxBlockSizeBytes(), spec.buffers(), spec.io().direct(), capabilities), filler, errors);
        openFiles(arena, spec);
        iolog = openIolog(spec);
        if (spec.replay().active()) {
            replay = ReplayCursor.open(spec, clone.index());
        }
        cpuClock = new ThreadCpuClock(arena);
        boolean verifying = spec.verify().active() && !diskless && !capabilities.contains(EngineCapability.FAKE_IO);
        openStats(spec, verifying);
        openDriver(spec);
        results.measuring(stats, depth);
        if (verifying) {
            openVerifier(arena, spec, results);
        } else if (spec.verify().active()) {
            results.noteOnce("note: the " + clone.job().provider().name() + " engine moves no data: verify has nothing to check");
        }
    }

    /** The provider's and engine's capabilities, and the queue depth they allow (1 for a synchronous engine). */
    private void resolveCapabilities(JobSpec spec, CloneResults results) {
        capabilities = EnumSet.noneOf(EngineCapability.class);
        capabilities.addAll(clone.job().provider().capabilities());
        capabilities.addAll(engine.capabilities());
        if (spec.io().offload()) {
            capabilities.remove(EngineCapability.SYNC); // the job thread hands over; the submit threads wait
        }
        sync = capabilities.contains(EngineCapability.SYNC);
        diskless = capabilities.contains(EngineCapability.DISKLESS);
        depth = sync ? 1 : spec.depth().iodepth();
        if (sync && spec.depth().iodepth() > 1) {
            results.noteOnce("note: both iodepth >= 1 and synchronous I/O engine are selected, queue depth will be capped at 1");
        }
    }

    /** Opens (and lays out) the job's files, or hands a diskless engine the files' names. */
    private void openFiles(Arena arena, JobSpec spec) {
        if (!diskless) {
            files.open(arena, spec, engine, clone.progress());
            errors.directAlignment(files.directAlignment());
            if (spec.files().ioscheduler() != null) {
                IoSchedulerSwitch.apply(spec.name(), spec.files().ioscheduler(), files.files());
            }
        } else {
            for (IoFile f : files.files()) {
                engine.open(f); // a diskless engine's files are names: the engine may prepare them (fd stays -1)
            }
        }
    }

    /** The clone's statistics, for the directions it issues (reads when it verifies), and its logs. */
    private void openStats(JobSpec spec, boolean verifying) {
        boolean[] active = {spec.rw().hasReads() || verifying, spec.rw().hasWrites() && !spec.verify().verifyOnly(),
            spec.rw().hasTrims()};
        // a bw/iops log with a row per I/O makes the report's samples per I/O too (fio)
        stats = new JobStats(active, spec.logs().bwPerIo() ? 0 : spec.reporting().bwAvgTimeMs(),
                spec.logs().iopsPerIo() ? 0 : spec.reporting().iopsAvgTimeMs(), !sync, spec.measure());
        clone.progress().stats(stats);
        logs = JobLogs.open(spec, clone.jobNumber(), stats, !sync && !capabilities.contains(EngineCapability.NO_SLAT));
    }

    /** The {@link EngineDriver}, with what it watches: I/O priorities, file locks, latency goals. */
    private void openDriver(JobSpec spec) {
        driver = new EngineDriver(engine, capabilities, depth, stats, logs, pool);
        PrioChooser chooser = PrioChooser.of(spec, pool.units(), clone.seed());
        if (chooser != null) {
            PrioRecorders prioStats = new PrioRecorders(chooser.ioprios(), spec.report().latPercentiles());
            stats.prios(prioStats);
            driver.prios(chooser, prioStats);
        }
        if (spec.io().offload()) {
            driver.engineStampsCompletion();
        }
        if (clone.job().fileLocks() != null) {
            driver.fileLocks(clone.job().fileLocks().forFiles(files.files()));
        }
        if (spec.goals().checksLatency()) {
            latency = new LatencyWatch(spec.goals(), depth, errors);
            driver.latencyWatch(latency);
        }
    }

    private void openVerifier(Arena arena, JobSpec spec, CloneResults results) {
        IoFile[] f = files.files();
        long[] starts = Verifier.regionStarts(f);
        long[] sizes = Verifier.regionBytes(f, spec.maxBlockSizeBytes());
        long granule = VerifyOptions.granule(spec.blocks());
        String path = spec.verify().journal();
        if (path != null && !path.isEmpty()) {
            Path p = Path.of(spec.numjobs() > 1 ? path + "." + clone.index() : path);
            journal = VerifyJournal.open(p, !spec.verify().verifyOnly(), arena, starts, sizes, granule);
            if (journal.damagedRecords() > 0) {
                clone.job().listener().warning(spec.name() + ": verify_journal=" + p + ": " + journal.damagedRecords()
                        + " damaged record(s) skipped: the blocks they named are checked without their latest generation");
            }
        }
        MemorySegment scratch = arena.allocate(Math.max(1, spec.maxBlockSizeBytes()), BufferPlacement.PAGE_BYTES);
        verifier = new Verifier(spec, clone.jobNumber(), pool.units(), f, scratch, errors, journal,
                text -> clone.job().listener().warning(spec.name() + ": " + text));
        verifier.useState(VerifyStateFiles.load(spec, clone.jobNumber() - 1),
                VerifyStateFiles.saves(spec) ? new WriteCompletions(f.length, spec.depth().iodepth()) : null);
        pool.verifier(verifier);
        results.verifying(verifier);
        if (spec.verify().async() > 0) {
            results.noteOnce("note: verify_async=" + spec.verify().async()
                    + ": jfio checks each block on the job's own thread as its read completes; no verify threads are started");
        }
    }

    private IoLog openIolog(JobSpec spec) {
        if (spec.files().writeIolog() == null) {
            return null;
        }
        Path path = Path.of(spec.numjobs() > 1 ? spec.files().writeIolog() + "." + clone.index() : spec.files().writeIolog());
        try {
            return IoLog.create(path, files.files()); // each file logged open at its first request, as fio
        } catch (IOException e) {
            throw new JfioException(spec.name() + ": write_iolog=" + path + ": cannot create: " + e.getMessage(), e);
        }
    }

    /**
     * After the loop: the iolog's last lines, the logs' ends (a failure to write either becomes
     * the job's error), and {@code end_fsync} / {@code fsync_on_close} when the job wrote and
     * has no error.
     */
    void finish(CloneResults results) {
        JobSpec spec = clone.spec();
        closeIolog(spec);
        closeReplay(spec, results);
        closeLogs(spec, results);
        saveVerifyState(spec);
        // jfio closes a job's files only when it ends, so fsync_on_close syncs at the same point
        if ((spec.io().endFsync() || spec.io().fsyncOnClose()) && spec.rw().hasWrites() && !diskless && !errors.failedAlready()) {
            clone.progress().state(JobState.FSYNCING);
            files.fsyncAll();
            clone.progress().state(JobState.FINISHING);
        }
    }

    /** {@code verify_state_save}: how far the writes got, in fio's state file (a failure is told, as fio does). */
    private void saveVerifyState(JobSpec spec) {
        if (verifier == null || verifier.completions() == null) {
            return;
        }
        String failure = VerifyStateFiles.save(verifier.completions().state(spec.name(), clone.jobNumber() - 1),
                VerifyStateFiles.path(spec, clone.jobNumber() - 1));
        if (failure != null) {
            clone.job().listener().warning(failure);
        }
    }

    private void closeIolog(JobSpec spec) {
        if (iolog == null) {
            return;
        }
        IoLog log = iolog;
        iolog = null;
        log.finish();
        if (log.failure() != null) {
            errors.fail(libc_h.EIO(), spec.name() + ": write_iolog=" + log.path() + ": " + log.failure().getMessage());
        }
    }

    private void closeReplay(JobSpec spec, CloneResults results) {
        if (replay == null) {
            return;
        }
        if (replay.skippedTrims() > 0) {
            results.noteOnce("note: " + spec.name() + ": read_iolog: " + replay.skippedTrims()
                    + " trim(s) of the log not replayed (fio 3.33 does not replay trims of a text iolog: 'bad ddir: 2')");
        }
        if (replay.badLines() > 0) {
            results.noteOnce("note: " + spec.name() + ": read_iolog: " + replay.badLines()
                    + " malformed line(s) of the log skipped (as fio's 'bad iolog' lines)");
        }
        replay.close();
        replay = null;
    }

    private void closeLogs(JobSpec spec, CloneResults results) {
        if (logs == null) {
            return;
        }
        String failure = logs.finish();
        long waited = logs.waitedMs();
        if (waited > 0) {
            results.note("logs: the job waited " + waited + " ms for its log writer (rows per I/O are written slower"
                    + " than I/Os complete; log_avg_msec writes fewer)");
        }
        if (failure != null) {
            errors.fail(libc_h.EIO(), spec.name() + ": writing a log failed: " + failure);
        }
    }

    /**
     * Closes what is still open: the iolog and logs (when the loop did not get to {@link #finish}),
     * the files (handed back to the engine first), then the engine.
     *
     * @throws RuntimeException the first failure to close a file, when the job has no error
     */
    @Override
    public void close() {
        if (journal != null) {
            journal.close();
        }
        if (iolog != null) {
            iolog.close();
        }
        if (replay != null) {
            replay.close();
        }
        if (logs != null) {
            logs.finish();
        }
        RuntimeException closeFailure = files.close(engine);
        engine.close();
        if (closeFailure != null && !errors.failedAlready()) {
            throw closeFailure;
        }
    }

    CloneFiles files() {
        return files;
    }

    /** @return the clone's verification, or null when it does not verify */
    Verifier verifier() {
        return verifier;
    }

    boolean sync() {
        return sync;
    }

    /** @return the clone's queue depth: its number of units (1 for a synchronous engine) */
    int depth() {
        return depth;
    }

    BufferFiller filler() {
        return filler;
    }

    UnitPool pool() {
        return pool;
    }

    IoLog iolog() {
        return iolog;
    }

    /** @return the iolog the clone replays ({@code read_iolog}), or null */
    ReplayCursor replay() {
        return replay;
    }

    JobStats stats() {
        return stats;
    }

    ThreadCpuClock cpuClock() {
        return cpuClock;
    }

    EngineDriver driver() {
        return driver;
    }

    /** @return the clone's max_latency / latency_target watch, or null when it has neither */
    LatencyWatch latency() {
        return latency;
    }
}
