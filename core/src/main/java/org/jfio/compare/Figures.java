package org.jfio.compare;

import java.util.Locale;

/**
 * How a comparison writes its numbers in the table and in findings: integers above 100, one
 * decimal above 10, two below, {@code -} for a figure that does not apply (negative or NaN).
 * Stateless and thread-safe.
 */
final class Figures {
    private Figures() {
    }

    /** @return the number as the table prints it */
    static String of(double v) {
        if (Double.isNaN(v) || v < 0) {
            return "-";
        }
        if (v >= 100) {
            return Long.toString(Math.round(v));
        }
        return String.format(Locale.ROOT, v >= 10 ? "%.1f" : "%.2f", v);
    }

    /** @return a count: the number rounded to an integer, {@code -} when it does not apply */
    static String count(double v) {
        return Double.isNaN(v) || v < 0 ? "-" : Long.toString(Math.round(v));
    }

    /** @return a percentage with no decimals, e.g. {@code 12%} */
    static String percent(double v) {
        return Math.round(v) + "%";
    }
}
