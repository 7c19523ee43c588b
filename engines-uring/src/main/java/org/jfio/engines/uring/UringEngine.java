package org.jfio.engines.uring;

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
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.io_uring_sqe;
import org.jfio.nativeheaders.liburing.iovec;
import org.jfio.nativeheaders.liburing.liburing_h;


/**
 * fio's {@code io_uring} engine on one ring per job, with the same submission and reaping policy
 * as fio's {@code engines/io_uring.c}:
 * <ul>
 * <li>{@link #queue}: takes an SQE ({@link UringInline#io_uring_get_sqe}), fills it in Java
 *     ({@code READ}/{@code WRITE}, {@code READV}/{@code WRITEV} with the unit's own iovec,
 *     {@code READ_FIXED}/{@code WRITE_FIXED} with {@code buf_index} = unit index, {@code FSYNC} with
 *     or without {@code IORING_FSYNC_DATASYNC}) at {@link IoUnit#bufferAddress()}, so the remainder of a
 *     short transfer continues in place; {@code user_data} is the unit's index. BUSY when the SQ ring is
 *     full (with SQPOLL, after waiting for the kernel thread to move the SQ head when it is only late).</li>
 * <li>{@link #commit}: publishes the SQ tail and calls {@code io_uring_enter(to_submit, 0, GETEVENTS)}
 *     until everything queued is consumed, stamping the issue time of the units submitted right after
 *     each call (fio's {@code FIO_ASYNCIO_SETS_ISSUE_TIME}). With SQPOLL it only wakes the kernel
 *     thread when {@code IORING_SQ_NEED_WAKEUP} is set.</li>
 * <li>{@link #reap} ({@link UringCompletions}): reads CQEs in Java and enters the kernel with
 *     {@code min_complete} only when fewer than {@code min} are there; a poll ({@code min = 0},
 *     which the core asks for under {@code iodepth_batch_complete_min=0}) enters with
 *     {@code min_complete = 0}, so deferred task work still posts its completions. With SQPOLL it
 *     never enters the kernel.</li>
 * </ul>
 * No native call is made per I/O other than the {@code io_uring_enter} of commit and reap, and
 * nothing is allocated, locked or logged on that path.
 *
 * <p>The ring is set up by {@link UringRingSetup} (fio's flags and fallbacks); registered buffers
 * ({@code fixedbufs}) are kept by {@link UringBuffers}, registered files ({@code registerfiles}) by
 * {@link UringFiles}.
 *
 * <p>Not thread-safe: one job thread, which must also be the thread that created it
 * ({@code IORING_SETUP_SINGLE_ISSUER}).
 */
final class UringEngine implements IoEngine {
    /** How long commit retries a submit that makes no progress (EAGAIN/EINTR) before giving up, like fio's libaio. */
    private static final long STALL_LIMIT_NS = 30_000_000_000L;
    /** Where an SQE keeps the request's I/O priority ({@code __u16 ioprio}). */
    private static final ValueLayout.OfShort SQE_IOPRIO_LAYOUT = io_uring_sqe.ioprio$layout();
    private static final long SQE_IOPRIO = io_uring_sqe.ioprio$offset();

    private final UringOptions options;
    private final MemorySegment ring;
    private final UringInline.Ring r;
    private final MemorySegment sqes;
    private final int sqMask;
    private final int enterFd;
    private final int enterFlags;
    private final boolean sqpoll;
    private final boolean registerFiles;
    private final boolean nonvectored;
    private final int fixedFileFlag;
    private final int opRead;
    private final int opWrite;
    private final int fsyncDatasync;

    /** Unit by index: the kernel's user_data. */
    private final IoUnit[] units;
    /** Unit index per SQ position (masked), to stamp issue times in submission order. */
    private final int[] sqSlotUnit;
    /** One iovec per unit for READV/WRITEV. */
    private final MemorySegment iovecs;
    private final long iovecsAddress;
    private final long iovecSize;
    /** The CQ side: reaping, and the count of what is in flight. */
    private final UringCompletions completions;

    /** Registered buffers (fixedbufs), or null. */
    private final UringBuffers buffers;
    /** Registered files (registerfiles), or null. */
    private final UringFiles fileTable;

    private int stagedHead;
    private int stagedTail;
    private int queued;
    /** Trims are done synchronously in queue, as fio 3.33's io_uring engine does. */
    private final org.jfio.spi.Discard discard;
    private boolean closed;

