package org.jfio.engines.uring;

import java.util.List;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.PolledCompletion;
import org.jfio.spi.option.EngineOptions;
import org.jfio.spi.option.OptionRecord;
import org.jfio.spi.SystemFinding;

/**
 * {@code ioengine=io_uring}: Linux io_uring through liburing.so.2, one ring per job, SQEs written and
 * CQEs reaped in Java, one {@code io_uring_enter} per commit or wait, with fio's batching policy
 * ({@code iodepth_batch_submit}, {@code iodepth_batch_complete_min/max}).
 *
 * <p>Engine options ({@link UringOptions}, declared by {@link #options()}): fio's {@code fixedbufs},
 * {@code registerfiles}, {@code sqthread_poll}, {@code sqthread_poll_cpu}, {@code hipri} and
 * {@code nonvectored}, set per job like any fio option ({@code --fixedbufs}); a job that sets any
 * of them carries all of them, fio's defaults for the rest. A job that sets none gets the
 * provider's defaults: those given to
 * {@link #UringEngineProvider(UringOptions)}, or, for the no-argument constructor
 * {@link java.util.ServiceLoader} uses, system properties {@code jfio.io_uring.<option>} read at each
 * {@link #create} (e.g. {@code -Djfio.io_uring.fixedbufs=1}), or fio's defaults.
 *
 * <p>{@link #availability()} never throws: a missing liburing.so.2, a kernel without io_uring or the
 * needed opcodes, {@code kernel.io_uring_disabled}, a seccomp filter or a locked-memory limit come
 * back as "unavailable" with the reason and the fix. For {@code jfio check} the provider also reports the
 * kernel's io_uring ({@link #systemFindings()}: the version and {@code kernel.io_uring_disabled}), and
 * for a failed call it knows the usual cause of its own ({@link #errnoHint}: ENOMEM from pinned memory).
 * Thread-safe.
 */
public final class UringEngineProvider implements IoEngineProvider {
    /** The engine's name in {@code ioengine=}. */
    public static final String NAME = "io_uring";

    private final UringOptions options;

    /** Defaults from system properties {@code jfio.io_uring.<option>}, read at each {@link #create}. */
    public UringEngineProvider() {
        this.options = null;
    }

    /** @param options the engine options of every job this provider creates that sets none of its own */
    public UringEngineProvider(UringOptions options) {
        if (options == null) {
            throw new IllegalArgumentException("options=null");
        }
        this.options = options;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Linux io_uring (liburing.so.2): SQEs written and CQEs reaped in Java, one io_uring_enter(2) per "
                + "commit or wait, batched as fio does; READ/WRITE (READV/WRITEV, READ_FIXED/WRITE_FIXED), FSYNC; "
                + "options fixedbufs, registerfiles, sqthread_poll, sqthread_poll_cpu, hipri, nonvectored";
    }

    @Override
    public int maxIodepth() {
        return UringRingSetup.MAX_ENTRIES;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.TRIM,
                    EngineCapability.SCRATCH_WARMUP, EngineCapability.PER_IO_PRIORITY);
    }

    @Override
    public OptionRecord<? extends Record> options() {
        return UringOptions.SCHEMA;
    }

    @Override
    public Availability availability() {
        return UringDiagnostics.cached();
    }

    /** The kernel's io_uring: its version and {@code kernel.io_uring_disabled} (check {@code io-uring}). */
    @Override
    public List<SystemFinding> systemFindings() {
        return UringSystemChecks.findings();
    }

    /** ENOMEM from a ring setup or a buffer registration: the locked-memory limit. */
    @Override
    public String errnoHint(String call, int errno) {
        return UringDiagnostics.errnoHint(call, errno);
    }

    /** Buffered requests are served from the page cache inline or handed to io_uring's kernel worker threads. */
    @Override
    public String bufferedIoCaveat() {
        return "io_uring completes buffered I/O from the page cache inside the submit call or hands it to kernel "
                + "worker threads (io-wq), so the queue depth and latencies are the page cache's and the workers', "
                + "not the device's";
    }

    /** {@code hipri=1} sets up the ring with IORING_SETUP_IOPOLL: every request is polled, and fails without poll queues. */
    @Override
    public PolledCompletion polledCompletion(EngineOptions options) {
        return options.find(UringOptions.SCHEMA).orElseGet(this::defaultOptions).hipri()
                ? PolledCompletion.REQUIRED : PolledCompletion.NONE;
    }

    /** @return the options a job that sets none of its own would use now */
    public UringOptions defaultOptions() {
        return options != null ? options : UringOptions.fromSystemProperties();
    }

    @Override
    public IoEngine create(EngineContext context) {
        return create(context, context.options().find(UringOptions.SCHEMA).orElseGet(this::defaultOptions));
    }

    /**
     * Creates an engine with exactly these options, whatever this provider was constructed with and
     * whatever {@code context.options()} holds.
     *
     * @throws JfioException when io_uring is unavailable or the ring cannot be set up, with the reason and fix
     */
    public IoEngine create(EngineContext context, UringOptions options) {
        Availability a = availability();
        if (!a.available()) {
            throw new JfioException("ioengine=io_uring is not available: " + a.reason() + "; fix: " + a.fix());
        }
        return UringEngine.open(context, options);
    }
}
