package org.jfio.sysbench;

import java.util.Locale;

/**
 * sysbench 1.0.20's size text ({@code sb_print_value_size}): the value divided by 1024 while it is
 * at least 1024 (at most four times), printed with {@code %.5g} and {@code Ki}, {@code Mi},
 * {@code Gi} or {@code Ti}: {@code 16Ki}, {@code 64Mi}, {@code 1.3333Gi}, {@code 1000}. The
 * callers add the {@code B}. Stateless.
 */
public final class SizeText {
    private static final String UNITS = "KMGT";

    private SizeText() {
    }

    /** @return the size as sysbench prints it, without the trailing {@code B} */
    public static String of(double bytes) {
        double v = bytes;
        int i = 0;
        while (i < UNITS.length() && v >= 1024) {
            v /= 1024;
            i++;
        }
        String number = g5(v);
        return i > 0 ? number + UNITS.charAt(i - 1) + "i" : number;
    }

    /** C's {@code %.5g}: 5 significant digits, trailing zeros and a trailing point dropped. */
    static String g5(double v) {
        if (v == 0) {
            return "0";
        }
        int exp = (int) Math.floor(Math.log10(Math.abs(v)));
        String s = String.format(Locale.ROOT, "%." + Math.max(0, 4 - exp) + "f", v);
        // rounding may have carried into a new digit (99999.5 -> 100000): C then switches to %e;
        // sizes here stay below 1024 after scaling, so the fixed form is always the one C prints
        if (s.indexOf('.') >= 0) {
            s = s.replaceAll("0+$", "");
            if (s.endsWith(".")) {
                s = s.substring(0, s.length() - 1);
            }
        }
        return s;
    }
}
