package org.jfio.merge;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import com.fasterxml.jackson.core.JsonGenerator;

import org.jfio.format.Num2Str;

/**
 * The per-rank table printed beneath a merged report: in the normal format, one line per rank
 * (host, rank, IOPS and bandwidth over the common window, p99 clat, error, flag); in JSON, the
 * {@code "jfio_merge"} object (the window, the start spread and one object per rank). Stateless.
 */
final class HostTable {
    private HostTable() {
    }

    /** Writes the table in fio's normal style. */
    static void text(MergedFleet m, OutputStream out) {
        PrintStream p = new PrintStream(out, false, StandardCharsets.UTF_8);
        long overlapping = m.hosts().stream().filter(HostRow::overlapping).count();
        p.printf(Locale.ROOT, "%nAll hosts: %d of %d results over the common window of %.3f s (start spread %d ms);"
                + " latency percentiles over every I/O of those ranks%n", overlapping, m.hosts().size(),
                (m.windowToMs() - m.windowFromMs()) / 1000.0, m.startSpreadMs());
        int w = "host".length();
        for (HostRow r : m.hosts()) {
            w = Math.max(w, r.hostname().length());
        }
        p.println(String.format(Locale.ROOT, "  %-" + w + "s %5s %9s %11s %10s %6s", "host", "rank", "IOPS", "bw",
                "p99 clat", "error"));
        for (HostRow r : m.hosts()) {
            p.println(String.format(Locale.ROOT, "  %-" + w + "s %5s %9s %11s %10s %6d  %s", r.hostname(),
                    r.rank() < 0 ? "-" : Integer.toString(r.rank()), Num2Str.iops(Math.round(r.iops())),
                    Num2Str.bwIec(Math.round(r.bwBytesPerSec())), latency(r.clatP99Ns()), r.error(), r.flag()).stripTrailing());
        }
        p.flush();
    }

    /** Writes {@code "jfio_merge" : {...}} as a field of the document being written. */
    static void json(MergedFleet m, JsonGenerator g) throws IOException {
        g.writeObjectFieldStart("jfio_merge");
        g.writeNumberField("results", m.hosts().size());
        g.writeObjectFieldStart("window");
        g.writeNumberField("start_ms", m.windowFromMs());
        g.writeNumberField("end_ms", m.windowToMs());
        g.writeNumberField("length_ms", Math.max(0, m.windowToMs() - m.windowFromMs()));
        g.writeEndObject();
        g.writeNumberField("start_spread_ms", m.startSpreadMs());
        g.writeArrayFieldStart("hosts");
        for (HostRow r : m.hosts()) {
            g.writeStartObject();
            g.writeStringField("hostname", r.hostname());
            g.writeNumberField("rank", r.rank());
            g.writeStringField("file", r.file());
            g.writeNumberField("start_ms", r.startMs());
            g.writeNumberField("iops", Math.round(r.iops() * 1000) / 1000.0);
            g.writeNumberField("bw_bytes", Math.round(r.bwBytesPerSec()));
            g.writeNumberField("clat_p99_ns", r.clatP99Ns());
            g.writeNumberField("error", r.error());
            g.writeBooleanField("overlapping", r.overlapping());
            g.writeNumberField("below_median_pct", Math.round(r.belowMedianPct() * 10) / 10.0);
            g.writeStringField("flag", r.flag());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    /** @return ns as fio prints a latency: in us below 10 ms, else in ms */
    private static String latency(long ns) {
        if (ns < 10_000_000L) {
            return String.format(Locale.ROOT, "%.1fus", ns / 1000.0);
        }
        return String.format(Locale.ROOT, "%.2fms", ns / 1_000_000.0);
    }
}
