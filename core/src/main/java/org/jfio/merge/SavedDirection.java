package org.jfio.merge;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.report.HistogramCodec;
import org.jfio.report.html.JsonNode;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
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
 * @param prios     the per-priority latencies ({@code cmdprio_*}): each priority's histogram from
 *                  {@code jfio.plot.histograms.<key>.prios}, its min, max, mean and deviation from
 *                  fio's {@code prios} entry (or, when fio's report left them out because one
 *                  priority had every I/O, from the direction's {@code clat_ns} or {@code lat_ns});
 *                  empty without them
 */
record SavedDirection(String key, long ios, long bytes, long runtimeMs, LatencyStats slat, LatencyStats clat,
        LatencyStats lat, SampleStats bwKiBps, SampleStats iops, long[] endMs, long[] seriesIos, long[] seriesBytes,
        List<PrioLatency> prios) {

    /**
     * @param where     the file and job, for messages
     * @param key       the direction's key
     * @param fio       the job's fio object for the direction ({@code jobs[i].read})
     * @param hists     {@code jfio.plot.histograms.<key>}
     * @param series    {@code jfio.plot.series.<key>} (missing for {@code mixed})
     * @param rampMs    where the measured window starts, ms after {@code start_ms}
     * @param windowEndMs where it ends, ms after {@code start_ms}
     * @throws JfioException one line naming the file and field for a field of the wrong type or a
     *                       histogram that does not match its counts
     */
    static SavedDirection read(String where, String key, JsonNode fio, JsonNode hists, JsonNode series, long rampMs,
            long windowEndMs) {
        String w = where + ": " + key;
        long ios = (long) SavedFields.required(w, fio, "total_ios");
        long bytes = (long) SavedFields.required(w, fio, "io_bytes");
        long[][] s = series(where + ": jfio.plot.series." + key, series);
        long[][] t = withTail(s[0], s[1], s[2], ios, bytes, rampMs, windowEndMs);
        return new SavedDirection(key, ios, bytes, (long) SavedFields.required(w, fio, "runtime"),
                latency(where, key, "slat_ns", fio, hists), latency(where, key, "clat_ns", fio, hists),
                latency(where, key, "lat_ns", fio, hists),
                samples(w, fio, "bw_samples", "bw_min", "bw_max", "bw_mean", "bw_dev"),
                samples(w, fio, "iops_samples", "iops_min", "iops_max", "iops_mean", "iops_stddev"),
                t[0], t[1], t[2], prios(w, fio, hists));
    }

    /**
     * @return the per-priority latencies of {@code jfio.plot.histograms.<key>.prios}, each with
     *         the exact figures of fio's matching {@code prios} entry, or of the direction's own
     *         latency object when the priority holds all its I/Os (fio then writes no {@code prios})
     */
    private static List<PrioLatency> prios(String where, JsonNode fio, JsonNode hists) {
        JsonNode saved = hists.get("prios");
        if (saved.isMissing()) {
            return List.of();
        }
        if (!saved.isArray()) {
            throw new JfioException(where + ": jfio.plot.histograms prios is " + SavedFields.kind(saved)
                    + ", not an array: not a result as jfio writes it (edited or cut?)");
        }
        List<PrioLatency> out = new ArrayList<>();
        for (JsonNode entry : saved.elements()) {
            int prioClass = (int) SavedFields.required(where + ": jfio.plot.histograms prios", entry, "prioclass");
            int level = (int) SavedFields.required(where + ": jfio.plot.histograms prios", entry, "prio");
            String name = entry.get("lat_ns").isMissing() ? "clat_ns" : "lat_ns";
            String w = where + ".prios[" + prioClass + "/" + level + "]";
            JsonNode figures = prioFigures(fio, prioClass, level, name);
            if (figures.isMissing()) {
                throw new JfioException(w + ": no " + name + " figures for this priority in the job's prios nor one"
                        + " priority holding every I/O: not a result as jfio writes it (edited or cut?)");
            }
            PrioLatency.addTo(out, (prioClass << 13) | level, latency(w, name, figures, entry));
        }
        return out;
    }

    /** @return fio's {@code prios} entry of the priority, or the direction itself when fio wrote none */
    private static JsonNode prioFigures(JsonNode fio, int prioClass, int level, String name) {
        JsonNode list = fio.get("prios");
        if (list.isArray()) {
            for (JsonNode p : list.elements()) {
                if (p.get("prioclass").number(-1) == prioClass && p.get("prio").number(-1) == level) {
                    return p;
                }
            }
            return JsonNode.MISSING;
        }
        return fio.get(name).isObject() ? fio : JsonNode.MISSING;
    }

    /**
     * @param sync  the job's {@code sync} object (fio's fsync/fdatasync latencies), or missing
     * @param hists {@code jfio.plot.histograms.sync}, or missing
     * @return the sync latencies with their histogram, {@link LatencyStats#EMPTY} when there were none
     */
    static LatencyStats sync(String where, JsonNode sync, JsonNode hists) {
        if (sync.isMissing() || SavedFields.number(where + ": sync", sync, "total_ios", 0) == 0) {
            return LatencyStats.EMPTY;
        }
        return latency(where, "sync", "lat_ns", sync, hists);
    }

    /** @return {end_ms, ios, bytes} of the series, checked: arrays of one length, the ends in order */
    private static long[][] series(String where, JsonNode series) {
        if (series.isMissing()) {
            return new long[][] {{}, {}, {}};
        }
        long[] end = SavedFields.longs(where, series, "end_ms");
        long[] ios = SavedFields.longs(where, series, "ios");
        long[] bytes = SavedFields.longs(where, series, "bytes");
        if (ios.length != end.length || bytes.length != end.length) {
            throw new JfioException(where + ": end_ms, ios and bytes differ in length (" + end.length + ", " + ios.length
                    + ", " + bytes.length + "): not a result as jfio writes it (edited or cut?)");
        }
        for (int i = 1; i < end.length; i++) {
            if (end[i] < end[i - 1]) {
                throw new JfioException(where + ".end_ms goes back in time at [" + i + "]: not a result as jfio writes it"
                        + " (edited or cut?)");
            }
        }
        return new long[][] {end, ios, bytes};
    }

    /**
     * The series with what it lacks at the end: jfio's series holds whole intervals only, so the
     * I/Os of the last, partial one (and every I/O of a run shorter than one interval) are
     * {@code total_ios} minus the series' sum; they go in an interval ending at the window's end.
     *
     * @return {end_ms, ios, bytes}
     */
    static long[][] withTail(long[] end, long[] ios, long[] bytes, long totalIos, long totalBytes, long rampMs,
            long windowEndMs) {
        long sumIos = 0;
        long sumBytes = 0;
        for (int i = 0; i < ios.length; i++) {
            sumIos += ios[i];
            sumBytes += bytes[i];
        }
        long restIos = totalIos - sumIos;
        long restBytes = Math.max(0, totalBytes - sumBytes);
        if (restIos <= 0) {
            return new long[][] {end, ios, bytes};
        }
        long last = end.length == 0 ? rampMs : end[end.length - 1];
        if (end.length > 0 && windowEndMs <= last) {
            long[] i2 = ios.clone();
            long[] b2 = bytes.clone();
            i2[i2.length - 1] += restIos;
            b2[b2.length - 1] += restBytes;
            return new long[][] {end, i2, b2};
        }
        long[] e2 = java.util.Arrays.copyOf(end, end.length + 1);
        long[] i2 = java.util.Arrays.copyOf(ios, ios.length + 1);
        long[] b2 = java.util.Arrays.copyOf(bytes, bytes.length + 1);
        e2[end.length] = Math.max(windowEndMs, last + 1);
        i2[end.length] = restIos;
        b2[end.length] = restBytes;
        return new long[][] {e2, i2, b2};
    }

    /**
     * I/Os and bytes in the part {@code [fromMs, toMs)} of the window, each interval's counts
     * taken in proportion to its overlap (the series only knows interval totals).
     *
     * @param startMs the job's {@code start_ms}
     * @param rampMs  the job's {@code ramp_ms}: the first interval starts there
     * @return {ios, bytes} in that part
     */
    double[] within(long startMs, long rampMs, long fromMs, long toMs) {
        double ios = 0;
        double bytes = 0;
        long prev = rampMs;
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

    private static LatencyStats latency(String where, String key, String name, JsonNode fio, JsonNode hists) {
        return latency(where + ": " + key, name, fio, hists);
    }

    /**
     * @param w     the file, job and direction, for messages
     * @param fio   the object holding fio's latency object {@code name} (min, max, mean, stddev, N)
     * @param hists the object holding its histogram under {@code name}
     */
    private static LatencyStats latency(String w, String name, JsonNode fio, JsonNode hists) {
        JsonNode f = SavedFields.object(w, fio, name, false);
        long n = (long) SavedFields.number(w + "." + name, f, "N", 0);
        if (n == 0) {
            return LatencyStats.EMPTY;
        }
        JsonNode enc = hists.get(name);
        if (enc.isMissing()) {
            throw new JfioException(w + "." + name + " has " + n + " samples but no histogram in"
                    + " jfio.plot.histograms: write results with --output-format=json --extended");
        }
        Histogram h;
        try {
            String text = enc.text(null);
            if (text == null || enc.number(Double.NaN) == enc.number(Double.NaN)) {
                throw new IllegalArgumentException("it is " + SavedFields.kind(enc) + ", not a Base64 text");
            }
            h = HistogramCodec.decode(text);
        } catch (IllegalArgumentException e) {
            throw new JfioException(w + "." + name + ": the histogram cannot be decoded: " + e.getMessage(), e);
        }
        if (h.getTotalCount() != n) {
            throw new JfioException(w + "." + name + ": the histogram holds " + h.getTotalCount()
                    + " samples, N says " + n + ": the result was edited or cut");
        }
        String l = w + "." + name;
        double sd = SavedFields.number(l, f, "stddev", 0);
        return new LatencyStats(n, (long) SavedFields.number(l, f, "min", 0), (long) SavedFields.number(l, f, "max", 0),
                SavedFields.number(l, f, "mean", 0), sd * sd * (n - 1), h);
    }

    private static SampleStats samples(String where, JsonNode fio, String n, String min, String max, String mean,
            String dev) {
        long count = (long) SavedFields.number(where, fio, n, 0);
        if (count == 0) {
            return SampleStats.EMPTY;
        }
        return new SampleStats(count, (long) SavedFields.number(where, fio, min, 0),
                (long) SavedFields.number(where, fio, max, 0), SavedFields.number(where, fio, mean, 0),
                SavedFields.number(where, fio, dev, 0));
    }
}
