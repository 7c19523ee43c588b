package org.jfio.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * An engine whose setup fills the heap until the JVM throws OutOfMemoryError in the clone's
 * thread, as a plan the memory estimate misjudged would: jfio must end with one line and a
 * non-zero exit, never hang. Found by ServiceLoader on the cli module's test class path; it
 * refuses to run in a JVM with a heap of 256 MiB or more (only a child JVM with a small
 * {@code -Xmx} may use it).
 */
public final class OutOfMemoryTestEngineProvider implements IoEngineProvider {
    /** The engine's name in {@code ioengine=}. */
    static final String NAME = "oom-test";
    private static final long MAX_HEAP_BYTES = 256L << 20;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test engine whose setup runs the heap out (cli tests only, in a JVM with -Xmx below 256m)";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        if (Runtime.getRuntime().maxMemory() >= MAX_HEAP_BYTES) {
            throw new JfioException("ioengine=" + NAME + " runs only in a JVM with -Xmx below 256m");
        }
        List<long[]> hog = new ArrayList<>();
        while (true) {
            hog.add(new long[1 << 20]);
        }
    }
}
