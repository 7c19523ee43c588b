package org.jfio.report;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;

import org.HdrHistogram.Histogram;
import org.jfio.job.UnifiedRwReporting;
import org.jfio.result.DirectionResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.result.Timeline;
import org.jfio.result.TimelineSeries;
import org.jfio.spi.DataDirection;

/**
 * What the HTML report's plots need, written per job under {@code jobs[].jfio.plot} with
 * {@code --extended}, so that {@code jfio report} redraws a saved result from its JSON alone:
 * <pre>{@code
 * "plot" : {
 *   "start_ms" : 1764639000000, "interval_ms" : 500, "ramp_ms" : 0,
 *   "series" : {"read" : {"end_ms" : [...], "ios" : [...], "bytes" : [...],
 *                         "clat_mean_ns" : [...], "clat_p99_ns" : [...]}, "write" : {...}},
 *   "histograms" : {"read" : {"clat_ns" : "HISTF...", "lat_ns" : "...", "slat_ns" : "...",
 *                             "prios" : [{"prioclass" : 2, "prio" : 0, "clat_ns" : "HISTF..."}, ...]}, ...}}
 * }</pre>
 * {@code series} is the job's {@link Timeline} (one array entry per interval, ms since
 * {@code start_ms}; the first {@code ramp_ms} are the ramp), keyed by the direction the I/Os went.
 * {@code histograms} holds, per direction as the report keys it ({@code mixed} under
 * {@code unified_rw_reporting=mixed}), each latency that has samples as an HdrHistogram in its
 * compressed encoding ({@code encodeIntoCompressedByteBuffer}), Base64 as in HdrHistogram's
 * interval logs: values in ns, 3 significant digits; {@code histograms.sync.lat_ns} holds the
 * fsync/fdatasync latencies of the job's {@code sync} block. {@code prios} (only for a direction
 * with per-priority latencies, {@code cmdprio_*}) holds each priority with samples, keyed as fio's
 * {@code prios} entries ({@code clat_ns}, or {@code lat_ns} under {@code lat_percentiles=1}), even
 * when fio's report leaves its {@code prios} out (one priority only), so merges add them exactly.
 * Stateless.
 */
final class JsonPlotData {
    /** The key under {@code jobs[].jfio}. */
    static final String KEY = "plot";

    private JsonPlotData() {
    }

    /** Writes {@code "plot" : {...}} for a job (as the report shows it: mixed already folded in). */
    static void write(JsonGenerator g, JobResult j, UnifiedRwReporting unified) throws IOException {
        Timeline t = j.timeline();
        String prioKey = j.spec().report().latPercentiles() ? "lat_ns" : "clat_ns";
        g.writeObjectFieldStart(KEY);
        g.writeNumberField("start_ms", t.startEpochMs());
        g.writeNumberField("interval_ms", t.intervalMs());
        g.writeNumberField("ramp_ms", t.rampMs());
        g.writeObjectFieldStart("series");
        for (TimelineSeries s : t.series()) {
            series(g, s);
        }
        g.writeEndObject();
        g.writeObjectFieldStart("histograms");
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DirectionResult r = j.direction(DataDirection.of(d));
            if (r.ios() > 0) {
                histograms(g, unified == UnifiedRwReporting.MIXED ? "mixed" : JsonDirection.DDIR_KEYS[d], r, prioKey);
            }
        }
        if (unified == UnifiedRwReporting.BOTH) {
            DirectionResult mixed = UnifiedView.mixed(j);
            if (mixed.ios() > 0) {
                histograms(g, "mixed", mixed, prioKey);
            }
        }
        LatencyStats sync = NormalReport.syncLatency(j);
        if (unified != UnifiedRwReporting.MIXED && sync.count() > 0) {
            // the job's "sync" block (fsync/fdatasync): its lat_ns, so merges add it as the others
            g.writeObjectFieldStart("sync");
            encoded(g, "lat_ns", sync);
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeEndObject();
    }

    private static void series(JsonGenerator g, TimelineSeries s) throws IOException {
        g.writeObjectFieldStart(JsonDirection.DDIR_KEYS[s.ddir().ordinal()]);
        array(g, "end_ms", s.endMs());
        array(g, "ios", s.ios());
        array(g, "bytes", s.bytes());
        array(g, "clat_mean_ns", s.clatMeanNs());
        array(g, "clat_p99_ns", s.clatP99Ns());
        g.writeEndObject();
    }

    private static void array(JsonGenerator g, String key, long[] values) throws IOException {
        g.writeFieldName(key);
        g.writeArray(values, 0, values.length);
    }

    private static void histograms(JsonGenerator g, String key, DirectionResult r, String prioKey) throws IOException {
        g.writeObjectFieldStart(key);
        encoded(g, "clat_ns", r.clat());
        encoded(g, "lat_ns", r.lat());
        encoded(g, "slat_ns", r.slat());
        if (r.prioSamples() > 0) {
            g.writeArrayFieldStart("prios");
            for (PrioLatency p : r.prios()) {
                if (p.latency().count() > 0) {
                    g.writeStartObject();
                    g.writeNumberField("prioclass", p.prioClass());
                    g.writeNumberField("prio", p.level());
                    encoded(g, prioKey, p.latency());
                    g.writeEndObject();
                }
            }
            g.writeEndArray();
        }
        g.writeEndObject();
    }

    private static void encoded(JsonGenerator g, String key, LatencyStats s) throws IOException {
        if (s.count() > 0) {
            g.writeStringField(key, encode(s.histogram()));
        }
    }

    /** @return the histogram's compressed encoding in Base64 ({@link HistogramCodec}) */
    static String encode(Histogram h) {
        return HistogramCodec.encode(h);
    }
}
