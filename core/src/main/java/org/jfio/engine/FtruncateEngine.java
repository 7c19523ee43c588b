package org.jfio.engine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * fio's {@code ftruncate} engine: every write is one {@code ftruncate(2)} of the file to the
 * request's offset (so a sequential write grows the file block by block, a random one moves its
 * end about); no data moves, and the bytes counted are the requests' lengths, as fio's fake I/O.
 * A read or trim fails with EINVAL, as in fio; sync requests are fsync(2)/fdatasync(2).
 *
 * <p>Errors go into the unit's result as {@code -errno}. Not thread-safe; allocates nothing per I/O.
 */
final class FtruncateEngine implements IoEngine {
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC, EngineCapability.FAKE_IO);

    private final MemorySegment callState;
    private final MemorySegment errno;

    FtruncateEngine(EngineContext context) {
        this.callState = libc_h.allocateCallState(context.arena());
        // data calls go without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        int fd = unit.file().fd();
        long r = switch (unit.ddir()) {
            case WRITE -> libc_h.ftruncate(fd, unit.offsetBytes()) == -1 ? -errno.get(ValueLayout.JAVA_INT, 0) : unit.lengthBytes();
            case READ, TRIM -> -libc_h.EINVAL();
            case SYNC -> libc_h.fsync(callState, fd) == -1 ? -libc_h.errno(callState) : 0;
            case DATASYNC -> libc_h.fdatasync(callState, fd) == -1 ? -libc_h.errno(callState) : 0;
        };
        unit.result(r);
        return QueueStatus.COMPLETED;
    }
}
