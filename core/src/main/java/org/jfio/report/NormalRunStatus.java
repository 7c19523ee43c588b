package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;

import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.jfio.spi.DataDirection;

/**
 * What fio's normal output prints after the jobs: per reporting group the
 * {@code Run status group G (all jobs):} lines ({@code stat.c show_group_stats}: aggregate
 * bandwidth, min-max bandwidth of the jobs, I/O size, min-max runtime), then the
 * {@code Disk stats (read/write):} lines of the devices measured ({@code print_disk_util}).
 * {@link NormalReport} gives the layout. Stateless.
 */
final class NormalRunStatus {
    private static final String[] GROUP_LABELS = {"   READ", "  WRITE", "   TRIM"};

    private NormalRunStatus() {
    }

    /** A group with no result (its jobs had {@code stats=0}, or a stop came before they started): fio's bare header. */
    static void emptyGroup(int groupId, StringBuilder b) {
        b.append("\nRun status group ").append(groupId).append(" (all jobs):\n");
    }

    static void group(GroupSummary gs, boolean bits, StringBuilder b) {
        emptyGroup(gs.groupId(), b);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DataDirection dd = DataDirection.of(d);
            if (!gs.ran(dd)) {
                continue;
            }
            long agg = gs.aggBytesPerSec(dd);
            long min = gs.minBwBytesPerSec(dd);
            long max = gs.maxBwBytesPerSec(dd);
            long io = gs.ioBytes(dd);
            groupLine(gs.mixedLabels() ? "  MIXED" : GROUP_LABELS[d], agg, min, max, io, gs.minRunMs(dd),
                    gs.maxRunMs(dd), bits, b);
        }
        if (gs.mixedLine()) {
            long[] m = gs.mixedFigures();
            groupLine("  MIXED", m[0], m[1], m[2], m[3], m[4], m[5], bits, b);
        }
    }

    private static void groupLine(String label, long agg, long min, long max, long io, long minRun, long maxRun,
            boolean bits, StringBuilder b) {
        b.append(label).append(": bw=").append(Num2Str.bw(agg, true, bits)).append(" (")
                .append(Num2Str.bw(agg, false, bits)).append("), ").append(Num2Str.bw(min, true, bits)).append('-')
                .append(Num2Str.bw(max, true, bits)).append(" (").append(Num2Str.bw(min, false, bits)).append('-')
                .append(Num2Str.bw(max, false, bits))
                .append("), io=").append(Num2Str.bytesIec(io)).append(" (").append(Num2Str.bytesSi(io))
                .append("), run=").append(minRun).append('-').append(maxRun).append("msec\n");
    }

    /** fio 3.33 {@code print_disk_util}: a dm/md parent is indented 2 more and carries its slaves' aggregate. */
    static void disk(DiskUtilization d, StringBuilder b) {
        DiskAggregate a = d.aggregate();
        b.append(a.present() ? "    " : "  ").append(d.name()).append(": ios=").append(d.readIos()).append('/')
                .append(d.writeIos())
                .append(", merge=").append(d.readMerges()).append('/').append(d.writeMerges())
                .append(", ticks=").append(d.readTicks()).append('/').append(d.writeTicks())
                .append(", in_queue=").append(d.inQueue())
                .append(", util=").append(CFormat.fixed(d.utilPercent(), 3, 2)).append('%');
        if (a.present()) {
            b.append(", aggrios=").append(a.readIos()).append('/').append(a.writeIos())
                    .append(", aggrmerge=").append(a.readMerges()).append('/').append(a.writeMerges())
                    .append(", aggrticks=").append(a.readTicks()).append('/').append(a.writeTicks())
                    .append(", aggrin_queue=").append(a.inQueue())
                    .append(", aggrutil=").append(CFormat.fixed(a.utilPercent(), 3, 2)).append('%');
        }
        b.append('\n');
    }
}
