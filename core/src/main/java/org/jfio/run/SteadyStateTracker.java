package org.jfio.run;

import java.util.Arrays;

import org.jfio.job.Goals;
import org.jfio.job.SteadyStateCriterion;
import org.jfio.result.JobProgress;
import org.jfio.result.JobState;
import org.jfio.result.SteadyStateResult;
import org.jfio.result.Steadiness;
import org.jfio.spi.DataDirection;

/**
 * fio's steady-state detection for one clone, or for one reporting group under
 * {@code group_reporting} (fio 3.33's {@code steadystate_check}): every interval, the IOPS and
 * bandwidth of the members since the last sample (members past {@code ss_ramp} plus one
 * interval) go into a ring of {@code ss_dur / ss_interval} samples; once it is full, each new
 * sample updates the least-squares slope (the {@code _slope} criteria) or the largest deviation
 * from the mean ({@code iops}, {@code bw}), in percent of the mean when the limit is one. When
 * the criterion is under its limit the state is attained and every member is stopped (fio ends
 * those jobs as if their runtime were up).
 *
 * <p>Beside it, always, jfio's trend ({@link Steadiness}): the IOPS of the members in their
 * measured window, one sample per interval, never stopping anything.
 *
 * <p>Used by the {@link SteadyStateWatch} thread only; its result is read after that thread ended.
 */
final class SteadyStateTracker {
    private static final long MS = 1_000_000L;
    /** The shortest time a sample covers: half of the one-second interval (fio samples every second). */
    private static final long MIN_SAMPLE_MS = 500;

    private final CloneProgress[] members;
    private final Goals goals;
    private final boolean active;
    private final long[] lastEpoch;
    private final long[] prevNs;
    private final long[] prevIos;
    private final long[] prevBytes;
    private final boolean[] rampOver;
    private final long[] totals = new long[2];
    // fio's ring of samples
    private final int n;
    private final long[] bw;
    private final long[] iops;
    private final long sumX;
    private final long sumXSq;
    private int head;
    private int tail;
    private boolean full;
    private boolean attained;
    private long sumY;
    private long sumXY;
    private long oldestY;
    private double slope;
    private double deviation;
    private double criterion;
    // jfio's trend
    private long[] trend = new long[64];
    private int trendCount;

    /** @param members the clones judged together; {@code goals} null or without ss_dur: the trend only */
    SteadyStateTracker(CloneProgress[] members, Goals goals) {
        this.members = members.clone();
        this.goals = goals;
        this.active = goals != null && goals.steadyStateEnabled();
        int m = members.length;
        lastEpoch = new long[m];
        prevNs = new long[m];
        prevIos = new long[m];
        prevBytes = new long[m];
        rampOver = new boolean[m];
        n = active ? goals.ssSamples() : 0;
        bw = new long[n];
        iops = new long[n];
        sumX = (long) n * (n - 1) / 2;
        sumXSq = (long) (n - 1) * n * (2L * n - 1) / 6;
    }

    /** @return true while the state is judged and not yet attained */
    boolean judging() {
        return active && !attained;
    }

