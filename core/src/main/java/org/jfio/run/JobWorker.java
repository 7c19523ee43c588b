package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import org.jfio.result.CpuUsage;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.result.JobState;
import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.stats.JobLogs;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * One job clone on its own platform thread: sets up the engine, buffers and files, runs fio's
 * loop (pick direction, file, size and offset; queue; commit in batches; reap), and turns what
 * it measured into a {@link JobResult}.
 *
 * <p>The loop allocates nothing, takes no lock and throws nothing while I/O goes well. A failed
 * I/O ends the job with its errno as the job's error (fio's default {@code continue_on_error=none});
 * with {@code continue_on_error} covering its direction it is counted and the job goes on.
 *
 * <p>Before the loop: {@code startdelay} (from the start of the run; a range picks a delay per
 * clone), buffer contents, file opening, {@code pre_read} and the {@code write_iolog} header.
 * After it: {@code end_fsync}, the iolog's last lines, and {@code exitall}.
 *
 * <p>It publishes its {@link JobState} as it goes, and its results (mid-run on request, and
 * the final one) in its {@link CloneProgress}.
 */
final class JobWorker implements Runnable, CompletionSink {
    /** Address alignment of every I/O buffer: a page, enough for O_DIRECT on any Linux device. */
    static final long BUFFER_ALIGNMENT_BYTES = 4096;

    private final JobSpec spec;
    private final int groupId;
    private final int clone;
    private final int jobNumber;
    private final IoEngineProvider provider;
    private final List<FileRegion> regions;
    private final long seed;
    private final RunControl control;
    private final RunEvents listener;
    private boolean wrapNoticed;
    private final long runStartNs;
    private final CloneProgress progress;

    private IoUnit[] free;
    private int freeCount;
    private IoUnit[] requeued;
    private int requeuedCount;
    private int error;
    private String errorMessage = "";
    private long[] directAlignment = new long[0];
    private FileOpener passInvalidator;
    private IoFile[] passFiles = new IoFile[0];
    private long completedIos;
    private long totalErrors;
    private int firstError;
    private String firstErrorMessage = "";
    private JobResult result;
    private RuntimeException failure;
    private IoLog iolog;
    private JobLogs logs;
    /** Set once the loop runs, for mid-run results. */
    private JobStats stats;
    private int depth;
    private final List<String> notes = new ArrayList<>();

    /**
     * @param jobNumber  the clone's 1-based number in the run (fio's {@code thread_number}, in log names)
     * @param control    the stop flag of the clone's group (its parent is the run's)
     * @param runStartNs when the run started ({@link System#nanoTime()}), for {@code startdelay}
     * @param progress   where the clone publishes its state and results
     */
    JobWorker(JobSpec spec, int groupId, int clone, int jobNumber, IoEngineProvider provider, List<FileRegion> regions,
              long seed, RunControl control, RunEvents listener, long runStartNs, CloneProgress progress) {
        this.spec = spec;
        this.groupId = groupId;
        this.clone = clone;
        this.jobNumber = jobNumber;
        this.provider = provider;
        this.regions = regions;
        this.seed = seed;
        this.control = control;
        this.listener = listener;
        this.runStartNs = runStartNs;
        this.progress = progress;
    }

    /** @return the clone's result, or null when it failed to start */
    JobResult result() {
        return result;
    }

    /** @return the setup failure, or null */
    RuntimeException failure() {
        return failure;
    }

    /** Records a failure that happened before the clone could start (its files' layout). */
    void setupFailed(RuntimeException e) {
        failure = e;
    }

    @Override
    public void run() {
        try (Arena arena = Arena.ofConfined()) {
            startDelay();
            progress.state(JobState.SETTING_UP);
            result = execute(arena);
            progress.finalResult(result);
        } catch (RuntimeException e) {
            failure = ErrnoHints.inJob(provider, spec.name(), spec.io().direct(), e);
        } finally {
            if (spec.ordering().exitall()) {
                control.stop();
            }
        }
    }

