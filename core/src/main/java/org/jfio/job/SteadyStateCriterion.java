package org.jfio.job;

import java.util.Locale;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.FioUnits;

/**
 * fio's {@code steadystate} (alias {@code ss}) value: what is measured each interval (IOPS or
 * bandwidth), how it is judged (the least-squares slope over the window, or the largest
 * deviation from the window's mean) and the limit, absolute or in percent of the mean. Written
 * as fio writes it: {@code iops:5%}, {@code iops_slope:0.1%}, {@code bw:10m} (bytes/s),
 * {@code bw_slope:1%}; fio 3.33's default is {@code iops_slope:0.01%}. Immutable.
 *
 * @param iops    true for IOPS, false for bandwidth (bytes/s)
 * @param slope   true for the slope test ({@code _slope}), false for the mean deviation
 * @param limit   the limit: percent of the mean when {@code percent}, else IOPS or bytes/s (per
 *                interval for the slope)
 * @param percent true when the limit is a percentage
 */
public record SteadyStateCriterion(boolean iops, boolean slope, double limit, boolean percent) {
    /** fio 3.33's default, {@code iops_slope:0.01%}. */
    public static final SteadyStateCriterion DEFAULT = new SteadyStateCriterion(true, true, 0.01, true);

    /** @throws JfioException when the limit is negative or not a number */
    public SteadyStateCriterion {
        if (!(limit >= 0) || Double.isInfinite(limit)) {
            throw new JfioException("steadystate: the limit must be a number of at least 0, not " + limit);
        }
    }

    /**
     * Parses fio's {@code steadystate} value.
     *
     * @param option the option as written ({@code ss} or {@code steadystate}), for messages
     * @throws JfioException {@code option=text: reason} when the text is not a criterion and limit
     */
    static SteadyStateCriterion parse(String option, String text, int kbBase) {
        String v = text == null ? "" : text.trim();
        int colon = v.indexOf(':');
        String name = (colon < 0 ? v : v.substring(0, colon)).trim().toLowerCase(Locale.ROOT);
        boolean iops;
        boolean slope;
        switch (name) {
            case "iops" -> { iops = true; slope = false; }
            case "iops_slope" -> { iops = true; slope = true; }
            case "bw" -> { iops = false; slope = false; }
            case "bw_slope" -> { iops = false; slope = true; }
            default -> throw FioUnits.bad(option, text, "unknown criterion '" + name
                    + "' (use iops, iops_slope, bw or bw_slope, then :limit, e.g. iops:5%)");
        }
        if (colon < 0 || v.substring(colon + 1).isBlank()) {
            throw FioUnits.bad(option, text, "a limit must follow the criterion (e.g. " + name + ":5%)");
        }
        String limit = v.substring(colon + 1).trim();
        if (limit.endsWith("%")) {
            return new SteadyStateCriterion(iops, slope, number(option, text, limit.substring(0, limit.length() - 1)), true);
        }
        if (iops) {
            return new SteadyStateCriterion(true, slope, number(option, text, limit), false);
        }
        String size = limit.endsWith("/s") ? limit.substring(0, limit.length() - 2) : limit;
        try {
            return new SteadyStateCriterion(false, slope, FioUnits.parseSize(option, size, kbBase), false);
        } catch (JfioException e) {
            throw FioUnits.bad(option, text, "the bandwidth limit '" + limit
                    + "' is not a size in bytes/s (e.g. bw:10m, bw:500k, bw:10MiB/s, or a percentage: bw:5%)");
        }
    }

    private static double number(String option, String text, String s) {
        try {
            double d = Double.parseDouble(s.trim());
            if (d < 0 || Double.isNaN(d) || Double.isInfinite(d)) {
                throw FioUnits.bad(option, text, "the limit must be a number of at least 0");
            }
            return d;
        } catch (NumberFormatException e) {
            throw FioUnits.bad(option, text, "the limit '" + s.trim() + "' is not a number");
        }
    }

    /** @return fio's name of the criterion: {@code iops}, {@code iops_slope}, {@code bw} or {@code bw_slope} */
    public String fioName() {
        return (iops ? "iops" : "bw") + (slope ? "_slope" : "");
    }

    /** @return the criterion as fio 3.33's JSON {@code steadystate.ss} prints it ({@code iops:5.000000%}) */
    public String fioJson() {
        return fioName() + ":" + String.format(Locale.ROOT, "%f", (float) limit) + (percent ? "%" : "");
    }
}
