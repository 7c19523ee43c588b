package org.jfio.report;

import java.io.IOException;

import com.fasterxml.jackson.core.JsonGenerator;

import org.jfio.format.CFormat;

import org.jfio.job.ReportOptions;
import org.jfio.job.UnifiedRwReporting;
import org.jfio.result.DirectionResult;
import org.jfio.result.Finding;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

/**
 * What jfio adds to fio's JSON document, each under one key {@code "jfio"} so fio's keys never
 * change: per run, the preflight's warnings; per job with {@code --extended}, the exact
 * percentiles and the latency from the rate schedule ({@link JsonReport} gives the shapes).
 * Stateless.
 */
final class JsonExtended {
    private JsonExtended() {
    }

    /**
     * jfio's own data, after everything fio writes, under the one key {@code "jfio"} (left out
     * when there is nothing to say, so the document is fio's): {@code warnings[]}, the preflight's
     * warnings ({@code check}, {@code subject}, {@code message}, {@code fix}); {@code slo}, the SLO
     * gates' verdicts ({@link JsonGoals#slo}).
     */
    static void runKey(RunResult r, JsonGenerator g, org.jfio.fleet.Rank rank) throws IOException {
        java.util.List<org.jfio.result.SloVerdict> slo = org.jfio.result.SloEvaluation.evaluate(r);
        if (r.warnings().isEmpty() && slo.isEmpty() && rank == null) {
            return;
        }
        g.writeObjectFieldStart("jfio");
        if (rank != null) {
            // who wrote this result, for jfio merge
            g.writeObjectFieldStart("host");
            g.writeStringField("hostname", org.jfio.fleet.HostName.local());
            g.writeNumberField("rank", rank.index());
            g.writeNumberField("ranks", rank.count());
            g.writeEndObject();
        }
        if (!r.warnings().isEmpty()) {
            g.writeArrayFieldStart("warnings");
            for (Finding w : r.warnings()) {
                g.writeStartObject();
                g.writeStringField("check", w.check().label());
                g.writeStringField("subject", w.subject());
                g.writeStringField("message", w.message());
                g.writeStringField("fix", w.fix());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        JsonGoals.slo(g, slo);
        g.writeEndObject();
    }

    /** The {@code "jfio"} key: exact percentiles and latency from the schedule, per direction that ran. */
    static void job(JsonGenerator g, JobResult j, UnifiedRwReporting unified, double[] percentiles,
            ReportOptions ro) throws IOException {
        double[] list = ExtendedFigures.percentileList(percentiles);
        g.writeObjectFieldStart(ExtendedFigures.JSON_KEY);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            DirectionResult r = j.direction(DataDirection.of(d));
            if (r.ios() > 0) {
                extraDirection(g, unified == UnifiedRwReporting.MIXED ? "mixed" : JsonDirection.DDIR_KEYS[d], r, list, ro);
            }
        }
        if (unified == UnifiedRwReporting.BOTH) {
            DirectionResult mixed = UnifiedView.mixed(j);
            if (mixed.ios() > 0) {
                extraDirection(g, "mixed", mixed, list, ro);
            }
        }
        if (j.verify().active()) {
            verify(g, j.verify());
        }
        JsonGoals.steadiness(g, j);
        JsonPlotData.write(g, j, unified);
        g.writeEndObject();
    }

    /**
     * {@code "verify": {"mode", "blocks_verified", "bytes_verified", "failures", "first_failure":
     * {"kind", "message"}}}: what the job's verification checked (jfio's; always present for a
     * job that verifies, {@code --extended} or not).
     */
    static void verify(JsonGenerator g, org.jfio.result.VerifySummary v) throws IOException {
        g.writeObjectFieldStart("verify");
        g.writeStringField("mode", v.mode());
        g.writeNumberField("blocks_verified", v.blocks());
        g.writeNumberField("bytes_verified", v.bytes());
        g.writeNumberField("failures", v.failures());
        if (v.failures() > 0) {
            g.writeObjectFieldStart("first_failure");
            g.writeStringField("kind", v.firstKind());
            g.writeStringField("message", v.firstFailure());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void extraDirection(JsonGenerator g, String key, DirectionResult r, double[] list,
            ReportOptions ro) throws IOException {
        g.writeObjectFieldStart(key);
        if (ro.slatPercentiles() && r.slat().count() > 0) {
            exactPercentiles(g, "slat_ns", r.slat(), list, false);
        }
        exactPercentiles(g, "clat_ns", r.clat(), list, false);
        if (ro.latPercentiles()) {
            exactPercentiles(g, "lat_ns", r.lat(), list, false);
        }
        if (r.scheduledLat().count() > 0) {
            exactPercentiles(g, "sched_lat_ns", r.scheduledLat(), list, true);
        }
        g.writeEndObject();
    }

    private static void exactPercentiles(JsonGenerator g, String key, LatencyStats s, double[] list, boolean summary)
            throws IOException {
        g.writeObjectFieldStart(key);
        if (summary) {
            g.writeNumberField("min", s.minNs());
            g.writeNumberField("max", s.maxNs());
            JsonDirection.fixed(g, "mean", s.meanNs());
            JsonDirection.fixed(g, "stddev", s.stddevNs());
            g.writeNumberField("N", s.count());
        }
        g.writeObjectFieldStart("percentile");
        long[] values = ExtendedFigures.exact(s, list);
        for (int i = 0; i < list.length; i++) {
            g.writeNumberField(CFormat.fixed(list[i], 6), values[i]);
        }
        g.writeEndObject();
        g.writeEndObject();
    }
}
