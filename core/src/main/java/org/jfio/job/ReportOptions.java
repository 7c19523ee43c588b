package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.JOB;
import static org.jfio.spi.option.OptionCategory.REPORTING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.STRING;

import java.util.Objects;

/**
 * A job's reporting switches that change what the report shows for it (fio 3.33's
 * {@code unified_rw_reporting}, {@code clat_percentiles}, {@code lat_percentiles},
 * {@code slat_percentiles}, {@code unit_base}, {@code description}). Immutable.
 *
 * @param unifiedRw        {@code unified_rw_reporting}
 * @param clatPercentiles  percentiles of completion latency ({@code clat_percentiles}, default on)
 * @param latPercentiles   percentiles of total latency ({@code lat_percentiles}, default off)
 * @param slatPercentiles  percentiles of submission latency ({@code slat_percentiles}, default off)
 * @param bandwidthInBits  {@code unit_base=1}: the normal report's headline and group bandwidths in
 *                         bits per second ({@code 800Mibit/s}); {@code unit_base=0|8} (default): bytes
 * @param description      the job's {@code description}, or null when none
 * @param diskUtil         measure the disks behind the job's files ({@code disk_util}, default on)
 */
public record ReportOptions(UnifiedRwReporting unifiedRw, boolean clatPercentiles, boolean latPercentiles,
        boolean slatPercentiles, boolean bandwidthInBits, String description, boolean diskUtil) {
    /** fio's defaults: directions apart, clat percentiles only, bandwidth in bytes. */
    public static final ReportOptions DEFAULT = new ReportOptions(UnifiedRwReporting.NONE, true, false, false, false, null, true);

    /** The switches without {@code unit_base} (bandwidth in bytes). */
    public ReportOptions(UnifiedRwReporting unifiedRw, boolean clatPercentiles, boolean latPercentiles,
            boolean slatPercentiles) {
        this(unifiedRw, clatPercentiles, latPercentiles, slatPercentiles, false, null, true);
    }

    /** @throws NullPointerException when {@code unifiedRw} is null */
    public ReportOptions {
        Objects.requireNonNull(unifiedRw, "unifiedRw");
        description = description == null || description.isEmpty() ? null : description;
    }

    /** @return a copy with another {@code unified_rw_reporting} */
    public ReportOptions withUnifiedRw(UnifiedRwReporting value) {
        return new ReportOptions(value, clatPercentiles, latPercentiles, slatPercentiles, bandwidthInBits, description, diskUtil);
    }

    /** @return a copy with another {@code clat_percentiles} */
    public ReportOptions withClatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, value, latPercentiles, slatPercentiles, bandwidthInBits, description, diskUtil);
    }

    /** @return a copy with another {@code lat_percentiles} */
    public ReportOptions withLatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, clatPercentiles, value, slatPercentiles, bandwidthInBits, description, diskUtil);
    }

    /** @return a copy with another {@code slat_percentiles} */
    public ReportOptions withSlatPercentiles(boolean value) {
        return new ReportOptions(unifiedRw, clatPercentiles, latPercentiles, value, bandwidthInBits, description, diskUtil);
    }

    /** @return a copy with bandwidth in bits ({@code unit_base=1}) or bytes */
    public ReportOptions withBandwidthInBits(boolean value) {
        return new ReportOptions(unifiedRw, clatPercentiles, latPercentiles, slatPercentiles, value, description, diskUtil);
    }

    static final OptionRecord<ReportOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), ReportOptions.class, List.of(
            JobOption.declare("description", STRING, JOB, "",
                    "Text description of the job (the normal report's Description line, terse and JSON desc)")
                    .sets(ReportOptions.class, "description").build(),
            JobOption.declare("disk_util", BOOL, REPORTING, "1", "Measure the disks behind the job's files (Disk stats)")
                    .sets(ReportOptions.class, "diskUtil").build(),
            JobOption.declare("unit_base", ENUM, REPORTING, "0", "Bandwidth unit of the normal report's IOPS/BW and group lines")
                    .allowed("0", "Auto: bytes").allowed("8", "Bytes (KiB/s, MiB/s)").allowed("1", "Bits (Kibit/s, Mibit/s)")
                    .applier((d, v, c) -> d.set(ReportOptions.class, "bandwidthInBits", "1".equals(v))).build(),
            JobOption.declare("unified_rw_reporting", ENUM, REPORTING, "none", "Report reads, writes and trims apart or summed")
                    .allowed("none", "Each direction on its own").allowed("mixed", "One summed 'mixed' direction")
                    .allowed("both", "Each direction, then the summed 'mixed' one")
                    .allowed("0", "Same as none", UnifiedRwReporting.NONE).allowed("1", "Same as mixed", UnifiedRwReporting.MIXED)
                    .allowed("2", "Same as both", UnifiedRwReporting.BOTH)
                    .sets(ReportOptions.class, "unifiedRw").build(),
            JobOption.declare("clat_percentiles", BOOL, REPORTING, "1", "Report percentiles of completion latency")
                    .sets(ReportOptions.class, "clatPercentiles").build(),
            JobOption.declare("lat_percentiles", BOOL, REPORTING, "0", "Report percentiles of total latency")
                    .sets(ReportOptions.class, "latPercentiles").build(),
            JobOption.declare("slat_percentiles", BOOL, REPORTING, "0", "Report percentiles of submission latency")
                    .sets(ReportOptions.class, "slatPercentiles").build()));
}
