package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.result.JobState;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * fio's {@code do_io} for one job clone: until the runtime ends, the bytes of every loop
 * ({@code io_size}, else the region) or {@code number_ios} requests are issued, an error
 * happens or a stop is asked for, it prepares requests (fsync/fdatasync cadence; direction by
 * {@code rwmixread}, chosen per I/O by count; the {@code rate} schedule; file by
 * {@code file_service_type}; offset and length by the {@link OffsetGenerator}), queues them,
 * commits when {@code iodepth_batch_submit} are staged, reaps when the queue is full, and
 * thinks ({@code thinktime}) and checks {@code rate_min} between requests. {@code ramp_time}
 * runs first and is not measured.
 *
 * <p>Under a rate cap, a request that is not due yet waits: what is in flight completes first
 * (fio's {@code io_u_quiesce}), then the thread parks, and spins the last microseconds. The
 * time each request was due travels with its unit ({@link IoUnit#scheduledNs()}), apart from the
 * unit's own time stamps, which keep fio's meaning of lat.
 *
 * <p>Progress: the loop publishes its state (ramp, running) and epoch in its
 * {@link CloneProgress}; at the top of each iteration it checks (one volatile read) whether a
 * reader asked for a mid-run result, and if so has the {@link JobWorker} build one from the
 * statistics so far: cumulative since the measured window began (since the loop began while
 * still in {@code ramp_time}).
 *
 * <p>Allocates nothing, locks nothing and throws nothing per I/O. Not thread-safe.
 */
final class IoLoop {
    private static final int WRITE = DataDirection.WRITE.ordinal();
    private final JobSpec spec;
    private final IoFile[] files;
    private final EngineDriver driver;
    private final JobStats stats;
    private final JobWorker units;
    private final RunControl control;
    private final SplittableRandom ddirRandom;
    private final OffsetGenerator offsets;
    private final FileChooser fileChooser;
    private final RateLimiter rate;
    private final ThinkTime think;
    private final MinRateChecker minRate;
    private final IoLog iolog;
    private final BufferFiller filler;
    private final boolean fillWrites;
    private final boolean mixed;
    private final boolean otherDdirAllowed;
    private final int fixedDdir;
    private final boolean rateEnabled;
    private final boolean thinkEnabled;
    private final boolean minRateEnabled;
    private final boolean multiFile;
    /** True when {@link #afterPrepare} has work for reads too. */
    private final boolean extras;
    private final int rwmixread;
    private final long ioSizePerPass;
    private final long numberIos;
    private final int fsyncEvery;
    private final int fdatasyncEvery;
    private final CloneProgress progress;

    private int writesSinceSync;
    private int writesSinceDatasync;
    private IoFile lastWritten;
    private long issuedIos;
    /** Direction ordinal of the request being prepared; -1 for a sync request. */
    private int nextDdir;
    /** When the last rate wait ended (or the time it was asked, without a wait). */
    private long lastWaitEndNs;
    /** Set when a rate wait ended before the request was due (stop, end of runtime). */
    private boolean waitCut;
    private long measureStartNs;
    private long endNs;
    private CpuUsage cpuAtStart = CpuUsage.ZERO;
    private CpuUsage cpuAtEnd = CpuUsage.ZERO;
    private long loopStartNs;
    private CpuUsage cpuAtLoopStart = CpuUsage.ZERO;

    /**
     * @param depth  number of units (schedule slots)
     * @param iolog  where requests are logged, or null
     * @param filler what write buffers get before each write
     * @param progress where the loop publishes its state and answers mid-run result requests
     */
    IoLoop(JobSpec spec, IoFile[] files, EngineDriver driver, JobStats stats, JobWorker units,
           RunControl control, SplittableRandom random, int depth, IoLog iolog, BufferFiller filler,
           CloneProgress progress) {
        this.spec = spec;
        this.files = files;
        this.driver = driver;
        this.stats = stats;
        this.units = units;
        this.control = control;
        this.ddirRandom = random.split();
        this.iolog = iolog;
        this.filler = filler;
        this.fillWrites = filler.perWrite();
        ReadWrite rw = spec.rw();
        this.mixed = rw.isMixed();
        this.fixedDdir = rw.hasReads() ? DataDirection.READ.ordinal()
                : rw.hasWrites() ? DataDirection.WRITE.ordinal() : DataDirection.TRIM.ordinal();
        this.rwmixread = spec.rwmixread();
        this.otherDdirAllowed = mixed && rwmixread > 0 && rwmixread < 100;
        long region = 0;
        long[] regions = new long[files.length];
        for (IoFile f : files) {
            region += f.sizeBytes();
            regions[f.index()] = f.sizeBytes();
        }
        this.ioSizePerPass = spec.ioSizeBytes() > 0 ? spec.ioSizeBytes() : region;
        this.numberIos = spec.numberIos();
        BlockSizeChooser sizes = new BlockSizeChooser(spec, random.split());
        this.offsets = new OffsetGenerator(spec, files, sizes, random.split());
        this.fileChooser = new FileChooser(spec.fileServiceType(), spec.fileServiceNr(), regions, random.split(),
                spec.fileServiceDistribution());
        this.rate = new RateLimiter(spec, random.split());
        this.rateEnabled = rate.enabled();
        this.think = new ThinkTime(spec);
        this.thinkEnabled = think.enabled();
        this.minRate = new MinRateChecker(spec);
        this.minRateEnabled = minRate.enabled();
        this.multiFile = files.length > 1;
        this.extras = multiFile || rateEnabled || iolog != null;
        this.fsyncEvery = spec.fsyncEvery();
        this.fdatasyncEvery = spec.fdatasyncEvery();
        if (rateEnabled) {
            stats.trackSchedule(); // jfio extra: latency corrected for coordinated omission
        }
        this.progress = progress;
    }

    /** Runs the job to its end, then drains what is in flight. */
    void run(ThreadCpuClock cpuClock) {
        long now = System.nanoTime();
        long rampEndNs = now + spec.rampTimeNs();
        boolean measuring = spec.rampTimeNs() == 0;
        rate.start(now);
        loopStartNs = now;
        if (measuring) {
            now = startMeasuring(cpuClock);
        } else {
            cpuAtLoopStart = cpuClock.now();
            progress.epoch(now);
            progress.state(JobState.RAMP);
        }
        long issued = 0;
        int pass = 0;
        int completeMin = spec.iodepthBatchCompleteMin();
        int completeMax = Math.max(1, spec.iodepthBatchCompleteMax());
        int batchSubmit = spec.iodepthBatchSubmit();
        int iodepthLow = spec.iodepthLow();
        boolean sync = driver.isSync();
        while (!control.stopRequested() && !units.failedAlready()) {
            if (progress.resultRequested()) {
                answerResultRequest(measuring, cpuClock);
            }
            if (!measuring && now >= rampEndNs) {
                measuring = true;
                issued = 0;
                now = startMeasuring(cpuClock);
            }
            if (measuring && endNs != 0 && now >= endNs) {
                break;
            }
            if (measuring && numberIos > 0 && issuedIos >= numberIos) {
                break;
            }
            if (issued >= ioSizePerPass) {
                if (spec.timeBased() || !measuring || ++pass < spec.loops()) {
                    if (spec.timeBased() || !measuring) {
                        units.wrapped(issued);
                    }
                    offsets.newPass();
                    fileChooser.newPass();
                    units.newPass();
                    issued = 0;
                } else {
                    break;
                }
            }
            IoUnit unit = units.takeRequeued();
            if (unit == null) {
                unit = units.takeFree();
                if (unit == null) {
                    driver.commit();
                    do {
                        driver.reap(Math.max(1, Math.min(completeMin, driver.inflight())), completeMax);
                    } while (driver.inflight() > iodepthLow && !units.failedAlready());
                    now = driver.lastNs();
                    continue;
                }
                long due = nextDue(now, measuring, completeMax);
                if (waitCut) {
                    waitCut = false;
                    units.unused(unit);
                    now = System.nanoTime();
                    continue;
                }
                now = Math.max(now, lastWaitEndNs);
                issued += prepare(unit, now, due);
            }
            if (!driver.queue(unit)) {
                units.pushBack(unit);
                driver.commit();
                driver.reap(1, completeMax);
                now = driver.lastNs();
                continue;
            }
            if (sync) {
                now = driver.lastNs();
            } else {
                if (driver.staged() >= batchSubmit) {
                    driver.commit();
                }
                if (completeMin == 0 && driver.inflight() > 0) {
                    driver.reap(0, completeMax);
                }
                now = System.nanoTime();
            }
            if (thinkEnabled && think.due(issuedIos, units.completedIos(), now)) {
                now = thinkNow(completeMax, measuring);
            }
            if (minRateEnabled && measuring && !minRate.check(now, stats)) {
                units.fail(libc_h.EIO(), spec.name() + ": " + minRate.failure());
                break;
            }
        }
        drain(completeMax);
        long end = System.nanoTime();
        cpuAtEnd = cpuClock.now();
        if (!measuring) {
            measureStartNs = end;
            cpuAtStart = cpuAtEnd;
        }
        endNs = end;
    }

    /**
     * Picks the direction of the next data request into {@link #nextDdir} and, under a rate cap,
     * waits until it is due.
     *
     * @return when the request was due (now when not capped); {@link #waitCut} is set when the
     *         wait was cut short by a stop or the end of the runtime
     */
    private long nextDue(long now, boolean measuring, int completeMax) {
        lastWaitEndNs = now;
        if (lastWritten != null && syncDue()) {
            nextDdir = -1;
            return now;
        }
        int d = mixed ? (ddirRandom.nextInt(100) < rwmixread ? 0 : 1) : fixedDdir;
        if (!rateEnabled) {
            nextDdir = d;
            return now;
        }
        return rateDue(d, now, measuring, completeMax);
    }

    /** Under a rate cap: fio's rate_ddir, then the wait (quiescing first); see {@link #nextDue}. */
    private long rateDue(int ddir, long now, boolean measuring, int completeMax) {
        int d = rate.choose(ddir, otherDdirAllowed, now);
        nextDdir = d;
        long due = rate.dueNs(d);
        if (due - now <= 0) {
            return due;
        }
        quiesce(completeMax);
        long limit = measuring && endNs != 0 && endNs - due < 0 ? endNs : due;
        long woke = Sleeper.until(limit, control);
        lastWaitEndNs = woke;
        waitCut = woke - due < 0;
        return due;
    }

    private boolean syncDue() {
        return (fsyncEvery > 0 && writesSinceSync >= fsyncEvery)
                || (fdatasyncEvery > 0 && writesSinceDatasync >= fdatasyncEvery);
    }

    /** Waits for everything in flight (fio's {@code io_u_quiesce}). */
    private void quiesce(int completeMax) {
        driver.commit();
        while (driver.inflight() > 0 && !units.failedAlready()) {
            driver.reap(1, Math.max(completeMax, driver.inflight()));
        }
    }

    /** The thinktime stall: quiesce, spin, sleep; @return the time it ended */
    private long thinkNow(int completeMax, boolean measuring) {
        quiesce(completeMax);
        long now = System.nanoTime();
        long cap = measuring && endNs != 0 ? endNs : Long.MAX_VALUE;
        if (think.spinNs() > 0) {
            now = Sleeper.spinUntil(Math.min(now + think.spinNs(), cap), control);
        }
        if (think.sleepNs() > 0) {
            now = Sleeper.until(Math.min(now + think.sleepNs(), cap), control);
        }
        think.stalled(issuedIos, units.completedIos(), now);
        return now;
    }

    /** A reader asked for a mid-run result: the statistics so far, cumulative (rare path). */
    private void answerResultRequest(boolean measuring, ThreadCpuClock cpuClock) {
        long now = System.nanoTime();
        long startNs = measuring ? measureStartNs : loopStartNs;
        CpuUsage cpuStart = measuring ? cpuAtStart : cpuAtLoopStart;
        long runtimeMs = Math.max(1, (now - startNs) / 1_000_000L);
        units.publishInterim(runtimeMs, ThreadCpuClock.delta(cpuStart, cpuClock.now()));
    }

    /**
     * Starts the measured window. The slow parts (clearing the histograms, the first CPU-time
     * system call and its first-use linking) come first and the window's clock is read after
     * them, so the first measured I/O, stamped with the returned time, does not carry them in its
     * slat or lat (it did: 9-12 ms on the first I/O of an async job).
     *
     * @return the start of the window ({@link System#nanoTime()}), the loop's new "now"
     */
    private long startMeasuring(ThreadCpuClock cpuClock) {
        issuedIos = 0;
        stats.startMeasuring(System.nanoTime());
        cpuAtStart = cpuClock.now();
        long now = System.nanoTime();
        stats.restartSamplers(now);
        measureStartNs = now;
        endNs = spec.runtimeNs() > 0 ? now + spec.runtimeNs() : 0;
        think.stalled(0, units.completedIos(), now);
        rate.start(now);
        minRate.start(now);
        // after the counters were reset, so a reader never sees ramp counts as measured ones
        progress.epoch(now);
        progress.state(JobState.RUNNING);
        return now;
    }

    /** Finishes what was started: short-transfer remainders and everything in flight. */
    private void drain(int completeMax) {
        driver.commit();
        while (!units.failedAlready()) {
            IoUnit again = units.takeRequeued();
            if (again != null) {
                if (!driver.queue(again)) {
                    units.pushBack(again);
                    driver.commit();
                    driver.reap(1, Math.max(completeMax, driver.inflight()));
                } else {
                    driver.commit();
                }
                continue;
            }
            if (driver.inflight() == 0) {
                return;
            }
            driver.reap(1, Math.max(completeMax, driver.inflight()));
        }
        while (driver.inflight() > 0) {
            driver.reap(1, driver.inflight());
        }
    }

    /**
     * Fills in the next request (a sync when one is due, else a data request in
     * {@link #nextDdir}).
     *
     * @return its data bytes (0 for a sync request)
     */
    private long prepare(IoUnit unit, long now, long dueNs) {
        if (nextDdir < 0) {
            prepareSync(unit, now);
            unit.scheduledNs(dueNs);
            return 0;
        }
        int d = nextDdir;
        int fileIndex = multiFile ? fileChooser.next() : 0;
        IoFile file = files[fileIndex];
        long offset = offsets.next(file, d);
        int len = (int) offsets.length();
        unit.prepare(DataDirection.of(d), file, offset, len, now);
        unit.scheduledNs(dueNs);
        issuedIos++;
        if (d == WRITE || extras) {
            afterPrepare(unit, d, fileIndex, offset, len);
        }
        return len;
    }

    /** The less common per-request work, kept out of the hot method: writes, files, rate, iolog. */
    private void afterPrepare(IoUnit unit, int d, int fileIndex, long offset, int len) {
        if (multiFile) {
            fileChooser.issued(fileIndex, len);
        }
        if (d == WRITE) {
            writesSinceSync++;
            writesSinceDatasync++;
            lastWritten = unit.file();
            if (fillWrites) {
                filler.beforeWrite(unit);
            }
        }
        if (rateEnabled) {
            rate.issued(d, len);
        }
        if (iolog != null) {
            iolog.record(unit.ddir(), fileIndex, offset, len);
        }
    }

    private void prepareSync(IoUnit unit, long now) {
        DataDirection kind;
        if (fsyncEvery > 0 && writesSinceSync >= fsyncEvery) {
            writesSinceSync = 0;
            kind = DataDirection.SYNC;
        } else {
            writesSinceDatasync = 0;
            kind = DataDirection.DATASYNC;
        }
        unit.prepare(kind, lastWritten, 0, 0, now);
        if (iolog != null) {
            iolog.record(kind, lastWritten.index(), 0, 0);
        }
    }

    /** @return measured time in ms (at least 1 when anything was measured) */
    long runtimeMs() {
        long ms = (endNs - measureStartNs) / 1_000_000L;
        return Math.max(ms, endNs > measureStartNs ? 1 : 0);
    }

    CpuUsage cpuAtStart() {
        return cpuAtStart;
    }

    CpuUsage cpuAtEnd() {
        return cpuAtEnd;
    }
}
