package org.jfio.run;

import org.jfio.spi.DataDirection;
import org.jfio.job.JobSpec;
import org.jfio.stats.JobStats;

/**
 * fio's {@code rate_min} and {@code rate_iops_min}: after a settle period of 2 s, every
 * {@code rate_cycle} the bandwidth (or IOPS) completed in each direction with a minimum over the
 * last cycle must reach it, else the job fails ({@code rate_min} wins when both are set). Cheap to call per request: a single time
 * comparison until a cycle is due; the failure message is built only on failure.
 */
final class MinRateChecker {
    /** fio lets a job settle this long before checking. */
    static final long SETTLE_NS = 2_000_000_000L;

    private final long[] minBytesPerSec = new long[DataDirection.DATA_COUNT];
    private final long[] minIops = new long[DataDirection.DATA_COUNT];
    private final long[] lastBytes = new long[DataDirection.DATA_COUNT];
    private final long[] lastIos = new long[DataDirection.DATA_COUNT];
    private final long cycleNs;
    private final boolean enabled;
    private long lastCheckNs;
    private long nextCheckNs = Long.MAX_VALUE;
    private boolean baselineTaken;
    private String failure;

    MinRateChecker(JobSpec spec) {
        boolean any = false;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            minBytesPerSec[d] = spec.rate().minBytesPerSec().get(DataDirection.of(d));
            minIops[d] = spec.rate().minIops().get(DataDirection.of(d));
            any |= minBytesPerSec[d] > 0 || minIops[d] > 0;
        }
        this.enabled = any;
        this.cycleNs = spec.rate().cycleMs() * 1_000_000L;
    }

    /** @return true when some direction has a minimum */
    boolean enabled() {
        return enabled;
    }

    /** Starts checking: the baseline is taken after the settle period, the first check a cycle later. */
    void start(long nowNs) {
        if (enabled) {
            nextCheckNs = nowNs + SETTLE_NS;
            baselineTaken = false;
        }
    }

    /** @return false when a direction fell below its minimum; {@link #failure()} says how */
    boolean check(long nowNs, JobStats stats) {
        if (nowNs < nextCheckNs) {
            return true;
        }
        long spentNs = nowNs - lastCheckNs;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DataDirection ddir = DataDirection.of(d);
            long bytes = stats.bytes(ddir);
            long ios = stats.ios(ddir);
            if (baselineTaken && minBytesPerSec[d] > 0) {
                long rate = (long) ((bytes - lastBytes[d]) * 1e9 / spentNs);
                if (rate < minBytesPerSec[d]) {
                    failure = "rate_min=" + minBytesPerSec[d] + "B/s not met for " + name(ddir) + ", got " + rate
                            + "B/s over " + spentNs / 1_000_000 + " ms";
                    return false;
                }
            } else if (baselineTaken && minIops[d] > 0) {
                long iops = (long) ((ios - lastIos[d]) * 1e9 / spentNs);
                if (iops < minIops[d]) {
                    failure = "rate_iops_min=" + minIops[d] + " not met for " + name(ddir) + ", got " + iops
                            + " IOPS over " + spentNs / 1_000_000 + " ms";
                    return false;
                }
            }
            lastBytes[d] = bytes;
            lastIos[d] = ios;
        }
        baselineTaken = true;
        lastCheckNs = nowNs;
        nextCheckNs = nowNs + cycleNs;
        return true;
    }

    private static String name(DataDirection ddir) {
        return ddir.name().toLowerCase(java.util.Locale.ROOT) + "s";
    }

    /** @return why the last check failed, or null */
    String failure() {
        return failure;
    }
}
