package org.jfio.report;

import org.jfio.format.CFormat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.result.SampleStats;
import org.jfio.job.ReportOptions;
import org.jfio.job.UnifiedRwReporting;

/**
 * fio's terse output ({@code --minimal}, {@code --output-format=terse}) in terse versions 2 to
 * 5: one {@code ;}-separated line per reported job (each clone, or one merged result under
 * {@code group_reporting}), including jobs that moved nothing. Matches fio 3.33's
 * {@code show_thread_status_terse_all} field for field.
 *
 * <p>Fields, in order:
 * <ol>
 *   <li>Header: v2 {@code 2;jobname;groupid;error}; v3-v5 {@code version;jfio-x.y;jobname;
 *       groupid;error}.</li>
 *   <li>Per direction, READ then WRITE, then TRIM for v2, v4 and v5 (41 fields; 47 in v5):
 *       {@code io_kbytes; bw (KiB/s); iops; runtime (ms)}, then slat and clat as
 *       {@code min; max; mean; stddev} in us, then 20 clat percentiles {@code P%=us}
 *       ({@code %f} of P; unused slots {@code 0%=0}), then lat as slat, then bandwidth samples
 *       {@code min; max; share of the group aggregate x.xxxxxx%; mean; stddev} in KiB/s. v5
 *       adds {@code bw_samples} and the IOPS samples {@code min; max; mean; stddev; samples}.
 *       Latency min/max are ns/1000 truncated, means and deviations ns/1000 with {@code %f}.</li>
 *   <li>CPU: {@code usr%; sys%} ({@code %f%%}) {@code ; ctx; majf; minf}.</li>
 *   <li>IO depth levels 1, 2, 4, 8, 16, 32, >=64 ({@code %3.1f%%}).</li>
 *   <li>clat distribution, usec buckets 2..1000 (the nsec buckets folded into the first), then
 *       msec buckets 2..2000 and >=2000 ({@code %3.2f%%}).</li>
 *   <li>v3-v5 only, per measured device: {@code name; read_ios; write_ios; read_merges;
 *       write_merges; read_ticks; write_ticks; in_queue; util%} ({@code %3.2f%%}). Every
 *       line carries every device, as fio does.</li>
 * </ol>
 * So a v3 line has 121 fields plus 9 per device (130 with one device); v2 has 161 and no
 * devices; v4 162 + 9 per device; v5 180 + 9 per device ({@link #fieldCount}). A dm/md
 * device's fields are followed by {@code slaves} and its slaves' aggregate (8 more fields), and
 * its slaves come after it as devices of their own, as in fio.
 *
 * <p>{@code unified_rw_reporting}: with {@code mixed} the one mixed block takes READ's place
 * and the WRITE (and TRIM) blocks are left out; with {@code both} a mixed block follows the
 * directions, as in fio 3.33. The percentiles are those of lat with {@code lat_percentiles},
 * else of clat with {@code clat_percentiles} (default), else none ({@code 0%=0}).
 *
 * <p>Numbers match the JSON report's: percentiles are the same fio bucket values (divided by
 * 1000), and the shares use the same buckets. A job that goes on through errors
 * ({@code continue_on_error}, {@code ignore_error}) ends its line with fio's
 * {@code ;total_err;first_error}, and a job with a {@code description} with {@code ;DESCRIPTION}. Where fio divides by zero (the terse clat distribution of a job with no I/O, the
 * bandwidth share with a group aggregate under 1 KiB/s) it prints {@code nan}; jfio prints 0
 * and 100% instead.
 *
 * <p>Registered in {@link ReportFormats} as {@code terse} (aliases {@code minimal}, {@code csv}).
 * Immutable and thread-safe.
 */
public final class TerseReport implements ReportWriter {
    /** fio's default {@code --terse-version}. */
    public static final int DEFAULT_VERSION = 3;
    /** Percentile slots per direction (fio {@code FIO_IO_U_LIST_MAX_LEN}). */
    static final int PERCENTILE_SLOTS = 20;

