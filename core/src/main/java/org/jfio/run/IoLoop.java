package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.CpuUsage;
import org.jfio.result.JobState;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * fio's {@code do_io} for one job clone: until the runtime ends, the bytes of every loop
 * ({@code io_size}, else the region) or {@code number_ios} requests are issued (or the job's
 * shared sequence ends, under {@code request_rules=sysbench}), an error
 * happens or a stop is asked for, it takes a unit, has the {@link RequestSource} fill it in
 * (after the {@link Pacing} let it go), queues it through the {@link EngineDriver}, and lets the
 * {@link ReapPolicy} decide when to commit and how many completions to wait for. {@code ramp_time}
 * runs first and is not measured ({@link MeasureWindow}).
 *
 * <p>The time each request was due travels with its unit ({@link IoUnit#scheduledNs()}), apart
 * from the unit's own time stamps, which keep fio's meaning of lat.
 *
 * <p>Progress: the loop publishes its state (ramp, running) and epoch in its
 * {@link CloneProgress}; at the top of each iteration it checks (one volatile read) whether a
 * reader asked for a mid-run result, and if so has the {@link CloneResults} build one from the
 * statistics so far: cumulative since the measured window began (since the loop began while
 * still in {@code ramp_time}).
 *
 * <p>Allocates nothing, locks nothing and throws nothing per I/O. Not thread-safe.
 */
final class IoLoop {
    private final CloneContext clone;
    private final JobSpec spec;
    private final RunControl control;
    private final CloneProgress progress;
    private final EngineDriver driver;
    private final JobStats stats;
    private final UnitPool pool;
    private final ErrorPolicy errors;
    private final CloneFiles files;
    private final CloneResults results;
    private final RequestSource requests;
    /** The iolog the clone replays ({@code read_iolog}), or null. */
    private final ReplayCursor replay;
    private final ReapPolicy reaper;
    private final Pacing pacing;
    private final MeasureWindow window;
    private final boolean sync;
    private final boolean rateEnabled;
    private final boolean thinkEnabled;
    private final boolean minRateEnabled;
    private final long ioSizePerPass;
    private final long numberIos;
    private final Verifier verifier;
    private final VerifyPass verifyPass;
    private final boolean readBack;
    private final boolean backlog;
    /** A job that only reads checks every read as it completes (fio: reads of a read-only job are verified). */
    private final boolean inlineReads;
    /** max_latency / latency_target, or null; {@link #searching} when the depth search is on. */
    private final LatencyWatch latency;
    private final boolean searching;
    /** {@link #afterRequest}'s answer when the job ends. */
    private static final long END = Long.MIN_VALUE;
    private int pass;
    /** Bytes issued in the current pass over the region. */
    private long passIssued;
    private boolean endedEarly;
    private boolean wrapNoticed;
    private boolean draining;
    private final boolean flowing;
    /** serialize_overlap's check, or null when it is off. */
    private final OverlapGuard overlap;

    /**
     * @param setup   the clone's engine, units, files and statistics
     * @param results where mid-run results are built
     */
    IoLoop(CloneContext clone, CloneSetup setup, ErrorPolicy errors, CloneResults results) {
        this.clone = clone;
        this.spec = clone.spec();
        RunControl own = clone.progress().control();
        this.control = own != null ? own : clone.job().control();
        this.progress = clone.progress();
        this.driver = setup.driver();
        this.stats = setup.stats();
        this.pool = setup.pool();
        this.errors = errors;
        this.files = setup.files();
        this.results = results;
        this.sync = setup.sync();
        IoFile[] f = files.files();
        this.requests = new RequestSource(spec, f, new SplittableRandom(clone.seed()), setup.iolog(), setup.filler(),
                clone.job().sequence(), setup.replay());
        this.replay = setup.replay();
        this.reaper = new ReapPolicy(spec, driver, pool, errors);
        this.pacing = new Pacing(spec, requests.rate(), control, reaper, pool,
                clone.job().flowShare(clone.index()));
        this.flowing = pacing.flows();
        this.window = new MeasureWindow(spec);
        this.rateEnabled = requests.rate().enabled();
        this.thinkEnabled = pacing.thinks();
        this.minRateEnabled = pacing.checksMinRate();
        long region = 0;
        for (IoFile file : f) {
            region += file.sizeBytes();
        }
        long ioSize = spec.region().ioSizeBytes() > 0 ? spec.region().ioSizeBytes() : region;
        // trimwrite: each byte is trimmed, then written (fio doubles its byte and number_ios budgets)
        int perByte = spec.rw().isTrimWrite() ? 2 : 1;
        // a replay ends with its log, whatever the bytes
        this.ioSizePerPass = replay != null ? Long.MAX_VALUE : ioSize * perByte;
        // under a shared sequence, number_ios bounds the sequence (RequestSource#ended), not the clone
        this.numberIos = spec.io().sharedSequence() ? 0 : spec.io().numberIos() * perByte;
        if (rateEnabled) {
            stats.trackSchedule(); // jfio extra: latency corrected for coordinated omission
        }
        this.verifier = setup.verifier();
        boolean writes = spec.rw().hasWrites();
        // experimental_verify: a second source on the clone's seed replays each pass for its read-back
        RequestSource twin = verifier != null && spec.verify().experimental() && writes && !spec.verify().verifyOnly()
                ? new RequestSource(spec, f, new SplittableRandom(clone.seed()), null, setup.filler(), null, null) : null;
        this.verifyPass = verifier == null ? null
                : new VerifyPass(spec, verifier, driver, pool, reaper, errors, control, files, progress, twin, requests);
        this.readBack = verifier != null && writes && (spec.verify().doVerify() || spec.verify().verifyOnly());
        this.inlineReads = verifier != null && !writes;
        this.backlog = verifier != null && spec.verify().backlog() > 0 && !spec.verify().verifyOnly();
        this.latency = setup.latency();
        this.searching = latency != null && latency.searching();
        this.overlap = OverlapGuard.of(spec, pool, setup.depth());
    }

    /** Runs the job to its end, then drains what is in flight. */
    void run(ThreadCpuClock cpuClock) {
        long now = begin(cpuClock);
        if (verifier != null && spec.verify().verifyOnly() && spec.rw().hasWrites()) {
            verifyPass.dryRun(requests, now, ioSizePerPass, numberIos, deadline());
            window.end(System.nanoTime(), cpuClock.now());
            return;
        }
        passIssued = 0;
        while (!control.stopRequested() && !errors.failedAlready()) {
            if (progress.resultRequested()) {
                answerResultRequest(cpuClock);
            }
            if (window.rampOver(now)) {
                passIssued = 0;
                now = startMeasuring(cpuClock);
            }
            if (window.over(now)) {
                endedEarly = true;
                break;
            }
            if (numberIos > 0 && window.measuring() && requests.issuedIos() >= numberIos) {
                break;
            }
            if (passIssued >= ioSizePerPass) {
                if (!nextPass(passIssued)) {
                    break;
                }
                passIssued = 0;
            }
            IoUnit unit = pool.takeRequeued();
            if (unit == null) {
                if (searching && driver.inflight() >= latency.depth()) {
                    reaper.atDepth(latency.depth());
                    now = driver.lastNs();
                    continue;
                }
                unit = pool.takeFree();
                if (unit == null) {
                    reaper.whenFull();
                    now = driver.lastNs();
                    continue;
                }
                if (flowing && pacing.flowHeld()) { // fio's flow: ahead of its weight, this turn issues nothing
                    pool.unused(unit);
                    now = System.nanoTime();
                    continue;
                }
                long due = nextDue(now);
                if (requests.ended()) {
                    pool.unused(unit);
                    break;
                }
                if (pacing.cut()) {
                    pool.unused(unit);
                    now = System.nanoTime();
                    continue;
                }
                now = Math.max(now, pacing.lastWaitEndNs());
                long bytes = requests.prepare(unit, now, due);
                if (bytes < 0) { // fio's fill_io_u found no room: this pass (loop) is over
                    pool.unused(unit);
                    passIssued = Math.max(passIssued, ioSizePerPass);
                    continue;
                }
                passIssued += bytes;
                // fio's start_time: taken once the request is prepared, not at the loop's last "now"
                // (a previous completion, before this one's accounting and preparation)
                unit.startNs(System.nanoTime());
                if (verifier != null && !beforeQueue(unit)) {
                    pool.unused(unit);
                    break;
                }
            }
            if ((overlap != null && driver.inflight() > 0 && overlap.overlaps(unit)) || !driver.queue(unit)) {
                pool.pushBack(unit); // busy, or (serialize_overlap) overlapping a request in flight
                reaper.whenBusy();
                now = driver.lastNs();
                continue;
            }
            now = afterQueue();
            if (backlog && unit.ddir() == DataDirection.WRITE) {
                verifyPass.afterWrite();
            }
            now = afterRequest(now, cpuClock);
            if (now == END) {
                break;
            }
        }
        finish(cpuClock);
    }

    /** The end of the job: the depth the latency_target search found, the drain, the verify read-back. */
    private void finish(ThreadCpuClock cpuClock) {
        pacing.leaveFlow();
        if (searching) {
            results.depthFound(latency.depth());
        }
        draining = true;
        reaper.drain();
        if (readBack && !endedEarly && !control.stopRequested() && !errors.failedAlready()) {
            verifyPass.readBack(deadline());
        }
        window.end(System.nanoTime(), cpuClock.now());
    }

    /**
     * What follows a queued request: think time, the rate_min check, the latency_target step.
     *
     * @return the loop's "now", or {@link #END} when the job ends here
     */
    private long afterRequest(long now, ThreadCpuClock cpuClock) {
        long t = now;
        if (thinkEnabled && pacing.thinkDue(requests.issuedIos(), t)) {
            t = pacing.think(requests.issuedIos(), window.capNs());
        }
        if (minRateEnabled && window.measuring() && pacing.belowMinRate(t, stats)) {
            errors.fail(libc_h.EIO(), pacing.minRateFailure());
            return END;
        }
        if (searching && window.measuring()) {
            LatencyWatch.Step step = latency.check(t, pool.completedIos());
            if (step == LatencyWatch.Step.DONE) {
                endedEarly = true;
                return END;
            }
            if (step != LatencyWatch.Step.NONE) {
                reaper.quiesce();
                if (step == LatencyWatch.Step.FINAL_RUN) {
                    passIssued = 0;
                    t = startMeasuring(cpuClock);
                } else {
                    t = System.nanoTime();
                }
                latency.newCycle(t, pool.completedIos());
            }
        }
        return t;
    }

    /**
     * Verification's part of a request about to be queued: a write is stamped, a read of a
     * read-only job is checked.
     *
     * @return false when the read is past what {@code verify_state_load}'s state says was written: the job ends here
     */
    private boolean beforeQueue(IoUnit unit) {
        if (unit.ddir() == DataDirection.WRITE) {
            if (verifier.beforeWrite(unit)) {
                reaper.quiesce(); // an overlapping write is in flight: let it land first
            }
        } else if (inlineReads && unit.ddir() == DataDirection.READ) {
            if (verifier.stateStops(unit.file(), unit.offsetBytes())) {
                return false;
            }
            verifier.beforeRead(unit);
        }
        return true;
    }

    /** @return when the measured runtime ends, or {@link Long#MAX_VALUE} without one */
    private long deadline() {
        long cap = window.capNs();
        return cap == 0 ? Long.MAX_VALUE : cap;
    }

    /** @return the loop's "now" after a queued request */
    private long afterQueue() {
        if (sync) {
            return driver.lastNs();
        }
        reaper.afterQueue();
        return System.nanoTime();
    }

    /**
     * Picks what the next request is and, for a data request under a rate cap, waits until it is
     * due.
     *
     * @return when the request was due (now when not capped)
     */
    private long nextDue(long now) {
        pacing.noWait(now);
        int d = requests.nextDirection();
        if (requests.sequencePaced() && d != SharedSequence.END) {
            return pacing.untilDueAt(requests.sequenceDueNs(), now, window.capNs());
        }
        if (requests.replayPaced() && d != SharedSequence.END) {
            return pacing.untilReplayDue(requests.sequenceDueNs(), now, window.capNs());
        }
        if (d < 0 || !rateEnabled) {
            return now;
        }
        return pacing.untilDue(requests.rateDirection(d, now), now, window.capNs());
    }

    /** @return the loop's first "now": the measured window's start, or the ramp's */
    private long begin(ThreadCpuClock cpuClock) {
        control.awaitStart();
        long now = System.nanoTime();
        if (clone.job().timeline()) {
            stats.startTimeline(now, System.currentTimeMillis());
        }
        boolean measuring = window.begin(now);
        pacing.startRate(now);
        if (replay != null) {
            replay.start(now);
        }
        if (measuring) {
            return startMeasuring(cpuClock);
        }
        window.ramping(cpuClock.now());
        progress.epoch(now);
        progress.state(JobState.RAMP);
        return now;
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
        requests.resetIssued();
        stats.startMeasuring(System.nanoTime());
        CpuUsage cpu = cpuClock.now();
        long now = System.nanoTime();
        stats.restartSamplers(now);
        window.startMeasuring(now, cpu);
        pacing.startMeasuring(now);
        // after the counters were reset, so a reader never sees ramp counts as measured ones
        progress.epoch(now);
        progress.state(JobState.RUNNING);
        if (latency != null) {
            latency.reset(now, pool.completedIos());
        }
        return now;
    }

    /**
     * The bytes of a pass were issued: a time_based (or ramping) job starts over, one with
     * {@code loops} left begins its next loop.
     *
     * @return false when the job has done its last loop
     */
    private boolean nextPass(long passBytes) {
        boolean wrap = spec.timing().timeBased() || !window.measuring();
        // fio 3.33: a read-only job's verified reads count as verified bytes, not as bytes done, so
        // after its first loop it looks as if it did nothing and ends: loops=4 reads the region once
        boolean readVerifyEnds = spec.verify().active() && spec.rw().hasReads() && !spec.rw().hasWrites();
        if (!wrap && (++pass >= spec.timing().loops() || readVerifyEnds)) {
            return false;
        }
        if (readBack && !spec.timing().timeBased()) { // time_based: fio writes for the whole runtime
            reaper.drain();
            if (control.stopRequested() || errors.failedAlready()) {
                return false;
            }
            verifyPass.readBack(deadline());
            if (errors.failedAlready() || window.over(System.nanoTime())) {
                endedEarly = true;
                return false;
            }
            verifier.newPass();
        } else if (wrap) {
            wrapped(passBytes);
        }
        requests.newPass();
        files.newPass();
        return true;
    }

    /**
     * The job went back to the start of its region because it is time_based (or ramping), not
     * because {@code loops} asked for it: a sequential writer then rewrites the same blocks, which
     * fio does silently. jfio says so once per clone, as a notice.
     */
    private void wrapped(long passBytes) {
        if (wrapNoticed || !spec.rw().hasWrites() || spec.rw().isRandom()) {
            return;
        }
        wrapNoticed = true;
        clone.job().listener().notice(spec.name() + ": sequential writes reached the end of the region ("
                + passBytes + " bytes) and start over from its beginning, rewriting the same blocks");
    }

    /** A reader asked for a mid-run result: the statistics so far, cumulative (rare path). */
    private void answerResultRequest(ThreadCpuClock cpuClock) {
        long now = System.nanoTime();
        results.publishInterim(window.elapsedMs(now), ThreadCpuClock.delta(window.cpuAtElapsedStart(), cpuClock.now()));
    }

    /**
     * @return where the loop is, for a failure's message: "during the measured run, after 9 I/Os
     *         (12 ms in)", "during ramp_time, ...", "while draining the I/O in flight, ..."
     */
    String position() {
        String when = draining ? "while draining the I/O in flight at the end of the job"
                : window.measuring() ? "during the measured run" : "during ramp_time";
        return when + ", after " + pool.completedIos() + " I/Os (" + window.elapsedMs(System.nanoTime()) + " ms in)";
    }

    /** @return measured time in ms (at least 1 when anything was measured) */
    long runtimeMs() {
        return window.runtimeMs();
    }

    CpuUsage cpuAtStart() {
        return window.cpuAtStart();
    }

    CpuUsage cpuAtEnd() {
        return window.cpuAtEnd();
    }
}
