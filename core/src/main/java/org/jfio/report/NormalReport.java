package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;
import java.io.IOException;
import java.time.ZoneId;
import java.util.Objects;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.result.SampleStats;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReportOptions;
import org.jfio.job.UnifiedRwReporting;

/**
 * fio's normal (human) output for a run; matches fio 3.33's layout ({@code stat.c
 * show_thread_status_normal}, {@code show_group_stats}, {@code show_disk_util}) line for line.
 *
 * <p>Shape of {@link #format}: a blank line; per reported job (every clone, or one merged
 * result under {@code group_reporting}; jobs that moved nothing are skipped, as in fio) the
 * {@code name: (groupid=G, jobs=N): err= 0: pid=T: <ctime of the job's end>} block with, per
 * direction that ran, the {@code IOPS/BW} line, {@code slat/clat/lat} summaries, clat
 * percentiles, {@code bw}/{@code iops} sample lines; then the clat distribution over all
 * directions ({@code lat (usec)   : ...}), the {@code fsync/fdatasync} block when syncs ran,
 * {@code cpu}, IO depth tables, {@code issued rwts} and {@code latency}; then per group
 * {@code Run status group G (all jobs):} with one line per direction; then
 * {@code Disk stats (read/write):} when devices were measured.
 *
 * <p>Units: sizes and bandwidths with {@link Num2Str} (IEC, SI in parentheses, 4 digits), times
 * as fio chooses per line (see {@code LatencyFormat}), bandwidth samples in KiB/s (MiB/s once
 * the mean exceeds 1024*1024 KiB/s), CPU as a share of the job runtime.
 * Times print in the report's time zone, like {@code ctime(3)}.
 *
 * <p>Percentile values are fio's: the value of fio's histogram bucket where the percentile
 * falls (its {@code plat_idx_to_val}), re-bucketed exactly from jfio's HdrHistograms, so they
 * match fio's grid, including fio's ceiling of 17.18 s. {@code latency   : depth=} prints the
 * depth the job actually used ({@link JobResult#effectiveIodepth()}). Per job,
 * {@code unified_rw_reporting} and {@code clat/lat/slat_percentiles} apply as in fio 3.33:
 * {@code mixed:} in place of the directions, or after them, {@code MIXED} group lines.
 *
 * <p>{@link #withExtended(boolean) Extended} reports (jfio's {@code --extended}) add, at the end
 * of each direction's block, the exact HdrHistogram percentiles (3 significant digits, beyond
 * 17 s too) of the job's list plus 99.99 and 99.999 ({@code clat exact percentiles}), and under
 * a rate cap the latency measured from each I/O's scheduled start ({@code sched lat}, corrected
 * for coordinated omission) with its exact percentiles.
 *
 * <p>Immutable and thread-safe.
 */
public final class NormalReport {
    private static final String[] DDIR_NAMES = {"read", "write", "trim"};
    private static final String[] GROUP_LABELS = {"   READ", "  WRITE", "   TRIM"};

    private final ZoneId zone;
    private final boolean extended;

    /** A report printing times in the system time zone, as fio does. */
    public NormalReport() {
        this(ZoneId.systemDefault());
    }

    /** @param zone time zone of the printed job end times */
    public NormalReport(ZoneId zone) {
        this(zone, false);
    }

    private NormalReport(ZoneId zone, boolean extended) {
        this.zone = Objects.requireNonNull(zone, "zone");
        this.extended = extended;
    }

    /** @return this report with (true) or without jfio's extra lines ({@code --extended}) */
    public NormalReport withExtended(boolean on) {
        return new NormalReport(zone, on);
    }

