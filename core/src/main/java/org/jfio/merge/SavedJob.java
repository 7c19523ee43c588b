package org.jfio.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.report.html.JsonNode;
import org.jfio.result.CpuUsage;
import org.jfio.result.DepthDistribution;
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
 * @param endMs       when the measured window ended (the last interval's end), ms since the epoch
 * @param directions  the directions with I/O, in fio's order
 * @param depths      the IO depth tables as counts: fio's percentages ({@code iodepth_level},
 *                    {@code iodepth_submit}, {@code iodepth_complete}) weighted by the job's I/Os,
 *                    so that tables of several ranks add up as fio's group reporting adds counts
 */
record SavedJob(String name, int groupId, int error, Map<String, String> options, long runtimeMs, CpuUsage cpu,
        long startMs, long rampMs, long endMs, List<SavedDirection> directions, DepthDistribution depths) {

    /** fio's direction keys, in its order ({@code mixed} under {@code unified_rw_reporting}). */
    static final List<String> KEYS = List.of("read", "write", "trim", "mixed");

    /** @return the measured window's start, ms since the epoch */
    long windowStartMs() {
        return startMs + rampMs;
    }

    static SavedJob read(String label, JsonNode job) {
        String name = job.get("jobname").text("?");
        JsonNode plot = job.get("jfio").get("plot");
        if (!plot.isObject()) {
            throw new JfioException(label + ": job '" + name + "' has no jfio.plot (histograms and samples over time):"
                    + " write results with --output-format=json --extended (a ranked run does so by itself)");
        }
        long start = (long) plot.get("start_ms").number(0);
        List<SavedDirection> dirs = new ArrayList<>();
        long end = start;
        for (String key : KEYS) {
            JsonNode fio = job.get(key);
            if (fio.isObject() && fio.get("total_ios").number(0) > 0) {
                SavedDirection d = SavedDirection.read(label + ": job '" + name + "'", key, fio,
                        plot.get("histograms").get(key), plot.get("series").get(key));
                dirs.add(d);
                end = Math.max(end, start + (d.endMs().length > 0 ? d.endMs()[d.endMs().length - 1] : 0));
            }
        }
        Map<String, String> opts = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : job.get("job options").fields().entrySet()) {
            opts.put(e.getKey(), e.getValue().text(""));
        }
        long runtime = (long) job.get("job_runtime").number(0);
        CpuUsage cpu = new CpuUsage(cpuNs(job, "usr_cpu", runtime), cpuNs(job, "sys_cpu", runtime),
                (long) job.get("ctx").number(0), (long) job.get("majf").number(0), (long) job.get("minf").number(0));
        return new SavedJob(name, (int) job.get("groupid").number(0), (int) job.get("error").number(0), opts, runtime, cpu,
                start, (long) plot.get("ramp_ms").number(0), end, List.copyOf(dirs), depths(job, dirs));
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

    private static long cpuNs(JsonNode job, String key, long runtimeMs) {
        return Math.round(job.get(key).number(0) / 100.0 * runtimeMs * 1_000_000.0);
    }
}
