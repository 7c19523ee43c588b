package org.jfio.spi.option;

import org.jfio.spi.JfioException;

/**
 * fio's arithmetic in option values: {@code + - * / % ^} (power) and parentheses over 64-bit
 * integers, where each operand is read by the option's own unit rules. Sizes: operands may carry a
 * size suffix read with the job's {@code kb_base} ({@code size=(1g+512m)/2}, {@code 8*$mb_memory}
 * once keywords are replaced). Times: operands may carry a time suffix and a bare operand means
 * <b>microseconds</b>, whatever the option's own bare unit (fio's HOWTO: inside an expression a
 * time without a unit is in µs), so {@code runtime=(1s+500ms)} is 1.5 s and {@code runtime=(30)}
 * is 30 µs. Overflow and division by zero are errors. Package-private, stateless apart from the
 * cursor; one instance per evaluation.
 */
final class Arithmetic {
    /** Reads one operand (a number with its suffix) in the unit of the result. */
    @FunctionalInterface
    interface Operand {
        long parse(String token);
    }

    private final String option;
    private final String text;
    private final Operand operand;
    private int pos;

    private Arithmetic(String option, String text, Operand operand) {
        this.option = option;
        this.text = text;
        this.operand = operand;
    }

    /** @return true when the value is an expression rather than a plain size */
    static boolean looksLikeExpression(String v) {
        return v.startsWith("(") || v.indexOf('*') >= 0 || v.indexOf('/') >= 0 || v.indexOf('+') >= 0
                || v.indexOf('^') >= 0;
    }

    /** @return the value of the size expression in bytes */
    static long size(String option, String text, int kbBase) {
        return evaluate(option, text, token -> FioUnits.parseSize(option, token, kbBase));
    }

    /**
     * @return the value of the time expression in nanoseconds; operands are read in microseconds
     *         (bare numbers are microseconds, {@code 1s} is 1,000,000), as fio computes them, so
     *         {@code 2*1s} is two seconds
     */
    static long timeNs(String option, String text) {
        long us = evaluate(option, text, token -> FioUnits.parseTimeNs(option, token, 1_000L) / 1_000L);
        return Math.multiplyExact(us, 1_000L);
    }

    private static long evaluate(String option, String text, Operand operand) {
        Arithmetic e = new Arithmetic(option, text.trim(), operand);
        long v = e.sum();
        e.skipSpaces();
        if (e.pos != e.text.length()) {
            throw e.bad("unexpected '" + e.text.charAt(e.pos) + "'");
        }
        if (v < 0) {
            throw e.bad("the result is negative");
        }
        return v;
    }

    private long sum() {
        long v = product();
        while (true) {
            skipSpaces();
            if (eat('+')) {
                v = Math.addExact(v, product());
            } else if (eat('-')) {
                v = Math.subtractExact(v, product());
            } else {
                return v;
            }
        }
    }

    private long product() {
        long v = power();
        while (true) {
            skipSpaces();
            if (eat('*')) {
                v = Math.multiplyExact(v, power());
            } else if (eat('/')) {
                v = v / nonZero(power());
            } else if (eat('%')) {
                v = v % nonZero(power());
            } else {
                return v;
            }
        }
    }

    private long power() {
        long base = operand();
        skipSpaces();
        if (eat('^')) {
            long exp = power();
            if (exp < 0) {
                throw bad("negative exponent");
            }
            long r = 1;
            for (long i = 0; i < exp; i++) {
                r = Math.multiplyExact(r, base);
            }
            return r;
        }
        return base;
    }

    private long operand() {
        skipSpaces();
        if (eat('(')) {
            long v = sum();
            skipSpaces();
            if (!eat(')')) {
                throw bad("missing ')'");
            }
            return v;
        }
        if (eat('-')) {
            return -operand();
        }
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)))) {
            pos++;
        }
        if (start == pos) {
            throw bad(pos < text.length() ? "unexpected '" + text.charAt(pos) + "'" : "missing a number at the end");
        }
        return operand.parse(text.substring(start, pos));
    }

    private long nonZero(long v) {
        if (v == 0) {
            throw bad("division by zero");
        }
        return v;
    }

    private boolean eat(char c) {
        if (pos < text.length() && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private void skipSpaces() {
        while (pos < text.length() && text.charAt(pos) == ' ') {
            pos++;
        }
    }

    private JfioException bad(String why) {
        return new JfioException(option + "=" + text + ": invalid expression (" + why + ")");
    }
}
