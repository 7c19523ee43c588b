package org.jfio.engine;

import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;

/** Providers of the synchronous engine family; one nested provider per engine name. */
public final class SyncEngineProvider {
    private SyncEngineProvider() {
    }

    /** {@code sync}: read(2)/write(2), with lseek(2) when the position differs. */
    public static final class Sync implements IoEngineProvider {
        @Override
        public String name() {
            return "sync";
        }

        @Override
        public String description() {
            return "basic read(2)/write(2) with lseek(2) to position; fsync(2)/fdatasync(2); synchronous, depth 1";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.TRIM);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new SyncEngine(SyncEngine.Mode.SYNC, context);
        }
    }

    /** {@code psync}: pread(2)/pwrite(2); fio's default engine on Linux. */
    public static final class Psync implements IoEngineProvider {
        @Override
        public String name() {
            return "psync";
        }

        @Override
        public String description() {
            return "pread(2)/pwrite(2) at the offset; fsync(2)/fdatasync(2); synchronous, depth 1 (fio's default)";
        }

        @Override
        public Set<EngineCapability> capabilities() {
            return Set.of(EngineCapability.SYNC, EngineCapability.TRIM);
        }

        @Override
        public IoEngine create(EngineContext context) {
            return new SyncEngine(SyncEngine.Mode.PSYNC, context);
        }
    }
}
