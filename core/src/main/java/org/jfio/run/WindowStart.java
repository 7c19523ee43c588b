package org.jfio.run;

import java.util.function.LongSupplier;

import org.jfio.result.CpuUsage;
import org.jfio.result.JobState;
import org.jfio.spi.IoClock;
import org.jfio.stats.JobStats;
import org.jfio.stats.ThreadCpuClock;

/**
 * The starts of an {@link IoLoop}'s windows: the loop's first one (measured, or the ramp's), and
 * the measured window after {@code ramp_time} or a {@code latency_target} search. Each start
 * returns the loop's new "now" ({@link IoClock#nowNs()}).
 *
 * <p>The slow parts of a start (clearing the histograms, the first CPU-time system call and its
 * first-use linking) come before the window's clock is read, so the first measured I/O, stamped
 * with the returned time, does not carry them in its slat or lat (it did: 9-12 ms on the first
 * I/O of an async job). Rare path: at most a few times per clone. Job-thread only.
 */
final class WindowStart {
    private final CloneContext clone;
    private final RunControl control;
    private final CloneProgress progress;
    private final JobStats stats;
    private final MeasureWindow window;
    private final Pacing pacing;
    private final RequestSource requests;
    private final PassBudget budget;
    private final UnitPool pool;
    /** The iolog the clone replays, or null. */
    private final ReplayCursor replay;
    /** max_latency / latency_target, or null. */
    private final LatencyWatch latency;

    WindowStart(CloneContext clone, RunControl control, JobStats stats, MeasureWindow window, Pacing pacing,
            RequestSource requests, PassBudget budget, UnitPool pool, ReplayCursor replay, LatencyWatch latency) {
        this.clone = clone;
        this.control = control;
        this.progress = clone.progress();
        this.stats = stats;
        this.window = window;
        this.pacing = pacing;
        this.requests = requests;
        this.budget = budget;
        this.pool = pool;
        this.replay = replay;
        this.latency = latency;
    }

    /**
     * The loop's first window: it starts at the start of the clone's wave when the clone waited
     * for one ({@link StartLine}), so every clone of the wave measures the same interval however
     * late the scheduler lets it run. The slow parts come before the wait.
     *
     * @param atStartLine run just before the clock starts; returns when the wave started, or 0
     * @return the loop's first "now"
     */
    long begin(ThreadCpuClock cpuClock, LongSupplier atStartLine) {
        boolean cleared = !window.rampsFirst();
        if (cleared) {
            stats.clear();
        }
        cpuClock.now();
        long waveStartNs = atStartLine.getAsLong();
        control.awaitStart();
        long now = IoClock.nowNs();
        // a shared start (many hosts) is its own wave start: the clones spun until it
        long start = waveStartNs != 0 && !control.sharedStart() ? Math.min(waveStartNs, now) : now;
        if (clone.job().timeline()) {
            // from the window's start, so its points end with the window's time (and none is lost)
            stats.startTimeline(start, System.currentTimeMillis() - (now - start) / 1_000_000L);
        }
        boolean measuring = window.begin(start);
        pacing.startRate(now);
        if (replay != null) {
            replay.start(now);
        }
        if (measuring) {
            return measure(cpuClock, cleared, start);
        }
        window.ramping(cpuClock.now());
        progress.epoch(start);
        progress.state(JobState.RAMP);
        return now;
    }

    /**
     * Starts the measured window now (after the ramp, or for a latency_target search's final
     * run): a new pass.
     *
     * @return the loop's new "now"
     */
    long measure(ThreadCpuClock cpuClock) {
        return measure(cpuClock, false, 0);
    }

    /**
     * @param cleared the statistics were {@link JobStats#clear cleared} and nothing recorded since
     * @param startNs when the window starts ({@link IoClock#nowNs()}, not after now), or 0 for now
     */
    private long measure(ThreadCpuClock cpuClock, boolean cleared, long startNs) {
        requests.resetIssued();
        budget.restart();
        if (!cleared) {
            stats.startMeasuring(IoClock.nowNs());
        }
        CpuUsage cpu = cpuClock.now();
        long now = IoClock.nowNs();
        long start = startNs != 0 ? Math.min(startNs, now) : now;
        if (cleared) {
            stats.startCleared(start);
        } else {
            stats.restartSamplers(start);
        }
        window.startMeasuring(start, cpu);
        stats.samplingEndsAt(window.capNs());
        pacing.startMeasuring(now);
        // after the counters were reset, so a reader never sees ramp counts as measured ones
        progress.epoch(start);
        progress.state(JobState.RUNNING);
        if (latency != null) {
            latency.reset(start, pool.completedIos());
        }
        return now;
    }
}
