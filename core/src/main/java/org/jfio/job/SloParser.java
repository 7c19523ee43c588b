package org.jfio.job;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * Parses jfio's SLO gates ({@link SloGate}): {@code [read.|write.|trim.]METRIC OP VALUE}, where
 * METRIC is {@code clat.STAT}, {@code lat.STAT}, {@code slat.STAT} (STAT: {@code p99},
 * {@code p99.9}, any {@code pN} with N in (0, 100], {@code mean}, {@code min}, {@code max}),
 * {@code iops} or {@code bw}; or {@code util OP N%}; or {@code ss.attained}. OP is one of
 * {@code <=}, {@code <}, {@code >=}, {@code >}, {@code ==}. Values: latencies need a unit
 * ({@code ns}, {@code us}, {@code ms}, {@code s}); IOPS take {@code k}, {@code m} (thousands,
 * millions); bandwidths take {@code KiB/s}, {@code MiB/s}, {@code GiB/s} (powers of 1024),
 * {@code KB/s}, {@code MB/s}, {@code GB/s} (powers of 1000), or fio's bare {@code k}, {@code m},
 * {@code g} (powers of 1024); a bare number is bytes/s. Without a direction, a gate reads every
 * data direction together. Stateless.
 */
public final class SloParser {
    private static final String[] OPERATORS = {"<=", ">=", "==", "<", ">"};

    private SloParser() {
    }

    /**
     * Parses a comma-separated list of gates (the value of {@code slo=}).
     *
     * @throws JfioException {@code slo=TEXT: reason} for the first bad gate
     */
    public static List<SloGate> parseList(String text) {
        String t = text == null ? "" : text.trim();
        if (t.length() >= 2 && t.startsWith("\"") && t.endsWith("\"")) {
            t = t.substring(1, t.length() - 1); // slo="..." in a job file
        }
        List<SloGate> out = new ArrayList<>();
        String[] parts = t.split(",", -1);
        for (int i = 0; i < parts.length; i++) {
            if (i > 0 && !parts[i].isBlank() && !hasOperator(parts[i]) && !parts[i].trim().equalsIgnoreCase("ss.attained")) {
                throw bad(parts[i].trim(), "gates are separated by commas, and this part is not a gate"
                        + " (write numbers without a thousands separator: 1500k, not 1,500k)");
            }
            out.add(parse(parts[i]));
        }
        return List.copyOf(out);
    }