    private void startDelay() {
        long delay = spec.timing().startDelayNs();
        if (spec.timing().startDelayMaxNs() > delay) {
            delay += new SplittableRandom(seed ^ 0x6A09E667F3BCC909L).nextLong(spec.timing().startDelayMaxNs() - delay + 1);
        }
        if (delay > 0) {
            progress.state(JobState.NOT_CREATED);
            Sleeper.until(runStartNs + delay, control);
        }
    }

    private JobResult execute(Arena arena) {
        CpuAffinity.apply(arena, spec, clone);
        int maxBs = (int) spec.maxBlockSizeBytes();
        EngineContext context = new EngineContext(spec.name(), spec.depth().iodepth(), spec.depth().iodepthBatchSubmit(),
                spec.depth().iodepthBatchCompleteMin(), spec.depth().iodepthBatchCompleteMax(), spec.io().direct(), maxBs, arena,
                spec.engineOptions());
        IoEngine engine = provider.create(context);
        IoFile[] files = new IoFile[regions.size()];
        FileOpener opener = null;
        try {
            Set<EngineCapability> caps = EnumSet.noneOf(EngineCapability.class);
            caps.addAll(provider.capabilities());
            caps.addAll(engine.capabilities());
            boolean sync = caps.contains(EngineCapability.SYNC);
            boolean diskless = caps.contains(EngineCapability.DISKLESS);
            depth = sync ? 1 : spec.depth().iodepth();
            if (sync && spec.depth().iodepth() > 1) {
                notes.add("note: both iodepth >= 1 and synchronous I/O engine are selected, queue depth will be capped at 1");
                if (clone == 0) {
                    listener.notice(notes.get(notes.size() - 1));
                }
            }
            BufferFiller filler = new BufferFiller(spec, seed ^ 0x5DEECE66DL);
            allocateUnits(arena, depth, maxBs, filler);
            for (int i = 0; i < files.length; i++) {
                FileRegion r = regions.get(i);
                files[i] = new IoFile(r.path(), i, r.offsetBytes(), r.sizeBytes());
            }
            if (!diskless) {
                opener = new FileOpener(arena, spec);
                directAlignment = new long[files.length];
                for (IoFile f : files) {
                    opener.open(f);
                    if (spec.io().direct()) {
                        directAlignment[f.index()] = opener.directIoAlignment(f);
                    }
                    if (spec.files().preRead()) {
                        progress.state(JobState.PRE_READING);
                        PreReader.read(spec.name(), f);
                        progress.state(JobState.SETTING_UP);
                    } else if (spec.buffers().invalidate()) {
                        opener.invalidate(f);
                        passInvalidator = opener;
                        passFiles = files;
                    }
                    engine.open(f);
                }
            }
            iolog = openIolog(files);
            ThreadCpuClock cpuClock = new ThreadCpuClock(arena);
            boolean[] active = {spec.rw().hasReads(), spec.rw().hasWrites(), spec.rw().hasTrims()};
            // a bw/iops log with a row per I/O makes the report's samples per I/O too (fio)
            stats = new JobStats(active, spec.logs().bwPerIo() ? 0 : spec.reporting().bwAvgTimeMs(),
                    spec.logs().iopsPerIo() ? 0 : spec.reporting().iopsAvgTimeMs(), !sync, spec.measure());
            progress.stats(stats);
            logs = JobLogs.open(spec, jobNumber, stats, !sync && !caps.contains(EngineCapability.NO_SLAT));
            EngineDriver driver = new EngineDriver(engine, caps, depth, stats, logs, this);
            IoLoop loop = new IoLoop(spec, files, driver, stats, this, control, new SplittableRandom(seed), depth,
                    iolog, filler, progress);
            listener.jobStarted(spec.name(), clone);
            loop.run(cpuClock);
            progress.state(JobState.FINISHING);
            closeIolog(files);
            closeLogs(notes);
            // jfio closes a job's files only when it ends, so fsync_on_close syncs at the same point
            if ((spec.io().endFsync() || spec.io().fsyncOnClose()) && spec.rw().hasWrites() && !diskless && error == 0) {
                progress.state(JobState.FSYNCING);
                for (IoFile f : files) {
                    opener.fsync(f);
                }
                progress.state(JobState.FINISHING);
            }
            CpuUsage cpu = ThreadCpuClock.delta(loop.cpuAtStart(), loop.cpuAtEnd());
            long runtimeMs = loop.runtimeMs();
            if (totalErrors > 0) {
                notes.add("continue_on_error: " + totalErrors + " I/O error(s) ignored, first: " + firstErrorMessage);
                listener.notice(spec.name() + ": " + notes.get(notes.size() - 1));
            }
            return resultNow(runtimeMs, cpu);
        } finally {
            if (iolog != null) {
                iolog.close();
            }
            if (logs != null) {
                logs.finish();
            }
            RuntimeException closeFailure = null;
            for (IoFile f : files) {
                if (f != null && f.fd() >= 0) {
                    try {
                        engine.close(f);
                        opener.close(f);
                    } catch (RuntimeException e) {
                        closeFailure = closeFailure == null ? e : closeFailure;
                    }
                }
            }
            engine.close();
            if (closeFailure != null && failure == null && error == 0) {
                throw closeFailure;
            }
        }
    }

