package org.jfio.report;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;

import java.math.BigDecimal;
import java.util.Arrays;

import org.jfio.result.LatencyStats;

/**
 * fio's latency lines in the normal output: {@code slat/clat/lat} summaries
 * ({@code display_lat}) and the percentile block ({@code show_clat_percentiles}), with fio
 * 3.33's unit choice per line. Inputs are nanoseconds. Stateless and thread-safe.
 *
 * <p>Summary line unit: msec when min &gt; 2,000,000, max &gt; 99,999,999 and stdev &gt;
 * 1,000,000 ns; else usec when min &gt; 2000, max &gt; 99,999 and stdev &gt; 1000 ns; else nsec.
 * Min and max are scaled by integer division and printed with {@code num2str} to 6 digits
 * ({@code max=20350k}), avg and stdev with {@code %5.02f}.
 *
 * <p>Percentile unit: msec when the smallest value &gt; 2 ms and the largest &gt; 99.999 ms;
 * usec when smallest &gt; 2000 ns and largest &gt; 99,999 ns; else nsec. Scaling rounds up
 * ({@code (v + 999) / 1000} per step). Entries are {@code %<p+3>.<p>fth=[%<w>d]} where p is the
 * percentile precision (most decimals in the list) and w = max(5, digits of the largest
 * scaled value); {@code 73 / (p + 10 + w)} entries per line (4 with the default list).
 */
final class LatencyFormat {
    /** One summary in its display unit. */
    record Scaled(String unit, long min, long max, double mean, double stddev) {
    }

    private LatencyFormat() {
    }

    /** @return the summary scaled to fio's unit for it ({@code nsec}, {@code usec} or {@code msec}) */
    static Scaled scale(long minNs, long maxNs, double meanNs, double stddevNs) {
        if (minNs > 2_000_000 && maxNs > 99_999_999L && stddevNs > 1_000_000.0) {
            return new Scaled("msec", minNs / 1_000_000, maxNs / 1_000_000, meanNs / 1_000_000.0,
                    stddevNs / 1_000_000.0);
        }
        if (minNs > 2000 && maxNs > 99_999 && stddevNs > 1000.0) {
            return new Scaled("usec", minNs / 1000, maxNs / 1000, meanNs / 1000.0, stddevNs / 1000.0);
        }
        return new Scaled("nsec", minNs, maxNs, meanNs, stddevNs);
    }

    /**
     * @param name {@code slat}, {@code clat}, {@code " lat"} or {@code sync}
     * @return {@code "    clat (usec): min=16, max=12869, avg=122.26, stdev=280.87\n"}
     */
    static String summaryLine(String name, LatencyStats s) {
        Scaled v = scale(s.minNs(), s.maxNs(), s.meanNs(), s.stddevNs());
        return "    " + name + " (" + v.unit() + "): min=" + Num2Str.num2str(v.min(), 6, 1, false, Num2Str.Unit.NONE)
                + ", max=" + Num2Str.num2str(v.max(), 6, 1, false, Num2Str.Unit.NONE)
                + ", avg=" + CFormat.fixed(v.mean(), 5, 2)
                + ", stdev=" + CFormat.fixed(v.stddev(), 5, 2) + "\n";
    }

    /** @return the list sorted ascending without repeats (fio sorts it before use) */
    static double[] sortedPercentiles(double[] list) {
        return Arrays.stream(list).sorted().distinct().toArray();
    }

    /**
     * @return fio's {@code percentile_precision}: the most decimals any value of the list is
     *         written with ({@code 99.95} gives 2, {@code 50:99} gives 0)
     */
    static int precision(double[] list) {
        int p = 0;
        for (double v : list) {
            p = Math.max(p, BigDecimal.valueOf(v).stripTrailingZeros().scale());
        }
        return p;
    }

    /**
     * @param pre  what the percentiles are of, e.g. {@code clat}
     * @param s    the distribution
     * @param list percentiles to show, sorted ascending
     * @return the block with fio's values (its histogram buckets, {@link LatencyStats#fioPercentilesNs}),
     *         starting {@code "    clat percentiles (usec):\n     |"}; empty when {@code s} has
     *         no samples
     */
    static String percentileBlock(String pre, LatencyStats s, double[] list) {
        if (s.count() == 0 || list.length == 0) {
            return "";
        }
        return percentileBlock(pre, list, s.fioPercentilesNs(list));
    }

    /**
     * @param pre    what the percentiles are of, e.g. {@code clat}
     * @param list   percentiles to show, sorted ascending, not empty
     * @param values their values in ns
     * @return the block laid out as fio's {@code show_clat_percentiles}
     */
    static String percentileBlock(String pre, double[] list, long[] values) {
        int precision = precision(list);
        long minv = Long.MAX_VALUE;
        long maxv = 0;
        for (long v : values) {
            minv = Math.min(minv, v);
            maxv = Math.max(maxv, v);
        }
        int scaleDown;
        String unit;
        if (minv > 2_000_000 && maxv > 99_999_999L) {
            scaleDown = 2;
            unit = "msec";
        } else if (minv > 2000 && maxv > 99_999) {
            scaleDown = 1;
            unit = "usec";
        } else {
            scaleDown = 0;
            unit = "nsec";
        }
        long divisor = scaleDown == 2 ? 1_000_000 : scaleDown == 1 ? 1000 : 1;
        int timeWidth = Math.max(5, digits(maxv / divisor));
        int perLine = (80 - 7) / (precision + 10 + timeWidth);

        StringBuilder b = new StringBuilder();
        b.append("    ").append(pre).append(" percentiles (").append(unit).append("):\n     |");
        for (int j = 0; j < list.length; j++) {
            if (j != 0 && j % perLine == 0) {
                b.append("     |");
            }
            boolean last = j == list.length - 1;
            long v = values[j];
            for (int i = 0; i < scaleDown; i++) {
                v = (v + 999) / 1000;
            }
            b.append(' ').append(CFormat.fixed(list[j], precision + 3, precision))
                    .append("th=[").append(CFormat.pad(v, timeWidth)).append(']')
                    .append(last ? '\n' : ',');
            if (last) {
                break;
            }
            if (j % perLine == perLine - 1) {
                b.append('\n');
            }
        }
        return b.toString();
    }

    /** @return {@code (int) (log10(v) + 1)} as fio computes the width, 0 for v = 0 */
    private static int digits(long v) {
        return v <= 0 ? 0 : (int) (Math.log10(v) + 1);
    }
}
