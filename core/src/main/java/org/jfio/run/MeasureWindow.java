package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.result.CpuUsage;

/**
 * The clock of one clone's I/O loop: {@code ramp_time} first, then the measured window, which
 * ends after {@code runtime} (or when the loop ends), with the thread's CPU time at both ends.
 *
 * <p>Job-thread only.
 */
final class MeasureWindow {
    private final long rampNs;
    private final long runtimeNs;
    private boolean measuring;
    private long loopStartNs;
    private long rampEndNs;
    private long measureStartNs;
    /** End of the measured runtime while measuring (0: none); when the loop ended, after it. */
    private long endNs;
    private CpuUsage cpuAtLoopStart = CpuUsage.ZERO;
    private CpuUsage cpuAtStart = CpuUsage.ZERO;
    private CpuUsage cpuAtEnd = CpuUsage.ZERO;

    MeasureWindow(JobSpec spec) {
        this.rampNs = spec.timing().rampTimeNs();
        this.runtimeNs = spec.timing().runtimeNs();
    }

    /**
     * The loop starts at {@code nowNs}.
     *
     * @return true when it measures from the start (no {@code ramp_time})
     */
    boolean begin(long nowNs) {
        loopStartNs = nowNs;
        rampEndNs = nowNs + rampNs;
        return rampNs == 0;
    }

    /** @return true when the loop ramps ({@code ramp_time}) before its measured window */
    boolean rampsFirst() {
        return rampNs > 0;
    }

    /** The loop ramps first; the thread has used {@code cpu} so far. */
    void ramping(CpuUsage cpu) {
        cpuAtLoopStart = cpu;
    }

    /** The measured window starts at {@code nowNs}; the thread had used {@code cpu} just before. */
    void startMeasuring(long nowNs, CpuUsage cpu) {
        measuring = true;
        cpuAtStart = cpu;
        measureStartNs = nowNs;
        endNs = runtimeNs > 0 ? nowNs + runtimeNs : 0;
    }

    /** @return true once the measured window has begun */
    boolean measuring() {
        return measuring;
    }

    /** @return true when the loop is still ramping and the ramp time is over at {@code nowNs} */
    boolean rampOver(long nowNs) {
        return !measuring && nowNs >= rampEndNs;
    }

    /** @return true when the measured runtime is over at {@code nowNs} */
    boolean over(long nowNs) {
        return measuring && endNs != 0 && nowNs >= endNs;
    }

    /** @return the end of the measured runtime, which no wait may pass, or 0 for none */
    long capNs() {
        return measuring ? endNs : 0;
    }

    /** The loop ended at {@code nowNs} with the thread at {@code cpu}; a loop that never measured measures nothing. */
    void end(long nowNs, CpuUsage cpu) {
        cpuAtEnd = cpu;
        if (!measuring) {
            measureStartNs = nowNs;
            cpuAtStart = cpu;
        }
        endNs = nowNs;
    }

    /** @return ms since the measured window began (since the loop began, while ramping), at least 1 */
    long elapsedMs(long nowNs) {
        long startNs = measuring ? measureStartNs : loopStartNs;
        return Math.max(1, (nowNs - startNs) / 1_000_000L);
    }

    /** @return the thread's CPU time when the measured window began (the loop, while ramping) */
    CpuUsage cpuAtElapsedStart() {
        return measuring ? cpuAtStart : cpuAtLoopStart;
    }

    /** @return measured time in ms (at least 1 when anything was measured); after {@link #end} */
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
