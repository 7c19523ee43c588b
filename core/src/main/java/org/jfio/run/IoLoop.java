package org.jfio.run;

import java.util.SplittableRandom;
import java.util.function.LongSupplier;

import org.jfio.job.JobSpec;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.CpuUsage;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * fio's {@code do_io} for one job clone: until the runtime ends, the bytes of every loop
 * ({@code io_size}, else the region) or {@code number_ios} requests are issued ({@link PassBudget})
 * (or the job's shared sequence ends, under {@code request_rules=sysbench}), an error happens or a
 * stop is asked for, it takes a unit, has the {@link RequestSource} fill it in
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
    private final boolean thinkEnabled;
    private final boolean minRateEnabled;
    private final PassBudget budget;
    private final Verifier verifier;
    private final VerifyPass verifyPass;
    private final boolean readBack;
    /** max_latency / latency_target, or null; {@link #searching} when the depth search is on. */
    private final LatencyWatch latency;
    private final boolean searching;
    /** The loop's "now" ({@link IoClock#nowNs()}): when it last looked at the clock or an engine's completion. */
    private long nowNs;
    /** True once the loop ends at its next turn. */
    private boolean loopEnded;
    private boolean endedEarly;
    private boolean draining;
    private final boolean flowing;
    /** serialize_overlap's check, or null when it is off. */
    private final OverlapGuard overlap;
    /** The starts of the loop's windows (its first, the measured one after a ramp). */
    private final WindowStart starts;

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
        long mixSeed = RwMix.seed(spec, clone.jobNumber(), clone.seed());
        this.requests = new RequestSource(spec, f, new SplittableRandom(clone.seed()), mixSeed, setup.iolog(), setup.filler(),
                clone.job().sequence(), setup.replay());
        this.replay = setup.replay();
        this.reaper = new ReapPolicy(spec, driver, pool, errors);
        this.pacing = new Pacing(spec, requests.rate(), control, reaper, pool,
                clone.job().flowShare(clone.index()));
        this.flowing = pacing.flows();
        if (pacing.waits()) {
            TimerSlack.apply(); // its waits end when due, not up to 50 µs late (the job thread builds its loop)
        }
        this.window = new MeasureWindow(spec);
        this.thinkEnabled = pacing.thinks();
        this.minRateEnabled = pacing.checksMinRate();
        this.budget = new PassBudget(spec, f, replay != null);
        if (requests.rate().enabled()) {
            stats.trackSchedule(); // jfio extra: latency corrected for coordinated omission
        }
        this.verifier = setup.verifier();
        boolean writes = spec.rw().hasWrites();
        // experimental_verify: a second source on the clone's seed replays each pass for its read-back
        RequestSource twin = verifier != null && spec.verify().experimental() && writes && !spec.verify().verifyOnly()
                ? new RequestSource(spec, f, new SplittableRandom(clone.seed()), mixSeed, null, setup.filler(), null, null) : null;
        this.verifyPass = verifier == null ? null
                : new VerifyPass(spec, verifier, driver, pool, reaper, errors, control, files, progress, twin, requests);
        this.readBack = verifier != null && writes && (spec.verify().doVerify() || spec.verify().verifyOnly());
        this.latency = setup.latency();
        this.searching = latency != null && latency.searching();
        this.overlap = OverlapGuard.of(spec, pool, setup.depth());
        this.starts = new WindowStart(clone, control, stats, window, pacing, requests, budget, pool, replay, latency);
    }

    /**
     * Runs the job to its end, then drains what is in flight.
     *
     * @param atStartLine run once the loop's slow start is done, just before its clock starts
     *                    (the clone waits there for the rest of its wave); returns when the
     *                    wave started ({@link IoClock#nowNs()}), or 0 to start now
     */
    void run(ThreadCpuClock cpuClock, LongSupplier atStartLine) {
        nowNs = starts.begin(cpuClock, atStartLine);
        if (verifier != null && spec.verify().verifyOnly() && spec.rw().hasWrites()) {
            verifyPass.dryRun(requests, nowNs, budget.ioSizePerPass(), budget.numberIos(), deadline());
            endWindow(cpuClock);
            return;
        }
        budget.restart();
        while (!loopEnded && !control.stopRequested() && !errors.failedAlready()) {
            if (progress.resultRequested()) {
                answerResultRequest(cpuClock);
            }
            if (!goesOn(cpuClock)) {
                break;
            }
            IoUnit unit = pool.takeRequeued();
            if (unit == null && (unit = newRequest()) == null) {
                continue;
            }
            if (submit(unit)) {
                afterRequest(cpuClock);
            }
        }
        finish(cpuClock);
    }

    /**
     * The checks at the top of each turn: the ramp's end starts the measured window; the runtime,
     * {@code number_ios} and the last pass end the job.
     *
     * @return false when the job ends here
     */
    private boolean goesOn(ThreadCpuClock cpuClock) {
        if (window.rampOver(nowNs)) {
            nowNs = starts.measure(cpuClock);
        }
        if (window.over(nowNs)) {
            endedEarly = true;
            return false;
        }
        if (window.measuring() && budget.allIssued(requests.issuedIos())) {
            return false;
        }
        return !budget.passDone() || nextPass();
    }

    /**
     * A new request: a free unit that the {@link RequestSource} fills in once the {@link Pacing}
     * lets it go, stamped with its start.
     *
     * @return the unit, ready to queue; null when this turn issues nothing (the loop's "now" moved
     *         on) or the job ends here ({@link #loopEnded})
     */
    private IoUnit newRequest() {
        if (searching && driver.inflight() >= latency.depth()) {
            reaper.atDepth(latency.depth());
            nowNs = driver.lastNs();
            return null;
        }
        IoUnit unit = pool.takeFree();
        if (unit == null) {
            reaper.whenFull();
            nowNs = driver.lastNs();
            return null;
        }
        if (verifyPass != null && verifyPass.backlogFirst(unit)) {
            nowNs = IoClock.nowNs();
            return null;
        }
        if (flowing && pacing.flowHeld()) { // fio's flow: ahead of its weight, this turn issues nothing
            pool.unused(unit);
            nowNs = IoClock.nowNs();
            return null;
        }
        long due = pacing.nextDue(requests, nowNs, window.capNs());
        if (requests.ended()) {
            pool.unused(unit);
            loopEnded = true;
            return null;
        }
        if (pacing.cut()) {
            pool.unused(unit);
            nowNs = IoClock.nowNs();
            return null;
        }
        nowNs = Math.max(nowNs, pacing.lastWaitEndNs());
        long bytes = requests.prepare(unit, nowNs, due);
        if (bytes < 0) { // fio's fill_io_u found no room: this pass (loop) is over
            pool.unused(unit);
            budget.regionFull();
            return null;
        }
        budget.issued(bytes);
        // fio's start_time: taken once the request is prepared, not at the loop's last "now"
        // (a previous completion, before this one's accounting and preparation)
        unit.startNs(IoClock.nowNs()); // the issue stamp too, until something runs in between
        if (verifyPass != null) {
            if (!verifyPass.beforeQueue(unit)) {
                pool.unused(unit);
                loopEnded = true;
                return null;
            }
            if (sync) { // fio stamps a write's verify header after start_time, before issue_time: in lat, not clat
                unit.issueNs(IoClock.nowNs());
            }
        }
        return unit;
    }

    /**
     * Queues a unit through the engine driver; under {@code serialize_overlap} a unit overlapping a
     * request in flight waits, as does one the engine is too busy to take.
     *
     * @return true when the unit was queued
     */
    private boolean submit(IoUnit unit) {
        if ((overlap != null && driver.inflight() > 0 && overlap.overlaps(unit)) || !driver.queue(unit)) {
            pool.pushBack(unit);
            reaper.whenBusy();
            nowNs = driver.lastNs();
            return false;
        }
        if (sync) {
            nowNs = driver.lastNs();
        } else {
            reaper.afterQueue();
            // no clock read of its own: the unit's issue stamp (its start, or the commit's if
            // afterQueue committed) or the last reap's, whichever is later, is within this call
            nowNs = Math.max(unit.issueNs(), driver.lastNs());
        }
        if (verifyPass != null) {
            verifyPass.queued(unit);
        }
        return true;
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
        endWindow(cpuClock);
    }

    /** Ends the window; the timeline takes its last, shorter point of what completed since its last one. */
    private void endWindow(ThreadCpuClock cpuClock) {
        long end = IoClock.nowNs();
        stats.endTimeline(end);
        window.end(end, cpuClock.now());
    }

    /** What follows a queued request: think time, the rate_min check, the latency_target step. */
    private void afterRequest(ThreadCpuClock cpuClock) {
        if (thinkEnabled && pacing.thinkDue(requests.issuedIos(), nowNs)) {
            nowNs = pacing.think(requests.issuedIos(), window.capNs());
        }
        if (minRateEnabled && window.measuring() && pacing.belowMinRate(nowNs, stats)) {
            errors.fail(libc_h.EIO(), pacing.minRateFailure());
            loopEnded = true;
            return;
        }
        if (searching && window.measuring()) {
            LatencyWatch.Step step = latency.check(nowNs, pool.completedIos());
            if (step == LatencyWatch.Step.DONE) {
                endedEarly = true;
                loopEnded = true;
                return;
            }
            if (step != LatencyWatch.Step.NONE) {
                reaper.quiesce();
                if (step == LatencyWatch.Step.FINAL_RUN) {
                    nowNs = starts.measure(cpuClock);
                } else {
                    nowNs = IoClock.nowNs();
                }
                latency.newCycle(nowNs, pool.completedIos());
            }
        }
    }

    /** @return when the measured runtime ends, or {@link Long#MAX_VALUE} without one */
    private long deadline() {
        long cap = window.capNs();
        return cap == 0 ? Long.MAX_VALUE : cap;
    }

    /**
     * The bytes of a pass were issued: a time_based (or ramping) job starts over, one with
     * {@code loops} left begins its next loop.
     *
     * @return false when the job has done its last loop
     */
    private boolean nextPass() {
        boolean wrap = budget.wraps(window.measuring());
        // fio 3.33: a read-only job's verified reads count as verified bytes, not as bytes done, so
        // after its first loop it looks as if it did nothing and ends: loops=4 reads the region once
        boolean readVerifyEnds = spec.verify().active() && spec.rw().hasReads() && !spec.rw().hasWrites();
        if (!wrap && (!budget.nextLoop() || readVerifyEnds)) {
            return false;
        }
        if (readBack && !spec.timing().timeBased()) { // time_based: fio writes for the whole runtime
            reaper.drain();
            if (control.stopRequested() || errors.failedAlready()) {
                return false;
            }
            verifyPass.loopEnds();
            verifyPass.readBack(deadline());
            if (errors.failedAlready() || window.over(IoClock.nowNs())) {
                endedEarly = true;
                return false;
            }
            verifier.newPass();
        } else if (wrap) {
            budget.wrapped(clone.job().listener());
        }
        requests.newPass(!wrap);
        files.newPass();
        budget.restart();
        return true;
    }

    /** A reader asked for a mid-run result: the statistics so far, cumulative (rare path). */
    private void answerResultRequest(ThreadCpuClock cpuClock) {
        long now = IoClock.nowNs();
        results.publishInterim(window.elapsedMs(now), ThreadCpuClock.delta(window.cpuAtElapsedStart(), cpuClock.now()));
    }

    /**
     * @return where the loop is, for a failure's message: "during the measured run, after 9 I/Os
     *         (12 ms in)", "during ramp_time, ...", "while draining the I/O in flight, ..."
     */
    String position() {
        String when = draining ? "while draining the I/O in flight at the end of the job"
                : window.measuring() ? "during the measured run" : "during ramp_time";
        return when + ", after " + pool.completedIos() + " I/Os (" + window.elapsedMs(IoClock.nowNs()) + " ms in)";
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
