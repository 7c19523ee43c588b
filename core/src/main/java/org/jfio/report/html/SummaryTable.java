package org.jfio.report.html;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;

/**
 * The summary table: one row per job and direction that did I/O, with fio's figures (IOPS,
 * bandwidth, mean clat), the clat percentiles p50, p99, p99.9 and p99.99 in us (exact from the
 * histogram when the result has one, else fio's listed ones, "-" when not listed), the job's CPU
 * and its result's highest device utilisation. Stateless.
 */
final class SummaryTable {
    /** The header row. */
    static final List<String> HEADER = List.of("job", "dir", "IOPS", "BW (MiB/s)", "clat mean (us)", "p50 (us)",
            "p99 (us)", "p99.9 (us)", "p99.99 (us)", "usr cpu %", "sys cpu %", "util %");
    private static final double[] PERCENTILES = {50, 99, 99.9, 99.99};

    private SummaryTable() {
    }

    /**
     * @param job   the job
     * @param util  its result's highest {@code disk_util[].util}, or NaN when none was measured
     * @return its rows
     */
    static List<List<String>> rows(JobView job, double util) {
        List<List<String>> out = new ArrayList<>();
        for (String d : job.directions()) {
            JsonNode dir = job.json().get(d);
            List<String> row = new ArrayList<>();
            row.add(job.label());
            row.add(d);
            row.add(iops(dir.get("iops").number(0)));
            row.add(number(dir.get("bw_bytes").number(0) / (1 << 20)));
            row.add(number(dir.get("clat_ns").get("mean").number(0) / 1000.0));
            Histogram h = job.clat(d);
            for (double p : PERCENTILES) {
                row.add(h != null ? number(h.getValueAtPercentile(p) / 1000.0) : fioPercentile(dir, p));
            }
            row.add(number(job.json().get("usr_cpu").number(0)));
            row.add(number(job.json().get("sys_cpu").number(0)));
            row.add(Double.isNaN(util) ? "-" : number(util));
            out.add(row);
        }
        return out;
    }

    private static String fioPercentile(JsonNode dir, double p) {
        JsonNode v = dir.get("clat_ns").get("percentile").get(String.format(java.util.Locale.ROOT, "%f", p));
        return v.isMissing() ? "-" : number(v.number(0) / 1000.0);
    }

    /** @return a figure rounded to a whole number from 1000 on, else to 4 significant digits, no exponent: 12346, 123.5, 0.1235 */
    /** @return a row for a job that moved no data (it failed first, or did only syncs): its name and dashes */
    static List<String> idleRow(JobView job) {
        List<String> row = new ArrayList<>();
        row.add(job.label());
        while (row.size() < HEADER.size()) {
            row.add("-");
        }
        row.set(1, "none");
        return row;
    }

    /** @return IOPS as fio's normal report prints them: truncated to a whole number from 1000 up */
    private static String iops(double v) {
        return v >= 1000 && Double.isFinite(v) ? Long.toString((long) v) : number(v);
    }

    static String number(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "-";
        }
        if (v == 0) {
            return "0";
        }
        if (Math.abs(v) >= 1000) {
            return Long.toString(Math.round(v));
        }
        return new java.math.BigDecimal(v).round(new java.math.MathContext(4)).stripTrailingZeros().toPlainString();
    }
}
