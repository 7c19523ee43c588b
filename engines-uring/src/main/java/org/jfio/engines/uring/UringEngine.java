package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.__kernel_timespec;
import org.jfio.nativeheaders.liburing.io_uring;
import org.jfio.nativeheaders.liburing.io_uring_params;
import org.jfio.nativeheaders.liburing.iovec;
import org.jfio.nativeheaders.liburing.liburing_h;

import org.slf4j.LoggerFactory;

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
 * <li>{@link #reap}: reads CQEs in Java (acquire load of the CQ tail, release store of the head) and
 *     enters the kernel with {@code min_complete} only when fewer than {@code min} are there
 *     ({@code min_complete = 0} when {@code iodepth_batch_complete_min=0}, fio's polling mode). With
 *     SQPOLL it never enters the kernel.</li>
 * </ul>
 * No native call is made per I/O other than the {@code io_uring_enter} of commit and reap, and
 * nothing is allocated, locked or logged on that path.
 *
 * <p>Ring setup follows fio: {@code roundup_pow2(iodepth)} SQ entries, as many CQ entries
 * ({@code IORING_SETUP_CQSIZE}), {@code COOP_TASKRUN}, {@code SINGLE_ISSUER|DEFER_TASKRUN} (each
 * dropped in turn if the kernel says EINVAL; none with SQPOLL, which refuses them), the ring
 * descriptor registered when the kernel can. Registered buffers ({@code fixedbufs}): the core
 * hands units over only in {@code queue}, so each unit's whole slot ({@link IoUnit#slot()}) is
 * registered the first time the unit is seen, into a sparse buffer table (Linux 5.19+; one
 * {@code io_uring_register} per unit per job); on older kernels the whole table is registered once
 * every unit has been seen, and requests until then use the plain opcodes.
 *
 * <p>Not thread-safe: one job thread, which must also be the thread that created it
 * ({@code IORING_SETUP_SINGLE_ISSUER}).
 */
final class UringEngine implements IoEngine {
    /** Largest SQ ring the kernel creates (IORING_MAX_ENTRIES). */
    static final int MAX_ENTRIES = 32768;
    /** How long commit retries a submit that makes no progress (EAGAIN/EINTR) before giving up, like fio's libaio. */
    private static final long STALL_LIMIT_NS = 30_000_000_000L;

    /** SQPOLL reaping: empty polls of the CQ ring between two {@code Thread.yield()}s. */
    private static final int SPINS_BEFORE_YIELD = 256;

    private static final int BUFFERS_NONE = 0;
    private static final int BUFFERS_SPARSE = 1;
    private static final int BUFFERS_DEFERRED = 2;

    private final UringOptions options;
    private final MemorySegment ring;
    private final UringInline.Ring r;
    private final MemorySegment sqes;
    private final MemorySegment cqes;
    private final int depth;
    private final int sqMask;
    private final int enterFd;
    private final int enterFlags;
    private final boolean sqpoll;
    private final boolean registerFiles;
    private final boolean nonvectored;
    private final boolean completeMinZero;
    private final int fixedFileFlag;
    private final int opRead;
    private final int opWrite;
    private final int fsyncDatasync;
    private final long udataTimeout;

    /** Unit by index: the kernel's user_data. */
    private final IoUnit[] units;
    /** Completions of the last reap. */
    private final IoUnit[] reaped;
    /** Unit index per SQ position (masked), to stamp issue times in submission order. */
    private final int[] sqSlotUnit;
    /** One iovec per unit for READV/WRITEV. */
    private final MemorySegment iovecs;
    private final long iovecsAddress;
    private final long iovecSize;
    private final MemorySegment timeout;
    private final MemorySegment cqePtr;

    /** Registered buffers (fixedbufs). */
    private final int buffersMode;
    /** Base address registered per unit index, 0 when none. */
    private final long[] registeredBuffer;
    /** Deferred mode: units seen so far. */
    private final boolean[] bufferSeen;
    private final MemorySegment regIovecs;
    private int buffersSeen;
    private boolean allBuffersRegistered;

    /** Registered files (registerfiles): fd per slot, -1 when free. */
    private int[] fileSlots = new int[0];
    private final MemorySegment fdScratch;

    private int stagedHead;
    private int stagedTail;
    private int queued;
    private int inflight;
    private boolean closed;

    private UringEngine(EngineContext context, UringOptions options, MemorySegment ring, int enterFd, int enterFlags,
                        boolean nonvectored, int buffersMode) {
        Arena arena = context.arena();
        this.options = options;
        this.ring = ring;
        this.r = UringInline.Ring.of(ring);
        this.sqes = r.sqes();
        this.cqes = r.cqes();
        this.depth = context.iodepth();
        this.sqMask = r.sqRingEntries() - 1;
        this.enterFd = enterFd;
        this.enterFlags = enterFlags;
        this.sqpoll = options.sqthreadPoll();
        this.registerFiles = options.registerfilesEffective();
        this.nonvectored = nonvectored;
        this.completeMinZero = context.iodepthBatchCompleteMin() == 0;
        this.fixedFileFlag = liburing_h.IOSQE_FIXED_FILE();
        this.opRead = liburing_h.IORING_OP_READ();
        this.opWrite = liburing_h.IORING_OP_WRITE();
        this.fsyncDatasync = liburing_h.IORING_FSYNC_DATASYNC();
        this.udataTimeout = liburing_h.LIBURING_UDATA_TIMEOUT();
        // sized by the ring rather than iodepth, so any unit index below the ring size is accepted
        int slots = r.sqRingEntries();
        this.units = new IoUnit[slots];
        this.reaped = new IoUnit[slots];
        this.sqSlotUnit = new int[slots];
        this.iovecSize = iovec.sizeof();
        this.iovecs = iovec.allocateArray(slots, arena);
        this.iovecsAddress = iovecs.address();
        this.timeout = __kernel_timespec.allocate(arena);
        this.cqePtr = arena.allocate(liburing_h.C_POINTER);
        this.buffersMode = buffersMode;
        this.registeredBuffer = new long[buffersMode == BUFFERS_NONE ? 0 : slots];
        this.bufferSeen = new boolean[buffersMode == BUFFERS_DEFERRED ? slots : 0];
        this.regIovecs = buffersMode == BUFFERS_NONE ? iovecs : iovec.allocateArray(slots, arena);
        this.fdScratch = arena.allocate(ValueLayout.JAVA_INT);
    }

    /**
     * Creates the ring and everything the engine needs for {@code context}; the ring lives in the
     * context's arena and is torn down by {@link #close()}.
     *
     * @throws JfioException when the ring cannot be set up, with the reason and the fix
     */
    static UringEngine open(EngineContext context, UringOptions options) {
        int depth = context.iodepth();
        if (depth < 1 || depth > MAX_ENTRIES) {
            throw new JfioException("io_uring: iodepth=" + depth + " is out of range: a ring holds 1 to " + MAX_ENTRIES + " entries");
        }
        if (options.hipri() && !context.direct()) {
            throw new JfioException("io_uring: hipri=1 (polled completions, IORING_SETUP_IOPOLL) needs direct=1: "
                    + "the kernel polls only O_DIRECT requests; set direct=1 or drop hipri");
        }
        Arena arena = context.arena();
        int entries = roundupPow2(depth);
        MemorySegment ring = io_uring.allocate(arena);
        MemorySegment params = io_uring_params.allocate(arena);
        int flags = liburing_h.IORING_SETUP_CQSIZE();
        if (options.hipri()) {
            flags |= liburing_h.IORING_SETUP_IOPOLL();
        }
        if (options.sqthreadPoll()) {
            flags |= liburing_h.IORING_SETUP_SQPOLL();
            if (options.sqthreadPollCpu() != UringOptions.NO_CPU) {
                flags |= liburing_h.IORING_SETUP_SQ_AFF();
            }
        } else {
            // IPI-saving task-run modes; the kernel refuses them with SQPOLL
            flags |= liburing_h.IORING_SETUP_COOP_TASKRUN() | liburing_h.IORING_SETUP_SINGLE_ISSUER()
                    | liburing_h.IORING_SETUP_DEFER_TASKRUN();
        }
        int ret;
        while (true) {
            params.fill((byte) 0);
            io_uring_params.flags(params, flags);
            io_uring_params.cq_entries(params, entries);
            if (options.sqthreadPoll() && options.sqthreadPollCpu() != UringOptions.NO_CPU) {
                io_uring_params.sq_thread_cpu(params, options.sqthreadPollCpu());
            }
            ret = liburing_h.io_uring_queue_init_params(entries, ring, params);
            if (ret != -libc_h.EINVAL()) {
                break;
            }
            // fio's fallback order for kernels that do not know a flag
            LoggerFactory.getLogger(UringEngine.class).debug(
                    "io_uring_queue_init_params refused setup flags 0x{} (EINVAL): retrying without the newest", Integer.toHexString(flags));
            if ((flags & liburing_h.IORING_SETUP_DEFER_TASKRUN()) != 0) {
                flags &= ~(liburing_h.IORING_SETUP_DEFER_TASKRUN() | liburing_h.IORING_SETUP_SINGLE_ISSUER());
            } else if ((flags & liburing_h.IORING_SETUP_COOP_TASKRUN()) != 0) {
                flags &= ~liburing_h.IORING_SETUP_COOP_TASKRUN();
            } else if ((flags & liburing_h.IORING_SETUP_CQSIZE()) != 0) {
                flags &= ~liburing_h.IORING_SETUP_CQSIZE();
            } else {
                break;
            }
        }
        if (ret < 0) {
            throw setupException(-ret, entries, options);
        }
        boolean done = false;
        try {
            int enterFd = io_uring.ring_fd(ring);
            int enterFlags = 0;
            if (liburing_h.io_uring_register_ring_fd(ring) == 1) {
                enterFd = io_uring.enter_ring_fd(ring);
                enterFlags = liburing_h.IORING_ENTER_REGISTERED_RING();
            }
            boolean nonvectored = switch (options.nonvectored()) {
                case 0 -> false;
                case 1 -> true;
                default -> probeReadWrite(ring);
            };
            int buffersMode = BUFFERS_NONE;
            if (options.fixedbufs()) {
                int sparse = liburing_h.io_uring_register_buffers_sparse(ring, entries);
                if (sparse == 0) {
                    buffersMode = BUFFERS_SPARSE;
                } else if (sparse == -libc_h.EINVAL()) {
                    buffersMode = BUFFERS_DEFERRED;
                } else {
                    throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers_sparse", -sparse, depth,
                            context.maxBlockSizeBytes());
                }
            }
            LoggerFactory.getLogger(UringEngine.class).debug("io_uring ring: {} entries, setup flags 0x{}, registered ring fd: {}, "
                    + "{} opcodes, fixed buffers: {}", entries, Integer.toHexString(flags), enterFlags != 0,
                    nonvectored ? "READ/WRITE" : "READV/WRITEV",
                    buffersMode == BUFFERS_SPARSE ? "sparse table" : buffersMode == BUFFERS_DEFERRED
                            ? "registered per buffer (the kernel refused a sparse table)" : "none");
            UringEngine engine = new UringEngine(context, options, ring, enterFd, enterFlags, nonvectored, buffersMode);
            // Link io_uring_enter's downcall now rather than on the first measured I/O (whose slat
            // paid about 2 ms for it): nothing to submit, nothing to wait for, returns 0 at once.
            liburing_h.io_uring_enter(enterFd, 0, 0, enterFlags, MemorySegment.NULL);
            done = true;
            return engine;
        } finally {
            if (!done) {
                liburing_h.io_uring_queue_exit(ring);
            }
        }
    }

    private static JfioException setupException(int errno, int entries, UringOptions options) {
        var why = UringDiagnostics.setupFailure(errno, UringDiagnostics.ioUringDisabled());
        String extra = "";
        if (errno == libc_h.EINVAL() && options.sqthreadPoll() && options.sqthreadPollCpu() != UringOptions.NO_CPU) {
            extra = " (is sqthread_poll_cpu=" + options.sqthreadPollCpu() + " an online CPU?)";
        }
        return new JfioException("io_uring: cannot set up a ring of " + entries + " entries (" + options + "): "
                + why.reason() + extra + "; fix: " + why.fix(),
                NativeCallException.of("io_uring_queue_init_params(" + entries + ")", errno));
    }

    /** fio's {@code fio_ioring_probe}: READ/WRITE when the kernel has both, else READV/WRITEV. */
    private static boolean probeReadWrite(MemorySegment ring) {
        MemorySegment probe = liburing_h.io_uring_get_probe_ring(ring);
        if (probe.address() == 0) {
            return false;
        }
        try {
            return UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_READ())
                    && UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_WRITE());
        } finally {
            liburing_h.io_uring_free_probe(probe);
        }
    }

    static int roundupPow2(int n) {
        return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        // With SQPOLL the kernel thread submits at its own pace: there is no submit call to time,
        // and fio reports no slat (disable_slat). The core stamps issue time itself then and records no slat.
        return sqpoll ? EnumSet.of(EngineCapability.NO_SLAT) : EnumSet.of(EngineCapability.SETS_ISSUE_TIME);
    }

    // ---- files ----

    @Override
    public void open(IoFile file) {
        if (!registerFiles) {
            return;
        }
        int slot = 0;
        while (slot < fileSlots.length && fileSlots[slot] != -1) {
            slot++;
        }
        if (slot == fileSlots.length) {
            growFileTable(Math.max(8, fileSlots.length * 2));
        }
        fdScratch.set(ValueLayout.JAVA_INT, 0, file.fd());
        int ret = liburing_h.io_uring_register_files_update(ring, slot, fdScratch, 1);
        if (ret < 0) {
            throw new JfioException("io_uring: registerfiles=1: cannot register " + file + " in slot " + slot,
                    NativeCallException.of("io_uring_register_files_update(" + file + ")", -ret));
        }
        fileSlots[slot] = file.fd();
        file.engineHandle(slot);
    }

    /** Registers a bigger table holding the current files; only between I/Os (files open before the loop). */
    private void growFileTable(int size) {
        int[] next = Arrays.copyOf(fileSlots, size);
        Arrays.fill(next, fileSlots.length, size, -1);
        try (Arena scratch = Arena.ofConfined()) {
            MemorySegment fds = scratch.allocate(ValueLayout.JAVA_INT, size);
            for (int i = 0; i < size; i++) {
                fds.setAtIndex(ValueLayout.JAVA_INT, i, next[i]);
            }
            if (fileSlots.length > 0) {
                int ret = liburing_h.io_uring_unregister_files(ring);
                if (ret < 0) {
                    throw NativeCallException.of("io_uring_unregister_files", -ret);
                }
            }
            int ret = liburing_h.io_uring_register_files(ring, fds, size);
            if (ret < 0) {
                throw new JfioException("io_uring: registerfiles=1: cannot register a table of " + size + " files",
                        NativeCallException.of("io_uring_register_files(" + size + ")", -ret));
            }
        }
        fileSlots = next;
    }

    @Override
    public void close(IoFile file) {
        if (!registerFiles || closed) {
            return;
        }
        int slot = (int) file.engineHandle();
        if (slot >= 0 && slot < fileSlots.length && fileSlots[slot] == file.fd()) {
            fdScratch.set(ValueLayout.JAVA_INT, 0, -1);
            // drop the table's reference so the core's close really closes the file
            liburing_h.io_uring_register_files_update(ring, slot, fdScratch, 1);
            fileSlots[slot] = -1;
        }
    }

    // ---- the I/O path ----

    @Override
    public QueueStatus queue(IoUnit unit) {
        DataDirection ddir = unit.ddir();
        if (ddir == DataDirection.TRIM) {
            unit.result(-libc_h.EOPNOTSUPP());
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
        if (queued + inflight >= r.sqRingEntries()) {
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
        if (buffersMode != BUFFERS_NONE && (registeredBuffer[index] == unit.slot().address() || registerBuffer(unit, index))) {
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

    /**
     * Registers a unit's whole slot the first time the unit (or a new slot under its index) is
     * seen, once per unit per job, not per I/O: into its slot of the sparse table, or, without sparse
     * tables, all buffers at once when every unit has been seen.
     *
     * @return true when the unit's buffer is registered now
     */
    private boolean registerBuffer(IoUnit unit, int index) {
        MemorySegment buffer = unit.slot();
        long iov = iovecSize * index;
        regIovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_base$offset(), buffer.address());
        regIovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_len$offset(), buffer.byteSize());
        if (buffersMode == BUFFERS_SPARSE) {
            int ret = liburing_h.io_uring_register_buffers_update_tag(ring, index, regIovecs.asSlice(iov, iovecSize),
                    MemorySegment.NULL, 1);
            if (ret < 0) {
                throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers_update_tag", -ret, 1,
                        buffer.byteSize());
            }
            registeredBuffer[index] = buffer.address();
            return true;
        }
        if (allBuffersRegistered || index >= depth) {
            return false; // a buffer that was not there when the table was made: plain opcodes for it
        }
        if (!bufferSeen[index]) {
            bufferSeen[index] = true;
            buffersSeen++;
        }
        if (buffersSeen < depth) {
            return false;
        }
        int ret = liburing_h.io_uring_register_buffers(ring, regIovecs, depth);
        if (ret < 0) {
            throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers", -ret, depth, buffer.byteSize());
        }
        allBuffersRegistered = true;
        for (int i = 0; i < depth; i++) {
            registeredBuffer[i] = regIovecs.get(ValueLayout.JAVA_LONG, iovecSize * i + iovec.iov_base$offset());
        }
        return registeredBuffer[index] == buffer.address();
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
            inflight += queued;
            queued = 0;
            return;
        }
        long stalledSinceNs = 0;
        int getevents = liburing_h.IORING_ENTER_GETEVENTS() | enterFlags;
        while (queued > 0) {
            int ret = liburing_h.io_uring_enter(enterFd, queued, 0, getevents, MemorySegment.NULL);
            if (ret > 0) {
                long now = System.nanoTime();
                for (int i = 0; i < ret; i++) {
                    units[sqSlotUnit[(stagedHead + i) & sqMask]].issueNs(now);
                }
                stagedHead += ret;
                queued -= ret;
                inflight += ret;
                stalledSinceNs = 0;
            } else if (ret == 0 || isTransient(ret) || ret == -liburing_h.EBUSY()) {
                long now = System.nanoTime();
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

    private static boolean isTransient(int ret) {
        return ret == -libc_h.EAGAIN() || ret == -libc_h.EINTR();
    }

    @Override
    public int reap(int min, int max, long timeoutNs) {
        int limit = Math.min(max, reaped.length);
        int want = Math.min(min, limit);
        long deadlineNs = timeoutNs >= 0 ? System.nanoTime() + timeoutNs : 0;
        int events = 0;
        int idleSpins = 0;
        do {
            int n = reapCq(events, limit - events);
            if (n > 0) {
                events += n;
                continue;
            }
            if (inflight == 0 || (timeoutNs >= 0 && System.nanoTime() - deadlineNs >= 0)) {
                break; // nothing in flight can complete: never wait for it
            }
            if (sqpoll) {
                // the kernel thread completes; spin like fio, but let it have the CPU when we share one
                if (++idleSpins % SPINS_BEFORE_YIELD == 0) {
                    Thread.yield();
                } else {
                    Thread.onSpinWait();
                }
                continue;
            }
            int minComplete = completeMinZero ? 0 : want - events;
            int ret;
            if (timeoutNs >= 0 && minComplete > 0) {
                ret = waitWithTimeout(minComplete, deadlineNs);
            } else {
                ret = liburing_h.io_uring_enter(enterFd, 0, minComplete,
                        liburing_h.IORING_ENTER_GETEVENTS() | enterFlags, MemorySegment.NULL);
            }
            if (ret < 0 && !isTransient(ret) && ret != -liburing_h.ETIME()) {
                throw NativeCallException.of("io_uring_enter(min_complete=" + minComplete + ", GETEVENTS)", -ret);
            }
        } while (events < want);
        return events;
    }

    /** A bounded wait (not used by the core's loop, which waits without limit). */
    private int waitWithTimeout(int count, long deadlineNs) {
        long leftNs = Math.max(0, deadlineNs - System.nanoTime());
        __kernel_timespec.tv_sec(timeout, leftNs / 1_000_000_000L);
        __kernel_timespec.tv_nsec(timeout, leftNs % 1_000_000_000L);
        return liburing_h.io_uring_wait_cqes(ring, cqePtr, count, timeout, MemorySegment.NULL);
    }

    /** Moves up to {@code limit} CQEs into {@link #reaped} from position {@code at}; @return how many. */
    private int reapCq(int at, int limit) {
        int head = UringInline.io_uring_cq_head(r);
        int available = UringInline.io_uring_cq_tail(r) - head;
        int consumed = Math.min(available, limit);
        int delivered = 0;
        for (int i = 0; i < consumed; i++) {
            long cqe = UringInline.io_uring_cqe_offset(r, head + i);
            long userData = UringInline.io_uring_cqe_get_data64(cqes, cqe);
            if (userData == udataTimeout) {
                continue; // liburing's own timeout request (kernels without IORING_FEAT_EXT_ARG)
            }
            IoUnit unit = units[(int) userData];
            unit.result(UringInline.io_uring_cqe_res(cqes, cqe));
            reaped[at + delivered++] = unit;
        }
        UringInline.io_uring_cq_advance(r, consumed);
        inflight -= delivered;
        return delivered;
    }

    @Override
    public IoUnit completed(int i) {
        return reaped[i];
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
            while (inflight > 0) {
                int n = reap(1, Math.min(inflight, reaped.length), -1);
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
        return buffersMode == BUFFERS_SPARSE;
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
