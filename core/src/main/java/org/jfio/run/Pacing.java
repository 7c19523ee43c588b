package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoClock;
import org.jfio.stats.JobStats;

/**
 * When a clone's next request may go: under a {@code rate} cap, a request that is not due yet
 * waits (what is in flight completes first, fio's {@code io_u_quiesce}; then the thread parks,
 * and spins the last microseconds); {@code thinktime} stalls the job every
 * {@code thinktime_blocks}; {@code rate_min} ends it when it falls behind. A wait never runs past
 * the end of the measured runtime, and ends early on a stop.
 *
 * <p>Job-thread only; allocates nothing, locks nothing.
 */
final class Pacing {
    private final RateLimiter rate;
    /** {@code rate_ignore_thinktime}: the rate schedule goes on through thinktime stalls. */
    private final boolean ignoreThinktime;
    private final ThinkTime think;
    private final MinRateChecker minRate;
    private final RunControl control;
    private final ReapPolicy reaper;
    private final UnitPool pool;
    /** When the last rate wait ended (or the time it was asked, without a wait). */
    private long lastWaitEndNs;
    /** Set when a rate wait ended before the request was due (stop, end of runtime). */
    private boolean waitCut;
    /** The clone's share of its flow ({@code flow}), or null. */
    private final Flows.Share flow;
    private final long flowSleepNs;
    /** A rate wait first lets the I/O in flight complete; not under offload (fio's rate_ddir quiesces inline only). */
    private final boolean quiesceBeforeRateWait;

    /** @param flow the clone's share of its flow ({@code flow_id}/{@code flow}), or null */
    Pacing(JobSpec spec, RateLimiter rate, RunControl control, ReapPolicy reaper, UnitPool pool, Flows.Share flow) {
        this.flow = flow;
        this.flowSleepNs = spec.rate().flowSleepUs() * 1000L;
        this.quiesceBeforeRateWait = !spec.io().offload();
        this.rate = rate;
        this.ignoreThinktime = spec.rate().ignoreThinktime();
        this.think = new ThinkTime(spec);
        this.minRate = new MinRateChecker(spec);
        this.control = control;
        this.reaper = reaper;
        this.pool = pool;
    }

    /** @return true when the clone is in a flow ({@code flow} above 0) */
    boolean flows() {
        return flow != null;
    }

    /**
     * fio's {@code flow_threshold_exceeded}: when the clone is ahead of its flow's ratio it
     * issues nothing this turn; with {@code flow_sleep} it first lets its I/O in flight complete,
     * then sleeps that long.
     *
     * @return true when the clone is held back (the loop goes round again)
     */
    boolean flowHeld() {
        if (!flow.held()) {
            return false;
        }
        if (flowSleepNs > 0) {
            reaper.quiesce();
            Sleeper.until(IoClock.nowNs() + flowSleepNs, control);
        } else {
            Thread.yield(); // the jobs it waits for may need this CPU
        }
        return true;
    }

    /** The clone ends: it leaves its flow, so the others' ratio no longer counts it. */
    void leaveFlow() {
        if (flow != null) {
            flow.leave();
        }
    }

    /**
     * @return true when the clone may wait on a timer between requests ({@link Sleeper}): a
     *         {@code thinktime}, a {@code rate}/{@code rate_iops} cap, a {@code flow_sleep}
     */
    boolean waits() {
        return think.enabled() || rate.enabled() || flowSleepNs > 0;
    }

    /** @return true when the job has a {@code thinktime} */
    boolean thinks() {
        return think.enabled();
    }

    /** @return true when the job has a {@code rate_min} / {@code rate_iops_min} */
    boolean checksMinRate() {
        return minRate.enabled();
    }

    /** The loop (or its ramp) starts at {@code nowNs}: the rate schedule starts with it. */
    void startRate(long nowNs) {
        rate.start(nowNs);
    }

    /** The measured window starts at {@code nowNs}: schedule, thinktime and rate_min start over. */
    void startMeasuring(long nowNs) {
        think.stalled(0, pool.completedIos(), nowNs);
        rate.start(nowNs);
        minRate.start(nowNs);
    }