    /**
     * The lines fio prints before the jobs start: per job
     * {@code name: (g=0): rw=randrw, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B,
     * ioengine=psync, iodepth=1}, then {@code ...} once for a job with {@code numjobs > 1}, then
     * the version, then {@code Starting N thread(s)}. Ends with a newline.
     *
     * @param plan    the jobs
     * @param version e.g. {@code jfio-0.1.0}
     */
    public static String header(JobPlan plan, String version) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < plan.jobs().size(); i++) {
            JobSpec j = plan.jobs().get(i);
            b.append(j.name()).append(": (g=").append(plan.groupId(i)).append("): rw=")
                    .append(j.rw().fioName()).append(", bs=")
                    .append("(R) ").append(bsRange(j, DataDirection.READ))
                    .append(", (W) ").append(bsRange(j, DataDirection.WRITE))
                    .append(", (T) ").append(bsRange(j, DataDirection.TRIM))
                    .append(", ioengine=").append(j.ioengine())
                    .append(", iodepth=").append(j.depth().iodepth()).append('\n');
            if (j.numjobs() > 1) {
                b.append("...\n");
            }
        }
        int threads = plan.threadCount();
        b.append(version).append('\n');
        b.append("Starting ").append(threads).append(threads > 1 ? " threads" : " thread").append('\n');
        return b.toString();
    }

    private static String bsRange(JobSpec j, DataDirection d) {
        // fio prints each direction's smallest and largest block size (bsrange, bssplit)
        return Num2Str.num2str(j.blocks().minBytes(d), Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE) + "-"
                + Num2Str.num2str(j.blocks().maxBytes(d), Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE);
    }

    /** Appends {@link #format(RunResult)} to {@code out}. */
    public void write(RunResult r, Appendable out) throws IOException {
        out.append(format(r));
    }

    /** @return the whole report of a finished run, starting with a blank line */
    public String format(RunResult r) {
        StringBuilder b = new StringBuilder(4096);
        b.append('\n');
        for (GroupResult g : r.groups()) {
            GroupSummary gs = GroupSummary.of(g);
            for (JobResult j : g.reported()) {
                jobBlock(j, gs, b);
            }
        }
        for (GroupResult g : r.groups()) {
            // fio keeps one unit_base per group; jfio takes the group's first job's
            boolean bits = !g.jobs().isEmpty() && g.jobs().get(0).spec().report().bandwidthInBits();
            groupBlock(GroupSummary.of(g), bits, b);
        }
        if (!r.disks().isEmpty()) {
            b.append("\nDisk stats (read/write):\n");
            for (DiskUtilization d : r.disks()) {
                diskLine(d, b);
            }
        }
        return b.toString();
    }

    /** fio 3.33 {@code print_disk_util}: a dm/md parent is indented 2 more and carries its slaves' aggregate. */
    private static void diskLine(DiskUtilization d, StringBuilder b) {
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

    private void jobBlock(JobResult job, GroupSummary gs, StringBuilder b) {
        JobResult j = UnifiedView.forReport(job);
        UnifiedRwReporting unified = UnifiedView.mode(j);
        long bytes = 0;
        long ios = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            bytes += j.direction(DataDirection.of(d)).bytes();
            ios += j.direction(DataDirection.of(d)).ios();
        }
        if (bytes == 0 && ios == 0 && j.error() == 0) {
            return; // fio prints a job that failed on its first I/O (its issued count includes that I/O)
        }
        b.append(j.name()).append(": (groupid=").append(j.groupId()).append(", jobs=").append(j.jobs())
                .append("): err=").append(CFormat.pad(j.error(), 2));
        if (j.error() != 0) {
            b.append(" (").append(j.errorMessage()).append(')');
        }
        b.append(": pid=").append(j.threadId()).append(": ").append(CFormat.ctime(j.endEpochMs(), zone)).append('\n');

        double[] percentiles = LatencyFormat.sortedPercentiles(j.spec().reporting().percentileList());
        ReportOptions ro = j.spec().report();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DirectionResult r = j.direction(DataDirection.of(d));
            if (r.bytes() != 0 && r.runtimeMs() != 0) {
                String label = unified == UnifiedRwReporting.MIXED ? "mixed" : DDIR_NAMES[d];
                directionBlock(label, r, gs, percentiles, ro, b);
            }
        }
        if (unified == UnifiedRwReporting.BOTH) {
            DirectionResult mixed = UnifiedView.mixed(j);
            if (mixed.runtimeMs() != 0) {
                directionBlock("mixed", mixed, gs, percentiles, ro, b);
            }
        }
        latencyBuckets(LatencyBuckets.of(j), b);
        LatencyStats sync = syncLatency(j);
        if (sync.count() > 0) {
            b.append("  fsync/fdatasync/sync_file_range:\n");
            b.append(LatencyFormat.summaryLine("sync", sync));
            b.append(LatencyFormat.percentileBlock("sync", sync, percentiles));
        }
        cpuAndDepths(j, b);
    }

    /** @return the latency of the job's fsync/fdatasync calls (SYNC's lat, else its clat) */
    static LatencyStats syncLatency(JobResult j) {
        DirectionResult s = j.direction(DataDirection.SYNC);
        return s.lat().count() > 0 ? s.lat() : s.clat();
    }

    private void directionBlock(String label, DirectionResult r, GroupSummary gs, double[] percentiles,
            ReportOptions ro, StringBuilder b) {
        long runtime = r.runtimeMs();
        long bw = r.bytes() * 1000 / runtime;
        long iops = r.ios() * 1000 / runtime;
        b.append("  ").append(label).append(": IOPS=").append(Num2Str.iops(iops))
                .append(", BW=").append(Num2Str.bw(bw, true, ro.bandwidthInBits())).append(" (")
                .append(Num2Str.bw(bw, false, ro.bandwidthInBits())).append(")(")
                .append(Num2Str.bytesIec(r.bytes())).append('/').append(runtime).append("msec)");
        if (r.ddir() == DataDirection.WRITE) {
            b.append("; 0 zone resets");
        }
        b.append('\n');
        if (r.slat().count() > 0) {
            b.append(LatencyFormat.summaryLine("slat", r.slat()));
        }
        if (r.clat().count() > 0) {
            b.append(LatencyFormat.summaryLine("clat", r.clat()));
        }
        if (r.lat().count() > 0) {
            b.append(LatencyFormat.summaryLine(" lat", r.lat()));
        }
        if (ro.slatPercentiles()) {
            b.append(LatencyFormat.percentileBlock("slat", r.slat(), percentiles));
        }
        if (ro.clatPercentiles()) {
            b.append(LatencyFormat.percentileBlock("clat", r.clat(), percentiles));
        }
        if (ro.latPercentiles()) {
            b.append(LatencyFormat.percentileBlock("lat", r.lat(), percentiles));
        }
        SampleStats bws = r.bwKiBps();
        if (bws.samples() > 0) {
            double per = gs.percentOfAggregate(r.ddir(), bws.mean());
            long min = bws.min();
            long max = bws.max();
            double mean = bws.mean();
            double dev = bws.stddev();
            String unit = "KiB";
            if (mean > 1024.0 * 1024.0) {
                min = (long) (min / 1024.0);
                max = (long) (max / 1024.0);
                mean /= 1024.0;
                dev /= 1024.0;
                unit = "MiB";
            }
            b.append("   bw (").append(CFormat.pad(unit, 5)).append("/s): min=").append(CFormat.pad(min, 5))
                    .append(", max=").append(CFormat.pad(max, 5))
                    .append(", per=").append(CFormat.fixed(per, 3, 2))
                    .append("%, avg=").append(CFormat.fixed(mean, 5, 2))
                    .append(", stdev=").append(CFormat.fixed(dev, 5, 2))
                    .append(", samples=").append(bws.samples()).append('\n');
        }
        SampleStats io = r.iopsSamples();
        if (io.samples() > 0) {
            b.append("   iops        : min=").append(CFormat.pad(io.min(), 5))
                    .append(", max=").append(CFormat.pad(io.max(), 5))
                    .append(", avg=").append(CFormat.fixed(io.mean(), 5, 2))
                    .append(", stdev=").append(CFormat.fixed(io.stddev(), 5, 2))
                    .append(", samples=").append(io.samples()).append('\n');
        }
        if (extended) {
            extendedLines(r, percentiles, ro, b);
        }
    }

    /** jfio's {@code --extended} lines of one direction: exact percentiles, latency from the schedule. */
    private static void extendedLines(DirectionResult r, double[] percentiles, ReportOptions ro, StringBuilder b) {
        double[] list = ExtendedFigures.percentileList(percentiles);
        if (ro.slatPercentiles() && r.slat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("slat exact", list, ExtendedFigures.exact(r.slat(), list)));
        }
        if (r.clat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("clat exact", list, ExtendedFigures.exact(r.clat(), list)));
        }
        if (ro.latPercentiles() && r.lat().count() > 0) {
            b.append(LatencyFormat.percentileBlock("lat exact", list, ExtendedFigures.exact(r.lat(), list)));
        }
        LatencyStats sched = r.scheduledLat();
        if (sched.count() > 0) {
            b.append(LatencyFormat.summaryLine("sched lat", sched));
            b.append(LatencyFormat.percentileBlock("sched lat exact", list, ExtendedFigures.exact(sched, list)));
        }
    }

    private static void latencyBuckets(LatencyBuckets lb, StringBuilder b) {
        bucketLines(lb.nsec(), LatencyBuckets.NSEC_LABELS, "nsec", b);
        bucketLines(lb.usec(), LatencyBuckets.USEC_LABELS, "usec", b);
        bucketLines(lb.msec(), LatencyBuckets.MSEC_LABELS, "msec", b);
    }

    /** fio {@code show_lat}: non-zero buckets, five per line. */
    static void bucketLines(double[] percent, String[] labels, String unit, StringBuilder b) {
        int onLine = 0;
        boolean shown = false;
        for (int i = 0; i < percent.length; i++) {
            if (percent[i] <= 0.0) {
                continue;
            }
            if (onLine == 0) {
                if (shown) {
                    b.append('\n');
                }
                b.append("  lat (").append(unit).append(")   : ");
            } else {
                b.append(", ");
            }
            shown = true;
            b.append(labels[i]).append('=').append(CFormat.fixed(percent[i], 3, 2)).append('%');
            onLine = onLine == 4 ? 0 : onLine + 1;
        }
        if (shown) {
            b.append('\n');
        }
    }

    private static void cpuAndDepths(JobResult j, StringBuilder b) {
        CpuUsage cpu = j.cpu();
        b.append("  cpu          : usr=").append(CFormat.fixed(cpu.userPercent(j.runtimeMs()), 3, 2))
                .append("%, sys=").append(CFormat.fixed(cpu.systemPercent(j.runtimeMs()), 3, 2))
                .append("%, ctx=").append(cpu.contextSwitches())
                .append(", majf=").append(cpu.majorFaults())
                .append(", minf=").append(cpu.minorFaults()).append('\n');
        DepthDistribution depths = j.depths();
        depthLine("  IO depths    : ", DepthPercentages.LEVEL_LABELS, DepthPercentages.level(depths), b);
        depthLine("     submit    : ", DepthPercentages.BATCH_LABELS, DepthPercentages.submit(depths), b);
        depthLine("     complete  : ", DepthPercentages.BATCH_LABELS, DepthPercentages.complete(depths), b);
        DirectionResult rd = j.direction(DataDirection.READ);
        DirectionResult wr = j.direction(DataDirection.WRITE);
        DirectionResult tr = j.direction(DataDirection.TRIM);
        b.append("     issued rwts: total=").append(rd.ios()).append(',').append(wr.ios()).append(',')
                .append(tr.ios()).append(',').append(j.direction(DataDirection.SYNC).ios())
                .append(" short=").append(rd.shortIos()).append(',').append(wr.shortIos()).append(',')
                .append(tr.shortIos()).append(",0")
                .append(" dropped=").append(rd.dropIos()).append(',').append(wr.dropIos()).append(',')
                .append(tr.dropIos()).append(",0\n");
        b.append("     latency   : target=0, window=0, percentile=100.00%, depth=")
                .append(latencyDepth(j)).append('\n');
    }

    /** @return the depth fio reports as {@code latency_depth}: the one the job used */
    static int latencyDepth(JobResult j) {
        return j.effectiveIodepth() > 0 ? j.effectiveIodepth() : j.spec().depth().iodepth();
    }

    private static void depthLine(String prefix, String[] labels, double[] percent, StringBuilder b) {
        b.append(prefix);
        for (int i = 0; i < labels.length; i++) {
            if (i > 0) {
                b.append(", ");
            }
            b.append(labels[i]).append('=').append(CFormat.fixed(percent[i], 3, 1)).append('%');
        }
        b.append('\n');
    }

    private static void groupBlock(GroupSummary gs, boolean bits, StringBuilder b) {
        b.append("\nRun status group ").append(gs.groupId()).append(" (all jobs):\n");
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
}
