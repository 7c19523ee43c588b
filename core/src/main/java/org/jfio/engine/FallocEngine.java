package org.jfio.engine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.QueueStatus;

/**
 * fio's {@code falloc} engine: every I/O is one {@code fallocate(2)} over the request's range,
 * the mode from its direction as fio maps it: a read allocates without changing the size
 * ({@code FALLOC_FL_KEEP_SIZE}), a write allocates and extends (mode 0), a trim punches a hole
 * ({@code FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE}); sync requests are fsync(2)/fdatasync(2).
 * No data moves; the bytes counted are the ranges allocated.
 *
 * <p>fallocate needs a descriptor open for writing whatever the job's direction, so the engine
 * opens each file O_RDWR itself (as fio's engine opens with O_CREAT|O_RDWR) and closes it with
 * the file. Errors go into the unit's result as {@code -errno}. Not thread-safe; allocates
 * nothing per I/O.
 */
final class FallocEngine implements IoEngine {
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC, EngineCapability.FAKE_IO);

    private final EngineContext context;
    private final MemorySegment callState;
    private final MemorySegment errno;

    FallocEngine(EngineContext context) {
        this.context = context;
        this.callState = libc_h.allocateCallState(context.arena());
        // data calls go without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public void open(IoFile file) {
        MemorySegment path = context.arena().allocateFrom(file.path().toString());
        int fd = libc_h.open(callState, path, libc_h.O_RDWR() | libc_h.O_CLOEXEC(), 0);
        if (fd == -1) {
            int errno = libc_h.errno(callState);
            throw new JfioException(context.jobName() + ": falloc: open(" + file.path() + ", O_RDWR): "
                    + Errno.name(errno) + " (" + Errno.message(errno) + ")");
        }
        file.engineHandle(fd + 1L); // 0 stays "not opened"
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        int fd = (int) unit.file().engineHandle() - 1;
        long offset = unit.offsetBytes();
        int len = unit.lengthBytes();
        long r = switch (unit.ddir()) {
            case READ -> dataResult(libc_h.fallocate(fd, libc_h.FALLOC_FL_KEEP_SIZE(), offset, len), len);
            case WRITE -> dataResult(libc_h.fallocate(fd, 0, offset, len), len);
            case TRIM -> dataResult(libc_h.fallocate(fd, libc_h.FALLOC_FL_PUNCH_HOLE() | libc_h.FALLOC_FL_KEEP_SIZE(), offset, len), len);
            case SYNC -> libc_h.fsync(callState, fd) == -1 ? -libc_h.errno(callState) : 0;
            case DATASYNC -> libc_h.fdatasync(callState, fd) == -1 ? -libc_h.errno(callState) : 0;
        };
        unit.result(r);
        return QueueStatus.COMPLETED;
    }

    private long dataResult(int rc, int len) {
        return rc == -1 ? -errno.get(ValueLayout.JAVA_INT, 0) : len;
    }

    @Override
    public void close(IoFile file) {
        int fd = (int) file.engineHandle() - 1;
        if (fd >= 0) {
            libc_h.close(callState, fd);
            file.engineHandle(0);
        }
    }
}
