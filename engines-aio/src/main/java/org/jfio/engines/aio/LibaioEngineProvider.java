package org.jfio.engines.aio;

import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.option.OptionRecord;
import org.jfio.nativeheaders.libaio.libaio_h;

import org.slf4j.LoggerFactory;

/**
 * The {@code libaio} engine ({@link LibaioEngine}): Linux kernel AIO through {@code libaio.so.1}.
 *
 * <h2>Engine options</h2>
 * fio's {@code userspace_reap} and {@code nowait} for this engine, declared by {@link #options()}
 * and read from each job's {@link EngineContext#options()} ({@code --userspace_reap},
 * {@code --nowait=1}). Both default to off, as in fio; a program embedding jfio may turn them on
 * for every job with {@link #LibaioEngineProvider(boolean, boolean)}.
 *
 * <p>Availability is decided once: without {@code libaio.so.1} the engine is unavailable with the
 * reason and {@value #FIX}. A job with {@code direct=0} draws the preflight's warning for every
 * asynchronous engine (buffered kernel AIO runs inside {@code io_submit}, so the real queue depth
 * collapses); the provider does not repeat it.
 *
 * <p>Thread-safe: {@link #create} may be called from several job threads at once.
 */
public final class LibaioEngineProvider implements IoEngineProvider {
    /** fio's engine option: reap completions from the kernel's ring without a system call. */
    public static final String USERSPACE_REAP = "userspace_reap";
    /** fio's engine option: submit reads and writes with RWF_NOWAIT. */
    public static final String NOWAIT = "nowait";
    /** How to get the library on Debian and Ubuntu. */
    public static final String FIX = "apt-get install libaio1";

    private final boolean userspaceReap;
    private final boolean nowait;

    /** Both options off unless a job sets them (the provider {@link java.util.ServiceLoader} creates). */
    public LibaioEngineProvider() {
        this(false, false);
    }

    /**
     * @param userspaceReap fio's {@code userspace_reap}: poll completions from the kernel's ring
     *                      without a system call when no minimum is asked for
     * @param nowait        fio's {@code nowait}: send reads and writes with {@code RWF_NOWAIT}
     */
    public LibaioEngineProvider(boolean userspaceReap, boolean nowait) {
        this.userspaceReap = userspaceReap;
        this.nowait = nowait;
    }

    @Override
    public String name() {
        return "libaio";
    }

    @Override
    public String description() {
        return "Linux kernel AIO (io_submit(2)/io_getevents(2) via libaio.so.1); asynchronous with direct=1"
                + (userspaceReap ? "; userspace_reap" : "") + (nowait ? "; nowait" : "");
    }

    @Override
    public OptionRecord<? extends Record> options() {
        return LibaioOptions.SCHEMA;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM,
                    EngineCapability.SCRATCH_WARMUP, EngineCapability.PER_IO_PRIORITY);
    }

    @Override
    public Availability availability() {
        return Holder.AVAILABILITY;
    }

    /** Kernel AIO carries out a buffered request inside io_submit. */
    @Override
    public String bufferedIoCaveat() {
        return "buffered I/O goes through the page cache and kernel AIO may carry it out inside the submit call, "
                + "so the queue depth and latencies are not the device's";
    }

    /** @return whether this provider turns on {@code userspace_reap} for every job */
    public boolean userspaceReap() {
        return userspaceReap;
    }

    /** @return whether this provider turns on {@code nowait} for every job */
    public boolean nowait() {
        return nowait;
    }

    @Override
    public IoEngine create(EngineContext context) {
        LibaioOptions job = context.options().get(LibaioOptions.SCHEMA);
        return new LibaioEngine(context, userspaceReap || job.userspaceReap(), nowait || job.nowait());
    }

    /** Loads libaio once, on first question; never throws. */
    private static final class Holder {
        static final Availability AVAILABILITY = log(libaio_h.libaioLoadFailure()
                .map(why -> Availability.unavailable(why, FIX))
                .orElse(Availability.AVAILABLE));

        private static Availability log(Availability a) {
            LoggerFactory.getLogger(LibaioEngineProvider.class).debug("ioengine=libaio probe: {}",
                    a.available() ? libaio_h.LIBAIO_LIBRARY + " loaded" : a.reason());
            return a;
        }
    }
}
