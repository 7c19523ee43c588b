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
    /** 10^0 to 10^6: the decimals {@link #fixedInLong} takes. */
    private static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

    private CFormat() {
    }

    /** @return {@code printf("%.<decimals>f", v)}; NaN and infinities print as 0 (valid JSON) */
    public static String fixed(double v, int decimals) {
        if (!Double.isFinite(v)) {
            v = 0.0;
        }
        String s = fixedInLong(v, decimals);
        return s != null ? s : new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }

    /**
     * {@link #fixed(double, int)} in long arithmetic, for the common case: {@code |v|} below 2^52
     * and its mantissa times 10^decimals within 63 bits (always so up to 3 decimals). The exact
     * binary value {@code m * 2^e} times 10^decimals is split at the binary point into the quotient
     * and the remainder, which decides the rounding: above half up, at half to even. The result
     * is the BigDecimal path's, character for character (no sign on a value that rounds to 0), at a
     * fraction of its cost (and without BigDecimal's class initialisation before the first I/O).
     *
     * @return the digits, or null where the long arithmetic cannot hold the value
     */
    static String fixedInLong(double v, int decimals) {
        if (decimals < 0 || decimals >= POW10.length) {
            return null;
        }
        long bits = Double.doubleToRawLongBits(v);
        int biasedExponent = (int) ((bits >>> 52) & 0x7ff);
        long mantissa = bits & 0xf_ffff_ffff_ffffL;
        if (biasedExponent != 0) {
            mantissa |= 1L << 52;
        }
        int shift = 1075 - Math.max(biasedExponent, 1); // v = mantissa * 2^-shift
        long pow = POW10[decimals];
        if (shift <= 0 || Math.multiplyHigh(mantissa, pow) != 0 || mantissa * pow < 0) {
            return null; // |v| of 2^52 or more, or a product beyond 63 bits
        }
        long scaled = mantissa * pow;
        long rounded;
        if (shift >= 64) {
            rounded = 0; // below 2^-1 (a product under 2^63 against a half of 2^63 or more)
        } else {
            rounded = scaled >>> shift;
            long rest = scaled & ((1L << shift) - 1);
            long half = 1L << (shift - 1);
            if (rest > half || rest == half && (rounded & 1) != 0) {
                rounded++;
            }
        }
        StringBuilder out = new StringBuilder(24);
        if (bits < 0 && rounded != 0) {
            out.append('-');
        }
        out.append(rounded / pow);
        if (decimals > 0) {
            String fraction = Long.toString(rounded % pow);
            out.append('.');
            for (int i = fraction.length(); i < decimals; i++) {
                out.append('0');
            }
            out.append(fraction);
        }
        return out.toString();
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
