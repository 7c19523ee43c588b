package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.REPORTING;
import static org.jfio.spi.option.OptionKind.BOOL;

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

    static final OptionRecord<MeasureOptions> SCHEMA = OptionRecord.of(MethodHandles.lookup(), MeasureOptions.class, List.of(
            JobOption.declare("gtod_reduce", BOOL, REPORTING, "0",
                    "Measure no latency and no bandwidth samples (disable_lat, disable_clat, disable_slat, disable_bw)")
                    .applier((d, v, c) -> {
                        if ((Boolean) v) {
                            for (String component : List.of("lat", "clat", "slat", "bw")) {
                                d.set(MeasureOptions.class, component, false);
                            }
                        }
                    }).build(),
            disable("disable_lat", "lat", "Do not measure total latency (lat)"),
            disable("disable_clat", "clat", "Do not measure completion latency (clat, its percentiles)"),
            disable("disable_slat", "slat", "Do not measure submission latency (slat)"),
            JobOption.declare("disable_bw_measurement", BOOL, REPORTING, "0", "Do not sample bandwidth and IOPS (the bw/iops lines)")
                    .alias("disable_bw").applier((d, v, c) -> d.set(MeasureOptions.class, "bw", !(Boolean) v)).build(),
            JobOption.declare("stats", BOOL, REPORTING, "1", "Report this job (0: run it, but leave it out of every report)")
                    .sets(MeasureOptions.class, "stats").build()));

    private static JobOption disable(String name, String component, String help) {
        return JobOption.declare(name, BOOL, REPORTING, "0", help)
                .applier((d, v, c) -> d.set(MeasureOptions.class, component, !(Boolean) v)).build();
    }
}
