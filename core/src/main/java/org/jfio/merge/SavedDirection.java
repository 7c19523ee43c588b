package org.jfio.merge;

import org.HdrHistogram.Histogram;
import org.jfio.report.HistogramCodec;
import org.jfio.report.html.JsonNode;
import org.jfio.result.LatencyStats;
import org.jfio.result.SampleStats;
import org.jfio.spi.JfioException;

/**
 * One direction of one job of a saved result, as {@code jfio merge} needs it: fio's counters
 * ({@code total_ios}, {@code io_bytes}, {@code runtime}, the bw/iops sample statistics), the
 * exact latency distributions (min, max, mean and deviation from fio's keys, the histogram from
 * {@code jfio.plot.histograms}) and the per-interval I/Os and bytes ({@code jfio.plot.series}).
 * Immutable.
 *
 * @param key       fio's key: {@code read}, {@code write}, {@code trim} or {@code mixed}
 * @param ios       completed I/Os ({@code total_ios})
 * @param bytes     bytes ({@code io_bytes})
 * @param runtimeMs the direction's measured time ({@code runtime})
 * @param slat      submission latency, ns
 * @param clat      completion latency, ns
 * @param lat       total latency, ns
 * @param bwKiBps   bandwidth samples (KiB/s)
 * @param iops      IOPS samples
 * @param endMs     each interval's end, ms after the job's {@code start_ms} (empty without a series)
 * @param seriesIos I/Os per interval
 * @param seriesBytes bytes per interval
 */
record SavedDirection(String key, long ios, long bytes, long runtimeMs, LatencyStats slat, LatencyStats clat,
        LatencyStats lat, SampleStats bwKiBps, SampleStats iops, long[] endMs, long[] seriesIos, long[] seriesBytes) {

    /**
     * @param label  the result's label, for messages
     * @param key    the direction's key
     * @param fio    the job's fio object for the direction ({@code jobs[i].read})
     * @param hists  {@code jfio.plot.histograms.<key>}
     * @param series {@code jfio.plot.series.<key>} (missing for {@code mixed})
     */
    static SavedDirection read(String label, String key, JsonNode fio, JsonNode hists, JsonNode series) {
        return new SavedDirection(key, (long) fio.get("total_ios").number(0), (long) fio.get("io_bytes").number(0),
                (long) fio.get("runtime").number(0),
                latency(label, key, "slat_ns", fio, hists), latency(label, key, "clat_ns", fio, hists),
                latency(label, key, "lat_ns", fio, hists),
                samples(fio, "bw_samples", "bw_min", "bw_max", "bw_mean", "bw_dev"),
                samples(fio, "iops_samples", "iops_min", "iops_max", "iops_mean", "iops_stddev"),
                series.get("end_ms").longs(), series.get("ios").longs(), series.get("bytes").longs());
    }

    /**
     * I/Os and bytes in the part {@code [fromMs, toMs)} of the window, each interval's counts
     * taken in proportion to its overlap (the series only knows interval totals).
     *
     * @param startMs the job's {@code start_ms}
     * @return {ios, bytes} in that part
     */
    double[] within(long startMs, long fromMs, long toMs) {
        double ios = 0;
        double bytes = 0;
        long prev = 0;
        for (int i = 0; i < endMs.length; i++) {
            long a = startMs + prev;
            long b = startMs + endMs[i];
            long overlap = Math.min(b, toMs) - Math.max(a, fromMs);
            if (overlap > 0 && b > a) {
                double share = (double) overlap / (b - a);
                ios += seriesIos[i] * share;
                bytes += seriesBytes[i] * share;
            }
            prev = endMs[i];
        }
        return new double[] {ios, bytes};
    }

    private static LatencyStats latency(String label, String key, String name, JsonNode fio, JsonNode hists) {
        JsonNode f = fio.get(name);
        long n = (long) f.get("N").number(0);
        if (n == 0) {
            return LatencyStats.EMPTY;
        }
        String enc = hists.get(name).text(null);
        if (enc == null) {
            throw new JfioException(label + ": " + key + "." + name + " has " + n + " samples but no histogram in"
                    + " jfio.plot.histograms: write results with --output-format=json --extended");
        }
        Histogram h;
        try {
            h = HistogramCodec.decode(enc);
        } catch (IllegalArgumentException e) {
            throw new JfioException(label + ": " + key + "." + name + ": the histogram cannot be decoded: " + e.getMessage(), e);
        }
        if (h.getTotalCount() != n) {
            throw new JfioException(label + ": " + key + "." + name + ": the histogram holds " + h.getTotalCount()
                    + " samples, N says " + n + ": the result was edited or cut");
        }
        double sd = f.get("stddev").number(0);
        return new LatencyStats(n, (long) f.get("min").number(0), (long) f.get("max").number(0),
                f.get("mean").number(0), sd * sd * (n - 1), h);
    }

    private static SampleStats samples(JsonNode fio, String n, String min, String max, String mean, String dev) {
        long count = (long) fio.get(n).number(0);
        if (count == 0) {
            return SampleStats.EMPTY;
        }
        return new SampleStats(count, (long) fio.get(min).number(0), (long) fio.get(max).number(0),
                fio.get(mean).number(0), fio.get(dev).number(0));
    }
}
