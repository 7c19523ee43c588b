package org.jfio.report;

import org.jfio.format.CFormat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Map;
import java.util.Objects;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;

import org.jfio.spi.DataDirection;
import org.jfio.result.CpuIdleness;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.job.ReportOptions;
import org.jfio.job.UnifiedRwReporting;

/**
 * fio's JSON output ({@code --output-format=json}) for a run: the keys, nesting and key order
 * of fio 3.33 ({@code stat.c show_thread_status_json}, {@code json_array_add_disk_util}),
 * pretty-printed as fio does ({@code "key" : value}, 2-space indent), floats with 6 decimals.
 *
 * <p>Shape: {@code "fio version"}, {@code timestamp} (s), {@code timestamp_ms}, {@code time}
 * (ctime), {@code "global options"} (only when the plan has some), {@code jobs[]} (one per
 * reported job: clone, or merged group), {@code disk_util[]} (only when devices were measured),
 * {@code cpu_idleness} (only with {@link #withCpuIdleness}).
 * Per job: {@code jobname, groupid, error, eta (0), elapsed (s), "job options" (when set; a flag given without a value is left out, as fio does),
 * read/write/trim} objects ({@code io_bytes, io_kbytes, bw_bytes} (B/s), {@code bw} (KiB/s),
 * {@code iops, runtime} (ms), {@code total_ios, short_ios, drop_ios, slat_ns/clat_ns/lat_ns}
 * {@code {min, max, mean, stddev, N[, percentile]}} in ns, {@code bw_min...bw_samples} in
 * KiB/s, {@code iops_min...iops_samples}), {@code sync {total_ios, lat_ns}}, {@code job_runtime}
 * (ms), {@code usr_cpu, sys_cpu} (%), {@code ctx, majf, minf}, {@code iodepth_level/submit/
 * complete} (%), {@code latency_ns/us/ms} (% of I/Os by clat), {@code latency_depth,
 * latency_target, latency_percentile, latency_window}. Last, only when the run has any, jfio's own
 * {@code "jfio" : {"warnings" : [{check, subject, message, fix}, ...]}}: the preflight's warnings;
 * with {@code --extended} in a ranked run ({@link #withRank}), {@code "host" : {"hostname", "rank",
 * "ranks"}} first, which {@code jfio merge} reads.
 *
 * <p>The report time ({@code timestamp}, {@code time}) is the end of the last job, which is
 * when fio prints it; {@code elapsed} is whole seconds from the run start to then, rounded
 * up. Percentile keys are {@code %f} of the percentile ({@code "99.990000"}); values are fio's
 * (the value of fio's histogram bucket where the percentile falls, re-bucketed exactly from
 * jfio's HdrHistograms, 17.18 s at most as in fio). Percentiles are given for the latencies
 * the job enables ({@code clat_percentiles}, default on; {@code lat_percentiles},
 * {@code slat_percentiles}), and for sync latency when syncs ran. With
 * {@code unified_rw_reporting=mixed} the {@code mixed} object replaces read, write, trim and
 * sync, as in fio 3.33; with {@code both} it follows {@code sync}. Unlike fio, an option
 * repeated in a job cannot produce duplicate keys (options are a map).
 *
 * <p>{@link #withExtended(boolean) Extended} reports (jfio's {@code --extended}) add one key per
 * job, {@code "jfio"}, after fio's: per direction that ran ({@code read}, {@code write},
 * {@code trim}, {@code mixed}), {@code clat_ns} (and {@code slat_ns}/{@code lat_ns} when their
 * percentiles are enabled) with the exact HdrHistogram {@code percentile} values in ns of the
 * job's list plus 99.99 and 99.999, and under a rate cap {@code sched_lat_ns}: the latency from
 * each I/O's scheduled start (corrected for coordinated omission) as {@code min, max, mean,
 * stddev, N, percentile}; and {@code plot}, what the HTML report draws ({@code JsonPlotData}: the
 * job's points over time and its latency histograms in HdrHistogram's encoding). fio's keys are
 * never changed.
 *
 * <p>json+ ({@link #plus()}, {@code --output-format=json+}) is the same document with a
 * {@code bins} object after every {@code percentile} object (clat, and sync latency when syncs
 * ran): fio's histogram bucket values in ns as keys (strings, ascending), sample counts as
 * values, empty buckets left out. The buckets are fio's own log-linear ones, re-bucketed
 * exactly from jfio's histograms ({@link LatencyStats#fioBins()}); as in fio, latencies of
 * 17.18 s and more are counted in the last bucket.
 *
 * <p>Registered in {@link ReportFormats} as {@code json} and {@code json+}. Immutable and
 * thread-safe.
 */
