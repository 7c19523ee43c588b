package org.jfio.merge;

import java.io.IOException;
import java.io.StringWriter;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import org.HdrHistogram.Histogram;
import org.jfio.report.HistogramCodec;

/**
 * A saved result of one rank made from known latencies, in the shape jfio's JSON writes with
 * {@code --extended} (the keys {@link SavedResult} reads): one job, reads only, one latency per
 * I/O, a series of equal intervals.
 */
final class ResultJson {
    private ResultJson() {
    }

    /**
     * @param rank        the rank
     * @param clatNs      each I/O's completion latency
     * @param startMs     the job's start (ms since the epoch)
     * @param intervalMs  the series' interval
     * @param iosPerInterval I/Os in each interval (their sum should be clatNs.length)
     */
    static String of(int rank, long[] clatNs, long startMs, long intervalMs, long[] iosPerInterval) {
        return of(rank, clatNs, startMs, intervalMs, iosPerInterval, new long[0]);
    }

    /** As {@link #of(int, long[], long, long, long[])}, with fsync latencies in the job's {@code sync} block. */
    static String of(int rank, long[] clatNs, long startMs, long intervalMs, long[] iosPerInterval, long[] syncNs) {
        Histogram sh = new Histogram(3);
        sh.setAutoResize(true);
        long smin = Long.MAX_VALUE;
        long smax = 0;
        double ssum = 0;
        for (long v : syncNs) {
            sh.recordValue(v);
            smin = Math.min(smin, v);
            smax = Math.max(smax, v);
            ssum += v;
        }
        Histogram h = new Histogram(3);
        h.setAutoResize(true);
        long min = Long.MAX_VALUE;
        long max = 0;
        double mean = 0;
        double m2 = 0;
        for (int i = 0; i < clatNs.length; i++) {
            long v = clatNs[i];
            h.recordValue(v);
            min = Math.min(min, v);
            max = Math.max(max, v);
            double d = v - mean;
            mean += d / (i + 1);
            m2 += d * (v - mean);
        }
        double sd = clatNs.length > 1 ? Math.sqrt(m2 / (clatNs.length - 1)) : 0;
        long runtime = intervalMs * iosPerInterval.length;
        StringWriter out = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("fio version", "jfio-test");
            g.writeArrayFieldStart("jobs");
            g.writeStartObject();
            g.writeStringField("jobname", "t");
            g.writeNumberField("groupid", 0);
            g.writeNumberField("error", 0);
            g.writeObjectFieldStart("job options");
            g.writeStringField("rw", "randread");
            g.writeStringField("bs", "4k");
            g.writeEndObject();
            g.writeObjectFieldStart("read");
            g.writeNumberField("io_bytes", clatNs.length * 4096L);
            g.writeNumberField("runtime", runtime);
            g.writeNumberField("total_ios", clatNs.length);
            g.writeNumberField("bw_samples", 0);
            g.writeNumberField("iops_samples", 0);
            lat(g, "clat_ns", clatNs.length, min, max, mean, sd);
            lat(g, "lat_ns", clatNs.length, min, max, mean, sd);
            lat(g, "slat_ns", 0, 0, 0, 0, 0);
            g.writeEndObject();
            if (syncNs.length > 0) {
                g.writeObjectFieldStart("sync");
                g.writeNumberField("total_ios", syncNs.length);
                lat(g, "lat_ns", syncNs.length, smin, smax, ssum / syncNs.length, 0);
                g.writeEndObject();
            }
            g.writeNumberField("job_runtime", runtime);
            g.writeObjectFieldStart("jfio");
            g.writeObjectFieldStart("plot");
            g.writeNumberField("start_ms", startMs);
            g.writeNumberField("interval_ms", intervalMs);
            g.writeNumberField("ramp_ms", 0);
            g.writeObjectFieldStart("series");
            g.writeObjectFieldStart("read");
            long[] end = new long[iosPerInterval.length];
            long[] bytes = new long[iosPerInterval.length];
            for (int i = 0; i < end.length; i++) {
                end[i] = (i + 1) * intervalMs;
                bytes[i] = iosPerInterval[i] * 4096L;
            }
            g.writeFieldName("end_ms");
            g.writeArray(end, 0, end.length);
            g.writeFieldName("ios");
            g.writeArray(iosPerInterval, 0, iosPerInterval.length);
            g.writeFieldName("bytes");
            g.writeArray(bytes, 0, bytes.length);
            g.writeEndObject();
            g.writeEndObject();
            g.writeObjectFieldStart("histograms");
            g.writeObjectFieldStart("read");
            if (clatNs.length > 0) {
                g.writeStringField("clat_ns", HistogramCodec.encode(h));
                g.writeStringField("lat_ns", HistogramCodec.encode(h));
            }
            g.writeEndObject();
            if (syncNs.length > 0) {
                g.writeObjectFieldStart("sync");
                g.writeStringField("lat_ns", HistogramCodec.encode(sh));
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndArray();
            g.writeObjectFieldStart("jfio");
            g.writeObjectFieldStart("host");
            g.writeStringField("hostname", "node" + rank);
            g.writeNumberField("rank", rank);
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return out.toString();
    }

    private static void lat(JsonGenerator g, String key, long n, long min, long max, double mean, double sd)
            throws IOException {
        g.writeObjectFieldStart(key);
        g.writeNumberField("min", min);
        g.writeNumberField("max", max);
        g.writeNumberField("mean", mean);
        g.writeNumberField("stddev", sd);
        g.writeNumberField("N", n);
        g.writeEndObject();
    }
}
