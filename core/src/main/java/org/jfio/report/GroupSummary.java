package org.jfio.report;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.job.UnifiedRwReporting;

/**
 * fio's per-group run statistics ({@code struct group_run_stats}) for read, write and trim:
 * what the {@code Run status group} lines print and what {@code per=}/{@code bw_agg} divide by.
 *
 * <p>Like fio, min/max bandwidth and runtime are taken over the <em>reported</em> results
 * ({@link GroupResult#reported()}): with {@code group_reporting} that is the one merged result,
 * so {@code min-max} equals the group bandwidth, as in fio. The aggregate is all bytes of the
 * group over the longest runtime. Bandwidths are bytes/s, runtimes ms. With
 * {@code unified_rw_reporting=mixed} the jobs count as their mixed direction (in read's slot,
 * labelled {@code MIXED}); with {@code both} the group also has fio's {@code MIXED} line over
 * the directions ({@code show_mixed_group_stats}). Immutable and thread-safe.
 */
final class GroupSummary {
    private final int groupId;
    private final long[] minRunMs = new long[DataDirection.DATA_COUNT];
    private final long[] maxRunMs = new long[DataDirection.DATA_COUNT];
    private final long[] minBw = new long[DataDirection.DATA_COUNT];
    private final long[] maxBw = new long[DataDirection.DATA_COUNT];
    private final long[] ioBytes = new long[DataDirection.DATA_COUNT];
    private final long[] agg = new long[DataDirection.DATA_COUNT];
    private final boolean mixedLabels;
    private final boolean mixedLine;

    private GroupSummary(GroupResult g) {
        groupId = g.groupId();
        boolean anyMixed = false;
        boolean anyBoth = false;
        for (JobResult j : g.reported()) {
            anyMixed |= UnifiedView.mode(j) == UnifiedRwReporting.MIXED;
            anyBoth |= UnifiedView.mode(j) == UnifiedRwReporting.BOTH;
        }
        mixedLabels = anyMixed;
        mixedLine = anyBoth && !anyMixed;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            minBw[d] = Long.MAX_VALUE;
            for (JobResult j : g.reported()) {
                DirectionResult r = UnifiedView.forReport(j).direction(DataDirection.of(d));
                long rt = r.runtimeMs();
                if (rt == 0) {
                    continue;
                }
                if (minRunMs[d] == 0 || rt < minRunMs[d]) {
                    minRunMs[d] = rt;
                }
                maxRunMs[d] = Math.max(maxRunMs[d], rt);
                long bw = r.bytes() * 1000 / rt;
                minBw[d] = Math.min(minBw[d], bw);
                maxBw[d] = Math.max(maxBw[d], bw);
                ioBytes[d] += r.bytes();
            }
            if (minBw[d] == Long.MAX_VALUE) {
                minBw[d] = 0;
            }
            agg[d] = maxRunMs[d] == 0 ? 0 : ioBytes[d] * 1000 / maxRunMs[d];
        }
    }

    /** @return the statistics of one group */
    static GroupSummary of(GroupResult g) {
        return new GroupSummary(g);
    }

    int groupId() {
        return groupId;
    }

    /** @return true when the group's lines are labelled {@code MIXED} ({@code unified_rw_reporting=mixed}) */
    boolean mixedLabels() {
        return mixedLabels;
    }

    /** @return true when the group adds a {@code MIXED} line after its directions ({@code both}) */
    boolean mixedLine() {
        return mixedLine;
    }

    /**
     * fio {@code show_mixed_group_stats}, over the directions that ran: bytes and aggregates
     * summed, the lowest and highest per-job bandwidth, the shortest and longest runtime.
     *
     * @return {aggregate B/s, min B/s, max B/s, io bytes, min runtime ms, max runtime ms}
     */
    long[] mixedFigures() {
        long io = 0;
        long aggSum = 0;
        long min = Long.MAX_VALUE;
        long max = 0;
        long minRun = Long.MAX_VALUE;
        long maxRun = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (maxRunMs[d] == 0) {
                continue;
            }
            io += ioBytes[d];
            aggSum += agg[d];
            min = Math.min(min, minBw[d]);
            max = Math.max(max, maxBw[d]);
            minRun = Math.min(minRun, minRunMs[d]);
            maxRun = Math.max(maxRun, maxRunMs[d]);
        }
        return new long[] {aggSum, min == Long.MAX_VALUE ? 0 : min, max, io, minRun == Long.MAX_VALUE ? 0 : minRun,
            maxRun};
    }

    /** @return true when some reported job ran the direction (fio prints its group line) */
    boolean ran(DataDirection d) {
        return maxRunMs[d.ordinal()] != 0;
    }

    long minRunMs(DataDirection d) {
        return minRunMs[d.ordinal()];
    }

    long maxRunMs(DataDirection d) {
        return maxRunMs[d.ordinal()];
    }

    long minBwBytesPerSec(DataDirection d) {
        return minBw[d.ordinal()];
    }

    long maxBwBytesPerSec(DataDirection d) {
        return maxBw[d.ordinal()];
    }

    long ioBytes(DataDirection d) {
        return ioBytes[d.ordinal()];
    }

    long aggBytesPerSec(DataDirection d) {
        return agg[d.ordinal()];
    }

    /**
     * fio {@code convert_agg_kbytes_percent}: a job's mean bandwidth sample as a share of the
     * group aggregate, capped at 100; 100 when the aggregate is at most 1 KiB/s.
     *
     * @param meanKiBps the job's mean bandwidth sample in KiB/s (truncated to an integer, as fio)
     */
    double percentOfAggregate(DataDirection d, double meanKiBps) {
        long a = agg[d.ordinal()];
        if (a <= 1024) {
            return 100.0;
        }
        double p = (int) meanKiBps * 100.0 / (a / 1024.0);
        return Math.min(p, 100.0);
    }

    /**
     * The terse format's share of the group aggregate (fio {@code show_ddir_status_terse}),
     * which differs from {@link #percentOfAggregate}: the mean is not truncated, the aggregate
     * is whole KiB/s (integer division), and only a zero aggregate gives 100. Capped at 100;
     * also 100 for an aggregate under 1 KiB/s, where fio would divide by zero.
     *
     * @param meanKiBps the job's mean bandwidth sample in KiB/s
     */
    double tersePercentOfAggregate(DataDirection d, double meanKiBps) {
        long kib = agg[d.ordinal()] / 1024;
        if (kib == 0) {
            return 100.0;
        }
        return Math.min(meanKiBps * 100 / (double) kib, 100.0);
    }
}
