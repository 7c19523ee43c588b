package org.jfio.run;

import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/** A diskless synchronous test engine that remembers the offset and direction of every request. */
final class RecordingEngineProvider implements IoEngineProvider {
    final long[] offsets;
    final byte[] ddirs;
    int count;

    RecordingEngineProvider(int capacity) {
        offsets = new long[capacity];
        ddirs = new byte[capacity];
    }

    @Override
    public String name() {
        return "recording";
    }

    @Override
    public String description() {
        return "test engine recording offsets";
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return Set.of(EngineCapability.DISKLESS);
    }

    @Override
    public IoEngine create(EngineContext context) {
        return new IoEngine() {
            @Override
            public Set<EngineCapability> capabilities() {
                return EnumSet.of(EngineCapability.SYNC, EngineCapability.DISKLESS);
            }

            @Override
            public QueueStatus queue(IoUnit unit) {
                if (unit.ddir().isData() && count < offsets.length) {
                    offsets[count] = unit.offsetBytes();
                    ddirs[count] = (byte) (unit.ddir() == DataDirection.READ ? 'r' : 'w');
                    count++;
                }
                unit.result(unit.lengthBytes());
                return QueueStatus.COMPLETED;
            }
        };
    }
}
