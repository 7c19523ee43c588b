package org.jfio.spi;

import java.util.List;
import java.util.Set;

import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.option.NoOptions;

/**
 * Service-provider entry of an I/O engine, found with {@link java.util.ServiceLoader}. A
 * provider must be cheap to instantiate and must not fail when its native library is missing:
 * it reports that through {@link #availability()} instead.
 *
 * <p>Implementations must be thread-safe: {@link #create} is called once per job thread.
 */
public interface IoEngineProvider {

    /** @return the name used in {@code ioengine=}, e.g. {@code psync} */
    String name();

    /** @return other names accepted in {@code ioengine=} */
    default List<String> aliases() {
        return List.of();
    }

    /** @return one line for {@code --enghelp}: what it does, which system calls */
    String description();

    /**
     * @return capabilities that hold whatever the job's settings (e.g. {@link EngineCapability#DISKLESS}),
     *         known before any engine is created; the engine's own {@link IoEngine#capabilities()} may add more
     */
    default Set<EngineCapability> capabilities() {
        return Set.of();
    }

    /**
     * @return the engine's own job options as one record with their declarations (fio's
     *         per-engine option tables, e.g. io_uring's
     *         {@code fixedbufs}); their typed values reach the engine through
     *         {@link EngineContext#options()}
     */
    default OptionRecord<? extends Record> options() {
        return NoOptions.SCHEMA;
    }

    /** @return whether the engine can run here; the answer may be computed once and cached */
    default Availability availability() {
        return Availability.AVAILABLE;
    }

    /**
     * The engine's own checks of this machine for the full preflight report ({@code jfio check}),
     * beside {@link #availability()}: e.g. a kernel switch or version the engine depends on. Called
     * once per report for every engine found, available or not; reads only.
     *
     * @return the findings in the order to report them; none by default
     */
    default List<SystemFinding> systemFindings() {
        return List.of();
    }

    /**
     * @return the deepest queue ({@code iodepth}) the engine can set up, e.g. the largest ring the
     *         kernel creates; a job asking for more is refused by the preflight, before anything is
     *         written. Default: no limit of the engine's own ({@link Integer#MAX_VALUE})
     */
    default int maxIodepth() {
        return Integer.MAX_VALUE;
    }

    /**
     * What a user can do about a failed call of this engine's, when the engine knows the usual
     * cause better than jfio's errno hints (which apply when this answers empty), e.g. a ring setup
     * refused with ENOMEM because ring memory counts against the locked-memory limit. Called only
     * after a call failed (an I/O or a setup call), never in the I/O path's normal case.
     *
     * @param call  the failed call as written in messages, e.g. {@code read} or
     *              {@code io_uring_register_buffers(16)}
     * @param errno the positive errno
     * @return one sentence saying what to check or change, or empty for none
     */
    default String errnoHint(String call, int errno) {
        return "";
    }

    /**
     * The system call a {@link EngineCapability#FAKE_IO} engine makes on each file instead of
     * reading or writing it ({@code mkdir}, {@code unlink}, {@code stat}, ...): a failed I/O's error
     * then names that call and the file, {@code mkdir(/d/job.0.0): EEXIST (File exists)}, as fio's
     * file-operation engines word theirs, instead of a read of bytes at an offset.
     *
     * @return the call's name, or empty (the default) for an engine whose I/Os read and write
     */
    default String fileCall() {
        return "";
    }

    /**
     * Why buffered I/O ({@code direct=0}) keeps this asynchronous engine from showing the device,
     * for the warning {@code ioengine=NAME is asynchronous but direct=0: <this>}; ignored for a
     * {@link EngineCapability#SYNC} engine. Override it with what the engine really does with a
     * buffered request (kernel AIO runs it inside the submit call, io_uring hands it to worker
     * threads, ...).
     *
     * @return one clause, lower case, without a final period; empty for no warning (an engine that
     *         queues requests but carries them out with synchronous system calls, as {@code vsync})
     */
    default String bufferedIoCaveat() {
        return "buffered I/O goes through the page cache, so the queue depth and latencies are not the device's";
    }

    /**
     * Whether the job's values of this engine's options ask for polled completions (fio
     * {@code hipri}), and how the kernel treats them on a device without poll queues; the
     * preflight warns or refuses accordingly. Called before anything is written.
     *
     * @param options the job's engine options (see {@link EngineOptions#find})
     * @return {@link PolledCompletion#NONE} by default
     */
    default PolledCompletion polledCompletion(EngineOptions options) {
        return PolledCompletion.NONE;
    }

    /**
     * @return what to do instead when a job sets {@code direct=1} and this engine is
     *         {@link EngineCapability#BUFFERED_ONLY}: one clause, lower case, e.g. {@code use direct=0}
     *         (the default), followed by other engines to use when this one knows them
     */
    default String directIoFix() {
        return "use direct=0";
    }

    /**
     * Creates an engine for one job thread.
     *
     * @throws JfioException when setup fails (e.g. the ring cannot be created)
     */
    IoEngine create(EngineContext context);
}
