package org.jfio.spi.option;

import java.util.Locale;

import org.jfio.spi.JfioException;

/**
 * fio 3.33's number syntax for option values (the rules of {@code parse.c}'s
 * {@code str_to_decimal}, {@code get_mult_bytes} and {@code get_mult_time}), with one
 * difference: what fio silently misreads, jfio rejects.
 *
 * <h2>Sizes</h2>
 * A decimal number, optionally followed by a case-insensitive suffix, or a {@code 0x} hex number
 * without a suffix. A bare number is bytes; {@code b} is bytes too. With the default
 * {@code kb_base=1024}:
 * <ul>
 *   <li>{@code k kb ki}, {@code m mb mi}, {@code g gb gi}, {@code t tb ti}, {@code p pb pi} are
 *       powers of <b>1024</b>;</li>
 *   <li>{@code kib mib gib tib pib} are powers of <b>1000</b>: fio inverts them on purpose for old
 *       scripts, so {@code 4MiB} is 4,000,000 bytes while {@code 4M}, {@code 4MB} and
 *       {@code 4Mi} are 4,194,304.</li>
 * </ul>
 * With {@code kb_base=1000} the two families swap. Values are 64-bit; overflow, fractions
 * ({@code 1.5g}) and {@code %} are rejected with a message (fio would silently read
 * {@code 1.5g} as 1 byte). Sizes may be arithmetic over sized operands, as in fio
 * ({@code (1g+512m)/2}, {@code 8*$mb_memory} once {@code $}-keywords are replaced; see
 * {@code Arithmetic}).
 *
 * <h2>Times</h2>
 * A decimal number, optionally followed by {@code d h m s ms msec us usec}
 * (case-insensitive); a bare number takes the option's default unit (seconds for
 * {@code runtime}, {@code ramp_time}, {@code startdelay}; microseconds for {@code thinktime}
 * and the latency options). Results are nanoseconds. Times may be arithmetic too
 * ({@code runtime=(1m+30s)}); inside an expression a bare number is microseconds, as in fio.
 *
 * <h2>Errors</h2>
 * Every method throws {@link JfioException} with one line that starts with
 * {@code option=value:}, e.g. {@code bs=4q: invalid size (unknown suffix 'q')}.
 *
 * <p>Stateless and thread-safe.
 */
public final class FioUnits {

    /** fio's default {@code kb_base}: 1024, IEC multipliers for {@code k}, {@code m}, ... */
    public static final int KB_BASE_1024 = 1024;
    /** {@code kb_base=1000}: SI multipliers for {@code k}, {@code m}, ... */
    public static final int KB_BASE_1000 = 1000;

    private static final String SIZE_LETTERS = "kmgtp";

    private FioUnits() {
    }

    /**
     * Parses a size with the default {@code kb_base=1024}.
     *
     * @param option the option name, for the error message
     * @param text   the value as written
     * @return bytes, never negative
     * @throws JfioException when the text is not a size
     */
    public static long parseSize(String option, String text) {
        return parseSize(option, text, KB_BASE_1024);
    }

    /**
     * Parses a size.
     *
     * @param option the option name, for the error message
     * @param text   the value as written
     * @param kbBase 1024 or 1000 (fio's {@code kb_base})
     * @return bytes, never negative
     * @throws JfioException when the text is not a size
     */
    public static long parseSize(String option, String text, int kbBase) {
        String v = text == null ? "" : text.trim();
        if (v.isEmpty()) {
            throw bad(option, text, "missing value");
        }
        if (v.indexOf('$') >= 0) {
            throw bad(option, text, "unknown keyword (fio's are $pagesize, $mb_memory and $ncpus)");
        }
        if (Arithmetic.looksLikeExpression(v)) {
            try {
                return Arithmetic.size(option, v, kbBase);
            } catch (ArithmeticException e) {
                throw bad(option, text, "the result does not fit in 64 bits");
            }
        }
        if (v.startsWith("-")) {
            throw bad(option, text, "invalid size (must not be negative)");
        }
        if (v.startsWith("0x") || v.startsWith("0X")) {
            return parseHex(option, text, v.substring(2));
        }
        int end = digitsEnd(v);
        if (end == 0) {
            throw bad(option, text, "invalid size (not a number)");
        }
        String suffix = v.substring(end);
        if (suffix.startsWith(".")) {
            throw bad(option, text, "invalid size (fractions are not supported; use a smaller unit)");
        }
        if (suffix.startsWith("%")) {
            throw bad(option, text, "percentages are not accepted for this option (only size, offset, offset_increment)");
        }
        long multiplier = sizeMultiplier(option, text, suffix.toLowerCase(Locale.ROOT), kbBase);
        return multiply(option, text, parseDigits(option, text, v.substring(0, end)), multiplier);
    }

