package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Objects;

import org.jfio.result.CpuUsage;
import org.jfio.spi.DataDirection;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
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
 * for coordinated omission) with its exact percentiles; and, for a job that verifies, a
 * {@code verify       :} line (mode, blocks and bytes verified, failures, the first failure's kind).
 *
 * <p>Registered in {@link ReportFormats} as {@code normal}, the default. Immutable and
 * thread-safe.
 */
public final class NormalReport implements ReportWriter {
    private static final String[] DDIR_NAMES = {"read", "write", "trim"};

    private final ZoneId zone;
    private final boolean extended;
    private final NormalDirection directions;

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
        this.directions = new NormalDirection(extended);
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
            // a replayed job: fio prints this line before it reads the log, so with the job's own rw and bs
            boolean replay = j.replay().configuredRw() != null;
            org.jfio.job.BlockSizes bs = replay ? j.replay().configuredBlocks() : j.blocks();
            b.append(j.name()).append(": (g=").append(plan.groupId(i)).append("): rw=")
                    .append((replay ? j.replay().configuredRw() : j.rw()).fioName()).append(", bs=")
                    .append("(R) ").append(bsRange(bs, DataDirection.READ))
                    .append(", (W) ").append(bsRange(bs, DataDirection.WRITE))
                    .append(", (T) ").append(bsRange(bs, DataDirection.TRIM))
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

    private static String bsRange(org.jfio.job.BlockSizes bs, DataDirection d) {
        // fio prints each direction's smallest and largest block size (bsrange, bssplit)
        return Num2Str.num2str(bs.minBytes(d), Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE) + "-"
                + Num2Str.num2str(bs.maxBytes(d), Num2Str.DEFAULT_SIG_FIGS, 1, true, Num2Str.Unit.BYTE);
    }

    /** Writes {@link #format(RunResult)}, UTF-8; flushes, does not close {@code out}. */
    @Override
    public void write(RunResult r, OutputStream out) throws IOException {
        out.write(format(r).getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** Writes {@link #header(JobPlan, String)}, UTF-8; flushes, does not close {@code out}. */
    @Override
    public void writeHeader(JobPlan plan, String version, OutputStream out) throws IOException {
        out.write(header(plan, version).getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** @return true: fio prints its notices ({@code Laying out IO file ...}) with the normal output */
    @Override
    public boolean showsNotices() {
        return true;
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
        // fio prints every group of the plan, a group without results (stats=0, or not started
        // before a Ctrl-C) as its bare header line
        java.util.Map<Integer, GroupResult> byId = new java.util.HashMap<>();
        int groupCount = r.plan().groupCount();
        for (GroupResult g : r.groups()) {
            byId.put(g.groupId(), g);
            groupCount = Math.max(groupCount, g.groupId() + 1);
        }
        for (int id = 0; id < groupCount; id++) {
            GroupResult g = byId.get(id);
            if (g == null) {
                NormalRunStatus.emptyGroup(id, b);
                continue;
            }
            // fio keeps one unit_base per group; jfio takes the group's first job's
            boolean bits = !g.jobs().isEmpty() && g.jobs().get(0).spec().report().bandwidthInBits();
            NormalRunStatus.group(GroupSummary.of(g), bits, b);
        }
        if (!r.disks().isEmpty()) {
            b.append("\nDisk stats (read/write):\n");
            for (DiskUtilization d : r.disks()) {
                NormalRunStatus.disk(d, b);
            }
        }
        sloLines(r, b);
        warningLines(r, b);
        return b.toString();
    }

    /**
     * jfio's warnings (the parser's, the preflight's, the run's notes), after everything fio
     * prints: {@code jfio warnings:} and one indented line each; nothing when there are none.
     */
    private static void warningLines(RunResult r, StringBuilder b) {
        if (r.warnings().isEmpty()) {
            return;
        }
        b.append("\njfio warnings:\n");
        for (org.jfio.result.Finding w : r.warnings()) {
            b.append("  ").append(w.line()).append('\n');
        }
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
        if (bytes == 0 && ios == 0 && j.reportedError() == 0) {
            // fio prints a job that failed on its first I/O (its issued count includes that I/O), and
            // one whose every I/O failed under continue_on_error (err= its first error)
            return;
        }
        b.append(j.name()).append(": (groupid=").append(j.groupId()).append(", jobs=").append(j.jobs())
                .append("): err=").append(CFormat.pad(j.reportedError(), 2));
        if (j.error() != 0) {
            b.append(" (").append(j.errorMessage()).append(')');
        } else if (j.reportedError() != 0) {
            b.append(" (").append(org.jfio.nativeheaders.libc.Errno.message(j.reportedError())).append(')');
        }
        b.append(": pid=").append(j.threadId()).append(": ").append(CFormat.ctime(j.endEpochMs(), zone)).append('\n');
        if (j.spec().report().description() != null) {
            b.append("  Description  : [").append(j.spec().report().description()).append("]\n");
        }

        double[] percentiles = LatencyFormat.sortedPercentiles(j.spec().reporting().percentileList());
        ReportOptions ro = j.spec().report();
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DirectionResult r = j.direction(DataDirection.of(d));
            if (r.bytes() != 0 && r.runtimeMs() != 0) {
                String label = unified == UnifiedRwReporting.MIXED ? "mixed" : DDIR_NAMES[d];
                directions.append(label, r, gs, percentiles, ro, b);
            }
        }
        if (unified == UnifiedRwReporting.BOTH) {
            DirectionResult mixed = UnifiedView.mixed(j);
            if (mixed.runtimeMs() != 0) {
                directions.append("mixed", mixed, gs, percentiles, ro, b);
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
        GoalLines.steadyState(j, b);
        if (extended && j.verify().active()) {
            verifyLine(j, b);
        }
        if (extended) {
            GoalLines.steadiness(j, b);
        }
    }

    /** jfio's SLO verdicts, one line per gate and job, after everything fio prints (none without gates). */
    private static void sloLines(RunResult r, StringBuilder b) {
        java.util.List<org.jfio.result.SloVerdict> verdicts = org.jfio.result.SloEvaluation.evaluate(r);
        if (verdicts.isEmpty()) {
            return;
        }
        boolean withJob = org.jfio.result.SloEvaluation.severalJobs(verdicts);
        b.append('\n');
        for (org.jfio.result.SloVerdict v : verdicts) {
            b.append(v.line(withJob)).append('\n');
        }
    }

    /** @return the latency of the job's fsync/fdatasync calls (SYNC's lat, else its clat) */
    static LatencyStats syncLatency(JobResult j) {
        DirectionResult s = j.direction(DataDirection.SYNC);
        return s.lat().count() > 0 ? s.lat() : s.clat();
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
        if (j.errorCount().shown()) {
            int first = j.errorCount().firstError();
            b.append("     errors    : total=").append(j.errorCount().total()).append(", first_error=").append(first)
                    .append("/<").append(first == 0 ? "Success" : org.jfio.nativeheaders.libc.Errno.message(first))
                    .append(">\n");
        }
        GoalLines.latency(j, b);
    }

    /** jfio's {@code --extended} line of what the job's verification checked. */
    private static void verifyLine(JobResult j, StringBuilder b) {
        b.append("  verify       : ").append(j.verify().mode()).append(", blocks=").append(j.verify().blocks())
                .append(" (").append(org.jfio.format.Num2Str.bytesIec(j.verify().bytes())).append("), failures=")
                .append(j.verify().failures());
        if (j.verify().failures() > 0) {
            b.append(", first=").append(j.verify().firstKind());
        }
        b.append('\n');
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
}
