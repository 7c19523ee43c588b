/**
 * The engine contract: how to write an I/O engine jfio runs jobs on (fio's
 * {@code struct ioengine_ops} in Java terms). An engine turns the core's requests
 * ({@link org.jfio.spi.IoUnit}s) into system calls; the core owns everything else: files,
 * buffers, offsets, timing, statistics, error policy. The example below is run by jfio's tests
 * ({@code EngineGuideTest}).
 *
 * <h2>The provider</h2>
 * {@snippet lang=java :
 * public static final class LoopbackProvider implements IoEngineProvider {
 *     @Override
 *     public String name() {
 *         return "loopback";
 *     }
 *
 *     @Override
 *     public String description() {
 *         return "completes every request at the next reap, moves no data";
 *     }
 *
 *     @Override
 *     public Set<EngineCapability> capabilities() {
 *         return Set.of(EngineCapability.DISKLESS);     // no files: nothing is opened or laid out
 *     }
 *
 *     @Override
 *     public IoEngine create(EngineContext context) {   // once per job clone, on its thread
 *         return new LoopbackEngine(context.iodepth());
 *     }
 * }
 * }
 * An {@link org.jfio.spi.IoEngineProvider} is found with {@link java.util.ServiceLoader}: list the
 * class in {@code META-INF/services/org.jfio.spi.IoEngineProvider} (class path) and/or declare
 * {@code provides org.jfio.spi.IoEngineProvider with ...} in your {@code module-info} (module
 * path). Its {@code name()} (and {@code aliases()}) is what {@code ioengine=} takes. It must be
 * cheap to create and must not fail when its native library is missing: it answers
 * {@link org.jfio.spi.IoEngineProvider#availability()} with the reason and the fix instead
 * ({@code liburing.so.2 not found}, {@code apt-get install liburing2}), which {@code jfio
 * --enghelp} and the preflight show. Its own job options ({@code options()}, fio's per-engine
 * option tables) reach each engine through {@link org.jfio.spi.EngineContext#options()}.
 * The provider is shared by every job thread, so it must be thread-safe; each engine it creates
 * belongs to one job clone and is used on that clone's thread only.
 *
 * <h2>The engine: queue, commit, reap</h2>
 * {@snippet lang=java :
 * static final class LoopbackEngine implements IoEngine {
 *     private final IoUnit[] staged;      // queued, not committed yet
 *     private final IoUnit[] submitted;   // committed, not reaped yet
 *     private final IoUnit[] reaped;      // the last reap's completions
 *     private int stagedCount;
 *     private int submittedCount;
 *
 *     LoopbackEngine(int iodepth) {       // allocate here, never per I/O
 *         staged = new IoUnit[iodepth];
 *         submitted = new IoUnit[iodepth];
 *         reaped = new IoUnit[iodepth];
 *     }
 *
 *     @Override
 *     public Set<EngineCapability> capabilities() {
 *         return EnumSet.noneOf(EngineCapability.class);   // asynchronous: queue, commit, reap
 *     }
 *
 *     @Override
 *     public QueueStatus queue(IoUnit unit) {
 *         if (stagedCount + submittedCount == staged.length) {
 *             return QueueStatus.BUSY;                      // the core commits, reaps, and retries
 *         }
 *         staged[stagedCount++] = unit;
 *         return QueueStatus.QUEUED;
 *     }
 *
 *     @Override
 *     public void commit() {                                // a real engine: one io_submit / io_uring_enter
 *         System.arraycopy(staged, 0, submitted, submittedCount, stagedCount);
 *         submittedCount += stagedCount;
 *         stagedCount = 0;
 *     }
 *
 *     @Override
 *     public int reap(int min, int max, long timeoutNs) {  // a real engine waits for at least min
 *         int n = Math.min(max, submittedCount);
 *         for (int i = 0; i < n; i++) {
 *             IoUnit u = submitted[i];
 *             u.result(u.lengthBytes());                    // bytes moved, or -errno
 *             reaped[i] = u;
 *         }
 *         System.arraycopy(submitted, n, submitted, 0, submittedCount - n);
 *         submittedCount -= n;
 *         return n;
 *     }
 *
 *     @Override
 *     public IoUnit completed(int i) {
 *         return reaped[i];
 *     }
 * }
 * }
 * and a job runs on it like on any other:
 * {@snippet lang=java :
 * EngineRegistry engines = EngineRegistry.of(List.of(new LoopbackProvider()));
 * JobPlan plan = JobPlan.fromFioArgs(List.of("--name=loop", "--ioengine=loopback", "--iodepth=8",
 *         "--rw=randrw", "--bs=4k", "--size=1m", "--filename=" + file), engines.providers());
 * RunResult result = JobRunner.of(plan).engines(engines).run();
 * }
 *
 * <p>The calls, all on the job clone's own thread ({@link org.jfio.spi.IoEngine}):
 * <ul>
 *   <li>{@code capabilities()} once after creation; together with the provider's they decide
 *       how the core drives the engine ({@link org.jfio.spi.EngineCapability}).</li>
 *   <li>{@code open(file)} once per file after the core opened it, {@code close(file)} once per
 *       file before the core closes it, {@code close()} last. Setup and teardown failures
 *       throw {@link org.jfio.spi.JfioException} ({@link org.jfio.spi.NativeCallException} for
 *       a failed system call), and the run fails with that one line.</li>
 *   <li>{@code queue(unit)} for each request the core prepared. A
 *       {@link org.jfio.spi.EngineCapability#SYNC} engine does the I/O inside {@code queue}
 *       and returns {@link org.jfio.spi.QueueStatus#COMPLETED} (the core runs it at depth 1).
 *       An asynchronous engine returns {@code QUEUED} (staged, to be submitted by the next
 *       {@code commit}), {@code COMPLETED} (finished at once, result set), or {@code BUSY} (no
 *       room: the unit was not taken; the core commits, reaps at least one, and queues it
 *       again).</li>
 *   <li>{@code commit()} submits everything staged since the last commit; the core calls it
 *       when {@code iodepth_batch_submit} units are staged, when the engine is busy, and
 *       before it waits for completions.</li>
 *   <li>{@code reap(min, max, timeoutNs)} waits until at least {@code min} submitted requests
 *       completed ({@code 0}: only look), for at most {@code timeoutNs} ({@code -1}: no limit),
 *       and returns how many completed, at most {@code max}; then {@code completed(i)} for
 *       {@code i} below that count gives each unit, its result set. Every queued unit comes back
 *       exactly once, from {@code queue} as {@code COMPLETED} or from a reap. {@code min} and
 *       {@code max} follow {@code iodepth_batch_complete_min/max}; the core decides them, the
 *       engine only honours them.</li>
 * </ul>
 *
 * <h2>The I/O unit</h2>
 * The core preallocates {@code iodepth} {@link org.jfio.spi.IoUnit}s per clone, each with an
 * aligned buffer of the job's largest block size. A unit carries the direction
 * ({@link org.jfio.spi.DataDirection}: READ, WRITE, TRIM, or SYNC/DATASYNC for
 * {@code fsync=}/{@code fdatasync=}), the {@link org.jfio.spi.IoFile}, the absolute offset, the
 * length and the buffer ({@code buffer()}, or {@code bufferAddress()} without allocating);
 * {@code index()} is stable for the unit's life and is what an engine hands the kernel as user
 * data (io_uring {@code user_data}, libaio {@code iocb.data}) to find the unit again. The engine
 * sets only {@code result}: bytes transferred, or {@code -errno}. A short transfer is requeued
 * by the core for the rest; 0 bytes count as EIO; a negative result is the I/O's error (the job
 * stops, or goes on under {@code continue_on_error}). Time stamps are the core's
 * ({@link org.jfio.spi.IoClock#nowNs()}: the CPU's counter or clock_gettime, {@code clocksource}):
 * it stamps the issue time before {@code queue} (sync) or
 * {@code commit} (async) and the completion when it sees the unit back, so slat, clat and lat
 * are measured the same way for every engine; an engine that knows better declares
 * {@link org.jfio.spi.EngineCapability#SETS_ISSUE_TIME} and stamps {@code issueNs} itself after
 * its submit call.
 *
 * <h2>The per-I/O path</h2>
 * {@code queue}, {@code commit}, {@code reap} and {@code completed} run for every request: they
 * must not allocate, lock, log or throw in the normal case (errors of one I/O go into the
 * unit's result). Allocate rings and arrays in {@code create} (from
 * {@link org.jfio.spi.EngineContext#arena()}, closed by the core after {@code close()}), look
 * native functions up once, and keep per-file state in {@link org.jfio.spi.IoFile#engineHandle()}.
 *
 * <h2>DISKLESS engines</h2>
 * An engine that touches no file (fio's {@code null}, the loopback above) declares
 * {@link org.jfio.spi.EngineCapability#DISKLESS} on its provider. Its jobs' files are names and
 * regions only: the core lays out, opens, probes, syncs and measures nothing; every
 * {@link org.jfio.spi.IoFile#fd()} is -1, {@code open(file)} is called once per file before the
 * clock starts (to prepare it: fio's file-operation engines build their paths there) and
 * {@code close(file)} is not called; but regions, offsets, buffers, timing and the sync units of
 * {@code fsync=} are as for any engine. {@code size=} must be given in bytes (a percentage needs a
 * file), unless the engine also declares {@link org.jfio.spi.EngineCapability#NO_IO} (it moves no
 * data, as cpuio): its job then runs for its {@code runtime}. The capability's javadoc lists
 * exactly what is skipped and what is not.
 *
 * <h2>Capabilities</h2>
 * The core asks about capabilities, never about engine names: {@code SYNC} (completes in
 * {@code queue}), {@code DISKLESS}, {@code NEEDS_ALIGNED_BUFFERS}, {@code USER_SPACE_COPY} (buffers on a page),
 * {@code SETS_ISSUE_TIME},
 * {@code NO_SLAT} (no submission latency recorded), {@code NO_IO} (no bytes counted),
 * {@code FAKE_IO} (bytes counted, no data moved), {@code PASSTHROUGH} (device commands),
 * {@code NO_EXTEND} (files are laid out
 * first), {@code BUFFERED_ONLY} ({@code direct=1} refused before anything is written).
 */
package org.jfio.spi;
