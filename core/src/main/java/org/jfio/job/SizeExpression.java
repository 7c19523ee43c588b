package org.jfio.job;

import org.jfio.api.JfioException;

/**
 * fio's arithmetic in size values, e.g. {@code size=8*$mb_memory} after keyword substitution, or
 * {@code (1g+512m)/2}: {@code + - * / % ^} (power) and parentheses over integers, where each
 * operand may carry a size suffix ({@code 4k}, {@code 1g}) read with the job's {@code kb_base}.
 * Integer arithmetic, 64-bit, overflow and division by zero are errors. Package-private,
 * stateless apart from the cursor; one instance per evaluation.
 */
final class SizeExpression {
    private final String option;
    private final String text;
    private final int kbBase;
    private int pos;

    private SizeExpression(String option, String text, int kbBase) {
        this.option = option;
        this.text = text;
        this.kbBase = kbBase;
    }

    /** @return true when the value is an expression rather than a plain size */
    static boolean looksLikeExpression(String v) {
        return v.startsWith("(") || v.indexOf('*') >= 0 || v.indexOf('/') >= 0 || v.indexOf('+') >= 0
                || v.indexOf('^') >= 0;
    }

    /** @return the value of the expression in bytes */
    static long evaluate(String option, String text, int kbBase) {
        SizeExpression e = new SizeExpression(option, text.trim(), kbBase);
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
        return FioUnits.parseSize(option, text.substring(start, pos), kbBase);
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
