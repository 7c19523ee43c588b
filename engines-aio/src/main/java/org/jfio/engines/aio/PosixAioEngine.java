package org.jfio.engines.aio;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libaio.aiocb;
import org.jfio.nativeheaders.libaio.libaio_h;
import org.jfio.nativeheaders.libaio.sigevent;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.timespec;

/**
 * fio's {@code posixaio} engine: glibc POSIX AIO. glibc carries requests out on its own helper
 * threads (one at a time per file descriptor), so this measures glibc's emulation, not the kernel's
 * AIO.
 *
 * <ul>
 * <li>One {@code struct aiocb} per {@link IoUnit} (by {@link IoUnit#index()}) and the
 *     {@code const struct aiocb *} list for {@code aio_suspend} are allocated once in the job's
 *     arena.</li>
 * <li>{@link #queue} fills the unit's aiocb ({@code sigev_notify = SIGEV_NONE}) and submits it at
 *     once with {@code aio_read}, {@code aio_write} or {@code aio_fsync(O_SYNC | O_DSYNC)}; there is
 *     nothing to commit. As fio, it stamps the issue time just before that call
 *     ({@link EngineCapability#SETS_ISSUE_TIME}), so slat is only the preparation and clat includes
 *     glibc's enqueueing. EAGAIN from glibc means BUSY; any other error completes the unit with
 *     {@code -errno}.</li>
 * <li>{@link #reap} walks the requests in flight with {@code aio_error}; finished ones are collected
 *     with {@code aio_return} (result: bytes, or {@code -errno}; a cancelled one -ECANCELED). While
 *     fewer than {@code min} have finished it waits in {@code aio_suspend} on the list of those still
 *     in progress, retrying on EINTR.</li>
 * <li>Trim is not supported (-EOPNOTSUPP).</li>
 * </ul>
 *
 * <p>Not thread-safe: one instance per job thread. Nothing is allocated, locked, logged or thrown per
 * I/O in the normal case (glibc takes its own locks and allocates its request records natively).
 */
