package org.jfio.report;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.core.JsonGenerator;

import org.jfio.format.CFormat;
import org.jfio.job.Goals;
import org.jfio.result.JobResult;
import org.jfio.result.SloVerdict;
import org.jfio.result.SteadyStateResult;
import org.jfio.result.Steadiness;

/**
 * The JSON report's keys about a job's goals: fio 3.33's {@code latency_depth},
 * {@code latency_target} (ns), {@code latency_percentile}, {@code latency_window} (µs) and its
 * {@code steadystate} object; jfio's {@code jobs[].jfio.steadiness} and the run's
 * {@code jfio.slo}. Stateless.
 */
final class JsonGoals {
    /** What the SLO section says of its percentiles. */
    static final String SLO_PERCENTILES = "exact (HdrHistogram, 3 significant digits), not fio's bucketed values";

    private JsonGoals() {
    }

    /** fio's four {@code latency_*} keys: the depth used (or found by the latency_target search) and the search's settings. */
    static void latency(JsonGenerator g, JobResult j) throws IOException {
        Goals goals = j.spec().goals();
        g.writeNumberField("latency_depth", NormalReport.latencyDepth(j));
        g.writeNumberField("latency_target", goals.latencyTargetNs());
        JsonDirection.fixed(g, "latency_percentile", goals.latencyPercentile());
        g.writeNumberField("latency_window", goals.latencyWindowNs() / 1000);
    }

    /**
     * fio's {@code "steadystate" : {"ss", "duration", "attained", "criterion", "max_deviation",
     * "slope", "data" : {"bw_mean", "iops_mean", "iops" : [...], "bw" : [...]}}}, when the job had ss.
     */
    static void steadyState(JsonGenerator g, JobResult j) throws IOException {
        SteadyStateResult s = j.steadyState();
        if (!s.active()) {
            return;
        }
        g.writeObjectFieldStart("steadystate");
        g.writeStringField("ss", s.criterion().fioJson());
        g.writeNumberField("duration", s.durationS());
        g.writeNumberField("attained", s.attained() ? 1 : 0);
        g.writeStringField("criterion", CFormat.fixed((float) s.criterionValue(), 6) + (s.criterion().percent() ? "%" : ""));
        JsonDirection.fixed(g, "max_deviation", s.maxDeviation());
        JsonDirection.fixed(g, "slope", s.slope());
        g.writeObjectFieldStart("data");
        g.writeNumberField("bw_mean", s.bwMean());
        g.writeNumberField("iops_mean", s.iopsMean());
        g.writeArrayFieldStart("iops");
        for (long v : s.iops()) {
            g.writeNumber(v);
        }
        g.writeEndArray();
        g.writeArrayFieldStart("bw");
        for (long v : s.bwBytesPerSec()) {
            g.writeNumber(v);
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeEndObject();
    }

    /**
     * jfio's {@code "steadiness" : {"samples", "steady", "iops_mean", "change_percent",
     * "max_deviation_percent", "limit_percent", "deviation_limit_percent"}}, when measured.
     */
    static void steadiness(JsonGenerator g, JobResult j) throws IOException {
        Steadiness s = j.steadiness();
        if (!s.measured()) {
            return;
        }
        g.writeObjectFieldStart("steadiness");
        g.writeNumberField("samples", s.samples());
        g.writeBooleanField("steady", s.steady());
        JsonDirection.fixed(g, "iops_mean", s.meanIops());
        JsonDirection.fixed(g, "change_percent", s.changePercent());
        JsonDirection.fixed(g, "max_deviation_percent", s.maxDeviationPercent());
        JsonDirection.fixed(g, "limit_percent", Steadiness.STEADY_CHANGE_PERCENT);
        JsonDirection.fixed(g, "deviation_limit_percent", Steadiness.STEADY_DEVIATION_PERCENT);
        g.writeEndObject();
    }

    /**
     * The run's {@code "slo" : {"percentiles", "passed", "gates" : [{"job", "clone", "groupid", "gate",
     * "metric", "operator", "threshold", "unit", "measured", "value", "result"}]}}, inside the
     * top-level {@code jfio} object; nothing when no job has gates.
     */
    static void slo(JsonGenerator g, List<SloVerdict> verdicts) throws IOException {
        if (verdicts.isEmpty()) {
            return;
        }
        g.writeObjectFieldStart("slo");
        g.writeStringField("percentiles", SLO_PERCENTILES);
        g.writeBooleanField("passed", org.jfio.result.SloEvaluation.allPassed(verdicts));
        g.writeArrayFieldStart("gates");
        for (SloVerdict v : verdicts) {
            g.writeStartObject();
            g.writeStringField("job", v.job());
            g.writeNumberField("clone", v.cloneNumber());
            g.writeNumberField("groupid", v.groupId());
            g.writeStringField("gate", v.gate().text());
            g.writeStringField("metric", v.gate().subject());
            g.writeStringField("operator", v.gate().operator().symbol());
            JsonDirection.fixed(g, "threshold", v.gate().threshold());
            g.writeStringField("unit", unit(v));
            g.writeBooleanField("measured", v.measured());
            JsonDirection.fixed(g, "value", v.value());
            g.writeStringField("result", v.word());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static String unit(SloVerdict v) {
        return switch (v.gate().metric()) {
            case SLAT, CLAT, LAT -> "ns";
            case IOPS -> "iops";
            case BW -> "bytes/s";
            case UTIL -> "percent";
            case SS_ATTAINED -> "bool";
        };
    }
}
