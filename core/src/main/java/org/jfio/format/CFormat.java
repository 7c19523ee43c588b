package org.jfio.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * The two pieces of the C library fio's output depends on, reproduced so reports match byte
 * for byte: {@code printf("%W.Pf")} and {@code ctime(3)}.
 *
 * <p>{@code String.format("%.2f")} rounds the shortest decimal form of a double half-up
 * ({@code 1.005 -> 1.01}); glibc rounds the exact binary value, ties to even
 * ({@code 1.005 -> 1.00}, {@code 0.125 -> 0.12}). {@link #fixed} does the latter. Stateless and
 * thread-safe.
 */
public final class CFormat {
    private CFormat() {
    }

    /** @return {@code printf("%.<decimals>f", v)}; NaN and infinities print as 0 (valid JSON) */
    public static String fixed(double v, int decimals) {
        if (!Double.isFinite(v)) {
            v = 0.0;
        }
        return new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** @return {@code printf("%<width>.<decimals>f", v)}: right-aligned, space padded */
    public static String fixed(double v, int width, int decimals) {
        return pad(fixed(v, decimals), width);
    }

    /** @return {@code s} right-aligned in {@code width} columns ({@code printf("%<width>s")}) */
    public static String pad(String s, int width) {
        if (s.length() >= width) {
            return s;
        }
        return " ".repeat(width - s.length()) + s;
    }

    /** @return {@code printf("%<width>d", v)} */
    public static String pad(long v, int width) {
        return pad(Long.toString(v), width);
    }

    /**
     * @return {@code ctime(3)} of the instant in the zone, without the trailing newline:
     *         {@code Sun Nov 29 18:10:00 2026} (day of month space-padded to 2)
     */
    public static String ctime(long epochMs, ZoneId zone) {
        ZonedDateTime t = Instant.ofEpochMilli(epochMs).atZone(zone);
        return t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH)
                + ' ' + t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH)
                + pad(t.getDayOfMonth(), 3)
                + ' ' + two(t.getHour()) + ':' + two(t.getMinute()) + ':' + two(t.getSecond())
                + ' ' + t.getYear();
    }

    private static String two(int v) {
        return v < 10 ? "0" + v : Integer.toString(v);
    }
}