public final class PosixAioEngine implements IoEngine {
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM);
    private static final long AIOCB_BYTES = aiocb.sizeof();
    private static final long BUF = aiocb.aio_buf$offset();
    private static final long SIGEV_NOTIFY = aiocb.aio_sigevent$offset() + sigevent.sigev_notify$offset();

    private final int depth;
    private final MemorySegment[] aiocbOf;
    private final MemorySegment suspendList;
    private final MemorySegment timeout;
    private final MemorySegment callState;
    /** Trims are done synchronously in queue, as fio's posixaio (FIO_ASYNCIO_SYNC_TRIM). */
    private final org.jfio.spi.Discard discard;
    private final IoUnit[] byIndex;
    private final int[] flight;
    private final IoUnit[] reaped;
    private int flightCount;
    private int reapedCount;
    private final MemorySegment errno;

    /**
     * @param context the job's settings and arena
     */
    public PosixAioEngine(EngineContext context) {
        Arena arena = context.arena();
        this.discard = new org.jfio.spi.Discard(arena);
        this.depth = Math.max(1, context.iodepth());
        MemorySegment all = aiocb.allocateArray(depth, arena);
        this.aiocbOf = new MemorySegment[depth];
        for (int i = 0; i < depth; i++) {
            aiocbOf[i] = all.asSlice(i * AIOCB_BYTES, AIOCB_BYTES);
        }
        this.suspendList = arena.allocate(libaio_h.C_POINTER, depth);
        this.timeout = timespec.allocate(arena);
        this.callState = libc_h.allocateCallState(arena);
        // aio_read/aio_write go without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
        this.byIndex = new IoUnit[depth];
        this.flight = new int[depth];
        this.reaped = new IoUnit[depth];
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        if (unit.ddir() == DataDirection.TRIM) {
            if (flightCount > 0) {
                return QueueStatus.BUSY; // fio: the queued requests go first
            }
            unit.issueNs(IoClock.nowNs());
            unit.result(discard.trim(unit));
            return QueueStatus.COMPLETED;
        }
        if (flightCount >= depth) {
            return QueueStatus.BUSY;
        }
        int index = unit.index();
        MemorySegment cb = aiocbOf[index];
        for (long off = 0; off < AIOCB_BYTES; off += Long.BYTES) {
            cb.set(ValueLayout.JAVA_LONG, off, 0L);
        }
        aiocb.aio_fildes(cb, unit.file().fd());
        cb.set(ValueLayout.JAVA_LONG, BUF, unit.bufferAddress());
        aiocb.aio_nbytes(cb, unit.lengthBytes());
        aiocb.aio_offset(cb, unit.offsetBytes());
        cb.set(ValueLayout.JAVA_INT, SIGEV_NOTIFY, libaio_h.SIGEV_NONE());
        unit.issueNs(IoClock.nowNs());
        int rc;
        int err = 0;
        switch (unit.ddir()) {
            case READ, WRITE -> {
                rc = unit.ddir() == DataDirection.READ ? libaio_h.aio_read(cb) : libaio_h.aio_write(cb);
                if (rc != 0) {
                    err = errno.get(ValueLayout.JAVA_INT, 0);
                }
            }
            case SYNC, DATASYNC -> {
                int op = unit.ddir() == DataDirection.SYNC ? libc_h.O_SYNC() : libc_h.O_DSYNC();
                rc = libaio_h.aio_fsync(callState, op, cb);
                if (rc != 0) {
                    err = libc_h.errno(callState);
                }
            }
            default -> {
                unit.result(-libc_h.EOPNOTSUPP());
                return QueueStatus.COMPLETED;
            }
        }
        if (rc != 0) {
            if (err == libc_h.EAGAIN() && flightCount > 0) {
                return QueueStatus.BUSY;
            }
            unit.result(-err);
            return QueueStatus.COMPLETED;
        }
        byIndex[index] = unit;
        flight[flightCount++] = index;
        return QueueStatus.QUEUED;
    }

    @Override
    public int reap(int min, int max, long timeoutNs) {
        reapedCount = 0;
        max = Math.min(max, depth);
        long deadline = timeoutNs >= 0 ? IoClock.nowNs() + timeoutNs : Long.MAX_VALUE;
        int n = 0;
        while (n < max) {
            int waiting = 0;
            for (int i = 0; i < flightCount && n < max; ) {
                int index = flight[i];
                MemorySegment cb = aiocbOf[index];
                int err = libaio_h.aio_error(cb);
                if (err == libaio_h.EINPROGRESS()) {
                    suspendList.setAtIndex(ValueLayout.JAVA_LONG, waiting++, cb.address());
                    i++;
                    continue;
                }
                long ret = libaio_h.aio_return(cb);
                IoUnit unit = byIndex[index];
                unit.result(err == 0 ? ret : -err);
                reaped[n++] = unit;
                flight[i] = flight[--flightCount];
            }
            if (n >= min || flightCount == 0 || n >= max) {
                break;
            }
            MemorySegment ts = MemorySegment.NULL;
            if (timeoutNs >= 0) {
                long left = deadline - IoClock.nowNs();
                if (left <= 0) {
                    break;
                }
                timespec.tv_sec(timeout, left / 1_000_000_000L);
                timespec.tv_nsec(timeout, left % 1_000_000_000L);
                ts = timeout;
            }
            // -1 with EINTR (a signal) or EAGAIN (timed out) just means: look again
            libaio_h.aio_suspend(suspendList, waiting, ts);
        }
        reapedCount = n;
        return n;
    }

    @Override
    public IoUnit completed(int i) {
        if (i < 0 || i >= reapedCount) {
            throw new IndexOutOfBoundsException("completed(" + i + ") after a reap of " + reapedCount);
        }
        return reaped[i];
    }

    /** Waits for whatever is still in flight, so glibc no longer touches the arena's aiocbs. */
    @Override
    public void close() {
        while (flightCount > 0) {
            reap(flightCount, flightCount, -1);
        }
    }
}