public final class JsonReport implements ReportWriter {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private final ZoneId zone;
    private final boolean plus;
    private final boolean extended;
    private final JsonDirection directions;
    private final org.jfio.fleet.Rank rank;
    private final CpuIdleness idleness;

    /** A report printing {@code time} in the system time zone, as fio does. */
    public JsonReport() {
        this(ZoneId.systemDefault());
    }

    /** @param zone time zone of the {@code time} string */
    public JsonReport(ZoneId zone) {
        this(zone, false);
    }

    /**
     * @param zone time zone of the {@code time} string
     * @param plus true for json+ (latency histograms in {@code bins} objects)
     */
    public JsonReport(ZoneId zone, boolean plus) {
        this(zone, plus, false);
    }

    private JsonReport(ZoneId zone, boolean plus, boolean extended) {
        this(zone, plus, extended, null);
    }

    private JsonReport(ZoneId zone, boolean plus, boolean extended, org.jfio.fleet.Rank rank) {
        this(zone, plus, extended, rank, null);
    }

    private JsonReport(ZoneId zone, boolean plus, boolean extended, org.jfio.fleet.Rank rank, CpuIdleness idleness) {
        this.zone = Objects.requireNonNull(zone, "zone");
        this.plus = plus;
        this.extended = extended;
        this.rank = rank;
        this.idleness = idleness;
        this.directions = new JsonDirection(plus);
    }

    /** @return this report with (true) or without the {@code "jfio"} key of extra figures ({@code --extended}) */
    public JsonReport withExtended(boolean on) {
        return new JsonReport(zone, plus, on, rank, idleness);
    }

    /**
     * @param value this process's rank in a many-host run, written (with {@code --extended} only) as
     *              {@code "jfio" : {"host" : {"hostname", "rank", "ranks"}}} for {@code jfio merge}
     * @return this report with that rank
     */
    public JsonReport withRank(org.jfio.fleet.Rank value) {
        return new JsonReport(zone, plus, extended, Objects.requireNonNull(value, "value"), idleness);
    }

    /**
     * @param value how idle the CPUs were during the run ({@code --idle-prof}), written after
     *              {@code disk_util} as fio 3.33's {@code "cpu_idleness" : {"system", "cpu-0", ...}}
     *              (percent); fio's {@code unit_mean}/{@code unit_stddev} are left out (see {@link CpuIdleness})
     * @return this report with those figures
     */
    public JsonReport withCpuIdleness(CpuIdleness value) {
        return new JsonReport(zone, plus, extended, rank, Objects.requireNonNull(value, "value"));
    }

    /** @return a json+ report printing {@code time} in the system time zone */
    public static JsonReport plus() {
        return new JsonReport(ZoneId.systemDefault(), true);
    }

    /** @return true when this report writes jfio's extra figures ({@code --extended}) */
    public boolean isExtended() {
        return extended;
    }

    /** @return true when this report writes json+ ({@code bins}) */
    public boolean isPlus() {
        return plus;
    }

