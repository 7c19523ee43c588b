package org.jfio.spi;

import java.lang.foreign.Arena;

import org.jfio.spi.option.EngineOptions;

/**
 * What an engine is told when the core creates it for one job thread.
 *
 * @param jobName               the job's name
 * @param iodepth               I/Os the core keeps in flight (fio {@code iodepth})
 * @param iodepthBatchSubmit    staged I/Os per commit (fio {@code iodepth_batch_submit})
 * @param iodepthBatchCompleteMin minimum completions per reap (fio {@code iodepth_batch_complete_min})
 * @param iodepthBatchCompleteMax maximum completions per reap (fio {@code iodepth_batch_complete_max})
 * @param direct                true when files are opened with O_DIRECT
 * @param maxBlockSizeBytes     largest request length the job will issue
 * @param arena                 the job thread's confined arena, for rings and engine memory;
 *                              closed by the core after {@link IoEngine#close()}
 * @param options               the job's values of the engine's own options
 */
public record EngineContext(
        String jobName,
        int iodepth,
        int iodepthBatchSubmit,
        int iodepthBatchCompleteMin,
        int iodepthBatchCompleteMax,
        boolean direct,
        int maxBlockSizeBytes,
        Arena arena,
        EngineOptions options) {

    /** A context without engine options. */
    public EngineContext(String jobName, int iodepth, int iodepthBatchSubmit, int iodepthBatchCompleteMin,
            int iodepthBatchCompleteMax, boolean direct, int maxBlockSizeBytes, Arena arena) {
        this(jobName, iodepth, iodepthBatchSubmit, iodepthBatchCompleteMin, iodepthBatchCompleteMax, direct,
                maxBlockSizeBytes, arena, EngineOptions.EMPTY);
    }
}
