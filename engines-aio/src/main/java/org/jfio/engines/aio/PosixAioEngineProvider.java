package org.jfio.engines.aio;

import java.lang.foreign.Linker;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;

import org.slf4j.LoggerFactory;

/**
 * The {@code posixaio} engine ({@link PosixAioEngine}): glibc POSIX AIO ({@code aio_read(3)},
 * {@code aio_write(3)}, {@code aio_fsync(3)}, {@code aio_suspend(3)}). Available wherever the C
 * library exports {@code aio_read} (glibc 2.34 and later keep it in {@code libc.so.6}). Thread-safe.
 */
public final class PosixAioEngineProvider implements IoEngineProvider {

    @Override
    public String name() {
        return "posixaio";
    }

    @Override
    public String description() {
        return "POSIX AIO (aio_read(3)/aio_write(3)/aio_suspend(3), carried out on glibc helper threads)";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM);
    }

    @Override
    public Availability availability() {
        return Holder.AVAILABILITY;
    }

    /** glibc runs each request with pread/pwrite on its helper threads, through the page cache when buffered. */
    @Override
    public String bufferedIoCaveat() {
        return "glibc carries out each request with pread/pwrite on its helper threads, through the page cache, "
                + "so the queue depth and latencies are not the device's";
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new PosixAioEngine(context);
    }

    /** Looks the C library's POSIX AIO up once; never throws. */
    private static final class Holder {
        static final Availability AVAILABILITY = find();

        static {
            LoggerFactory.getLogger(PosixAioEngineProvider.class).debug("ioengine=posixaio probe: {}",
                    AVAILABILITY.available() ? "aio_read found in the C library" : AVAILABILITY.reason());
        }

        private static Availability find() {
            try {
                return Linker.nativeLinker().defaultLookup().find("aio_read").isPresent()
                        ? Availability.AVAILABLE
                        : Availability.unavailable("the C library has no aio_read (POSIX AIO is in librt before glibc 2.34)",
                                "upgrade to glibc 2.34 or later");
            } catch (RuntimeException e) {
                return Availability.unavailable("cannot look up aio_read: " + e.getMessage(), "");
            }
        }
    }
}
