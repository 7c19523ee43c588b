package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * The text report of a comparison: a line of target facts, one row per cell with the median over
 * its runs of the {@link Metric}s in {@link #COLUMNS} (latency is the total, submission plus
 * completion, in µs: what compares across engines; JSON has the completion latency too) (IOPS with its min-max range when the cell ran more than
 * once), skipped and failed cells with their reason, then the findings. Columns are padded to
 * their widest entry; figures that do not apply (no block device under tmpfs) are {@code -}.
 * Stateless and thread-safe.
 */
public final class CompareTable {
    /** The metrics shown as columns after IOPS, in order. */
    static final List<Metric> COLUMNS = List.of(Metric.BW_MIBPS, Metric.LAT_P50_US, Metric.LAT_P99_US,
            Metric.LAT_P999_US, Metric.CPU_US_PER_IO, Metric.CTX_PER_IO, Metric.UTIL_PERCENT,
            Metric.DEVICE_PER_ISSUED, Metric.MERGES, Metric.AQU_SZ, Metric.AWAIT_MS);

    private CompareTable() {
    }

    /** @return the report, lines ending with a newline */
    public static String format(Comparison c) {
        StringBuilder out = new StringBuilder();
        out.append("target: ").append(c.target().describe()).append('\n');
        out.append("runs: ").append(c.order().size()).append(" (").append(c.spec().repeat())
                .append(c.spec().repeat() == 1 ? " repeat" : " repeats, interleaved").append(" per cell)")
                .append(c.interrupted() ? ", interrupted" : "")
                .append("; latency: submission + completion, us; medians over the repeats\n\n");
        List<String[]> rows = new ArrayList<>();
        rows.add(header(c));
        List<String> notes = new ArrayList<>();
        for (CellResult cell : c.cells()) {
            String name = cellName(c, cell);
            if (cell.measured()) {
                rows.add(row(c, cell));
            }
            if (!cell.plan().runs()) {
                notes.add(name + ": skipped: " + cell.plan().skipped());
            } else if (!cell.failure().isEmpty()) {
                notes.add(name + ": failed" + (cell.measured() ? " after " + cell.runs().size() + " run(s)" : "")
                        + ": " + cell.failure());
            } else if (!cell.measured()) {
                notes.add(name + ": interrupted: the comparison was stopped before a run of this cell ended");
            }
        }
        appendAligned(out, rows);
        for (String n : notes) {
            out.append(n).append('\n');
        }
        out.append('\n');
        if (c.findings().isEmpty()) {
            out.append("findings: none of the rules (").append(String.join(", ", Diagnoser.ruleIds()))
                    .append(") applies to these numbers\n");
        } else {
            out.append("findings:\n");
            for (Diagnosis d : c.findings()) {
                out.append("  [").append(d.rule()).append("] ").append(d.sentence()).append('\n');
            }
        }
        return out.toString();
    }

    private static String cellName(Comparison c, CellResult cell) {
        return cell.plan().engine() + (c.spec().sweep().none() ? "" : " " + c.spec().sweep().option() + "="
                + cell.plan().sweepValue());
    }

    private static String[] header(Comparison c) {
        List<String> h = new ArrayList<>(List.of("engine"));
        if (!c.spec().sweep().none()) {
            h.add(c.spec().sweep().option());
        }
        h.add(c.spec().repeat() > 1 ? "IOPS (min-max)" : "IOPS");
        for (Metric m : COLUMNS) {
            h.add(m.label());
        }
        return h.toArray(String[]::new);
    }

    private static String[] row(Comparison c, CellResult cell) {
        List<String> r = new ArrayList<>(List.of(cell.plan().engine()));
        if (!c.spec().sweep().none()) {
            r.add(cell.plan().sweepValue());
        }
        String iops = Figures.of(cell.median(Metric.IOPS));
        if (cell.runs().size() > 1) {
            iops += " (" + Figures.of(cell.min(Metric.IOPS)) + "-" + Figures.of(cell.max(Metric.IOPS)) + ")";
        }
        r.add(iops);
        for (Metric m : COLUMNS) {
            r.add(m == Metric.MERGES ? Figures.count(cell.median(m)) : Figures.of(cell.median(m)));
        }
        return r.toArray(String[]::new);
    }

    private static void appendAligned(StringBuilder out, List<String[]> rows) {
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                boolean text = i == 0 || (i == 1 && r.length > COLUMNS.size() + 2);
                String cell = r[i];
                String pad = " ".repeat(width[i] - cell.length());
                line.append(i == 0 ? "" : "  ").append(text ? cell + pad : pad + cell);
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
    }
}
