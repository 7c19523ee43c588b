package org.jfio.spi;

import java.lang.foreign.Arena;

import org.jfio.spi.option.EngineOptions;

/**
 * What an engine is told when the core creates it for one job thread.
 *
 * <p>The queue depth reaches the engine here and only here. How the core batches is not part of
 * the context: it commits when it has staged a batch ({@link IoEngine#commit()}) and says on each
 * {@link IoEngine#reap(int, int, long)} how many completions to wait for and to take.
 *
 * @param jobName               the job's name
 * @param iodepth               the most I/Os the core keeps queued or in flight at once (fio
 *                              {@code iodepth}); every {@link IoUnit#index()} is below it
 * @param direct                true when files are opened with O_DIRECT
 * @param maxBlockSizeBytes     largest request length the job will issue
 * @param arena                 the job thread's confined arena, for rings and engine memory;
 *                              closed by the core after {@link IoEngine#close()}
 * @param options               the job's values of the engine's own options
 * @param runtimeNs             the job's {@code runtime} in nanoseconds, 0 when it has none (fio's
 *                              {@code %r} of the exec engine's arguments)
 * @param notices               where the engine's lines for the user go (fio's {@code log_info} from
 *                              an engine's init, e.g. cpuio's {@code job (noop): ioengine=cpuio,
 *                              cpuload=100, cpucycle=50000}); the CLI prints them with the normal
 *                              report. Called at setup only, never per I/O
 */
public record EngineContext(
        String jobName,
        int iodepth,
        boolean direct,
        int maxBlockSizeBytes,
        Arena arena,
        EngineOptions options,
        long runtimeNs,
        java.util.function.Consumer<String> notices) {

    /** A context whose notices are dropped. */
    public EngineContext(String jobName, int iodepth, boolean direct, int maxBlockSizeBytes, Arena arena,
                         EngineOptions options, long runtimeNs) {
        this(jobName, iodepth, direct, maxBlockSizeBytes, arena, options, runtimeNs, line -> { });
    }

    /** A context without a runtime. */
    public EngineContext(String jobName, int iodepth, boolean direct, int maxBlockSizeBytes, Arena arena,
                         EngineOptions options) {
        this(jobName, iodepth, direct, maxBlockSizeBytes, arena, options, 0);
    }

    /** A context without engine options. */
    public EngineContext(String jobName, int iodepth, boolean direct, int maxBlockSizeBytes, Arena arena) {
        this(jobName, iodepth, direct, maxBlockSizeBytes, arena, EngineOptions.EMPTY);
    }
}
