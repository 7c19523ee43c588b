package org.jfio.cli;

import org.jfio.spi.Availability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * An engine that is never available, found by ServiceLoader on the cli module's test class path
 * ({@code META-INF/services}), as an engine whose library is missing would be: jfio must refuse
 * it before anything runs, with the reason and the fix.
 */
public final class UnavailableTestEngineProvider implements IoEngineProvider {
    /** The engine's name in {@code ioengine=}. */
    static final String NAME = "unavailable-test";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test engine that is never available (cli tests only)";
    }

    @Override
    public Availability availability() {
        return Availability.unavailable("libunavailable-test.so.1 not found", "apt-get install libunavailable-test1");
    }

    @Override
    public IoEngine create(EngineContext context) {
        throw new JfioException("ioengine=" + NAME + " is never available");
    }
}
