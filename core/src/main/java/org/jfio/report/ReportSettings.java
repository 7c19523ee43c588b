package org.jfio.report;

import java.time.ZoneId;
import java.util.Objects;

/**
 * What a run's report writers are made with, whatever the format; each format reads the
 * settings that apply to it.
 *
 * @param zone         time zone of printed times (fio prints local time: {@code ctime(3)})
 * @param extended     jfio's extra figures ({@code --extended}): exact percentiles and the
 *                     latency from the rate schedule (normal: extra lines, JSON: a {@code "jfio"}
 *                     key per job); fio's own figures never change
 * @param terseVersion fio's {@code --terse-version}, 2 to 5 (terse only)
 */
public record ReportSettings(ZoneId zone, boolean extended, int terseVersion) {
    /**
     * @throws NullPointerException     without a zone
     * @throws IllegalArgumentException for a terse version other than 2 to 5
     */
    public ReportSettings {
        Objects.requireNonNull(zone, "zone");
        if (!TerseReport.isSupportedVersion(terseVersion)) {
            throw new IllegalArgumentException("terseVersion=" + terseVersion + ": must be 2, 3, 4 or 5");
        }
    }

    /** @return fio's defaults: the system time zone, no extras, terse version 3 */
    public static ReportSettings defaults() {
        return new ReportSettings(ZoneId.systemDefault(), false, TerseReport.DEFAULT_VERSION);
    }

    /** @return these settings in another time zone */
    public ReportSettings withZone(ZoneId value) {
        return new ReportSettings(value, extended, terseVersion);
    }

    /** @return these settings with jfio's extra figures on or off */
    public ReportSettings withExtended(boolean on) {
        return new ReportSettings(zone, on, terseVersion);
    }

    /** @return these settings with another terse version, 2 to 5 */
    public ReportSettings withTerseVersion(int version) {
        return new ReportSettings(zone, extended, version);
    }
}
