package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.job.JobSpec;
import org.jfio.job.RateProcess;

/**
 * fio's {@code rate}, {@code rate_iops} and {@code rate_process}: the time each request of a
 * capped direction is due. A {@code rate_iops} cap is turned into bytes per second with the
 * direction's minimum block size, as fio does ({@code rate} wins when both are set).
 * <ul>
 *   <li>linear: a request is due when the bytes issued before it, at the capped rate, have taken
 *       their time since the start of the measured window (fio's {@code usec_for_io});</li>
 *   <li>poisson: gaps are exponentially distributed with the mean of the capped IOPS.</li>
 * </ul>
 * For mixed jobs, {@link #choose} follows fio's {@code rate_ddir}: a direction that is ahead of
 * its schedule gives way to the other one when that one is due, else the earlier of the two is
 * waited for.
 *
 * <p>Under {@code request_rules=sysbench} no clone has a cap of its own: the shared sequence
 * paces the whole job ({@link SharedSequence}).
 *
 * <p>Not thread-safe; allocates nothing per call.
 */
final class RateLimiter {
    private static final long NS_PER_SEC = 1_000_000_000L;

    private final long[] bytesPerSec = new long[DataDirection.DATA_COUNT];
    private final double[] meanGapNs = new double[DataDirection.DATA_COUNT];
    private final long[] issuedBytes = new long[DataDirection.DATA_COUNT];
    private final long[] nextDueNs = new long[DataDirection.DATA_COUNT];
    private final long[] minBs = new long[DataDirection.DATA_COUNT];
    private final boolean poisson;
    private final boolean enabled;
    private final SplittableRandom rng;
    private long epochNs;

    RateLimiter(JobSpec spec, SplittableRandom rng) {
        this.rng = rng;
        this.poisson = spec.rate().process() == RateProcess.POISSON;
        boolean any = false;
        // under request_rules=sysbench the shared sequence paces all clones together (SharedSequence)
        for (int d = 0; d < DataDirection.DATA_COUNT && !spec.io().sharedSequence(); d++) {
            DataDirection ddir = DataDirection.of(d);
            long minBs = spec.blocks().minBytes(ddir);
            long bps = spec.rate().bytesPerSec().get(ddir) > 0 ? spec.rate().bytesPerSec().get(ddir)
                    : saturatingMultiply(spec.rate().iops().get(ddir), minBs);
            bytesPerSec[d] = bps;
            this.minBs[d] = minBs;
            if (bps > 0) {
                any = true;
                meanGapNs[d] = (double) NS_PER_SEC * minBs / bps;
            }
        }
        this.enabled = any;
    }

    private static long saturatingMultiply(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        return hi != 0 || lo < 0 ? Long.MAX_VALUE : lo;
    }

    /** @return true when some direction is capped */
    boolean enabled() {
        return enabled;
    }

    /** @return true when the direction is capped */
    boolean limited(int ddir) {
        return bytesPerSec[ddir] > 0;
    }

    /** Starts the schedule at {@code nowNs}: nothing issued yet, everything due now. */
    void start(long nowNs) {
        epochNs = nowNs;
        java.util.Arrays.fill(issuedBytes, 0);
        java.util.Arrays.fill(nextDueNs, 0);
    }

    /** @return when the next request of the direction is due ({@link System#nanoTime()} scale) */
    long dueNs(int ddir) {
        return epochNs + nextDueNs[ddir];
    }

    /**
     * fio's {@code rate_ddir}: the direction to issue next.
     *
     * @param ddir       the direction the mix chose
     * @param otherAllowed true when the job mixes reads and writes and the other direction has a
     *                   non-zero share
     * @param nowNs      the time now
     * @return {@code ddir}, or the other data direction (read/write) when it should go first
     */
    int choose(int ddir, boolean otherAllowed, long nowNs) {
        long now = nowNs - epochNs;
        if (nextDueNs[ddir] <= now || !otherAllowed || ddir > DataDirection.WRITE.ordinal()) {
            return ddir;
        }
        int other = ddir ^ 1;
        if (nextDueNs[other] <= now) {
            return other;
        }
        return nextDueNs[ddir] <= nextDueNs[other] ? ddir : other;
    }

    /**
     * fio's {@code rate_ignore_thinktime}: a thinktime stall of {@code stallNs} counts as time the
     * rate went on, as if the bytes it would have issued meanwhile (less one block, so the next
     * request goes at once) had been issued; the schedule does not catch up after the stall.
     * fio does this for the direction of the request before the stall; jfio for every capped one.
     */
    void thought(long stallNs) {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            long bps = bytesPerSec[d];
            if (bps == 0 || stallNs <= 0) {
                continue;
            }
            if (poisson) {
                nextDueNs[d] += stallNs;
                continue;
            }
            long missed = (long) ((double) bps * stallNs / NS_PER_SEC);
            long perOpNs = (long) ((double) minBs[d] * NS_PER_SEC / bps);
            issued(d, missed - (perOpNs <= stallNs ? minBs[d] : 0));
        }
    }

    /** Accounts a request of {@code bytes} issued in a direction: moves its next due time. */
    void issued(int ddir, long bytes) {
        long bps = bytesPerSec[ddir];
        if (bps == 0) {
            return;
        }
        if (poisson) {
            double u = 1.0 - rng.nextDouble();
            nextDueNs[ddir] += (long) (meanGapNs[ddir] * -Math.log(u));
            return;
        }
        long total = issuedBytes[ddir] += bytes;
        long secs = total / bps;
        long rest = total % bps;
        nextDueNs[ddir] = secs * NS_PER_SEC + (long) ((double) rest * NS_PER_SEC / bps);
    }
}
