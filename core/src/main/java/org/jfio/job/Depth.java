package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.ENGINE;
import static org.jfio.spi.option.OptionKind.INT;

/**
 * The queue a job keeps: depth and batching (fio's {@code iodepth}, {@code iodepth_batch_submit},
 * {@code iodepth_batch_complete_min/max}, {@code iodepth_low}), with fio's rules applied: a
 * batch of 0 or above the depth is the depth, the completion maximum is at least the minimum and
 * at most the depth, a low mark of 0 or above the depth is the depth. Immutable.
 *
 * @param iodepth                 I/Os kept in flight, 1..65536
 * @param iodepthBatchSubmit      I/Os staged per submit, 1..iodepth
 * @param iodepthBatchCompleteMin least completions per reap, 0..iodepth
 * @param iodepthBatchCompleteMax most completions per reap, at least the minimum, at most iodepth
 * @param iodepthLow              once full, drain to this depth before refilling, 1..iodepth
 */
public record Depth(int iodepth, int iodepthBatchSubmit, int iodepthBatchCompleteMin, int iodepthBatchCompleteMax,
        int iodepthLow) {
    private static final long INT_MAX = Integer.MAX_VALUE;

    /** @throws JfioException when a value is out of range */
    public Depth {
        Ranges.require("iodepth", iodepth, 1, 65536);
        Ranges.require("iodepth_batch_submit", iodepthBatchSubmit, 0, Integer.MAX_VALUE);
        if (iodepthBatchSubmit == 0 || iodepthBatchSubmit > iodepth) {
            iodepthBatchSubmit = iodepth;
        }
        Ranges.require("iodepth_batch_complete_min", iodepthBatchCompleteMin, 0, Integer.MAX_VALUE);
        iodepthBatchCompleteMin = Math.min(iodepthBatchCompleteMin, iodepth);
        if (iodepthBatchCompleteMax == 0 || iodepthBatchCompleteMax < iodepthBatchCompleteMin) {
            iodepthBatchCompleteMax = Math.max(iodepthBatchCompleteMin, iodepthBatchCompleteMax);
        }
        iodepthBatchCompleteMax = Math.min(iodepthBatchCompleteMax, iodepth);
        if (iodepthLow <= 0 || iodepthLow > iodepth) {
            iodepthLow = iodepth;
        }
    }

    static final OptionRecord<Depth> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Depth.class, List.of(
            JobOption.declare("iodepth", INT, ENGINE, "1", "I/Os kept in flight (sync engines use 1)")
                    .range(1, 65536).sets(Depth.class, "iodepth").build(),
            JobOption.declare("iodepth_batch", INT, ENGINE, "1", "I/Os staged before a submit (0: iodepth)")
                    .alias("iodepth_batch_submit").range(0, INT_MAX).sets(Depth.class, "iodepthBatchSubmit").build(),
            JobOption.declare("iodepth_batch_complete_min", INT, ENGINE, "1", "Least completions to wait for per reap")
                    .alias("iodepth_batch_complete").range(0, INT_MAX).sets(Depth.class, "iodepthBatchCompleteMin").build(),
            JobOption.declare("iodepth_batch_complete_max", INT, ENGINE, "",
                    "Most completions per reap (default: iodepth_batch_complete_min)")
                    .range(0, INT_MAX).sets(Depth.class, "iodepthBatchCompleteMax").build(),
            JobOption.declare("iodepth_low", INT, ENGINE, "", "Once full, drain to this depth before refilling (default: iodepth)")
                    .range(0, INT_MAX).sets(Depth.class, "iodepthLow").build()));
}
