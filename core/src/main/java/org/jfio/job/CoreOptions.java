package org.jfio.job;

import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

/**
 * The core's option records, in the order {@code --cmdhelp} lists their options: each record
 * declares the options that set its components. Package-private; reach the options through
 * {@link OptionTable#builtin()}.
 */
final class CoreOptions {
    /** Every record of a job's options. */
    static final List<OptionRecord<?>> RECORDS = List.of(JobIdentity.SCHEMA, IoType.SCHEMA, BlockSizes.SCHEMA,
            Region.SCHEMA, FileSet.SCHEMA, Depth.SCHEMA, Timing.SCHEMA, Rate.SCHEMA, CpuPlacement.SCHEMA,
            Randomness.SCHEMA, Buffers.SCHEMA, VerifyOptions.SCHEMA, Ordering.SCHEMA, Reporting.SCHEMA, MeasureOptions.SCHEMA,
            ReportOptions.SCHEMA, SafetyOptions.SCHEMA, LogSpec.SCHEMA, Goals.SCHEMA, ErrorHandling.SCHEMA, JobHooks.SCHEMA,
            FioOnlyOptions.SCHEMA, Replay.SCHEMA);

    private CoreOptions() {
    }

    /** @return every core option, in help order */
    static List<JobOption> all() {
        List<JobOption> all = new ArrayList<>();
        for (OptionRecord<?> r : RECORDS) {
            all.addAll(r.options());
        }
        return all;
    }
}
