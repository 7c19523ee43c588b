package org.jfio.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.report.html.JsonNode;
import org.jfio.result.CpuUsage;
import org.jfio.result.DepthDistribution;
import org.jfio.result.LatencyStats;
import org.jfio.spi.JfioException;

/**
 * One reported job of a saved result ({@code jobs[i]}), with its directions that did I/O and its
 * measured window in wall-clock time. Immutable.
 *
 * @param name        {@code jobname}
 * @param groupId     {@code groupid}
 * @param error       {@code error} (errno, 0 for none)
 * @param options     {@code job options} as echoed
 * @param runtimeMs   {@code job_runtime}
 * @param cpu         CPU time, from {@code usr_cpu}/{@code sys_cpu} (% of the runtime) and the counters
 * @param startMs     when the job started, ms since the epoch ({@code jfio.plot.start_ms})
 * @param rampMs      the ramp before the measured window ({@code jfio.plot.ramp_ms})
 * @param endMs       when the measured window ended (its start plus {@code job_runtime}, or the last
 *                    interval's end when later), ms since the epoch
 * @param directions  the directions with I/O, in fio's order
 * @param depths      the IO depth tables as counts: fio's percentages ({@code iodepth_level},
 *                    {@code iodepth_submit}, {@code iodepth_complete}) weighted by the job's I/Os,
 *                    so that tables of several ranks add up as fio's group reporting adds counts
 * @param sync        the fsync/fdatasync latencies ({@code sync.lat_ns} with its histogram in
 *                    {@code jfio.plot.histograms.sync}), {@link LatencyStats#EMPTY} without syncs
 */
record SavedJob(String name, int groupId, int error, Map<String, String> options, long runtimeMs, CpuUsage cpu,
        long startMs, long rampMs, long endMs, List<SavedDirection> directions, DepthDistribution depths,
        LatencyStats sync) {

    /** fio's direction keys, in its order ({@code mixed} under {@code unified_rw_reporting}). */
    static final List<String> KEYS = List.of("read", "write", "trim", "mixed");

    /** @return the measured window's start, ms since the epoch */
    long windowStartMs() {
        return startMs + rampMs;
    }

    static SavedJob read(String label, JsonNode job) {
        String name = job.get("jobname").text("?");
        String where = label + ": job '" + name + "'";
        JsonNode plot = job.get("jfio").get("plot");
        if (!plot.isObject()) {
            throw new JfioException(where + " has no jfio.plot (histograms and samples over time):"
                    + " write results with --output-format=json --extended (a ranked run does so by itself)");
        }
        String p = where + ": jfio.plot";
        long start = (long) SavedFields.required(p, plot, "start_ms");
        long ramp = (long) SavedFields.number(p, plot, "ramp_ms", 0);
        long runtime = (long) SavedFields.required(where, job, "job_runtime");
        JsonNode hists = SavedFields.object(p, plot, "histograms", false);
        JsonNode series = SavedFields.object(p, plot, "series", false);
        // the measured window: from the ramp's end for job_runtime (at least 1 ms), or to the last interval
        long windowEnd = ramp + Math.max(1, runtime);
        List<SavedDirection> dirs = new ArrayList<>();
        for (String key : KEYS) {
            JsonNode fio = SavedFields.object(where, job, key, false);
            if (fio.isObject() && SavedFields.required(where + ": " + key, fio, "total_ios") > 0) {
                SavedDirection d = SavedDirection.read(where, key, fio, SavedFields.object(p + ".histograms", hists, key,
                        false), SavedFields.object(p + ".series", series, key, false), ramp, windowEnd);
                dirs.add(d);
            }
        }
        long end = start + windowEnd;
        for (SavedDirection d : dirs) {
            end = Math.max(end, start + (d.endMs().length > 0 ? d.endMs()[d.endMs().length - 1] : 0));
        }
        Map<String, String> opts = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : SavedFields.object(where, job, "job options", false).fields().entrySet()) {
            opts.put(e.getKey(), e.getValue().text(""));
        }
        CpuUsage cpu = new CpuUsage(cpuNs(where, job, "usr_cpu", runtime), cpuNs(where, job, "sys_cpu", runtime),
                (long) SavedFields.number(where, job, "ctx", 0), (long) SavedFields.number(where, job, "majf", 0),
                (long) SavedFields.number(where, job, "minf", 0));
        return new SavedJob(name, (int) SavedFields.number(where, job, "groupid", 0),
                (int) SavedFields.number(where, job, "error", 0), opts, runtime, cpu, start, ramp, end, List.copyOf(dirs),
                depths(job, dirs), SavedDirection.sync(where, SavedFields.object(where, job, "sync", false),
                        SavedFields.object(p + ".histograms", hists, "sync", false)));
    }

    private static DepthDistribution depths(JsonNode job, List<SavedDirection> dirs) {
        long ios = 0;
        for (SavedDirection d : dirs) {
            ios += d.ios();
        }
        return new DepthDistribution(counts(job.get("iodepth_level"), ios), counts(job.get("iodepth_submit"), ios),
                counts(job.get("iodepth_complete"), ios));
    }

    /** @return the table's percentages (in their order) as counts out of {@code ios} x 1000 */
    private static long[] counts(JsonNode table, long ios) {
        long[] out = new long[DepthDistribution.BUCKETS];
        int i = 0;
        for (JsonNode v : table.fields().values()) {
            if (i < out.length) {
                out[i++] = Math.round(v.number(0) * ios * 10.0);
            }
        }
        return out;
    }

    private static long cpuNs(String where, JsonNode job, String key, long runtimeMs) {
        return Math.round(SavedFields.number(where, job, key, 0) / 100.0 * runtimeMs * 1_000_000.0);
    }
}
