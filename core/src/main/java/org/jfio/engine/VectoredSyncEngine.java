package org.jfio.engine;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.iovec;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * The vectored members of fio's {@code engines/sync.c} family, one class with a mode:
 * <ul>
 * <li>{@link Mode#VSYNC}: {@code readv(2)}/{@code writev(2)} after an {@code lseek(2)}, merging
 *     adjacent requests. {@link #queue} stages a request when it continues the staged run (same
 *     file, same direction, offset = end of the run) and there is room (iodepth, at most
 *     {@code IOV_MAX}); a request that does not continue it gets {@link QueueStatus#BUSY}, so the core
 *     commits the run first. {@link #commit} moves the whole run with one lseek and one readv/writev;
 *     {@link #reap} hands the units back. As in fio, how much merges is set by
 *     {@code iodepth_batch_submit}: at its default of 1 the core commits after every request, so each
 *     request costs one lseek and one readv/writev. Runs stay as long as the batch only when the core
 *     also reaps whole batches ({@code iodepth_batch_complete_max} = {@code iodepth_batch_submit});
 *     fio's vsync gets that even at the default maximum of 1, because its getevents ignores the
 *     maximum.</li>
 * <li>{@link Mode#PVSYNC}: {@code preadv(2)}/{@code pwritev(2)} with one iovec; completes in
 *     {@link #queue}.</li>
 * <li>{@link Mode#PVSYNC2}: {@code preadv2(2)}/{@code pwritev2(2)} with one iovec and the per-call
 *     flags of {@link Pvsync2Options} (the job's engine options {@code hipri}, {@code hipri_percentage},
 *     {@code nowait}, {@code uncached}); completes in {@link #queue}.</li>
 * </ul>
 * Sync requests use {@code fsync(2)}/{@code fdatasync(2)}; trim fails with EOPNOTSUPP. A merged
 * transfer that comes back short is spread over the run in order, as fio does: the unit where it
 * stopped is short, the ones after it transferred 0 bytes. Errors go into the units' results as
 * {@code -errno}.
 *
 * <p>Not thread-safe: one instance per job thread. Allocates nothing per I/O: the iovec array,
 * run and completion ring are allocated once.
 */
final class VectoredSyncEngine implements IoEngine {

    /** Which system calls move the data. */
    enum Mode {
        /** readv/writev with lseek, merging adjacent requests (fio {@code vsync}). */
        VSYNC,
        /** preadv/pwritev with one iovec (fio {@code pvsync}). */
        PVSYNC,
        /** preadv2/pwritev2 with one iovec and RWF_* flags (fio {@code pvsync2}). */
        PVSYNC2
    }

    /**
     * Engine options of {@code pvsync2} (fio's names).
     *
     * @param hipri           set RWF_HIPRI: polled completion where the device has poll queues (O_DIRECT)
     * @param hipriPercentage share of requests (0-100) that get RWF_HIPRI when {@code hipri} is set
     * @param nowait          set RWF_NOWAIT: fail with EAGAIN instead of blocking (uncached pages, locks)
     * @param uncached        set RWF_DONTCACHE on buffered I/O: drop the pages once done (Linux 6.14+)
     */
    record Pvsync2Options(boolean hipri, int hipriPercentage, boolean nowait, boolean uncached) {
        /** No flags: pvsync2 then behaves as pvsync. */
        static final Pvsync2Options NONE = new Pvsync2Options(false, 100, false, false);
    }

    private final Mode mode;
    private final Set<EngineCapability> capabilities;
    private final org.jfio.spi.Discard discard;
    private final MemorySegment callState;
    private final MemorySegment errno;
    private final MemorySegment iovecs;
    private final long iovecBytes;
    private final int rwFlags;
    /** RWF_HIPRI added per request when fewer than all requests get it (fio hipri_percentage). */
    private final int hipriPercentage;
    private final SplittableRandom hipriRandom;
    private final boolean probeUncached;
    private final MemorySegment probeByte;

    /** vsync: the staged run, in file order. */
    private final IoUnit[] run;
    private final int maxRun;
    private int runCount;
    private long runEnd;
    private IoFile runFile;
    private DataDirection runDdir;

    /** vsync: committed units not yet reaped; positions grow forever and are masked into the ring. */
    private final IoUnit[] done;
    private final int doneMask;
    private long doneHead;
    private long doneTail;
    private long lastReapStart;

    private long syscalls;

    VectoredSyncEngine(Mode mode, EngineContext context, Pvsync2Options options) {
        this.mode = mode;
        this.callState = libc_h.allocateCallState(context.arena());
        this.discard = new org.jfio.spi.Discard(context.arena());
        // data calls go without FFM's errno capture (allocation-free); errno is read from here
        this.errno = libc_h.errnoLocation();
        this.iovecBytes = iovec.sizeof();
        int depth = Math.max(1, context.iodepth());
        this.maxRun = mode == Mode.VSYNC ? Math.min(depth, libc_h.IOV_MAX()) : 1;
        this.iovecs = iovec.allocateArray(maxRun, context.arena());
        this.run = new IoUnit[maxRun];
        int ring = mode == Mode.VSYNC ? Integer.highestOneBit(depth * 2 - 1) : 1;
        this.done = new IoUnit[ring];
        this.doneMask = ring - 1;
        this.capabilities = mode == Mode.VSYNC
                ? EnumSet.of(EngineCapability.TRIM)
                : EnumSet.of(EngineCapability.SYNC, EngineCapability.TRIM);
        int flags = 0;
        int percentage = 100;
        if (mode == Mode.PVSYNC2) {
            if (options.hipri() && options.hipriPercentage() >= 100) {
                flags |= libc_h.RWF_HIPRI();
            } else if (options.hipri() && options.hipriPercentage() > 0) {
                percentage = options.hipriPercentage();
            }
            if (options.nowait()) {
                flags |= libc_h.RWF_NOWAIT();
            }
            // page-cache behaviour only matters for buffered I/O; O_DIRECT bypasses the cache anyway
            if (options.uncached() && !context.direct()) {
                flags |= libc_h.RWF_DONTCACHE();
            }
        }
        this.rwFlags = flags;
        this.hipriPercentage = percentage;
        this.hipriRandom = percentage < 100 ? new SplittableRandom(context.jobName().hashCode()) : null;
        this.probeUncached = (flags & libc_h.RWF_DONTCACHE()) != 0;
        this.probeByte = probeUncached ? context.arena().allocate(1) : MemorySegment.NULL;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return capabilities;
    }

    /** @return system calls made for I/O so far (lseek, readv/writev, preadv*, pwritev*, fsync, fdatasync) */
    long syscalls() {
        return syscalls;
    }

    /** @return the RWF_* flags passed to every preadv2/pwritev2 (RWF_HIPRI is added per request below 100%) */
    int rwFlags() {
        return rwFlags;
    }

    /**
     * With {@code uncached} asked for, checks once per file that the kernel and filesystem take
     * RWF_DONTCACHE (a one-byte preadv2 at offset 0; unknown flags fail before any data moves).
     */
    @Override
    public void open(IoFile file) {
        if (!probeUncached) {
            return;
        }
        iovec.iov_base(iovecs, probeByte);
        iovec.iov_len(iovecs, 1);
        long r = libc_h.preadv2(callState, file.fd(), iovecs, 1, 0, libc_h.RWF_DONTCACHE());
        if (r < 0) {
            int errno = libc_h.errno(callState);
            if (errno == libc_h.EOPNOTSUPP() || errno == libc_h.EINVAL()) {
                throw new JfioException("pvsync2 option uncached is not available for " + file.path()
                        + ": preadv2(RWF_DONTCACHE) fails with " + Errno.name(errno)
                        + " (needs Linux 6.14 or later and a filesystem that supports uncached buffered I/O);"
                        + " drop the option uncached or use direct=1");
            }
            throw NativeCallException.of("preadv2(" + file.path() + ", 1 @ 0, RWF_DONTCACHE)", errno);
        }
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        if (mode != Mode.VSYNC) {
            unit.result(positional(unit));
            return QueueStatus.COMPLETED;
        }
        DataDirection ddir = unit.ddir();
        if (ddir != DataDirection.READ && ddir != DataDirection.WRITE) {
            if (runCount > 0) {
                return QueueStatus.BUSY;
            }
            unit.result(nonData(unit));
            return QueueStatus.COMPLETED;
        }
        if (runCount > 0) {
            if (unit.file() != runFile || ddir != runDdir || unit.offsetBytes() != runEnd || runCount == maxRun) {
                return QueueStatus.BUSY;
            }
        } else {
            runFile = unit.file();
            runDdir = ddir;
        }
        long at = runCount * iovecBytes;
        iovecs.set(iovec.iov_base$layout(), at + iovec.iov_base$offset(), unit.buffer());
        iovecs.set(iovec.iov_len$layout(), at + iovec.iov_len$offset(), unit.lengthBytes());
        run[runCount++] = unit;
        runEnd = unit.offsetBytes() + unit.lengthBytes();
        return QueueStatus.QUEUED;
    }

    /** vsync: one lseek and one readv/writev for the staged run, whose units then wait for {@link #reap}. */
    @Override
    public void commit() {
        int n = runCount;
        if (n == 0) {
            return;
        }
        int fd = runFile.fd();
        long r;
        syscalls++;
        if (libc_h.lseek(fd, run[0].offsetBytes(), libc_h.SEEK_SET()) < 0) {
            r = -1;
        } else {
            syscalls++;
            r = runDdir == DataDirection.READ
                    ? libc_h.readv(fd, iovecs, n)
                    : libc_h.writev(fd, iovecs, n);
        }
        long failed = r < 0 ? -errno.get(ValueLayout.JAVA_INT, 0) : 0;
        long left = r;
        for (int i = 0; i < n; i++) {
            IoUnit u = run[i];
            if (r < 0) {
                u.result(failed);
            } else {
                long mine = Math.min(left, u.lengthBytes());
                u.result(mine);
                left -= mine;
            }
            done[(int) (doneTail++ & doneMask)] = u;
            run[i] = null;
        }
        runCount = 0;
        runFile = null;
    }

    /**
     * vsync: returns up to {@code max} committed units, which completed inside {@link #commit}.
     * Like fio's getevents it commits a staged run first when asked to wait ({@code min > 0}).
     * Unlike fio's vsync, which hands back every unit of the last commit whatever {@code max} is,
     * this keeps to {@code max} ({@code iodepth_batch_complete_max}); with its default of 1 the core
     * then frees one unit at a time and later runs stay short (see the class comment).
     */
    @Override
    public int reap(int min, int max, long timeoutNs) {
        if (min > 0 && doneTail == doneHead && runCount > 0) {
            commit();
        }
        int n = (int) Math.min(doneTail - doneHead, max);
        lastReapStart = doneHead;
        doneHead += n;
        return n;
    }

    @Override
    public IoUnit completed(int i) {
        if (mode != Mode.VSYNC) {
            throw new IllegalStateException(mode + " completes inline; nothing to reap");
        }
        return done[(int) ((lastReapStart + i) & doneMask)];
    }

    private long positional(IoUnit unit) {
        int fd = unit.file().fd();
        long r;
        switch (unit.ddir()) {
            case READ, WRITE -> {
                iovec.iov_base(iovecs, unit.buffer());
                iovec.iov_len(iovecs, unit.lengthBytes());
                boolean read = unit.ddir() == DataDirection.READ;
                syscalls++;
                if (mode == Mode.PVSYNC) {
                    r = read ? libc_h.preadv(fd, iovecs, 1, unit.offsetBytes())
                            : libc_h.pwritev(fd, iovecs, 1, unit.offsetBytes());
                } else {
                    int flags = rwFlags;
                    if (hipriPercentage < 100 && hipriRandom.nextInt(100) < hipriPercentage) {
                        flags |= libc_h.RWF_HIPRI();
                    }
                    r = read ? libc_h.preadv2(fd, iovecs, 1, unit.offsetBytes(), flags)
                            : libc_h.pwritev2(fd, iovecs, 1, unit.offsetBytes(), flags);
                }
                if (r < 0) {
                    r = -errno.get(ValueLayout.JAVA_INT, 0);
                }
            }
            default -> r = nonData(unit);
        }
        return r;
    }

    /** fsync/fdatasync and trims inline (fio's sync engines: do_io_u_trim). @return 0 (a trim: its length) or -errno */
    private long nonData(IoUnit unit) {
        int fd = unit.file().fd();
        int r;
        switch (unit.ddir()) {
            case SYNC -> {
                syscalls++;
                r = libc_h.fsync(callState, fd);
            }
            case DATASYNC -> {
                syscalls++;
                r = libc_h.fdatasync(callState, fd);
            }
            case TRIM -> {
                syscalls++;
                return discard.trim(unit);
            }
            default -> {
                return -libc_h.EOPNOTSUPP();
            }
        }
        return r < 0 ? -libc_h.errno(callState) : 0;
    }
}
