package org.jfio.job;

import java.util.Locale;

/**
 * The values of SLO gates ({@link SloParser}), each in its metric's unit: latencies in ns, IOPS,
 * bandwidth in bytes/s, utilization in percent. Stateless.
 */
final class SloValues {
    private SloValues() {
    }

    /** @return a latency in ns: a number with a unit (ns, us, usec, µs, ms, msec, s, sec) */
    static double latencyNs(String text, String value) {
        String v = value.toLowerCase(Locale.ROOT);
        int end = numberEnd(text, v);
        String unit = v.substring(end);
        double scale = switch (unit) {
            case "ns", "nsec" -> 1;
            case "us", "usec", "\u00b5s" -> 1e3;
            case "ms", "msec" -> 1e6;
            case "s", "sec" -> 1e9;
            case "" -> throw SloParser.bad(text, "a latency needs a unit: " + value + "ns, " + value + "us, "
                    + value + "ms or " + value + "s");
            default -> throw SloParser.bad(text, "unknown time unit '" + unit + "' (use ns, us, ms or s)");
        };
        return number(text, v.substring(0, end)) * scale;
    }

    /** @return IOPS: a number, optionally with k (thousands) or m (millions) */
    static double iops(String text, String value) {
        String v = value.toLowerCase(Locale.ROOT);
        int end = numberEnd(text, v);
        String unit = v.substring(end);
        double scale = switch (unit) {
            case "" -> 1;
            case "k" -> 1e3;
            case "m" -> 1e6;
            default -> throw SloParser.bad(text, "unknown IOPS suffix '" + unit + "' (use k or m, e.g. 50k)");
        };
        return number(text, v.substring(0, end)) * scale;
    }

    /** @return bytes/s: KiB/s MiB/s GiB/s TiB/s (1024), KB/s MB/s GB/s TB/s (1000), bare k m g t (1024) */
    static double bandwidth(String text, String value) {
        int end = numberEnd(text, value);
        String unit = value.substring(end);
        if (unit.endsWith("/s")) {
            unit = unit.substring(0, unit.length() - 2);
        }
        double scale;
        if (unit.isEmpty() || unit.equals("B")) {
            scale = 1;
        } else {
            int power = "kmgt".indexOf(Character.toLowerCase(unit.charAt(0))) + 1;
            String rest = unit.substring(1);
            if (power == 0 || !(rest.isEmpty() || rest.equals("iB") || rest.equals("B") || rest.equals("ib"))) {
                throw SloParser.bad(text, "unknown bandwidth unit '" + value.substring(end)
                        + "' (use MiB/s, MB/s, GiB/s, GB/s, KiB/s, KB/s, or fio's k, m, g)");
            }
            scale = Math.pow(rest.equals("B") ? 1000 : 1024, power);
        }
        return number(text, value.substring(0, end)) * scale;
    }

    /** @return a percentage in [0, 100], with or without its % sign */
    static double percent(String text, String value) {
        String v = value.endsWith("%") ? value.substring(0, value.length() - 1) : value;
        double p = number(text, v);
        if (p > 100) {
            throw SloParser.bad(text, "a utilization is at most 100%");
        }
        return p;
    }

    /** @return where the number at the start of {@code v} ends; a value must start with one */
    private static int numberEnd(String text, String v) {
        int i = 0;
        while (i < v.length() && (Character.isDigit(v.charAt(i)) || v.charAt(i) == '.')) {
            i++;
        }
        if (i == 0) {
            throw SloParser.bad(text, "the value is not a number");
        }
        return i;
    }

    private static double number(String text, String digits) {
        if (digits.isEmpty()) {
            throw SloParser.bad(text, "the value is not a number");
        }
        try {
            double d = Double.parseDouble(digits);
            if (Double.isInfinite(d)) {
                throw SloParser.bad(text, "the value is too large");
            }
            return d;
        } catch (NumberFormatException e) {
            throw SloParser.bad(text, "'" + digits + "' is not a number");
        }
    }
}
