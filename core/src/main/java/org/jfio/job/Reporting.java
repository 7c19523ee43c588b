package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.REPORTING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.PERCENTILE_LIST;

/**
 * How a job's figures are gathered for the report (fio's {@code group_reporting},
 * {@code bwavgtime}, {@code iopsavgtime}, {@code percentile_list}). Immutable (the percentile
 * array is copied in and out).
 *
 * @param groupReporting  report each group as one job
 * @param bwAvgTimeMs     bandwidth sampling interval, ms
 * @param iopsAvgTimeMs   IOPS sampling interval, ms
 * @param percentileList  completion latency percentiles to report, 1 to 20 values in (0,100]
 */
public record Reporting(boolean groupReporting, long bwAvgTimeMs, long iopsAvgTimeMs, double[] percentileList) {
    /** fio's bw/iops sampling interval, ms. */
    public static final long DEFAULT_AVG_TIME_MS = 500;
    /** fio's percentile list. */
    static final String DEFAULT_PERCENTILES = "1:5:10:20:30:40:50:60:70:80:90:95:99:99.5:99.9:99.95:99.99";

    /** @throws JfioException when an interval is not positive or the list is empty or too long */
    public Reporting {
        if (bwAvgTimeMs <= 0 || iopsAvgTimeMs <= 0) {
            throw new JfioException("bwavgtime and iopsavgtime must be positive");
        }
        if (percentileList.length == 0 || percentileList.length > JobOption.MAX_PERCENTILES) {
            throw new JfioException("percentile_list takes 1 to 20 values");
        }
        for (double p : percentileList) {
            if (!(p > 0 && p <= 100)) {
                throw new JfioException("percentile_list value " + p + " is outside (0,100]");
            }
        }
        percentileList = percentileList.clone();
    }

    @Override
    public double[] percentileList() {
        return percentileList.clone();
    }

    static final OptionRecord<Reporting> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Reporting.class, List.of(
            JobOption.declare("group_reporting", BOOL, REPORTING, "0", "Report each group as one job")
                    .sets(Reporting.class, "groupReporting").build(),
            JobOption.declare("bwavgtime", INT, REPORTING, Long.toString(DEFAULT_AVG_TIME_MS), "Bandwidth sampling interval in ms")
                    .range(1, Integer.MAX_VALUE).sets(Reporting.class, "bwAvgTimeMs").build(),
            JobOption.declare("iopsavgtime", INT, REPORTING, Long.toString(DEFAULT_AVG_TIME_MS), "IOPS sampling interval in ms")
                    .range(1, Integer.MAX_VALUE).sets(Reporting.class, "iopsAvgTimeMs").build(),
            JobOption.declare("percentile_list", PERCENTILE_LIST, REPORTING, DEFAULT_PERCENTILES,
                    "Completion latency percentiles to report")
                    .sets(Reporting.class, "percentileList").build()));
}
