package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.OptionSupport;

import static org.jfio.spi.option.OptionCategory.TIMING;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.INT_PER_DDIR;
import static org.jfio.spi.option.OptionKind.SIZE_PER_DDIR;

/**
 * Rate caps and floors per data direction (fio's {@code rate}, {@code rate_iops},
 * {@code rate_min}, {@code rate_iops_min}, {@code rate_process}, {@code rate_cycle}); 0 = none.
 * Immutable.
 *
 * @param bytesPerSec    bandwidth cap per direction, bytes/s ({@code rate})
 * @param iops           IOPS cap per direction ({@code rate_iops})
 * @param minBytesPerSec bandwidth floor per direction, bytes/s ({@code rate_min})
 * @param minIops        IOPS floor per direction ({@code rate_iops_min})
 * @param process        how issue times are spread under a cap ({@code rate_process})
 * @param cycleMs        window in ms over which the floors are averaged ({@code rate_cycle})
 * @param flowId         the flow this job shares I/O with ({@code flow_id})
 * @param flowWeight     the job's weight in its flow, 0 = not in a flow ({@code flow}, 0..1000; fio 3.33's meaning:
 *                       the jobs of a flow issue I/O in the ratio of their weights)
 * @param flowSleepUs    µs a job held back by its flow sleeps, after waiting for its I/O in flight ({@code flow_sleep})
 * @param ignoreThinktime the schedule goes on through a thinktime stall instead of catching up after it
 *                       ({@code rate_ignore_thinktime})
 */
public record Rate(DdirValues bytesPerSec, DdirValues iops, DdirValues minBytesPerSec, DdirValues minIops,
        RateProcess process, long cycleMs, int flowId, int flowWeight, long flowSleepUs, boolean ignoreThinktime) {
    /** fio's {@code FLOW_MAX_WEIGHT}: the largest {@code flow} weight. */
    public static final int MAX_FLOW_WEIGHT = 1000;

    /** fio's default {@code rate_cycle}, ms. */
    public static final long DEFAULT_RATE_CYCLE_MS = 1000;

    /** @throws JfioException when a value is out of range */
    public Rate {
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            Ranges.require("rate", bytesPerSec.get(d), 0, Long.MAX_VALUE);
            Ranges.require("rate_iops", iops.get(d), 0, Long.MAX_VALUE);
            Ranges.require("rate_min", minBytesPerSec.get(d), 0, Long.MAX_VALUE);
            Ranges.require("rate_iops_min", minIops.get(d), 0, Long.MAX_VALUE);
        }
        Ranges.require("rate_cycle", cycleMs, 1, Integer.MAX_VALUE);
        Ranges.require("flow", flowWeight, 0, MAX_FLOW_WEIGHT);
        Ranges.require("flow_sleep", flowSleepUs, 0, Integer.MAX_VALUE);
    }

    /** @return true when a bandwidth or IOPS cap is set for any direction */
    public boolean limited() {
        return bytesPerSec.anyPositive() || iops.anyPositive();
    }

    static final OptionRecord<Rate> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Rate.class, List.of(
            JobOption.declare("rate", SIZE_PER_DDIR, TIMING, "",
                    "Bandwidth cap in bytes/s, one for all or read,write,trim (rate=,1m caps writes)")
                    .range(0, Long.MAX_VALUE).sets(Rate.class, "bytesPerSec").build(),
            JobOption.declare("rate_iops", INT_PER_DDIR, TIMING, "",
                    "IOPS cap, one for all or read,write,trim (paced as bytes/s at the minimum bs, as fio)")
                    .range(0, Long.MAX_VALUE).sets(Rate.class, "iops").build(),
            JobOption.declare("rate_min", SIZE_PER_DDIR, TIMING, "", "Fail the job below this bandwidth in bytes/s (over rate_cycle)")
                    .alias("ratemin").range(0, Long.MAX_VALUE).sets(Rate.class, "minBytesPerSec").build(),
            JobOption.declare("rate_iops_min", INT_PER_DDIR, TIMING, "", "Fail the job below this IOPS (over rate_cycle)")
                    .range(0, Long.MAX_VALUE).sets(Rate.class, "minIops").build(),
            JobOption.declare("rate_process", ENUM, TIMING, "linear", "How issue times are spread under a rate cap")
                    .allowed("linear", "Evenly spaced").allowed("poisson", "Exponential gaps (Poisson arrivals)")
                    .sets(Rate.class, "process").build(),
            JobOption.declare("rate_cycle", INT, TIMING, Long.toString(DEFAULT_RATE_CYCLE_MS),
                    "Window in ms over which rate_min and rate_iops_min are averaged").alias("ratecycle")
                    .range(1, Integer.MAX_VALUE).sets(Rate.class, "cycleMs").build(),
            JobOption.declare("flow_id", INT, TIMING, "0", "The flow (shared I/O ratio) this job belongs to")
                    .range(0, Integer.MAX_VALUE).sets(Rate.class, "flowId").build(),
            JobOption.declare("flow", INT, TIMING, "0",
                    "Weight of this job in its flow_id: the flow's jobs issue I/O in the ratio of their weights (0: no flow)")
                    .range(0, MAX_FLOW_WEIGHT).sets(Rate.class, "flowWeight").build(),
            JobOption.declare("flow_sleep", INT, TIMING, "0",
                    "µs a job held back by its flow sleeps (after its I/O in flight completed); 0 tries again at once")
                    .range(0, Integer.MAX_VALUE).sets(Rate.class, "flowSleepUs").build(),
            JobOption.declare("flow_watermark", INT, TIMING, "0",
                    "Deprecated in fio 3.33 and ignored there (the flow's weights alone set the ratio); accepted, without effect")
                    .support(OptionSupport.NO_EFFECT).build(),
            JobOption.declare("rate_ignore_thinktime", BOOL, TIMING, "",
                    "Under a rate cap, count a thinktime stall as time the rate went on (no catching up after it)")
                    .sets(Rate.class, "ignoreThinktime").build()));
}