    /** An engine on a ring {@link UringRingSetup} made for {@code context}. */
    UringEngine(EngineContext context, UringOptions options, UringRingSetup.Ring setup) {
        Arena arena = context.arena();
        this.discard = new org.jfio.spi.Discard(arena);
        this.options = options;
        this.ring = setup.ring();
        this.r = UringInline.Ring.of(ring);
        this.sqes = r.sqes();
        this.sqMask = r.sqRingEntries() - 1;
        this.enterFd = setup.enterFd();
        this.enterFlags = setup.enterFlags();
        this.sqpoll = options.sqthreadPoll();
        this.registerFiles = options.registerfilesEffective();
        this.nonvectored = setup.nonvectored();
        this.fixedFileFlag = liburing_h.IOSQE_FIXED_FILE();
        this.opRead = liburing_h.IORING_OP_READ();
        this.opWrite = liburing_h.IORING_OP_WRITE();
        this.fsyncDatasync = liburing_h.IORING_FSYNC_DATASYNC();
        // sized by the ring rather than iodepth, so any unit index below the ring size is accepted
        int slots = r.sqRingEntries();
        this.units = new IoUnit[slots];
        this.sqSlotUnit = new int[slots];
        this.iovecSize = iovec.sizeof();
        this.iovecs = iovec.allocateArray(slots, arena);
        this.iovecsAddress = iovecs.address();
        this.completions = new UringCompletions(setup, r, units, sqpoll, arena);
        this.buffers = setup.buffers() == UringBuffers.NONE ? null
                : new UringBuffers(ring, setup.buffers(), slots, context.iodepth(), arena);
        this.fileTable = registerFiles ? new UringFiles(ring, arena) : null;
    }

    /**
     * Creates the ring and everything the engine needs for {@code context} ({@link UringRingSetup});
     * the ring lives in the context's arena and is torn down by {@link #close()}.
     *
     * @throws JfioException when the ring cannot be set up, with the reason and the fix
     */
    static UringEngine open(EngineContext context, UringOptions options) {
        return UringRingSetup.open(context, options);
    }

    @Override
    public Set<EngineCapability> capabilities() {
        // With SQPOLL the kernel thread submits at its own pace: there is no submit call to time,
        // and fio reports no slat (disable_slat). The core stamps issue time itself then and records no slat.
        return sqpoll ? EnumSet.of(EngineCapability.NO_SLAT, EngineCapability.TRIM)
                : EnumSet.of(EngineCapability.SETS_ISSUE_TIME, EngineCapability.TRIM);
    }

    // ---- files ----

    @Override
    public void open(IoFile file) {
        if (registerFiles) {
            fileTable.register(file);
        }
    }

    @Override
    public void close(IoFile file) {
        if (registerFiles && !closed) {
            fileTable.unregister(file);
        }
    }

    // ---- the I/O path ----

    @Override
    public QueueStatus queue(IoUnit unit) {
        DataDirection ddir = unit.ddir();
        if (ddir == DataDirection.TRIM) {
            if (queued > 0) {
                return QueueStatus.BUSY; // fio: the queued SQEs go first
            }
            unit.issueNs(IoClock.nowNs());
            unit.result(discard.trim(unit));
            return QueueStatus.COMPLETED;
        }
        long sqe = UringInline.io_uring_get_sqe(r);
        if (sqe < 0 && (!sqpoll || (sqe = waitForSqSpace()) < 0)) {
            return QueueStatus.BUSY;
        }
        int index = unit.index();
        units[index] = unit;
        IoFile file = unit.file();
        int fd = registerFiles ? (int) file.engineHandle() : file.fd();
        if (ddir == DataDirection.READ || ddir == DataDirection.WRITE) {
            prepData(sqe, unit, index, fd, ddir == DataDirection.READ);
            // fio: every read and write carries its priority in the SQE (the job's, or cmdprio's);
            // the SQPOLL thread submitting it does not have the job thread's ioprio_set
            sqes.set(SQE_IOPRIO_LAYOUT, sqe + SQE_IOPRIO, (short) unit.ioprio());
        } else {
            UringInline.io_uring_prep_fsync(sqes, sqe, fd, ddir == DataDirection.DATASYNC ? fsyncDatasync : 0);
        }
        if (registerFiles) {
            UringInline.io_uring_sqe_set_flags(sqes, sqe, fixedFileFlag);
        }
        UringInline.io_uring_sqe_set_data64(sqes, sqe, index);
        sqSlotUnit[stagedTail & sqMask] = index;
        stagedTail++;
        queued++;
        return QueueStatus.QUEUED;
    }

    /**
     * SQPOLL only: the kernel thread posts completions before it moves the SQ head past the SQEs it
     * has read, so a unit can come back while its old SQE still counts as pending. When our own
     * count says the ring has room, wait for the head ({@code IORING_ENTER_SQ_WAIT}, liburing's
     * {@code io_uring_sqring_wait}); a short, rare wait.
     *
     * @return an SQE, or -1 when the ring is really full
     */
    private long waitForSqSpace() {
        if (queued + completions.inflight() >= r.sqRingEntries()) {
            return -1;
        }
        long sqe;
        while ((sqe = UringInline.io_uring_get_sqe(r)) < 0) {
            int ret = liburing_h.io_uring_enter(enterFd, 0, 0, liburing_h.IORING_ENTER_SQ_WAIT() | enterFlags,
                    MemorySegment.NULL);
            if (ret < 0 && !isTransient(ret)) {
                throw NativeCallException.of("io_uring_enter(SQ_WAIT)", -ret);
            }
        }
        return sqe;
    }

