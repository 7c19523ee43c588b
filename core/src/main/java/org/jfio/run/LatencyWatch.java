package org.jfio.run;

import org.jfio.job.Goals;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.IoUnit;

/**
 * fio's latency limits for one clone, seen at each completion: {@code max_latency} (a total
 * latency above it ends the job with ETIMEDOUT, as fio's {@code lat_fatal}) and the
 * {@code latency_target} depth search (fio 3.33's {@code lat_target_*}): the clone starts at depth
 * 1; after each {@code latency_window} in which {@code latency_percentile} percent of the I/Os
 * met the target the depth doubles (or bisects towards the lowest depth that failed), and a
 * window that misses halves it (with {@code latency_percentile=100}, at once on the first I/O
 * over the target; one over the target at depth 1 ends the job with ETIMEDOUT). When the depth
 * stops changing, the statistics restart for one last window at that depth and the job ends
 * (unless {@code latency_run=1}, which keeps searching for the whole run). The depth found is
 * what fio reports as {@code latency_depth}.
 *
 * <p>Job-thread only; allocates nothing per I/O (the failure message is built once).
 */
final class LatencyWatch {
    /** What the I/O loop must do after {@link #check}. */
    enum Step {
        /** Go on. */
        NONE,
        /** Wait for everything in flight (the depth went down), then go on. */
        QUIESCE,
        /** Wait for everything in flight, restart the statistics: the final window at the depth found. */
        FINAL_RUN,
        /** The final window is over: the job ends. */
        DONE
    }

    private final long[] maxNs = new long[3];
    private final long targetNs;
    private final long windowNs;
    private final double percentile;
    private final boolean run;
    private final int iodepth;
    private final ErrorPolicy errors;
    private int qd;
    private int qdLow;
    private int qdHigh;
    private int stable;
    private boolean endRun;
    private boolean quiesce;
    private long failed;
    private long cycleStartNs;
    private long cycleIos;

    LatencyWatch(Goals goals, int iodepth, ErrorPolicy errors) {
        for (int d = 0; d < 3; d++) {
            maxNs[d] = goals.maxLatencyNs().get(d);
        }
        this.targetNs = goals.latencyTargetNs();
        this.windowNs = goals.latencyWindowNs();
        this.percentile = goals.latencyPercentile();
        this.run = goals.latencyRun();
        this.iodepth = iodepth;
        this.errors = errors;
        this.qd = iodepth;
    }

    /** @return true when the depth search is on */
    boolean searching() {
        return targetNs > 0;
    }

    /** @return the depth the clone may use now (fio's {@code latency_qd}; the job's iodepth without a target) */
    int depth() {
        return qd;
    }

    /** fio's {@code lat_target_init}: the search starts over at depth 1 (at the start, and when ramp_time ends). */
    void reset(long nowNs, long completedIos) {
        if (targetNs == 0 || endRun) {
            return;
        }
        qd = 1;
        qdHigh = iodepth;
        qdLow = 1;
        stable = 0;
        newCycle(nowNs, completedIos);
    }

    /** A request completed without error after {@code latNs} (its total latency, fio's {@code lat}). */
    void completed(IoUnit unit, long latNs) {
        int d = unit.ddir().ordinal();
        if (d >= 3) {
            return;
        }
        if (maxNs[d] > 0 && latNs > maxNs[d]) {
            fatal(unit, latNs, maxNs[d], "max_latency");
        }
        if (targetNs > 0 && latNs > targetNs) {
            if (percentile < 100.0) {
                failed++;
            } else if (rampDown()) {
                fatal(unit, latNs, targetNs, "latency_target");
            }
        }
    }

    /**
     * fio's {@code lat_target_check}, once per loop iteration outside ramp_time: when the window
     * is over, judges it and moves the depth.
     */
    Step check(long nowNs, long completedIos) {
        if (quiesce) {
            quiesce = false;
            return Step.QUIESCE;
        }
        if (nowNs - cycleStartNs < windowNs) {
            return Step.NONE;
        }
        long ios = completedIos - cycleIos;
        if (ios <= 0) {
            return Step.NONE; // fio would divide by zero here; wait for an I/O instead
        }
        double success = 100.0 * (ios - failed) / ios;
        if (success >= percentile) {
            return success(nowNs, completedIos);
        }
        if (rampDown()) {
            // at depth 1 already: fio keeps the window open (it grows until enough I/Os meet the target)
            return Step.NONE;
        }
        quiesce = false;
        return Step.QUIESCE;
    }

    /** The loop waited for what was in flight after a step: a new window begins now. */
    void newCycle(long nowNs, long completedIos) {
        cycleStartNs = nowNs;
        cycleIos = completedIos;
        failed = 0;
    }

    private Step success(long nowNs, long completedIos) {
        int before = qd;
        qdLow = qd;
        if (qd + 1 == qdHigh && ++stable >= 3) {
            qdHigh++;
            stable = 0;
        }
        qd = qdHigh != iodepth ? (qd + qdHigh) / 2 : qd * 2;
        qd = Math.min(qd, iodepth);
        if (!run && qd == before) {
            if (endRun) {
                return Step.DONE;
            }
            endRun = true;
            return Step.FINAL_RUN;
        }
        newCycle(nowNs, completedIos);
        return Step.NONE;
    }

    /** fio's {@code __lat_target_failed}: @return true when already at depth 1 (nothing left to try) */
    private boolean rampDown() {
        if (qd == 1) {
            return true;
        }
        qdHigh = qd;
        if (qd == qdLow) {
            qdLow--;
        }
        qd = (qd + qdLow) / 2;
        stable = 0;
        quiesce = true;
        return false;
    }

    private void fatal(IoUnit unit, long latNs, long limitNs, String option) {
        if (errors.failedAlready()) {
            return;
        }
        errors.fail(libc_h.ETIMEDOUT(), "latency of " + latNs + " nsec exceeds " + option + " (" + limitNs
                + " nsec): " + unit.file().path() + " " + unit.ddir().name().toLowerCase(java.util.Locale.ROOT)
                + " offset=" + unit.offsetBytes() + " length=" + unit.lengthBytes());
    }
}
