package org.jfio.compare;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;

/**
 * The JSON report of a comparison, a jfio format of its own (fio has no comparison):
 * <pre>{@code
 * {"jfio_compare": {
 *   "target": {"path", "filesystem", "memory_backed", "device", "rotational", "scheduler",
 *              "nr_requests", "hw_queues", "direct"},
 *   "repeat": 3, "sweep": {"option": "iodepth", "values": ["1","8"]} (null without a sweep),
 *   "overrides": {...}, "interrupted": false,
 *   "order": [{"engine", "sweep_value", "repeat"}, ...],
 *   "cells": [{"engine", "sweep_value", "synchronous", "status": "ran"|"skipped"|"failed"|"interrupted",
 *              "reason", "runs": [{metric key: value, ..., "ios", "read_ios", "device_ios"}, ...],
 *              "median": {metric key: value}, "min": {...}, "max": {...}, "iops_spread_pct"}]
 *              (median, min, max and iops_spread_pct only when "status" is "ran"),
 *   "findings": [{"rule", "seen", "meaning", "advice", "sentence", "evidence": {name: value}}]}}
 * }</pre>
 * Metric keys are {@link Metric#key()}; a figure that does not apply is {@code null}. Stateless
 * and thread-safe.
 */
public final class CompareJson {
    private static final JsonFactory FACTORY = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private CompareJson() {
    }

    /** @return the document, ending with a newline */
    public static String format(Comparison c) {
        ByteArrayOutputStream buf = new ByteArrayOutputStream(8192);
        try {
            write(c, buf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }

    /** Writes the document and a newline, UTF-8; does not close {@code out}. */
    public static void write(Comparison c, OutputStream out) throws IOException {
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeObjectFieldStart("jfio_compare");
            target(c.target(), g);
            g.writeNumberField("repeat", c.spec().repeat());
            sweep(c, g);
            g.writeObjectFieldStart("overrides");
            for (Map.Entry<String, String> e : c.spec().overrides().entrySet()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeBooleanField("interrupted", c.interrupted());
            g.writeArrayFieldStart("order");
            for (RunSlot s : c.order()) {
                CellPlan p = c.cells().get(s.cell()).plan();
                g.writeStartObject();
                g.writeStringField("engine", p.engine());
                g.writeStringField("sweep_value", p.sweepValue());
                g.writeNumberField("repeat", s.repeat());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("cells");
            for (CellResult cell : c.cells()) {
                cell(cell, g);
            }
            g.writeEndArray();
            findings(c, g);
            g.writeEndObject();
            g.writeEndObject();
        }
        out.write('\n');
        out.flush();
    }

    private static void target(TargetFacts t, JsonGenerator g) throws IOException {
        g.writeObjectFieldStart("target");
        g.writeStringField("path", t.path());
        g.writeStringField("filesystem", t.filesystem());
        g.writeStringField("memory_backed", t.memoryBacked());
        g.writeStringField("device", t.device());
        g.writeNumberField("rotational", t.rotational());
        g.writeStringField("scheduler", t.scheduler());
        g.writeNumberField("nr_requests", t.nrRequests());
        g.writeNumberField("hw_queues", t.hardwareQueues());
        g.writeBooleanField("direct", t.direct());
        g.writeEndObject();
    }

    private static void sweep(Comparison c, JsonGenerator g) throws IOException {
        Sweep s = c.spec().sweep();
        if (s.none()) {
            g.writeNullField("sweep");
            return;
        }
        g.writeObjectFieldStart("sweep");
        g.writeStringField("option", s.option());
        g.writeArrayFieldStart("values");
        for (String v : s.values()) {
            g.writeString(v);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void cell(CellResult cell, JsonGenerator g) throws IOException {
        CellPlan p = cell.plan();
        g.writeStartObject();
        g.writeStringField("engine", p.engine());
        g.writeStringField("sweep_value", p.sweepValue());
        g.writeBooleanField("synchronous", p.synchronous());
        g.writeStringField("status", status(cell));
        g.writeStringField("reason", !p.runs() ? p.skipped() : !cell.failure().isEmpty() ? cell.failure()
                : cell.measured() ? "" : "the comparison was stopped before a run of this cell ended");
        g.writeArrayFieldStart("runs");
        for (RunSample s : cell.runs()) {
            g.writeStartObject();
            for (Metric m : Metric.values()) {
                number(g, m.key(), m.of(s));
            }
            g.writeNumberField("ios", s.ios());
            g.writeNumberField("read_ios", s.readIos());
            g.writeNumberField("device_ios", s.deviceIos());
            g.writeNumberField("runtime_ms", s.runtimeMs());
            g.writeNumberField("iodepth", s.iodepth());
            g.writeNumberField("effective_iodepth", s.effectiveIodepth());
            g.writeNumberField("numjobs", s.numjobs());
            g.writeEndObject();
        }
        g.writeEndArray();
        if (cell.measured()) {
            summary(g, "median", cell, 0);
            summary(g, "min", cell, 1);
            summary(g, "max", cell, 2);
            g.writeNumberField("iops_spread_pct", cell.spreadPercent(Metric.IOPS));
        }
        g.writeEndObject();
    }

    /** @return skipped, failed, ran (at least one run measured), or interrupted (stopped before one was) */
    private static String status(CellResult cell) {
        if (!cell.plan().runs()) {
            return "skipped";
        }
        if (!cell.failure().isEmpty()) {
            return "failed";
        }
        return cell.measured() ? "ran" : "interrupted";
    }

    private static void summary(JsonGenerator g, String name, CellResult cell, int which) throws IOException {
        g.writeObjectFieldStart(name);
        for (Metric m : Metric.values()) {
            number(g, m.key(), which == 0 ? cell.median(m) : which == 1 ? cell.min(m) : cell.max(m));
        }
        g.writeEndObject();
    }

    private static void number(JsonGenerator g, String key, double v) throws IOException {
        if (Double.isNaN(v) || v < 0) {
            g.writeNullField(key);
        } else {
            g.writeNumberField(key, v);
        }
    }

    private static void findings(Comparison c, JsonGenerator g) throws IOException {
        g.writeArrayFieldStart("findings");
        for (Diagnosis d : c.findings()) {
            g.writeStartObject();
            g.writeStringField("rule", d.rule());
            g.writeStringField("seen", d.seen());
            g.writeStringField("meaning", d.meaning());
            g.writeStringField("advice", d.advice());
            g.writeStringField("sentence", d.sentence());
            g.writeObjectFieldStart("evidence");
            for (Map.Entry<String, String> e : d.evidence().entrySet()) {
                g.writeStringField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
