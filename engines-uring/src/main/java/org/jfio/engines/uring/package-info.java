/**
 * fio's {@code io_uring} engine for jfio.
 *
 * <h2>Using it</h2>
 * Select it as fio does, {@code ioengine=io_uring} ({@code JobSpec.builder(...).set("ioengine", "io_uring")}).
 * The engine keeps {@code iodepth} requests in flight on one ring per job ({@code roundup_pow2(iodepth)}
 * entries) and submits and reaps exactly as fio does: with fio's defaults
 * ({@code iodepth_batch_submit=1}, {@code iodepth_batch_complete_min=1}) that is one
 * {@code io_uring_enter} per I/O; raise the batch sizes to amortise the system call.
 *
 * <h2>Options</h2>
 * {@link org.jfio.engines.uring.UringOptions} holds fio's engine options, declared to the option parser
 * by {@code UringEngineProvider.options()} and set per job like any fio option
 * ({@code --fixedbufs}, {@code fixedbufs=1} in a job file):
 * <ul>
 * <li>{@code fixedbufs=1}: registered buffers, {@code READ_FIXED}/{@code WRITE_FIXED}; counts against
 *     {@code RLIMIT_MEMLOCK} ({@code ulimit -l}).</li>
 * <li>{@code registerfiles=1}: registered files, {@code IOSQE_FIXED_FILE}.</li>
 * <li>{@code sqthread_poll=1} [{@code sqthread_poll_cpu=N}]: a kernel thread submits; implies
 *     {@code registerfiles}; the engine takes no issue time (fio's {@code disable_slat}).</li>
 * <li>{@code hipri=1}: polled completions; needs {@code direct=1} and a device with poll queues.</li>
 * <li>{@code nonvectored=-1|0|1}: READ/WRITE or READV/WRITEV (-1: probe, the default).</li>
 * </ul>
 * A job that sets any of them carries all of them ({@link org.jfio.engines.uring.UringOptions#SCHEMA},
 * fio's defaults for the rest); a job that sets none gets the provider's: a program
 * can construct {@code new UringEngineProvider(UringOptions.DEFAULTS.withFixedbufs(true))} and pass it
 * with {@code JobRunner.engines(EngineRegistry.of(...))}; the provider {@link java.util.ServiceLoader}
 * finds reads system properties ({@code -Djfio.io_uring.fixedbufs=1}), else uses fio's defaults.
 *
 * <h2>Requirements</h2>
 * Linux 5.1+ with io_uring enabled, liburing 2.3+ ({@code liburing.so.2}), and native access for
 * {@code org.jfio.nativeheaders}. {@code UringEngineProvider.availability()} says what is missing and
 * how to fix it.
 */
package org.jfio.engines.uring;
