package org.jfio.result;

/**
 * fio's IO depth tables as raw counts. {@code level} counts submissions by the depth in flight
 * (buckets 1, 2-3, 4-7, 8-15, 16-31, 32-63, >=64); {@code submit} and {@code complete} count
 * submit and reap calls by how many I/Os each moved (buckets 0, 1-4, 5-8, 9-16, 17-32, 33-64,
 * >64). Arrays have {@link #BUCKETS} entries; reports turn them into percentages.
 *
 * @param level    depth-at-submit counts
 * @param submit   I/Os-per-submit counts
 * @param complete I/Os-per-reap counts
 */
public record DepthDistribution(long[] level, long[] submit, long[] complete) {
    /** Number of buckets of each table. */
    public static final int BUCKETS = 7;

    /** @return the depth bucket of a depth in flight: 1, 2-3, 4-7, ... >=64 */
    public static int levelBucket(int depth) {
        if (depth >= 64) {
            return 6;
        }
        return depth <= 1 ? 0 : 31 - Integer.numberOfLeadingZeros(depth);
    }

    /** @return the bucket of a batch size: 0, 1-4, 5-8, 9-16, 17-32, 33-64, >64 */
    public static int batchBucket(int n) {
        if (n <= 0) {
            return 0;
        }
        if (n <= 4) {
            return 1;
        }
        if (n > 64) {
            return 6;
        }
        return 32 - Integer.numberOfLeadingZeros(n - 1) - 1;
    }

    /** @return an all-zero distribution */
    public static DepthDistribution empty() {
        return new DepthDistribution(new long[BUCKETS], new long[BUCKETS], new long[BUCKETS]);
    }

    /** @return the element-wise sum of both */
    public DepthDistribution plus(DepthDistribution o) {
        long[] l = level.clone();
        long[] s = submit.clone();
        long[] c = complete.clone();
        for (int i = 0; i < BUCKETS; i++) {
            l[i] += o.level[i];
            s[i] += o.submit[i];
            c[i] += o.complete[i];
        }
        return new DepthDistribution(l, s, c);
    }
}
