package org.jfio.job;

import java.util.Objects;

/**
 * A job's reporting switches that change what the report shows for it (fio 3.33's
 * {@code unified_rw_reporting}, {@code clat_percentiles}, {@code lat_percentiles},
 * {@code slat_percentiles}). Immutable.
 *
 * @param unifiedRw        {@code unified_rw_reporting}
 * @param clatPercentiles  percentiles of completion latency ({@code clat_percentiles}, default on)
 * @param latPercentiles   percentiles of total latency ({@code lat_percentiles}, default off)
 * @param slatPercentiles  percentiles of submission latency ({@code slat_percentiles}, default off)
 */
public record ReportOptions(UnifiedRwReporting unifiedRw, boolean clatPercentiles, boolean latPercentiles,
        boolean slatPercentiles) {
    /** fio's defaults: directions apart, clat percentiles only. */
    public static final ReportOptions DEFAULT = new ReportOptions(UnifiedRwReporting.NONE, true, false, false);

    /** @throws NullPointerException when {@code unifiedRw} is null */
    public ReportOptions {
        Objects.requireNonNull(unifiedRw, "unifiedRw");
    }

    /** @return a copy with another {@code unified_rw_reporting} */
    public ReportOptions withUnifiedRw(UnifiedRwReporting value) {
        return new ReportOptions(value, clatPercentiles, latPercentiles, slatPercentiles);
    }

    /** @return a copy with another {@code clat_percentiles} */
    public ReportOptions withClatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, value, latPercentiles, slatPercentiles);
    }

    /** @return a copy with another {@code lat_percentiles} */
    public ReportOptions withLatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, clatPercentiles, value, slatPercentiles);
    }

    /** @return a copy with another {@code slat_percentiles} */
    public ReportOptions withSlatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, clatPercentiles, latPercentiles, value);
    }
}
