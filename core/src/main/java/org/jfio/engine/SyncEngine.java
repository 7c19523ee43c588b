package org.jfio.engine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * The synchronous engine family of fio's {@code engines/sync.c}, one class with a mode:
 * {@link Mode#SYNC} uses {@code read(2)}/{@code write(2)} after an {@code lseek(2)} when the
 * file position is not already at the offset; {@link Mode#PSYNC} uses {@code pread(2)} and
 * {@code pwrite(2)}. Sync requests use {@code fsync(2)}/{@code fdatasync(2)}; trim is not
 * supported and fails with EOPNOTSUPP. Every request completes inside {@link #queue}.
 *
 * <p>Errors go into the unit's result as {@code -errno}. Not thread-safe: one instance per job
 * thread; allocates nothing per I/O.
 */
final class SyncEngine implements IoEngine {

    /** Which system calls move the data. */
    enum Mode {
        /** read/write with lseek (fio {@code sync}). */
        SYNC,
        /** pread/pwrite (fio {@code psync}). */
        PSYNC
    }

    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC, EngineCapability.TRIM);

    private final Mode mode;
    private final MemorySegment callState;
    private final MemorySegment errno;
    private final org.jfio.spi.Discard discard;

    SyncEngine(Mode mode, EngineContext context) {
        this.mode = mode;
        this.callState = libc_h.allocateCallState(context.arena());
        this.discard = new org.jfio.spi.Discard(context.arena());
        // data calls go without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        IoFile file = unit.file();
        int fd = file.fd();
        long r = switch (unit.ddir()) {
            case READ -> mode == Mode.PSYNC
                    ? libc_h.pread(fd, unit.buffer(), unit.lengthBytes(), unit.offsetBytes())
                    : seekThen(unit, false);
            case WRITE -> mode == Mode.PSYNC
                    ? libc_h.pwrite(fd, unit.buffer(), unit.lengthBytes(), unit.offsetBytes())
                    : seekThen(unit, true);
            case SYNC -> syncResult(libc_h.fsync(callState, fd));
            case DATASYNC -> syncResult(libc_h.fdatasync(callState, fd));
            case TRIM -> discard.trim(unit);
        };
        if (r == -1) {
            r = -errno.get(ValueLayout.JAVA_INT, 0);
        }
        unit.result(r);
        return QueueStatus.COMPLETED;
    }

    private long syncResult(int rc) {
        return rc == -1 ? -libc_h.errno(callState) : rc;
    }

    private long seekThen(IoUnit unit, boolean write) {
        IoFile file = unit.file();
        int fd = file.fd();
        long offset = unit.offsetBytes();
        if (file.engineHandle() != offset) {
            long pos = libc_h.lseek(fd, offset, libc_h.SEEK_SET());
            if (pos < 0) {
                file.engineHandle(-1);
                return -1;
            }
        }
        long r = write
                ? libc_h.write(fd, unit.buffer(), unit.lengthBytes())
                : libc_h.read(fd, unit.buffer(), unit.lengthBytes());
        file.engineHandle(r >= 0 ? offset + r : -1);
        return r;
    }
}
