package org.jfio.format;

/**
 * fio's {@code num2str}: a number shortened to a few significant digits with a unit prefix,
 * as every size, bandwidth and IOPS figure of fio's normal output is printed.
 *
 * <p>The rules (fio 3.33 {@code lib/num2str.c}, reproduced, not copied):
 * <ul>
 *   <li>While the decimal string of the number is longer than {@code maxlen} digits, divide by
 *       1000 (SI) or 1024 (IEC) and step to the next prefix, remembering the last remainder.</li>
 *   <li>If nothing was divided, print the number as is ({@code 4096B}).</li>
 *   <li>If at most one digit of room is left, print the integer part, rounded up when the last
 *       remainder was at least half a unit ({@code 128KiB}, {@code 108MiB/s}).</li>
 *   <li>Otherwise fill the room with decimals of the remainder, rounded by {@code printf}
 *       ({@code 16.0KiB}, {@code 63.2MiB/s}, {@code 27.1k}); a remainder that rounds up to a
 *       whole unit carries into the integer part (26972 prints as {@code 27.0k}).</li>
 * </ul>
 * Prefixes are {@code k M G T P} (SI) or {@code Ki Mi Gi Ti Pi} (IEC). Stateless and
 * thread-safe.
 */
public final class Num2Str {
    /** fio's default {@code sig_figs}: significant digits of sizes, bandwidths and IOPS. */
    public static final int DEFAULT_SIG_FIGS = 4;

    private static final String[] SI_PREFIX = {"", "k", "M", "G", "T", "P"};
    private static final String[] IEC_PREFIX = {"", "Ki", "Mi", "Gi", "Ti", "Pi"};

    /** The unit appended after the prefix (fio {@code enum n2s_unit}). */
    public enum Unit {
        /** No unit: counts such as IOPS ({@code 27.1k}). */
        NONE(""),
        /** Per second, no base unit. */
        PER_SEC("/s"),
        /** Bytes ({@code 317MiB}). */
        BYTE("B"),
        /** Bits; the number is given in bytes and multiplied by 8. */
        BIT("bit"),
        /** Bytes per second ({@code 106MiB/s}). */
        BYTE_PER_SEC("B/s"),
        /** Bits per second; the number is given in bytes/s and multiplied by 8. */
        BIT_PER_SEC("bit/s");

        private final String suffix;

        Unit(String suffix) {
            this.suffix = suffix;
        }

        boolean isBits() {
            return this == BIT || this == BIT_PER_SEC;
        }
    }

    private Num2Str() {
    }

    /**
     * fio's {@code num2str(num, maxlen, base, pow2, units)}.
     *
     * @param num    the quantity, not negative
     * @param maxlen most digits in the output (counting the decimal point, not the prefix)
     * @param base   multiplier already applied to {@code num} (1, or 1024 when num is in KiB)
     * @param pow2   true for IEC prefixes (base 1024), false for SI (base 1000)
     * @param unit   unit suffix
     * @return e.g. {@code 63.2MiB/s}
     */
    public static String num2str(long num, int maxlen, int base, boolean pow2, Unit unit) {
        if (num < 0) {
            throw new IllegalArgumentException("num=" + num + " must not be negative");
        }
        final int thousand = pow2 ? 1024 : 1000;
        String[] prefixes = pow2 ? IEC_PREFIX : SI_PREFIX;
        int post = 0;
        for (int b = base; b > 1; post++) {
            b /= thousand;
        }
        long n = unit.isBits() ? num * 8 : num;

        long modulo = -1;
        boolean carry = false;
        while (post < prefixes.length && Long.toString(n).length() > maxlen) {
            modulo = n % thousand;
            n /= thousand;
            carry = modulo >= thousand / 2;
            post++;
        }
        if (modulo == -1) {
            return whole(n, post, prefixes, unit);
        }
        int room = maxlen - Long.toString(n).length();
        if (room <= 1) {
            return whole(carry ? n + 1 : n, post, prefixes, unit);
        }
        String fraction = CFormat.fixed((double) modulo / thousand, room - 1);
        if (fraction.charAt(0) == '1') {
            n++; // "1.0": the remainder rounded up to a whole unit
        }
        return n + "." + fraction.substring(2) + prefix(post, prefixes) + unit.suffix;
    }

    private static String whole(long n, int post, String[] prefixes, Unit unit) {
        return n + prefix(post, prefixes) + unit.suffix;
    }

    private static String prefix(int post, String[] prefixes) {
        return post >= prefixes.length ? "" : prefixes[post];
    }

    /** @return a size in bytes with IEC prefixes, 4 digits: {@code 317MiB}, {@code 4096B} */
    public static String bytesIec(long bytes) {
        return num2str(bytes, DEFAULT_SIG_FIGS, 1, true, Unit.BYTE);
    }

    /** @return a size in bytes with SI prefixes, 4 digits: {@code 333MB} */
    public static String bytesSi(long bytes) {
        return num2str(bytes, DEFAULT_SIG_FIGS, 1, false, Unit.BYTE);
    }

    /** @return a bandwidth in bytes/s with IEC prefixes, 4 digits: {@code 106MiB/s} */
    public static String bwIec(long bytesPerSec) {
        return num2str(bytesPerSec, DEFAULT_SIG_FIGS, 1, true, Unit.BYTE_PER_SEC);
    }

    /** @return a bandwidth in bytes/s with SI prefixes, 4 digits: {@code 111MB/s} */
    public static String bwSi(long bytesPerSec) {
        return num2str(bytesPerSec, DEFAULT_SIG_FIGS, 1, false, Unit.BYTE_PER_SEC);
    }

    /**
     * @param bytesPerSec the bandwidth
     * @param pow2        IEC prefixes ({@code MiB/s}) or SI ({@code MB/s})
     * @param bits        in bits per second ({@code Mibit/s}, fio's {@code unit_base=1}) instead of bytes
     * @return the bandwidth, 4 digits
     */
    public static String bw(long bytesPerSec, boolean pow2, boolean bits) {
        return num2str(bytesPerSec, DEFAULT_SIG_FIGS, 1, pow2, bits ? Unit.BIT_PER_SEC : Unit.BYTE_PER_SEC);
    }

    /** @return an I/O rate with SI prefixes and no unit, 4 digits: {@code 27.1k} */
    public static String iops(long iops) {
        return num2str(iops, DEFAULT_SIG_FIGS, 1, false, Unit.NONE);
    }
}