    /**
     * Parses a percentage of a file's length ({@code 50%}, {@code 12.5%}).
     *
     * @param option       the option name, for the error message
     * @param text         the value as written, ending in {@code %}
     * @param allowHundred true when 100% is allowed (a size), false for an offset (at most 99.x%)
     * @return the percentage, in (0, 100] for a size or [0, 100) for an offset
     * @throws JfioException when the text is not such a percentage
     */
    public static Percent parsePercent(String option, String text, boolean allowHundred) {
        String v = text.trim();
        String number = v.substring(0, v.length() - 1).trim();
        double pct;
        try {
            pct = Double.parseDouble(number);
        } catch (NumberFormatException e) {
            throw bad(option, text, "invalid percentage (write e.g. 50%)");
        }
        if (!number.matches("[0-9]+(\\.[0-9]+)?")) {
            throw bad(option, text, "invalid percentage (write e.g. 50%)");
        }
        boolean ok = allowHundred ? pct > 0 && pct <= 100 : pct >= 0 && pct < 100;
        if (!ok) {
            throw bad(option, text, allowHundred ? "out of range (above 0% up to 100%)" : "out of range (0% to below 100%)");
        }
        return new Percent(pct);
    }

    /**
     * Parses a time.
     *
     * @param option          the option name, for the error message
     * @param text            the value as written
     * @param bareUnitNanos   nanoseconds of one unit when no suffix is given (e.g. 1e9 for
     *                        seconds, 1e3 for microseconds)
     * @return nanoseconds, never negative
     * @throws JfioException when the text is not a time
     */
    public static long parseTimeNs(String option, String text, long bareUnitNanos) {
        String v = text == null ? "" : text.trim();
        if (v.isEmpty()) {
            throw bad(option, text, "missing value");
        }
        if (Arithmetic.looksLikeExpression(v)) {
            try {
                return Arithmetic.timeNs(option, v);
            } catch (ArithmeticException e) {
                throw bad(option, text, "the result does not fit in 64 bits");
            }
        }
        if (v.startsWith("-")) {
            throw bad(option, text, "invalid time (must not be negative)");
        }
        int end = digitsEnd(v);
        if (end == 0) {
            throw bad(option, text, "invalid time (not a number)");
        }
        String suffix = v.substring(end).toLowerCase(Locale.ROOT);
        long unit = switch (suffix) {
            case "" -> bareUnitNanos;
            case "d" -> 86_400_000_000_000L;
            case "h" -> 3_600_000_000_000L;
            case "m" -> 60_000_000_000L;
            case "s" -> 1_000_000_000L;
            case "ms", "msec" -> 1_000_000L;
            case "us", "usec" -> 1_000L;
            default -> throw bad(option, text, suffix.startsWith(".")
                    ? "invalid time (fractions are not supported; use a smaller unit)"
                    : "invalid time (unknown suffix '" + v.substring(end)
                            + "'; use d, h, m, s, ms, msec, us or usec)");
        };
        return multiply(option, text, parseDigits(option, text, v.substring(0, end)), unit);
    }

    /**
     * Parses fio's boolean: {@code 0} or {@code 1}; a missing value (bare option name) is 1.
     *
     * @throws JfioException for anything else
     */
    public static boolean parseBool(String option, String text) {
        if (text == null) {
            return true;
        }
        return switch (text.trim()) {
            case "1" -> true;
            case "0" -> false;
            default -> throw bad(option, text, "invalid boolean (use 0 or 1)");
        };
    }

    /**
     * Parses an integer option the way fio does (fio's integer options accept size suffixes,
     * so {@code iodepth=1k} is 1024) and checks its range.
     *
     * @throws JfioException when the text is not a number or lies outside {@code [min, max]}
     */
    public static long parseInteger(String option, String text, long min, long max) {
        long v = parseIntegerValue(option, text, KB_BASE_1024);
        checkRange(option, text, v, min, max);
        return v;
    }

