package org.jfio.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.math.BigDecimal;
import java.math.RoundingMode;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** {@link CFormat#fixed(double, int)}'s long-arithmetic path against glibc's rule done in BigDecimal. */
class CFormatPropertyTest {

    private static String exact(double v, int decimals) {
        return new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }

    @Property(tries = 20_000)
    void longPathPrintsWhatTheExactValuePrints(@ForAll("doubles") double v,
            @ForAll @IntRange(min = 0, max = 6) int decimals) {
        String fast = CFormat.fixedInLong(v, decimals);
        if (fast != null) {
            assertEquals(exact(v, decimals), fast, () -> v + " to " + decimals + " decimals");
        }
        assertEquals(exact(v, decimals), CFormat.fixed(v, decimals));
    }

    @Property(tries = 5_000)
    void longPathTakesEveryReportValueUpToThreeDecimals(@ForAll("reportValues") double v,
            @ForAll @IntRange(min = 0, max = 3) int decimals) {
        assertNotNull(CFormat.fixedInLong(v, decimals), () -> v + " to " + decimals + " decimals");
    }

    @Example
    void tiesAndEdgesMatch() {
        double[] values = {0.0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, -0.125, 1.005, 2.675, 0.05, -0.05, -0.04, 9.995,
            99.9999995, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, 0x1p-64, 0x1p-63, 0x1p-62,
            0x1p52 - 0.5, 0x1p52, 0x1p53, Long.MAX_VALUE, 1e300, -1e300, 4503599627370495.5, 0.1, 1e-7, 5e-7, 4.9999999e-7};
        for (double v : values) {
            for (int d = 0; d <= 6; d++) {
                String fast = CFormat.fixedInLong(v, d);
                if (fast != null) {
                    assertEquals(exact(v, d), fast, v + " to " + d + " decimals");
                }
                assertEquals(exact(v, d), CFormat.fixed(v, d), v + " to " + d + " decimals");
            }
        }
    }

    @Provide
    Arbitrary<Double> doubles() {
        return Arbitraries.oneOf(
                Arbitraries.doubles(),                                            // any magnitude
                Arbitraries.doubles().between(-1e7, 1e7),                           // report figures
                Arbitraries.integers().between(-4_000_000, 4_000_000).map(i -> i / 1024.0), // exact binary ties
                Arbitraries.integers().between(-1_000_000, 1_000_000).map(i -> i / 1000.0 + 0.0005),
                Arbitraries.longs().map(Double::longBitsToDouble).filter(Double::isFinite)); // every bit pattern
    }

    @Provide
    Arbitrary<Double> reportValues() {
        return Arbitraries.doubles().between(-1e12, 1e12);
    }
}
