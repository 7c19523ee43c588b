package org.jfio.result;

import java.util.Locale;

import org.jfio.job.SloGate;

/**
 * The verdict of one SLO gate ({@link SloGate}) on one reported job or group: the value measured
 * (in the gate's unit: ns, IOPS, bytes/s, percent, 1/0) and whether it passed. A gate that could
 * not be measured (no samples in that direction, no device statistics) fails. Latency
 * percentiles are HdrHistogram's exact values (3 significant digits), not fio's bucketed ones.
 * Immutable.
 *
 * @param job      the reported job's name (the group's first job under group_reporting)
 * @param cloneNumber which clone of the job, from 1, when its clones are reported one by one
 *                 ({@code numjobs} without group_reporting); 0 otherwise
 * @param groupId  its reporting group
 * @param gate     the gate
 * @param measured false when there was nothing to measure (then {@code value} is 0 and it failed)
 * @param value    the value measured
 * @param passed   true when the gate held
 */
public record SloVerdict(String job, int cloneNumber, int groupId, SloGate gate, boolean measured, double value, boolean passed) {

    /** @return the verdict's word: {@code PASS} or {@code FAIL} */
    public String word() {
        return passed ? "PASS" : "FAIL";
    }

    /**
     * @return the value for people: {@code 1.41 ms}, {@code 52.3k IOPS}, {@code 412 MiB/s},
     *         {@code 87.2%}, {@code attained}; or why it could not be measured
     */
    public String shownValue() {
        if (!measured) {
            return switch (gate.metric()) {
                case UTIL -> "no device statistics";
                default -> "no " + (gate.ddir() == null ? "" : gate.ddir().name().toLowerCase(Locale.ROOT) + " ")
                        + "samples";
            };
        }
        return switch (gate.metric()) {
            case SLAT, CLAT, LAT -> latency(value);
            case IOPS -> scaled(value, 1000, new String[] {"", "k", "M", "G"}, "") + " IOPS";
            case BW -> scaled(value, 1024, new String[] {"B", "KiB", "MiB", "GiB", "TiB"}, " ") + "/s";
            case UTIL -> String.format(Locale.ROOT, "%.1f%%", value);
            case SS_ATTAINED -> value != 0 ? "attained" : "not attained";
        };
    }

    /** @return the gate's line: {@code SLO read.clat.p99<=2ms: PASS (1.41 ms)} (with the job's name when several) */
    public String line(boolean withJob) {
        return "SLO " + (withJob ? label() + ": " : "") + gate.text() + ": " + word() + " (" + shownValue() + ")";
    }

    /** @return the job's name, with the clone's number when its clones are judged one by one: {@code r (clone 2)} */
    public String label() {
        return cloneNumber > 0 ? job + " (clone " + cloneNumber + ")" : job;
    }

    private static String latency(double ns) {
        if (ns >= 1e9) {
            return sig3(ns / 1e9) + " s";
        }
        if (ns >= 1e6) {
            return sig3(ns / 1e6) + " ms";
        }
        if (ns >= 1e3) {
            return sig3(ns / 1e3) + " us";
        }
        return sig3(ns) + " ns";
    }

    /** @return {@code v} scaled by {@code base} to 3 significant digits, its unit after {@code sep} */
    private static String scaled(double v, double base, String[] units, String sep) {
        int i = 0;
        double x = v;
        while (x >= base && i < units.length - 1) {
            x /= base;
            i++;
        }
        return sig3(x) + sep + units[i];
    }

    private static String sig3(double v) {
        if (v >= 100) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (v >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