    /**
     * Parses an integer value with fio's size suffixes ({@code iodepth=1k} is 1024), without a
     * range check; errors call it an integer, not a size.
     *
     * @throws JfioException {@code option=text: invalid integer (...)}
     */
    public static long parseIntegerValue(String option, String text, int kbBase) {
        String t = text == null ? "" : text.trim();
        int dot = t.indexOf('.');
        if (dot > 0 && t.chars().allMatch(c -> c == '.' || Character.isDigit(c)) && dot == t.lastIndexOf('.')) {
            // fio 3.33 reads the digits before the point and drops the rest without a word
            throw bad(option, text, "invalid integer (write a whole number; fio 3.33 would silently take "
                    + t.substring(0, dot) + ")");
        }
        try {
            return parseSize(option, text, kbBase);
        } catch (JfioException e) {
            throw new JfioException(e.getMessage().replace(": invalid size", ": invalid integer"), e);
        }
    }

    /**
     * Checks that a parsed value lies in {@code [min, max]}.
     *
     * @throws JfioException {@code option=text: out of range (min..max)}
     */
    public static void checkRange(String option, String text, long value, long min, long max) {
        if (value < min || value > max) {
            throw bad(option, text, max == Long.MAX_VALUE
                    ? "out of range (at least " + min + ")"
                    : "out of range (" + min + ".." + max + ")");
        }
    }

    private static long sizeMultiplier(String option, String text, String suffix, int kbBase) {
        if (suffix.isEmpty() || suffix.equals("b")) {
            return 1;
        }
        int power = SIZE_LETTERS.indexOf(suffix.charAt(0)) + 1;
        String rest = suffix.substring(1);
        if (power == 0 || !(rest.isEmpty() || rest.equals("b") || rest.equals("i") || rest.equals("ib"))) {
            throw bad(option, text, "invalid size (unknown suffix '" + suffix + "')");
        }
        // fio: the three-letter IEC spelling takes the "other" base, deliberately.
        long base = rest.equals("ib") ? (kbBase == KB_BASE_1000 ? 1024 : 1000) : kbBase;
        long m = 1;
        for (int i = 0; i < power; i++) {
            m *= base;
        }
        return m;
    }

    private static long parseHex(String option, String text, String hex) {
        if (hex.isEmpty()) {
            throw bad(option, text, "invalid size (no hex digits)");
        }
        for (int i = 0; i < hex.length(); i++) {
            if (Character.digit(hex.charAt(i), 16) < 0) {
                throw bad(option, text, "invalid size (bad hex digit '" + hex.charAt(i) + "')");
            }
        }
        try {
            long v = Long.parseUnsignedLong(hex, 16);
            if (v < 0) {
                throw bad(option, text, "invalid size (too large)");
            }
            return v;
        } catch (NumberFormatException e) {
            throw bad(option, text, "invalid size (too large)");
        }
    }

    private static long parseDigits(String option, String text, String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw bad(option, text, "too large");
        }
    }

    private static long multiply(String option, String text, long value, long multiplier) {
        try {
            return Math.multiplyExact(value, multiplier);
        } catch (ArithmeticException e) {
            throw bad(option, text, "too large");
        }
    }

    private static int digitsEnd(String v) {
        int i = 0;
        while (i < v.length() && v.charAt(i) >= '0' && v.charAt(i) <= '9') {
            i++;
        }
        return i;
    }

    /**
     * Parses a size that is one part of a longer value ({@code 64k} of {@code bssplit=4k/10:64k/90});
     * a bad part is reported with the whole value: {@code bssplit=4q/10: invalid size (...)}.
     */
    public static long parseSizePart(String option, String wholeText, String part, int kbBase) {
        return part(option, wholeText, part, () -> parseSize(option, part, kbBase));
    }

    /** {@link #parseIntegerValue} of one part of a longer value ({@code 8} of {@code rw=randread:8}), reported with the whole value. */
    public static long parseIntegerPart(String option, String wholeText, String part, long min, long max) {
        long v = part(option, wholeText, part, () -> parseIntegerValue(option, part, KB_BASE_1024));
        checkRange(option, wholeText, v, min, max);
        return v;
    }

    private static long part(String option, String wholeText, String part, java.util.function.LongSupplier parse) {
        try {
            return parse.getAsLong();
        } catch (JfioException e) {
            String m = e.getMessage();
            String prefix = option + "=" + part + ": ";
            throw bad(option, wholeText, m.startsWith(prefix) ? m.substring(prefix.length()) : m);
        }
    }

    public static JfioException bad(String option, String text, String why) {
        return new JfioException(option + "=" + (text == null ? "" : text) + ": " + why);
    }
}