    /** Writes the JSON document and a newline, UTF-8; flushes, does not close {@code out}. */
    @Override
    public void write(RunResult r, OutputStream out) throws IOException {
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.setPrettyPrinter(prettyPrinter());
            document(r, g);
        }
        out.write('\n');
        out.flush();
    }

    /** @return the JSON document as a string, ending with a newline */
    public String format(RunResult r) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(16384);
        try {
            write(r, buf);
        } catch (IOException e) {
            throw new IllegalStateException("in-memory write failed", e);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    private static DefaultPrettyPrinter prettyPrinter() {
        DefaultIndenter indent = new DefaultIndenter("  ", "\n");
        return new DefaultPrettyPrinter().withObjectIndenter(indent).withArrayIndenter(indent);
    }

    /** @return when fio would print the report: the end of the last job, else the run start */
    static long reportEpochMs(RunResult r) {
        long t = r.startEpochMs();
        for (GroupResult g : r.groups()) {
            for (JobResult j : g.jobs()) {
                t = Math.max(t, j.endEpochMs());
            }
            for (JobResult j : g.reported()) {
                t = Math.max(t, j.endEpochMs());
            }
        }
        return t;
    }

    private void document(RunResult r, JsonGenerator g) throws IOException {
        long nowMs = reportEpochMs(r);
        g.writeStartObject();
        g.writeStringField("fio version", r.version());
        g.writeNumberField("timestamp", nowMs / 1000);
        g.writeNumberField("timestamp_ms", nowMs);
        g.writeStringField("time", CFormat.ctime(nowMs, zone));
        if (!r.plan().globalOptions().isEmpty()) {
            options(g, "global options", r.plan().globalOptions());
        }
        long elapsedSec = Math.max(0, (nowMs - r.startEpochMs() + 999) / 1000);
        g.writeArrayFieldStart("jobs");
        for (GroupResult gr : r.groups()) {
            GroupSummary gs = GroupSummary.of(gr);
            for (JobResult j : gr.reported()) {
                job(g, j, gs, elapsedSec);
            }
        }
        g.writeEndArray();
        if (!r.disks().isEmpty()) {
            g.writeArrayFieldStart("disk_util");
            for (DiskUtilization d : r.disks()) {
                disk(g, d);
            }
            g.writeEndArray();
        }
        if (idleness != null) {
            cpuIdleness(g, idleness);
        }
        JsonExtended.runKey(r, g, extended ? rank : null);
        g.writeEndObject();
    }

    private static void cpuIdleness(JsonGenerator g, CpuIdleness idle) throws IOException {
        g.writeObjectFieldStart("cpu_idleness");
        fixed(g, "system", idle.systemPercent());
        for (int i = 0; i < idle.perCpuPercent().size(); i++) {
            fixed(g, "cpu-" + i, idle.perCpuPercent().get(i));
        }
        g.writeEndObject();
    }

    /**
     * fio 3.33 drops a pair whose value is the empty string (json.c {@code strdup_escape}), so a
     * flag given without a value ({@code time_based}, {@code group_reporting}) is not echoed; the
     * object is still written, empty as fio prints it: an opening brace, a blank line, then the
     * indented closing brace.
     */
    private static void options(JsonGenerator g, String name, Map<String, String> opts) throws IOException {
        if (opts.values().stream().allMatch(String::isEmpty)) {
            g.writeFieldName(name);
            g.writeRawValue("{\n\n" + "  ".repeat(g.getOutputContext().getNestingDepth()) + "}");
            return;
        }
        g.writeObjectFieldStart(name);
        for (Map.Entry<String, String> e : opts.entrySet()) {
            if (!e.getValue().isEmpty()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
        }
        g.writeEndObject();
    }

    private void job(JsonGenerator g, JobResult job, GroupSummary gs, long elapsedSec) throws IOException {
        JobResult j = UnifiedView.forReport(job);
        UnifiedRwReporting unified = UnifiedView.mode(j);
        g.writeStartObject();
        g.writeStringField("jobname", j.name());
        g.writeNumberField("groupid", j.groupId());
        g.writeNumberField("error", j.reportedError());
        g.writeNumberField("eta", 0);
        g.writeNumberField("elapsed", elapsedSec);
        if (!j.spec().options().isEmpty()) {
            options(g, "job options", j.spec().options());
        }
        double[] percentiles = LatencyFormat.sortedPercentiles(j.spec().reporting().percentileList());
        jobDirections(g, j, unified, gs, percentiles);
        jobUsage(g, j);
        jobOutcome(g, j, unified, percentiles);
        g.writeEndObject();
    }

    /** The job's {@code read}, {@code write}, {@code trim} and {@code sync} objects, or {@code mixed} ({@code unified_rw_reporting}). */
    private void jobDirections(JsonGenerator g, JobResult j, UnifiedRwReporting unified, GroupSummary gs, double[] percentiles)
            throws IOException {
        ReportOptions ro = j.spec().report();
        if (unified == UnifiedRwReporting.MIXED) {
            directions.write(g, "mixed", j.direction(DataDirection.READ), gs, percentiles, ro);
            return;
        }
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            directions.write(g, JsonDirection.DDIR_KEYS[d], j.direction(DataDirection.of(d)), gs, percentiles, ro);
        }
        DirectionResult sync = j.direction(DataDirection.SYNC);
        g.writeObjectFieldStart("sync");
        g.writeNumberField("total_ios", sync.ios());
        directions.latency(g, "lat_ns", NormalReport.syncLatency(j),
                ro.clatPercentiles() || ro.latPercentiles() ? percentiles : null);
        g.writeEndObject();
        if (unified == UnifiedRwReporting.BOTH) {
            directions.write(g, "mixed", UnifiedView.mixed(j), gs, percentiles, ro);
        }
    }

    /** The job's runtime, CPU use, queue depth distributions and latency buckets. */
    private static void jobUsage(JsonGenerator g, JobResult j) throws IOException {
        g.writeNumberField("job_runtime", j.runtimeMs());
        fixed(g, "usr_cpu", j.cpu().userPercent(j.runtimeMs()));
        fixed(g, "sys_cpu", j.cpu().systemPercent(j.runtimeMs()));
        g.writeNumberField("ctx", j.cpu().contextSwitches());
        g.writeNumberField("majf", j.cpu().majorFaults());
        g.writeNumberField("minf", j.cpu().minorFaults());
        table(g, "iodepth_level", DepthPercentages.LEVEL_LABELS, DepthPercentages.level(j.depths()));
        table(g, "iodepth_submit", DepthPercentages.BATCH_LABELS, DepthPercentages.submit(j.depths()));
        table(g, "iodepth_complete", DepthPercentages.BATCH_LABELS, DepthPercentages.complete(j.depths()));
        LatencyBuckets lb = LatencyBuckets.of(j);
        table(g, "latency_ns", LatencyBuckets.NSEC_LABELS, lb.nsec());
        table(g, "latency_us", LatencyBuckets.USEC_LABELS, lb.usec());
        table(g, "latency_ms", LatencyBuckets.MSEC_LABELS, lb.msec());
    }

    /** The job's errors, latency target and steady state results, description, and jfio's extended figures. */
    private void jobOutcome(JsonGenerator g, JobResult j, UnifiedRwReporting unified, double[] percentiles) throws IOException {
        if (j.errorCount().shown()) {
            g.writeNumberField("total_err", j.errorCount().total());
            g.writeNumberField("first_error", j.errorCount().firstError());
        }
        JsonGoals.latency(g, j);
        if (j.spec().report().description() != null) {
            g.writeStringField("desc", j.spec().report().description());
        }
        JsonGoals.steadyState(g, j);
        if (extended) {
            JsonExtended.job(g, j, unified, percentiles, j.spec().report());
        } else if (j.verify().active()) {
            g.writeObjectFieldStart(ExtendedFigures.JSON_KEY);
            JsonExtended.verify(g, j.verify());
            g.writeEndObject();
        }
    }

    private static void table(JsonGenerator g, String key, String[] labels, double[] percent) throws IOException {
        g.writeObjectFieldStart(key);
        for (int i = 0; i < labels.length; i++) {
            fixed(g, labels[i], percent[i]);
        }
        g.writeEndObject();
    }

    private static void disk(JsonGenerator g, DiskUtilization d) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", d.name());
        g.writeNumberField("read_ios", d.readIos());
        g.writeNumberField("write_ios", d.writeIos());
        g.writeNumberField("read_merges", d.readMerges());
        g.writeNumberField("write_merges", d.writeMerges());
        g.writeNumberField("read_ticks", d.readTicks());
        g.writeNumberField("write_ticks", d.writeTicks());
        g.writeNumberField("in_queue", d.inQueue());
        fixed(g, "util", d.utilPercent());
        DiskAggregate a = d.aggregate();
        if (a.present()) {
            // fio 3.33 json_array_add_disk_util, "aggr_write_merge" spelled as fio spells it
            g.writeNumberField("aggr_read_ios", a.readIos());
            g.writeNumberField("aggr_write_ios", a.writeIos());
            g.writeNumberField("aggr_read_merges", a.readMerges());
            g.writeNumberField("aggr_write_merge", a.writeMerges());
            g.writeNumberField("aggr_read_ticks", a.readTicks());
            g.writeNumberField("aggr_write_ticks", a.writeTicks());
            g.writeNumberField("aggr_in_queue", a.inQueue());
            fixed(g, "aggr_util", a.utilPercent());
        }
        g.writeEndObject();
    }

    private static void fixed(JsonGenerator g, String key, double v) throws IOException {
        JsonDirection.fixed(g, key, v);
    }
}
