package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;

/** Providers of the engines whose I/O changes a file's allocation or size instead of its data. */
public final class FileSizeEngineProvider {
    private FileSizeEngineProvider() {
    }

    /** {@code falloc}: fallocate(2) per I/O, the mode from the direction. */
    public static final class Falloc implements IoEngineProvider {
        @Override
        public String name() {
            return "falloc";
        }

        @Override
        public String description() {
            return "fallocate(2) per I/O, no data: read = FALLOC_FL_KEEP_SIZE, write = mode 0 (extends), "
                    + "trim = FALLOC_FL_PUNCH_HOLE|FALLOC_FL_KEEP_SIZE; synchronous";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.FAKE_IO, EngineCapability.TRIM);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new FallocEngine(context);
        }
    }

    /** {@code ftruncate}: ftruncate(2) to the write's offset per I/O. */
    public static final class Ftruncate implements IoEngineProvider {
        @Override
        public String name() {
            return "ftruncate";
        }

        @Override
        public String description() {
            return "ftruncate(2) of the file to each write's offset, no data (reads and trims fail with EINVAL); synchronous";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.FAKE_IO);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new FtruncateEngine(context);
        }
    }
}
