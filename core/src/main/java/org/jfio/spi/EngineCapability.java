package org.jfio.spi;

/**
 * What an engine can or needs, asked by the core instead of engine names (fio's
 * {@code enum fio_ioengine_flags}).
 */
public enum EngineCapability {
    /** {@code queue} completes every I/O inline and returns {@link QueueStatus#COMPLETED} (fio FIO_SYNCIO). */
    SYNC,
    /**
     * No real disk (fio FIO_DISKLESSIO): the job's files are names and regions only. Declare it
     * on the provider ({@link IoEngineProvider#capabilities()}): the run plans files from what the
     * provider says, the job thread from the provider's and the engine's capabilities together.
     *
     * <p>For a diskless job the core does not: lay out, create, extend or unlink any file
     * (no {@code Laying out IO file} notice); look at the paths at all (no existence, type or
     * device-size checks, no preflight path checks: mounts, O_DIRECT probe, free space); resolve
     * {@code size=}/{@code offset=} percentages against file lengths (they are ignored, so
     * {@code size=} in bytes is required); open or close the files (each {@link IoFile#fd()}
     * stays -1; {@link IoEngine#open(IoFile)} is called with it before the clock starts, so the
     * engine can prepare each file, and {@link IoEngine#close(IoFile)} is not called); probe O_DIRECT alignment, {@code pre_read}, {@code invalidate}, or fsync at the end
     * ({@code end_fsync}, {@code fsync_on_close}); read {@code /proc/diskstats} for the files.
     *
     * <p>It still: computes every clone's regions ({@link IoFile#offsetBytes()},
     * {@link IoFile#sizeBytes()} from {@code size}, {@code offset}, {@code nrfiles},
     * {@code offset_increment}), allocates and fills the buffers, generates offsets, sizes and
     * directions, and queues every request to the engine, including the {@code SYNC}/{@code DATASYNC}
     * units of {@code fsync=}/{@code fdatasync=} and trims, with the usual timing and accounting.
     */
    DISKLESS,
    /** Buffers must be aligned to the device's logical block size even without O_DIRECT: each starts on a page. */
    NEEDS_ALIGNED_BUFFERS,
    /**
     * The engine copies a request's data between the I/O buffer and the file's pages itself, in
     * user space (mmap): a buffered job's buffers then start on a page, where that copy is
     * fastest, instead of 16 bytes past one, where the kernel's copies of 32 KiB and more are.
     */
    USER_SPACE_COPY,
    /** The engine stamps {@link IoUnit#issueNs(long)} itself after its submit call (fio FIO_ASYNCIO_SETS_ISSUE_TIME). */
    SETS_ISSUE_TIME,
    /**
     * The engine cannot tell when a request was submitted (the kernel's polling thread picks it up),
     * so no submission latency is recorded (fio's {@code disable_slat} for io_uring sqthread_poll).
     */
    NO_SLAT,
    /** The engine cannot extend files, so they must be laid out first (fio FIO_NOEXTEND). */
    NO_EXTEND,
    /** The engine cannot do O_DIRECT: a job with {@code direct=1} is refused before anything is written. */
    BUFFERED_ONLY,
    /**
     * The engine moves no data (fio FIO_NOIO): each request counts as an I/O of the job's
     * direction, with its latency, but adds no bytes to {@code io_bytes} or the bandwidth
     * ({@code cpuio}, {@code exec}).
     */
    NO_IO,
    /**
     * The engine's I/Os move no data though they count their bytes (fio FIO_FAKEIO): they change
     * a file's allocation or size, or operate on its name ({@code falloc}, {@code ftruncate},
     * the file operations). Verification has nothing to check, the page-cache warning does not
     * apply, and {@code jfio compare} leaves the engine out unless it is named.
     */
    FAKE_IO,
    /**
     * The engine sends a device's own commands instead of file I/O (fio's {@code sg},
     * {@code io_uring_cmd}): it needs a device of its type, and {@code jfio compare} leaves it out
     * unless it is named.
     */
    PASSTHROUGH,
    /**
     * The engine trims ({@link DataDirection#TRIM}: discard on a block device, a punched hole in
     * a regular file, see {@link Discard}); a job with trims on an engine without it is refused
     * before anything is written.
     */
    TRIM,
    /**
     * The engine touches nothing but the files it is given and treats a private file in memory
     * ({@code memfd_create}: tmpfs, O_DIRECT on Linux 6.6 and later) as any regular file, so the
     * core may run a job's own loop with it against such a file before the job's clock starts,
     * for the JIT to compile them ({@code jit_warmup}). Declare it on the provider; engines
     * without it are not warmed up.
     */
    SCRATCH_WARMUP,
    /**
     * The engine hands each data request's {@link IoUnit#ioprio()} to the kernel with the request
     * (io_uring's SQE {@code ioprio}, libaio's iocb {@code aio_reqprio} with
     * {@code IOCB_FLAG_IOPRIO}), so a job on it may use fio's per-I/O priority options
     * {@code cmdprio_percentage}, {@code cmdprio_class}, {@code cmdprio} and
     * {@code cmdprio_bssplit}; on engines without it they are refused. Declare it on the provider.
     * (The null engine declares it too: it moves nothing, but the core still chooses and reports
     * the priorities, so the choice and its per-priority statistics can be measured.)
     */
    PER_IO_PRIORITY
}
