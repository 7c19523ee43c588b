package org.jfio.report;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;

import org.jfio.format.CFormat;
import java.util.Map;

import org.jfio.job.ReportOptions;
import org.jfio.result.DirectionResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.result.SampleStats;

/**
 * One direction's object of fio's JSON document ({@code read}, {@code write}, {@code trim},
 * {@code mixed}: sizes, bandwidth, IOPS, the latency objects, the bandwidth and IOPS samples)
 * and the latency objects fio writes ({@code slat_ns}, {@code clat_ns}, {@code lat_ns}: ns, with
 * {@code percentile} where enabled, and json+'s {@code bins}); {@link JsonReport} gives the
 * shapes. Immutable.
 */
final class JsonDirection {
    /** fio's keys of the data directions, by {@link org.jfio.spi.DataDirection#ordinal()}. */
    static final String[] DDIR_KEYS = {"read", "write", "trim"};

    private final boolean plus;

    /** @param plus true for json+ ({@code bins} after every {@code percentile} object) */
    JsonDirection(boolean plus) {
        this.plus = plus;
    }

    void write(JsonGenerator g, String key, DirectionResult r, GroupSummary gs,
            double[] percentiles, ReportOptions ro) throws IOException {
        g.writeObjectFieldStart(key);
        g.writeNumberField("io_bytes", r.bytes());
        g.writeNumberField("io_kbytes", r.bytes() >> 10);
        long bwBytes = r.bwBytesPerSec();
        g.writeNumberField("bw_bytes", bwBytes);
        g.writeNumberField("bw", bwBytes / 1024);
        fixed(g, "iops", r.iops());
        g.writeNumberField("runtime", r.runtimeMs());
        g.writeNumberField("total_ios", r.ios());
        g.writeNumberField("short_ios", r.shortIos());
        g.writeNumberField("drop_ios", r.dropIos());
        latency(g, "slat_ns", r.slat(), ro.slatPercentiles() ? percentiles : null);
        latency(g, "clat_ns", r.clat(), ro.clatPercentiles() ? percentiles : null);
        latency(g, "lat_ns", r.lat(), ro.latPercentiles() ? percentiles : null);
        if (r.prioSamples() >= 2) {
            prios(g, r, percentiles, ro);
        }

        SampleStats bw = r.bwKiBps();
        boolean hasBw = bw.samples() > 0;
        g.writeNumberField("bw_min", hasBw ? bw.min() : 0);
        g.writeNumberField("bw_max", hasBw ? bw.max() : 0);
        fixed(g, "bw_agg", hasBw ? gs.percentOfAggregate(r.ddir(), bw.mean()) : 0.0);
        fixed(g, "bw_mean", hasBw ? bw.mean() : 0.0);
        fixed(g, "bw_dev", hasBw ? bw.stddev() : 0.0);
        g.writeNumberField("bw_samples", bw.samples());
        SampleStats io = r.iopsSamples();
        boolean hasIops = io.samples() > 0;
        g.writeNumberField("iops_min", hasIops ? io.min() : 0);
        g.writeNumberField("iops_max", hasIops ? io.max() : 0);
        fixed(g, "iops_mean", hasIops ? io.mean() : 0.0);
        fixed(g, "iops_stddev", hasIops ? io.stddev() : 0.0);
        g.writeNumberField("iops_samples", io.samples());
        g.writeEndObject();
    }

    /**
     * fio 3.33's {@code prios} array: per priority with samples, {@code prioclass}, {@code prio}
     * and its latency object ({@code lat_ns} under {@code lat_percentiles=1}, else {@code clat_ns}),
     * with percentiles when clat or lat percentiles are on.
     */
    private void prios(JsonGenerator g, DirectionResult r, double[] percentiles, ReportOptions ro) throws IOException {
        g.writeArrayFieldStart("prios");
        boolean any = ro.clatPercentiles() || ro.latPercentiles();
        for (PrioLatency p : r.prios()) {
            if (p.latency().count() > 0) {
                g.writeStartObject();
                g.writeNumberField("prioclass", p.prioClass());
                g.writeNumberField("prio", p.level());
                latency(g, ro.latPercentiles() ? "lat_ns" : "clat_ns", p.latency(), any ? percentiles : null);
                g.writeEndObject();
            }
        }
        g.writeEndArray();
    }

    /**
     * A latency object; {@code percentiles} null for none (fio: only when enabled and N > 0).
     * json+ adds {@code bins} wherever percentiles are given, as fio does.
     */
    void latency(JsonGenerator g, String key, LatencyStats s, double[] percentiles) throws IOException {
        boolean any = s.count() > 0;
        g.writeObjectFieldStart(key);
        g.writeNumberField("min", any ? s.minNs() : 0);
        g.writeNumberField("max", any ? s.maxNs() : 0);
        fixed(g, "mean", any ? s.meanNs() : 0.0);
        fixed(g, "stddev", any ? s.stddevNs() : 0.0);
        g.writeNumberField("N", s.count());
        if (percentiles != null && any) {
            g.writeObjectFieldStart("percentile");
            long[] values = s.fioPercentilesNs(percentiles);
            for (int i = 0; i < percentiles.length; i++) {
                g.writeNumberField(CFormat.fixed(percentiles[i], 6), values[i]);
            }
            g.writeEndObject();
            if (plus) {
                g.writeObjectFieldStart("bins");
                for (Map.Entry<Long, Long> bin : s.fioBins().entrySet()) {
                    g.writeNumberField(Long.toString(bin.getKey()), bin.getValue());
                }
                g.writeEndObject();
            }
        }
        g.writeEndObject();
    }

    /** A float the way fio's JSON prints it: {@code %f}, 6 decimals. */
    static void fixed(JsonGenerator g, String key, double v) throws IOException {
        g.writeFieldName(key);
        g.writeNumber(CFormat.fixed(v, 6));
    }
}