    /** @return what was measured so far as a result (on the job thread: it reads its own statistics) */
    private JobResult resultNow(long runtimeMs, CpuUsage cpu) {
        return new JobResult(spec, groupId, 1, libc_h.gettid(), error, errorMessage, System.currentTimeMillis(),
                runtimeMs, stats.directionResults(runtimeMs), cpu, stats.depths(), depth, List.copyOf(notes));
    }

    /**
     * Answers a mid-run result request (from {@link IoLoop}, on the job thread, between I/Os):
     * publishes the statistics so far, cumulative, in the clone's {@link CloneProgress}.
     */
    void publishInterim(long runtimeMs, CpuUsage cpu) {
        progress.publishResult(resultNow(runtimeMs, cpu));
    }

    private void allocateUnits(Arena arena, int depth, int maxBs, BufferFiller filler) {
        long alignment = BUFFER_ALIGNMENT_BYTES;
        long slotBytes = (maxBs + alignment - 1) / alignment * alignment;
        MemorySegment slab = arena.allocate(slotBytes * depth, alignment);
        free = new IoUnit[depth];
        requeued = new IoUnit[depth];
        for (int i = 0; i < depth; i++) {
            free[i] = new IoUnit(i, slab.asSlice(i * slotBytes, slotBytes));
            filler.fill(free[i].buffer());
        }
        freeCount = depth;
    }

    private IoLog openIolog(IoFile[] files) {
        if (spec.files().writeIolog() == null) {
            return null;
        }
        Path path = Path.of(spec.numjobs() > 1 ? spec.files().writeIolog() + "." + clone : spec.files().writeIolog());
        try {
            IoLog log = IoLog.create(path, files);
            for (IoFile f : files) {
                log.opened(f.index());
            }
            return log;
        } catch (IOException e) {
            throw new JfioException(spec.name() + ": write_iolog=" + path + ": cannot create: " + e.getMessage(), e);
        }
    }

    private void closeIolog(IoFile[] files) {
        if (iolog == null) {
            return;
        }
        IoLog log = iolog;
        iolog = null;
        log.close(files);
        if (log.failure() != null && error == 0) {
            fail(libc_h.EIO(), spec.name() + ": write_iolog=" + log.path() + ": " + log.failure().getMessage());
        }
    }

    private void closeLogs(List<String> notes) {
        if (logs == null) {
            return;
        }
        String failure = logs.finish();
        long waited = logs.waitedMs();
        if (waited > 0) {
            notes.add("logs: the job waited " + waited + " ms for its log writer (rows per I/O are written slower"
                    + " than I/Os complete; log_avg_msec writes fewer)");
            listener.notice(spec.name() + ": " + notes.get(notes.size() - 1));
        }
        if (failure != null && error == 0) {
            fail(libc_h.EIO(), spec.name() + ": writing a log failed: " + failure);
        }
    }

