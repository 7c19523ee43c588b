package org.jfio.job;

/**
 * What a job measures, as fio 3.33's {@code disable_lat}, {@code disable_clat},
 * {@code disable_slat}, {@code disable_bw_measurement}, {@code gtod_reduce} (all four off) and
 * {@code stats} (0: the job is run but left out of every report, as fio does). A latency that is
 * not measured reports as empty ({@code N=0}, zeros in JSON), and its lines and percentiles are
 * left out of the normal report. Immutable.
 *
 * @param lat   total latency ({@code lat}) is recorded
 * @param clat  completion latency ({@code clat}, with its percentiles and buckets) is recorded
 * @param slat  submission latency ({@code slat}) is recorded
 * @param bw    bandwidth and IOPS samples are taken (the {@code bw}/{@code iops} lines)
 * @param stats the job appears in the reports
 */
public record MeasureOptions(boolean lat, boolean clat, boolean slat, boolean bw, boolean stats) {
    /** fio's defaults: everything measured and reported. */
    public static final MeasureOptions DEFAULT = new MeasureOptions(true, true, true, true, true);

    MeasureOptions withLat(boolean value) {
        return new MeasureOptions(value, clat, slat, bw, stats);
    }

    MeasureOptions withClat(boolean value) {
        return new MeasureOptions(lat, value, slat, bw, stats);
    }

    MeasureOptions withSlat(boolean value) {
        return new MeasureOptions(lat, clat, value, bw, stats);
    }

    MeasureOptions withBw(boolean value) {
        return new MeasureOptions(lat, clat, slat, value, stats);
    }

    MeasureOptions withStats(boolean value) {
        return new MeasureOptions(lat, clat, slat, bw, value);
    }

    /** {@code gtod_reduce=1}: no latency and no bandwidth samples, only counts and totals. */
    MeasureOptions gtodReduced() {
        return new MeasureOptions(false, false, false, false, stats);
    }
}