    private static boolean hasOperator(String part) {
        for (String o : OPERATORS) {
            if (part.contains(o)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Parses one gate.
     *
     * @throws JfioException {@code slo=TEXT: reason} when it is not a gate
     */
    public static SloGate parse(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            throw bad(t, "empty gate (write e.g. read.clat.p99<=2ms, iops>=50k, util<=90%, ss.attained)");
        }
        String compact = t.replace(" ", "");
        if (compact.equalsIgnoreCase("ss.attained")) {
            return new SloGate(compact, SloGate.Metric.SS_ATTAINED, null, SloGate.Stat.NONE, 0, SloGate.Operator.EQ, 1);
        }
        int at = -1;
        String op = null;
        for (String o : OPERATORS) {
            int i = compact.indexOf(o);
            if (i > 0 && (at < 0 || i < at || (i == at && o.length() > op.length()))) {
                at = i;
                op = o;
            }
        }
        if (op == null && compact.toLowerCase(Locale.ROOT).startsWith("ss.")) {
            throw bad(t, "the steady-state gate is ss.attained (or ss.attained==0 / ==1)");
        }
        if (op == null) {
            throw bad(t, "no comparison (use <=, <, >=, > or ==, e.g. read.clat.p99<=2ms)");
        }
        String subject = compact.substring(0, at).toLowerCase(Locale.ROOT);
        String value = compact.substring(at + op.length());
        if (value.isEmpty()) {
            throw bad(t, "no value after " + op);
        }
        if (value.startsWith("-")) {
            throw bad(t, "the value must not be negative");
        }
        SloGate.Operator operator = operator(op);
        DataDirection ddir = null;
        for (DataDirection d : List.of(DataDirection.READ, DataDirection.WRITE, DataDirection.TRIM)) {
            String prefix = d.name().toLowerCase(Locale.ROOT) + ".";
            if (subject.startsWith(prefix)) {
                ddir = d;
                subject = subject.substring(prefix.length());
            }
        }
        int dot = subject.indexOf('.');
        String name = dot < 0 ? subject : subject.substring(0, dot);
        String statText = dot < 0 ? "" : subject.substring(dot + 1);
        return switch (name) {
            case "clat", "lat", "slat" -> latency(t, name, ddir, statText, operator, value);
            case "iops", "bw" -> throughput(t, compact, name, ddir, statText, operator, value);
            case "util" -> {
                if (ddir != null || !statText.isEmpty()) {
                    throw bad(t, "util is the device's, not a direction's (write e.g. util<=90%)");
                }
                yield new SloGate(compact, SloGate.Metric.UTIL, null, SloGate.Stat.NONE, 0, operator, SloValues.percent(t, value));
            }
            case "ss" -> steadyState(t, compact, ddir, statText, operator, value);
            default -> throw bad(t, "unknown metric '" + (ddir == null ? "" : ddir.name().toLowerCase(Locale.ROOT) + ".") + subject
                    + "' (use [read.|write.|trim.]clat|lat|slat.p99|mean|min|max, iops, bw, util or ss.attained)");
        };
    }

    /** An {@code iops} or {@code bw} gate, of a direction or of the job. */
    private static SloGate throughput(String text, String compact, String name, DataDirection ddir, String statText,
            SloGate.Operator operator, String value) {
        if (!statText.isEmpty()) {
            throw bad(text, name + " takes no ." + statText + " (write e.g. " + name + ">=" + (name.equals("iops") ? "50k" : "400MiB/s") + ")");
        }
        SloGate.Metric m = name.equals("iops") ? SloGate.Metric.IOPS : SloGate.Metric.BW;
        double v = m == SloGate.Metric.IOPS ? SloValues.iops(text, value) : SloValues.bandwidth(text, value);
        return new SloGate(compact, m, ddir, SloGate.Stat.NONE, 0, operator, v);
    }

    /** {@code ss.attained==0} or {@code ==1}, written out. */
    private static SloGate steadyState(String text, String compact, DataDirection ddir, String statText,
            SloGate.Operator operator, String value) {
        if (!statText.equals("attained") || ddir != null || operator != SloGate.Operator.EQ
                || !(value.equals("0") || value.equals("1"))) {
            throw bad(text, "the steady-state gate is ss.attained (or ss.attained==0 / ==1)");
        }
        return new SloGate(compact, SloGate.Metric.SS_ATTAINED, null, SloGate.Stat.NONE, 0, operator, Double.parseDouble(value));
    }

    private static SloGate latency(String text, String name, DataDirection ddir, String statText,
            SloGate.Operator operator, String value) {
        SloGate.Metric metric = switch (name) {
            case "clat" -> SloGate.Metric.CLAT;
            case "slat" -> SloGate.Metric.SLAT;
            default -> SloGate.Metric.LAT;
        };
        SloGate.Stat stat;
        double percentile = 0;
        switch (statText) {
            case "mean", "avg" -> stat = SloGate.Stat.MEAN;
            case "min" -> stat = SloGate.Stat.MIN;
            case "max" -> stat = SloGate.Stat.MAX;
            case "" -> throw bad(text, name + " needs a figure: " + name + ".p99, " + name + ".p99.9, "
                    + name + ".mean, " + name + ".min or " + name + ".max");
            default -> {
                if (!statText.startsWith("p")) {
                    throw bad(text, "unknown latency figure '" + statText + "' (use p99, p99.9, mean, min or max)");
                }
                stat = SloGate.Stat.PERCENTILE;
                percentile = percentileOf(text, statText.substring(1));
            }
        }
        String shown = (ddir == null ? "" : ddir.name().toLowerCase(Locale.ROOT) + ".") + name + "." + statText
                + operator.symbol() + value;
        return new SloGate(shown, metric, ddir, stat, percentile, operator, SloValues.latencyNs(text, value));
    }

    private static double percentileOf(String text, String digits) {
        if (!digits.matches("(0|[1-9][0-9]*)(\\.[0-9]+)?")) {
            throw bad(text, "'p" + digits + "' is not a percentile (write e.g. p99, p99.9 or p50)");
        }
        try {
            double p = Double.parseDouble(digits);
            if (!(p > 0 && p <= 100) || digits.startsWith("+") || digits.startsWith("-")) {
                throw bad(text, "the percentile must be in (0, 100], not " + digits);
            }
            return p;
        } catch (NumberFormatException e) {
            throw bad(text, "'p" + digits + "' is not a percentile (write e.g. p99 or p99.9)");
        }
    }

    private static SloGate.Operator operator(String op) {
        for (SloGate.Operator o : SloGate.Operator.values()) {
            if (o.symbol().equals(op)) {
                return o;
            }
        }
        throw new IllegalArgumentException(op);
    }

    /** @return a percentile as a gate writes it: 99 -> "99", 99.9 -> "99.9" */
    static String percentileText(double p) {
        return new BigDecimal(Double.toString(p)).stripTrailingZeros().toPlainString();
    }

    /** @return the one-line error for a bad gate */
    static JfioException bad(String text, String why) {
        return new JfioException("slo=" + text + ": " + why);
    }
}