    /** @return a unit to (re)queue: a requeued one first, else a free one, else null */
    IoUnit takeRequeued() {
        return requeuedCount > 0 ? requeued[--requeuedCount] : null;
    }

    IoUnit takeFree() {
        return freeCount > 0 ? free[--freeCount] : null;
    }

    /** Gives back a free unit that was taken but not used (a rate wait cut short). */
    void unused(IoUnit unit) {
        free[freeCount++] = unit;
    }

    /** Gives back a unit the engine refused (BUSY), to be queued again as is. */
    void pushBack(IoUnit unit) {
        requeued[requeuedCount++] = unit;
    }

    boolean failedAlready() {
        return error != 0;
    }

    /** @return I/Os completed so far (including failed ones passed over) */
    long completedIos() {
        return completedIos;
    }

    /** Ends the job with an error that is not one I/O's (rate_min, write_iolog). */
    void fail(int errno, String message) {
        if (error == 0) {
            error = errno;
            errorMessage = message;
        }
    }

    @Override
    public void release(IoUnit unit) {
        completedIos++;
        free[freeCount++] = unit;
    }

    @Override
    public void requeue(IoUnit unit) {
        requeued[requeuedCount++] = unit;
    }

    @Override
    public void failed(IoUnit unit, int errno) {
        if (spec.io().continueOnError().covers(unit.ddir())) {
            if (totalErrors++ == 0) {
                firstError = errno;
                firstErrorMessage = describe(unit, errno);
            }
        } else if (error == 0) {
            error = errno;
            errorMessage = describe(unit, errno);
        }
        completedIos++;
        free[freeCount++] = unit;
    }

    /**
     * A new pass over the files begins (another loop, or a time_based wrap): as fio does, the
     * page cache is dropped again under {@code invalidate=1}, so every pass reads what a first
     * pass reads. Once per pass, not per I/O.
     */
    void newPass() {
        if (passInvalidator != null) {
            for (IoFile f : passFiles) {
                passInvalidator.invalidate(f);
            }
        }
    }

    /**
     * The job went back to the start of its region because it is time_based (or ramping), not
     * because {@code loops} asked for it: a sequential writer then rewrites the same blocks, which
     * fio does silently. jfio says so once per clone, as a notice.
     */
    void wrapped(long passBytes) {
        if (wrapNoticed || !spec.rw().hasWrites() || spec.rw().isRandom()) {
            return;
        }
        wrapNoticed = true;
        listener.notice(spec.name() + ": sequential writes reached the end of the region (" + passBytes
                + " bytes) and start over from its beginning, rewriting the same blocks");
    }

    /** @return I/O errors passed over under {@code continue_on_error} */
    long totalErrors() {
        return totalErrors;
    }

    /** @return the errno of the first error passed over, 0 when none */
    int firstError() {
        return firstError;
    }

    private String describe(IoUnit unit, int errno) {
        String op = switch (unit.ddir()) {
            case READ -> "read";
            case WRITE -> "write";
            case TRIM -> "trim";
            case SYNC -> "fsync";
            case DATASYNC -> "fdatasync";
        };
        String where = unit.ddir().isData()
                ? " of " + unit.lengthBytes() + " bytes at offset " + unit.offsetBytes()
                : "";
        String line = op + where + " on " + unit.file() + ": " + Errno.name(errno) + " (" + Errno.message(errno) + ")";
        long align = unit.file().index() < directAlignment.length ? directAlignment[unit.file().index()] : 0;
        String hint = ErrnoHints.hint(provider, op, errno, spec.io().direct(), unit.ddir().isData(), align);
        return hint.isEmpty() ? line : line + "; hint: " + hint;
    }
}
