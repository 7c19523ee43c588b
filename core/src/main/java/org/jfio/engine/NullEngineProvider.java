package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;

/** Provides the {@code null} engine: no I/O, measures jfio's own overhead. */
public final class NullEngineProvider implements IoEngineProvider {
    @Override
    public String name() {
        return "null";
    }

    @Override
    public String description() {
        return "no I/O at all: every request completes at once; measures jfio's own per-I/O cost "
                + "(sync at iodepth=1, async deeper)";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        // PER_IO_PRIORITY: no kernel to hand it to, but the priorities are chosen and reported, so
        // cmdprio's draw and its per-priority statistics can be measured without a device
        return Set.of(EngineCapability.DISKLESS, EngineCapability.TRIM,
                    EngineCapability.SCRATCH_WARMUP, EngineCapability.PER_IO_PRIORITY);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new NullEngine(context);
    }
}