    private static final String EMPTY_LATENCY = ";0;0;0.000000;0.000000";

    private final int version;

    /** A version 3 report, fio's default. */
    public TerseReport() {
        this(DEFAULT_VERSION);
    }

    /**
     * @param version terse version, 2 to 5
     * @throws IllegalArgumentException for any other version
     */
    public TerseReport(int version) {
        if (!isSupportedVersion(version)) {
            throw new IllegalArgumentException("terse version " + version + ": must be 2, 3, 4 or 5");
        }
        this.version = version;
    }

    /** @return true for the versions fio accepts in {@code --terse-version}: 2, 3, 4 and 5 */
    public static boolean isSupportedVersion(int version) {
        return version >= 2 && version <= 5;
    }

    /** @return the terse version written */
    public int version() {
        return version;
    }

    /**
     * @param version terse version, 2 to 5
     * @param disks   number of measured devices
     * @return the number of {@code ;}-separated fields of one line
     */
    public static int fieldCount(int version, int disks) {
        int perDirection = version == 5 ? 47 : 41;
        int directions = version == 3 ? 2 : 3;
        int header = version == 2 ? 4 : 5;
        int diskFields = version == 2 ? 0 : 9 * disks;
        return header + directions * perDirection + 5 + 7 + 10 + 12 + diskFields;
    }

