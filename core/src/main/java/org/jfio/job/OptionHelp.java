package org.jfio.job;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionKind;
import org.jfio.spi.option.AllowedValue;
import org.jfio.spi.option.OptionCategory;
import org.jfio.spi.option.OptionSupport;

import java.util.concurrent.TimeUnit;

/**
 * Help text for job options ({@code jfio --cmdhelp}), written from the {@link OptionTable}.
 * Stateless and thread-safe.
 */
public final class OptionHelp {

    private OptionHelp() {
    }

    /** @return every option, one line each ({@code name : help}), grouped by category */
    public static String list(OptionTable table) {
        StringBuilder sb = new StringBuilder();
        for (OptionCategory c : OptionCategory.values()) {
            boolean header = false;
            for (JobOption o : table.options()) {
                if (o.category() != c) {
                    continue;
                }
                if (!header) {
                    sb.append(sb.isEmpty() ? "" : "\n").append(c.title()).append(":\n");
                    header = true;
                }
                sb.append(String.format("  %-28s: %s%n", o.name(), o.help()));
            }
        }
        return sb.toString();
    }

    /** @return the full description of one option: aliases, syntax, default, range, values */
    public static String describe(JobOption o) {
        StringBuilder sb = new StringBuilder();
        line(sb, o.name(), o.help());
        if (!o.aliases().isEmpty()) {
            line(sb, "alias", String.join(", ", o.aliases()));
        }
        line(sb, "type", o.kind().syntax());
        if (o.kind() == OptionKind.TIME || o.kind() == OptionKind.TIME_RANGE) {
            line(sb, "bare unit", unitName(o.bareTimeUnitNs()));
        }
        line(sb, "default", o.defaultText().isEmpty() ? "no default" : o.defaultText());
        boolean ranged = o.kind() == OptionKind.SIZE || o.kind() == OptionKind.SIZE_OR_PERCENT || o.kind() == OptionKind.SIZE_RANGE || o.kind() == OptionKind.INT
                || o.kind() == OptionKind.SIZE_PER_DDIR || o.kind() == OptionKind.SIZE_RANGE_PER_DDIR
                || o.kind() == OptionKind.INT_PER_DDIR;
        if (ranged && (o.min() != 0 || o.max() != Long.MAX_VALUE)) {
            line(sb, "range", "min=" + o.min() + (o.max() == Long.MAX_VALUE ? "" : ", max=" + o.max()));
        }
        boolean first = true;
        for (AllowedValue v : o.allowed()) {
            line(sb, first ? "valid values" : "", String.format("%-14s %s", v.value(), v.help()));
            first = false;
        }
        if (o.support() == OptionSupport.NO_EFFECT) {
            line(sb, "note", "accepted for compatibility; has no effect in jfio");
        } else if (o.support() == OptionSupport.REFUSED) {
            line(sb, "note", "not supported by jfio: a value other than the default is refused");
        } else if (o.support() == OptionSupport.NOT_IMPLEMENTED) {
            line(sb, "note", "not implemented yet: parsed, validated and recorded only");
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, String label, String text) {
        sb.append(String.format("%20s: %s%n", label, text));
    }

    private static String unitName(long ns) {
        if (ns == TimeUnit.SECONDS.toNanos(1)) {
            return "seconds";
        }
        if (ns == TimeUnit.MILLISECONDS.toNanos(1)) {
            return "milliseconds";
        }
        if (ns == TimeUnit.MICROSECONDS.toNanos(1)) {
            return "microseconds";
        }
        return ns + " ns";
    }
}