    /** Takes this interval's sample at {@code nowNs}. */
    void tick(long nowNs) {
        long groupBw = 0;
        long groupIops = 0;
        int over = 0;
        long trendSum = 0;
        int trendMembers = 0;
        for (int i = 0; i < members.length; i++) {
            CloneProgress p = members[i];
            JobState s = p.state();
            long epoch = p.epochNs();
            if (s != JobState.RUNNING || epoch == 0) {
                continue; // ramp_time is not sampled (fio: the counters restart when it ends)
            }
            if (epoch != lastEpoch[i]) { // the clone started, or its ramp_time ended and its counters restarted
                lastEpoch[i] = epoch;
                prevNs[i] = epoch;
                prevIos[i] = 0;
                prevBytes[i] = 0;
            }
            if (!rampOver[i] && (goalsRampNs() == 0 || nowNs - epoch >= goalsRampNs() + 1_000_000_000L)) {
                rampOver[i] = true; // fio: samples begin at once, or one second after ss_ramp
            }
            long rateMs = (nowNs - prevNs[i]) / MS;
            if (rateMs < MIN_SAMPLE_MS) {
                // a clone that just started, or whose ramp_time just ended, is sampled at the next tick: a rate
                // over the few ms since its counters restarted is noise (on a loaded machine it could fill the
                // window a second early with a sample of almost nothing)
                continue;
            }
            totals(p.progress(nowNs));
            long iopsNow = 1000 * (totals[0] - prevIos[i]) / rateMs;
            trendSum += iopsNow; // jfio's trend takes every running member, ss_ramp or not
            trendMembers++;
            if (rampOver[i]) {
                groupBw += 1000 * (totals[1] - prevBytes[i]) / rateMs;
                groupIops += iopsNow;
                over++;
            }
            prevNs[i] = nowNs;
            prevIos[i] = totals[0];
            prevBytes[i] = totals[1];
        }
        if (trendMembers > 0) {
            if (trendCount == trend.length) {
                trend = Arrays.copyOf(trend, trend.length * 2);
            }
            trend[trendCount++] = trendSum;
        }
        if (judging() && over > 0 && sample(groupIops, groupBw)) {
            attained = true;
            for (CloneProgress p : members) {
                RunControl c = p.control();
                if (c != null) {
                    c.stop();
                }
            }
        }
    }

    /** The clone's I/Os and bytes so far, over its data directions, into {@link #totals}. */
    private void totals(JobProgress p) {
        totals[0] = 0;
        totals[1] = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            totals[0] += p.ios(DataDirection.of(d));
            totals[1] += p.bytes(DataDirection.of(d));
        }
    }

    private long goalsRampNs() {
        return goals == null ? 0 : goals.ssRampNs();
    }

    /** fio's ring step: @return true when the criterion is met with this sample */
    private boolean sample(long iopsNow, long bwNow) {
        SteadyStateCriterion c = goals.steadyState();
        bw[tail] = bwNow;
        iops[tail] = iopsNow;
        long[] data = c.iops() ? iops : bw;
        long newVal = data[tail];
        boolean met = false;
        if (full || tail - head == n - 1) {
            if (!full) {
                sumY = 0;
                sumXY = 0;
                for (int i = 0; i < n; i++) {
                    sumY += data[i];
                    sumXY += i * data[(head + i) % n];
                }
                full = true;
            } else {
                sumY -= oldestY;
                sumY += newVal;
                sumXY = sumXY - sumY + n * newVal;
            }
            oldestY = data[head];
            met = c.slope() ? slopeMet(c) : deviationMet(c, data);
        }
        if (met) {
            return true;
        }
        tail = (tail + 1) % n;
        if (tail <= head) {
            head = (head + 1) % n;
        }
        return false;
    }

    private boolean slopeMet(SteadyStateCriterion c) {
        slope = (sumXY - (double) sumX * sumY / n) / (sumXSq - (double) sumX * sumX / n);
        criterion = c.percent() ? 100.0 * slope / (double) Long.divideUnsigned(sumY, n) : slope;
        return Math.abs(criterion) < c.limit();
    }

    private boolean deviationMet(SteadyStateCriterion c, long[] data) {
        double mean = (double) sumY / n;
        deviation = 0;
        for (int i = 0; i < n; i++) {
            deviation = Math.max(deviation, Math.abs(data[i] - mean));
        }
        criterion = c.percent() ? 100.0 * deviation / mean : deviation;
        return criterion < c.limit();
    }

    /** @return what fio reports for the state, its samples in fio's order; {@link SteadyStateResult#NONE} when not judged */
    SteadyStateResult result() {
        if (!active) {
            return SteadyStateResult.NONE;
        }
        int start = attained || !full ? head : head == 0 ? n - 1 : head - 1;
        long[] b = new long[n];
        long[] o = new long[n];
        for (int l = 0; l < n; l++) {
            int k = (start + l) % n;
            b[l] = bw[k];
            o[l] = iops[k];
        }
        return new SteadyStateResult(goals.steadyState(), goals.ssDurationNs() / 1_000_000_000L, attained, criterion,
                deviation, slope, b, o);
    }

    /** @return jfio's trend of the members' IOPS over their measured window */
    Steadiness steadiness() {
        return Steadiness.of(trend, trendCount);
    }
}