    /** Writes {@link #format(RunResult)}, UTF-8; flushes, does not close {@code out}. */
    @Override
    public void write(RunResult r, OutputStream out) throws IOException {
        out.write(format(r).getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** @return one line per reported job, each ending with a newline */
    public String format(RunResult r) {
        StringBuilder b = new StringBuilder(2048);
        for (GroupResult g : r.groups()) {
            GroupSummary gs = GroupSummary.of(g);
            for (JobResult j : g.reported()) {
                line(r, j, gs, b);
            }
        }
        return b.toString();
    }

    private void line(RunResult r, JobResult job, GroupSummary gs, StringBuilder b) {
        JobResult j = UnifiedView.forReport(job);
        UnifiedRwReporting unified = UnifiedView.mode(j);
        ReportOptions ro = j.spec().report();
        if (version == 2) {
            b.append("2;");
        } else {
            b.append(version).append(';').append(r.version()).append(';');
        }
        b.append(j.name()).append(';').append(j.groupId()).append(';').append(j.reportedError());

        double[] percentiles = LatencyFormat.sortedPercentiles(j.spec().reporting().percentileList());
        direction(j.direction(DataDirection.READ), gs, percentiles, ro, b);
        if (unified != UnifiedRwReporting.MIXED) {
            direction(j.direction(DataDirection.WRITE), gs, percentiles, ro, b);
            if (version != 3) {
                direction(j.direction(DataDirection.TRIM), gs, percentiles, ro, b);
            }
        }
        if (unified == UnifiedRwReporting.BOTH) {
            direction(UnifiedView.mixed(j), gs, percentiles, ro, b);
        }

        b.append(';').append(CFormat.fixed(j.cpu().userPercent(j.runtimeMs()), 6))
                .append("%;").append(CFormat.fixed(j.cpu().systemPercent(j.runtimeMs()), 6))
                .append("%;").append(j.cpu().contextSwitches())
                .append(';').append(j.cpu().majorFaults())
                .append(';').append(j.cpu().minorFaults());
        percentages(DepthPercentages.level(j.depths()), 1, b);
        LatencyBuckets lb = LatencyBuckets.of(j);
        percentages(lb.usecWithNsec(), 2, b);
        percentages(lb.msec(), 2, b);
        if (version >= 3) {
            for (DiskUtilization d : r.disks()) {
                b.append(';').append(d.name())
                        .append(';').append(d.readIos()).append(';').append(d.writeIos())
                        .append(';').append(d.readMerges()).append(';').append(d.writeMerges())
                        .append(';').append(d.readTicks()).append(';').append(d.writeTicks())
                        .append(';').append(d.inQueue())
                        .append(';').append(CFormat.fixed(d.utilPercent(), 2)).append('%');
                DiskAggregate a = d.aggregate();
                if (a.present()) {
                    b.append(";slaves;").append(a.readIos()).append(';').append(a.writeIos())
                            .append(';').append(a.readMerges()).append(';').append(a.writeMerges())
                            .append(';').append(a.readTicks()).append(';').append(a.writeTicks())
                            .append(';').append(a.inQueue())
                            .append(';').append(CFormat.fixed(a.utilPercent(), 2)).append('%');
                }
            }
        }
        if (j.errorCount().shown()) {
            b.append(';').append(j.errorCount().total()).append(';').append(j.errorCount().firstError());
        }
        if (j.spec().report().description() != null) {
            b.append(version == 2 ? "\n;" : ";").append(j.spec().report().description());
        }
        b.append('\n');
    }

    private void direction(DirectionResult d, GroupSummary gs, double[] percentiles, ReportOptions ro,
            StringBuilder b) {
        long runtime = d.runtimeMs();
        long bw = runtime == 0 ? 0 : d.bwBytesPerSec() / 1024;
        long iops = runtime == 0 ? 0 : d.ios() * 1000 / runtime;
        b.append(';').append(d.bytes() >> 10).append(';').append(bw).append(';').append(iops)
                .append(';').append(runtime);
        latency(d.slat(), b);
        latency(d.clat(), b);
        LatencyStats of = ro.latPercentiles() ? d.lat() : ro.clatPercentiles() ? d.clat() : LatencyStats.EMPTY;
        int shown = ro.latPercentiles() || ro.clatPercentiles() ? percentiles.length : 0;
        long[] values = of.fioPercentilesNs(percentiles);
        for (int i = 0; i < PERCENTILE_SLOTS; i++) {
            if (i < shown) {
                b.append(';').append(CFormat.fixed(percentiles[i], 6)).append("%=")
                        .append(values[i] / 1000);
            } else {
                b.append(";0%=0");
            }
        }
        latency(d.lat(), b);

        SampleStats bws = d.bwKiBps();
        if (bws.samples() > 0) {
            b.append(';').append(bws.min()).append(';').append(bws.max())
                    .append(';').append(CFormat.fixed(gs.tersePercentOfAggregate(d.ddir(), bws.mean()), 6))
                    .append("%;").append(CFormat.fixed(bws.mean(), 6))
                    .append(';').append(CFormat.fixed(bws.stddev(), 6));
        } else {
            b.append(";0;0;0.000000%;0.000000;0.000000");
        }
        if (version == 5) {
            b.append(';').append(bws.samples());
            SampleStats io = d.iopsSamples();
            if (io.samples() > 0) {
                b.append(';').append(io.min()).append(';').append(io.max())
                        .append(';').append(CFormat.fixed(io.mean(), 6))
                        .append(';').append(CFormat.fixed(io.stddev(), 6))
                        .append(';').append(io.samples());
            } else {
                b.append(";0;0;0.000000;0.000000;0");
            }
        }
    }

    /** {@code ;min;max;mean;stddev} in us: min and max truncated, mean and stddev {@code %f}. */
    private static void latency(LatencyStats s, StringBuilder b) {
        if (s.count() == 0) {
            b.append(EMPTY_LATENCY);
            return;
        }
        b.append(';').append(s.minNs() / 1000).append(';').append(s.maxNs() / 1000)
                .append(';').append(CFormat.fixed(s.meanNs() / 1000, 6))
                .append(';').append(CFormat.fixed(s.stddevNs() / 1000, 6));
    }

    private static void percentages(double[] values, int decimals, StringBuilder b) {
        for (double v : values) {
            b.append(';').append(CFormat.fixed(v, decimals)).append('%');
        }
    }
}