    /**
     * Has {@code requests} pick what the next request is and, for a data request under a rate cap
     * (or paced by a shared sequence or a replayed log), waits until it is due.
     *
     * @param capNs the end of the measured runtime, or 0 for none: a wait stops there
     * @return when the request was due ({@code nowNs} when not paced); {@link #cut()} says whether
     *         the wait ended before
     */
    long nextDue(RequestSource requests, long nowNs, long capNs) {
        lastWaitEndNs = nowNs;
        int d = requests.nextDirection();
        if (requests.sequencePaced() && d != SharedSequence.END) {
            return untilDueAt(requests.sequenceDueNs(), nowNs, capNs);
        }
        if (requests.replayPaced() && d != SharedSequence.END) {
            return untilReplayDue(requests.sequenceDueNs(), nowNs, capNs);
        }
        if (d < 0 || !rate.enabled()) {
            return nowNs;
        }
        return untilDueAt(rate.dueNs(requests.rateDirection(d, nowNs)), nowNs, capNs);
    }

    /**
     * Waits until {@code due} ({@link IoClock#nowNs()} scale), quiescing first: the shared
     * sequence's pacing.
     *
     * @param capNs the end of the measured runtime, or 0 for none: the wait stops there
     * @return {@code due}
     */
    private long untilDueAt(long due, long nowNs, long capNs) {
        lastWaitEndNs = nowNs;
        if (due - nowNs <= 0) {
            return due;
        }
        if (quiesceBeforeRateWait) {
            reaper.quiesce();
        }
        long limit = capNs != 0 && capNs - due < 0 ? capNs : due;
        long woke = Sleeper.until(limit, control);
        lastWaitEndNs = woke;
        waitCut = woke - due < 0;
        return due;
    }

    /**
     * Waits until a replayed log's entry is due ({@link IoClock#nowNs()} scale), without
     * quiescing: as fio's {@code iolog_delay}, the I/O in flight keeps going while the clone sleeps.
     *
     * @param capNs the end of the measured runtime, or 0 for none: the wait stops there
     * @return {@code due}, or {@code nowNs} when it is already past
     */
    private long untilReplayDue(long due, long nowNs, long capNs) {
        lastWaitEndNs = nowNs;
        if (due - nowNs <= 0) {
            return nowNs;
        }
        long limit = capNs != 0 && capNs - due < 0 ? capNs : due;
        long woke = Sleeper.until(limit, control);
        lastWaitEndNs = woke;
        waitCut = woke - due < 0;
        return due;
    }

    /** @return true (once) when the last wait ended before its request was due (stop, end of runtime) */
    boolean cut() {
        if (waitCut) {
            waitCut = false;
            return true;
        }
        return false;
    }

    /** @return when the last wait ended (or was asked for, without a wait) */
    long lastWaitEndNs() {
        return lastWaitEndNs;
    }

    /** @return true when a thinktime stall is due after {@code issued} requests */
    boolean thinkDue(long issued, long nowNs) {
        return think.due(issued, pool.completedIos(), nowNs);
    }

    /**
     * The thinktime stall: quiesce, spin, sleep.
     *
     * @param capNs the end of the measured runtime, or 0 for none
     * @return the time it ended
     */
    long think(long issued, long capNs) {
        reaper.quiesce();
        long now = IoClock.nowNs();
        long stallStart = now;
        long cap = capNs != 0 ? capNs : Long.MAX_VALUE;
        if (think.spinNs() > 0) {
            now = Sleeper.spinUntil(Math.min(now + think.spinNs(), cap), control);
        }
        if (think.sleepNs() > 0) {
            now = Sleeper.until(Math.min(now + think.sleepNs(), cap), control);
        }
        think.stalled(issued, pool.completedIos(), now);
        if (ignoreThinktime) {
            rate.thought(now - stallStart);
        }
        return now;
    }

    /** @return true when the job fell below its {@code rate_min} ({@link #minRateFailure()} says how) */
    boolean belowMinRate(long nowNs, JobStats stats) {
        return !minRate.check(nowNs, stats);
    }

    /** @return the line saying which minimum the job missed */
    String minRateFailure() {
        return minRate.failure();
    }
}