    private void prepData(long sqe, IoUnit unit, int index, int fd, boolean read) {
        long buf = unit.bufferAddress(); // past the bytes already moved when this is a short transfer's remainder
        int len = unit.lengthBytes();
        long offset = unit.offsetBytes();
        if (buffers != null && buffers.fixed(unit, index)) {
            if (read) {
                UringInline.io_uring_prep_read_fixed(sqes, sqe, fd, buf, len, offset, index);
            } else {
                UringInline.io_uring_prep_write_fixed(sqes, sqe, fd, buf, len, offset, index);
            }
        } else if (nonvectored) {
            UringInline.io_uring_prep_rw(read ? opRead : opWrite, sqes, sqe, fd, buf, len, offset);
        } else {
            long iov = iovecSize * index;
            iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_base$offset(), buf);
            iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_len$offset(), len);
            if (read) {
                UringInline.io_uring_prep_readv(sqes, sqe, fd, iovecsAddress + iov, 1, offset);
            } else {
                UringInline.io_uring_prep_writev(sqes, sqe, fd, iovecsAddress + iov, 1, offset);
            }
        }
    }

    @Override
    public void commit() {
        if (queued == 0) {
            return;
        }
        UringInline.io_uring_flush_sq(r);
        if (sqpoll) {
            if (UringInline.io_uring_sq_needs_wakeup(r)) {
                int ret = liburing_h.io_uring_enter(enterFd, queued, 0,
                        liburing_h.IORING_ENTER_SQ_WAKEUP() | enterFlags, MemorySegment.NULL);
                if (ret < 0 && !isTransient(ret)) {
                    throw NativeCallException.of("io_uring_enter(SQ_WAKEUP)", -ret);
                }
            }
            stagedHead += queued;
            completions.submitted(queued);
            queued = 0;
            return;
        }
        long stalledSinceNs = 0;
        int getevents = liburing_h.IORING_ENTER_GETEVENTS() | enterFlags;
        while (queued > 0) {
            int ret = liburing_h.io_uring_enter(enterFd, queued, 0, getevents, MemorySegment.NULL);
            if (ret > 0) {
                long now = IoClock.nowNs();
                for (int i = 0; i < ret; i++) {
                    units[sqSlotUnit[(stagedHead + i) & sqMask]].issueNs(now);
                }
                stagedHead += ret;
                queued -= ret;
                completions.submitted(ret);
                stalledSinceNs = 0;
            } else if (ret == 0 || isTransient(ret) || ret == -liburing_h.EBUSY()) {
                long now = IoClock.nowNs();
                if (stalledSinceNs == 0) {
                    stalledSinceNs = now;
                } else if (now - stalledSinceNs > STALL_LIMIT_NS) {
                    throw new JfioException("io_uring: io_uring_enter made no progress submitting " + queued
                            + " requests for 30 s (last result " + ret + ")");
                }
                Thread.onSpinWait();
            } else {
                throw NativeCallException.of("io_uring_enter(to_submit=" + queued + ", GETEVENTS)", -ret);
            }
        }
    }

    static boolean isTransient(int ret) {
        return ret == -libc_h.EAGAIN() || ret == -libc_h.EINTR();
    }

    @Override
    public int reap(int min, int max, long timeoutNs) {
        return completions.reap(min, max, timeoutNs);
    }

    @Override
    public IoUnit completed(int i) {
        return completions.completed(i);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            // the kernel may still write into buffers the core frees after this: let in-flight I/O end first
            if (queued > 0) {
                commit();
            }
            while (completions.inflight() > 0) {
                int n = reap(1, Math.min(completions.inflight(), completions.capacity()), -1);
                if (n == 0 && sqpoll) {
                    Thread.onSpinWait();
                }
            }
        } catch (RuntimeException e) {
            // tearing down after a failure: the ring exit below cancels what is left
        } finally {
            liburing_h.io_uring_queue_exit(ring);
        }
    }

    /** @return the options the engine runs with (for reports and tests) */
    UringOptions options() {
        return options;
    }

    /** @return true when buffers are registered per unit into a sparse table, false when deferred or off */
    boolean sparseBuffers() {
        return buffers != null && buffers.sparse();
    }

    /** @return whether data requests use READ/WRITE rather than READV/WRITEV when not fixed */
    boolean nonvectored() {
        return nonvectored;
    }

    /** @return the SQ ring's entries */
    int sqEntries() {
        return r.sqRingEntries();
    }
}
