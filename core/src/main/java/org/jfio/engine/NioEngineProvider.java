package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;

/** Provides the {@code nio} engine: the JVM's FileChannel path as a baseline. */
public final class NioEngineProvider implements IoEngineProvider {
    @Override
    public String name() {
        return "nio";
    }

    @Override
    public String description() {
        return "the JVM's FileChannel positional read/write path, as a Java application would do its I/O: "
                + "FileChannel.read/write(ByteBuffer, position) on direct ByteBuffer views of the buffers "
                + "(pread(2)/pwrite(2) underneath), force(true)/force(false) for fsync/fdatasync, "
                + "ExtendedOpenOption.DIRECT for direct=1; opens its own channel per file; synchronous, depth 1";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.SYNC, EngineCapability.SCRATCH_WARMUP);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new NioEngine(context);
    }
}
