package org.jfio.result;

import java.util.Arrays;

import org.jfio.job.SteadyStateCriterion;

/**
 * What fio's steady-state detection ({@code ss=}, {@code ss_dur=}) found for a job, or for its
 * group under {@code group_reporting}: matches fio 3.33's JSON {@code steadystate} object
 * ({@code ss}, {@code duration}, {@code attained}, {@code criterion}, {@code max_deviation},
 * {@code slope}, {@code data.bw_mean}, {@code data.iops_mean}, {@code data.iops[]},
 * {@code data.bw[]}) and its normal-report {@code steadystate  :} line. Immutable; the arrays
 * are copied in and out.
 *
 * @param criterion     the criterion and limit judged, or null for {@link #NONE}
 * @param durationS     the window, seconds ({@code ss_dur})
 * @param attained      true when the criterion was met (the job then stopped)
 * @param criterionValue the last value computed: the slope (in percent of the mean when the
 *                      limit is a percentage) or the largest deviation from the mean
 * @param maxDeviation  the largest deviation from the window's mean (deviation criteria; 0 for slopes)
 * @param slope         the least-squares slope per sample (slope criteria; 0 for deviations)
 * @param bwBytesPerSec the window's bandwidth samples in bytes/s, in fio's order
 * @param iops          the window's IOPS samples, in fio's order
 */
public record SteadyStateResult(SteadyStateCriterion criterion, long durationS, boolean attained, double criterionValue,
        double maxDeviation, double slope, long[] bwBytesPerSec, long[] iops) {
    /** No steady-state detection. */
    public static final SteadyStateResult NONE = new SteadyStateResult(null, 0, false, 0, 0, 0, new long[0], new long[0]);

    /** Copies the arrays. */
    public SteadyStateResult {
        bwBytesPerSec = bwBytesPerSec.clone();
        iops = iops.clone();
    }

    /** @return true when the job had steady-state detection */
    public boolean active() {
        return criterion != null;
    }

    @Override
    public long[] bwBytesPerSec() {
        return bwBytesPerSec.clone();
    }

    @Override
    public long[] iops() {
        return iops.clone();
    }

    /** @return the mean of the bandwidth samples in bytes/s, as fio computes it (integer) */
    public long bwMean() {
        return mean(bwBytesPerSec);
    }

    /** @return the mean of the IOPS samples, as fio computes it (integer) */
    public long iopsMean() {
        return mean(iops);
    }

    private static long mean(long[] v) {
        if (v.length == 0) {
            return 0;
        }
        long sum = 0;
        for (long x : v) {
            sum += x;
        }
        return Long.divideUnsigned(sum, v.length);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SteadyStateResult s && java.util.Objects.equals(criterion, s.criterion)
                && durationS == s.durationS && attained == s.attained
                && Double.compare(criterionValue, s.criterionValue) == 0 && Double.compare(maxDeviation, s.maxDeviation) == 0
                && Double.compare(slope, s.slope) == 0 && Arrays.equals(bwBytesPerSec, s.bwBytesPerSec)
                && Arrays.equals(iops, s.iops);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(criterion, durationS, attained, Arrays.hashCode(iops));
    }

    @Override
    public String toString() {
        return "SteadyStateResult[" + (criterion == null ? "none" : criterion.fioJson() + ", attained=" + attained
                + ", criterion=" + criterionValue) + "]";
    }
}
