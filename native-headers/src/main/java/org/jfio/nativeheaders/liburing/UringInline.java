package org.jfio.nativeheaders.liburing;

import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.VarHandle;

/**
 * Java equivalents of the {@code static inline} helpers of liburing 2.3's {@code liburing.h} that
 * jfio needs, which {@code liburing.so.2} does not export and jextract silently skips. Each method
 * names the C it mirrors; they work directly on the kernel-shared ring memory, with the memory
 * ordering liburing uses expressed as {@link VarHandle} access modes:
 * <ul>
 * <li>CQ tail: {@code getAcquire} ({@code io_uring_smp_load_acquire(cq->ktail)}), so the CQEs
 *     up to it are visible before they are read;</li>
 * <li>CQ head: {@code setRelease} ({@code io_uring_smp_store_release(cq->khead, ...)}), so the
 *     kernel reuses a CQE slot only after it has been read;</li>
 * <li>SQ tail: {@code setRelease} always (liburing 2.3 uses a relaxed store without SQPOLL because
 *     {@code io_uring_enter} is a barrier; release costs nothing more on x86), so the SQE contents
 *     are visible before the tail that publishes them;</li>
 * <li>SQ head: {@code getAcquire} with SQPOLL (the kernel thread moves it concurrently), an opaque
 *     read ({@code IO_URING_READ_ONCE}) otherwise;</li>
 * <li>SQ flags with SQPOLL: {@link VarHandle#fullFence()} before reading
 *     {@code IORING_SQ_NEED_WAKEUP} ({@code io_uring_smp_mb()}), so the kernel thread either sees
 *     the new tail or we see that it went to sleep.</li>
 * </ul>
 *
 * <h2>Shape</h2>
 * The C helpers dereference {@code ring->sq.khead} and friends on every call; here those pointers
 * are read once into a {@link Ring}. An SQE or CQE is named by its byte offset inside
 * {@link Ring#sqes()} or {@link Ring#cqes()} rather than by a slice, so that nothing is allocated
 * per request; buffers and iovec arrays are passed as addresses ({@link MemorySegment#address()}),
 * exactly what the SQE stores. liburing's user-space SQ counters {@code sq.sqe_head} and
 * {@code sq.sqe_tail} are kept in the {@code struct io_uring} itself, so liburing's exported
 * functions ({@link liburing_h#io_uring_submit}, {@link liburing_h#io_uring_wait_cqes}) stay
 * consistent with what was done here and may be mixed with it.
 *
 * <p>Only {@link #io_uring_opcode_supported} (not on any hot path) goes through
 * {@code liburing-ffi.so.2} when liburing 2.4 or later provides it; everything else is always Java,
 * because a downcall per SQE costs more than the Java code (see ffm-notes §2.1).
 *
 * <p>Not thread-safe, like liburing: one thread drives one ring.
 */
@SuppressWarnings("restricted")
public final class UringInline {

    private UringInline() {
    }

    /** Coordinates (MemorySegment, long offset); aligned, so acquire/release modes are allowed. */
    private static final VarHandle INT = ValueLayout.JAVA_INT.varHandle();

    private static final long SQE_SIZE = io_uring_sqe.sizeof();
    private static final long CQE_SIZE = io_uring_cqe.sizeof();

    private static final long SQE_HEAD = io_uring.sq$offset() + io_uring_sq.sqe_head$offset();
    private static final long SQE_TAIL = io_uring.sq$offset() + io_uring_sq.sqe_tail$offset();

    private static final ValueLayout.OfByte OPCODE_L = io_uring_sqe.opcode$layout();
    private static final long OPCODE = io_uring_sqe.opcode$offset();
    private static final ValueLayout.OfByte FLAGS_L = io_uring_sqe.flags$layout();
    private static final long FLAGS = io_uring_sqe.flags$offset();
    private static final ValueLayout.OfShort IOPRIO_L = io_uring_sqe.ioprio$layout();
    private static final long IOPRIO = io_uring_sqe.ioprio$offset();
    private static final ValueLayout.OfInt FD_L = io_uring_sqe.fd$layout();
    private static final long FD = io_uring_sqe.fd$offset();
    private static final ValueLayout.OfLong OFF_L = io_uring_sqe.off$layout();
    private static final long OFF = io_uring_sqe.off$offset();
    private static final ValueLayout.OfLong ADDR_L = io_uring_sqe.addr$layout();
    private static final long ADDR = io_uring_sqe.addr$offset();
    private static final ValueLayout.OfInt LEN_L = io_uring_sqe.len$layout();
    private static final long LEN = io_uring_sqe.len$offset();
    private static final ValueLayout.OfInt RW_FLAGS_L = io_uring_sqe.rw_flags$layout();
    private static final long RW_FLAGS = io_uring_sqe.rw_flags$offset();
    private static final ValueLayout.OfInt FSYNC_FLAGS_L = io_uring_sqe.fsync_flags$layout();
    private static final long FSYNC_FLAGS = io_uring_sqe.fsync_flags$offset();
    private static final ValueLayout.OfLong USER_DATA_L = io_uring_sqe.user_data$layout();
    private static final long USER_DATA = io_uring_sqe.user_data$offset();
    private static final ValueLayout.OfShort BUF_INDEX_L = io_uring_sqe.buf_index$layout();
    private static final long BUF_INDEX = io_uring_sqe.buf_index$offset();
    private static final ValueLayout.OfShort PERSONALITY_L = io_uring_sqe.personality$layout();
    private static final long PERSONALITY = io_uring_sqe.personality$offset();
    private static final ValueLayout.OfInt FILE_INDEX_L = io_uring_sqe.file_index$layout();
    private static final long FILE_INDEX = io_uring_sqe.file_index$offset();
    private static final ValueLayout.OfLong ADDR3_L = io_uring_sqe.addr3$layout();
    private static final long ADDR3 = io_uring_sqe.addr3$offset();
    private static final long PAD2 = io_uring_sqe.__pad2$offset();

    private static final ValueLayout.OfLong CQE_USER_DATA_L = io_uring_cqe.user_data$layout();
    private static final long CQE_USER_DATA = io_uring_cqe.user_data$offset();
    private static final ValueLayout.OfInt CQE_RES_L = io_uring_cqe.res$layout();
    private static final long CQE_RES = io_uring_cqe.res$offset();
    private static final ValueLayout.OfInt CQE_FLAGS_L = io_uring_cqe.flags$layout();
    private static final long CQE_FLAGS = io_uring_cqe.flags$offset();

    /** Room liburing allocates in a probe: {@code sizeof(*probe) + 256 * sizeof(struct io_uring_probe_op)}. */
    public static final long PROBE_BYTES = io_uring_probe.sizeof() + 256 * io_uring_probe_op.sizeof();

    /**
     * The pointers and sizes of one set-up {@code struct io_uring}, read once: what liburing's
     * inline helpers dereference on every call. Valid until {@link liburing_h#io_uring_queue_exit};
     * the {@code struct io_uring} must not move.
     */
    public static final class Ring {
        private final MemorySegment ring;
        private final MemorySegment sqKhead;
        private final MemorySegment sqKtail;
        private final MemorySegment sqKflags;
        private final MemorySegment sqArray;
        private final MemorySegment sqes;
        private final MemorySegment cqKhead;
        private final MemorySegment cqKtail;
        private final MemorySegment cqKoverflow;
        private final MemorySegment cqes;
        private final int sqRingMask;
        private final int sqRingEntries;
        private final int cqRingMask;
        private final int cqRingEntries;
        private final int flags;
        private final int features;
        private final int sqeShift;
        private final int cqeShift;
        private final boolean sqpoll;

        private Ring(MemorySegment ring) {
            this.ring = ring;
            MemorySegment sq = io_uring.sq(ring);
            MemorySegment cq = io_uring.cq(ring);
            this.flags = io_uring.flags(ring);
            this.features = io_uring.features(ring);
            this.sqpoll = (flags & liburing_h.IORING_SETUP_SQPOLL()) != 0;
            this.sqeShift = (flags & liburing_h.IORING_SETUP_SQE128()) != 0 ? 1 : 0;
            this.cqeShift = (flags & liburing_h.IORING_SETUP_CQE32()) != 0 ? 1 : 0;
            this.sqRingMask = io_uring_sq.ring_mask(sq);
            this.sqRingEntries = io_uring_sq.ring_entries(sq);
            this.cqRingMask = io_uring_cq.ring_mask(cq);
            this.cqRingEntries = io_uring_cq.ring_entries(cq);
            this.sqKhead = word(io_uring_sq.khead(sq));
            this.sqKtail = word(io_uring_sq.ktail(sq));
            this.sqKflags = word(io_uring_sq.kflags(sq));
            this.sqArray = io_uring_sq.array(sq).reinterpret(4L * sqRingEntries);
            this.sqes = io_uring_sq.sqes(sq).reinterpret((SQE_SIZE << sqeShift) * sqRingEntries);
            this.cqKhead = word(io_uring_cq.khead(cq));
            this.cqKtail = word(io_uring_cq.ktail(cq));
            this.cqKoverflow = word(io_uring_cq.koverflow(cq));
            this.cqes = io_uring_cq.cqes(cq).reinterpret((CQE_SIZE << cqeShift) * cqRingEntries);
        }

        private static MemorySegment word(MemorySegment pointer) {
            return pointer.address() == 0 ? MemorySegment.NULL : pointer.reinterpret(Integer.BYTES);
        }

        /**
         * Reads the pointers of a ring that {@link liburing_h#io_uring_queue_init_params} has set up.
         *
         * @param ring the {@code struct io_uring} ({@link io_uring#sizeof()} bytes)
         * @return its cached view; allocate it once per ring
         */
        public static Ring of(MemorySegment ring) {
            if (ring.byteSize() < io_uring.sizeof()) {
                throw new IllegalArgumentException("ring.byteSize()=" + ring.byteSize() + " < sizeof(struct io_uring)=" + io_uring.sizeof());
            }
            return new Ring(ring);
        }

        /** @return the {@code struct io_uring} itself */
        public MemorySegment ring() {
            return ring;
        }

        /** @return the mapped SQE array, {@code sqRingEntries() * 64 << sqeShift} bytes */
        public MemorySegment sqes() {
            return sqes;
        }

        /** @return the mapped SQ index array ({@code unsigned array[sqRingEntries()]}) */
        public MemorySegment sqArray() {
            return sqArray;
        }

        /** @return the mapped CQE array, {@code cqRingEntries() * 16 << cqeShift} bytes */
        public MemorySegment cqes() {
            return cqes;
        }

        /** @return SQ ring entries (a power of two) */
        public int sqRingEntries() {
            return sqRingEntries;
        }

        /** @return CQ ring entries (a power of two) */
        public int cqRingEntries() {
            return cqRingEntries;
        }

        /** @return the {@code IORING_SETUP_*} flags of the ring ({@code ring->flags}) */
        public int flags() {
            return flags;
        }

        /** @return the {@code IORING_FEAT_*} features the kernel reported ({@code ring->features}) */
        public int features() {
            return features;
        }

        /** @return true for an {@code IORING_SETUP_SQPOLL} ring */
        public boolean sqpoll() {
            return sqpoll;
        }

        /** @return CQEs the kernel dropped because the CQ ring was full ({@code *cq->koverflow}) */
        public int cqOverflow() {
            return cqKoverflow.address() == 0 ? 0 : (int) INT.getOpaque(cqKoverflow, 0L);
        }
    }

    // ---- SQ side ----

    /**
     * Mirrors {@code _io_uring_get_sqe} (liburing.h 2.3, the body of {@code io_uring_get_sqe}):
     * <pre>{@code
     * head = SQPOLL ? io_uring_smp_load_acquire(sq->khead) : IO_URING_READ_ONCE(*sq->khead);
     * if (next - head <= sq->ring_entries) { sqe = &sq->sqes[(sq->sqe_tail & sq->ring_mask) << shift]; sq->sqe_tail = next; }
     * }</pre>
     * The SQE is not cleared; an {@code io_uring_prep_*} call fills it.
     *
     * @return the byte offset of a vacant SQE in {@link Ring#sqes()}, or -1 when the SQ ring is full
     */
    public static long io_uring_get_sqe(Ring r) {
        MemorySegment ring = r.ring;
        int tail = ring.get(ValueLayout.JAVA_INT, SQE_TAIL);
        int next = tail + 1;
        int head = r.sqpoll ? (int) INT.getAcquire(r.sqKhead, 0L) : (int) INT.getOpaque(r.sqKhead, 0L);
        if (Integer.compareUnsigned(next - head, r.sqRingEntries) <= 0) {
            ring.set(ValueLayout.JAVA_INT, SQE_TAIL, next);
            return ((long) (tail & r.sqRingMask) << r.sqeShift) * SQE_SIZE;
        }
        return -1;
    }

    /**
     * Mirrors {@code __io_uring_flush_sq} (liburing 2.3 src/queue.c, static there): publishes the
     * SQEs handed out since the last flush by moving {@code *sq->ktail} to {@code sq->sqe_tail}
     * with a release store.
     *
     * @return published SQEs the kernel has not consumed yet ({@code tail - *sq->khead}): what to
     *         pass as {@code to_submit}
     */
    public static int io_uring_flush_sq(Ring r) {
        MemorySegment ring = r.ring;
        int tail = ring.get(ValueLayout.JAVA_INT, SQE_TAIL);
        if (ring.get(ValueLayout.JAVA_INT, SQE_HEAD) != tail) {
            ring.set(ValueLayout.JAVA_INT, SQE_HEAD, tail);
            INT.setRelease(r.sqKtail, 0L, tail);
        }
        return tail - (int) INT.getOpaque(r.sqKhead, 0L);
    }

    /**
     * Mirrors the SQPOLL branch of {@code sq_ring_needs_enter} (liburing 2.3 src/queue.c):
     * {@code io_uring_smp_mb(); if (IO_URING_READ_ONCE(*ring->sq.kflags) & IORING_SQ_NEED_WAKEUP) ...}.
     * Call after {@link #io_uring_flush_sq}; when it returns true, {@code io_uring_enter} with
     * {@code IORING_ENTER_SQ_WAKEUP} wakes the kernel's SQ thread.
     *
     * @return true when the SQPOLL thread is asleep and must be woken
     */
    public static boolean io_uring_sq_needs_wakeup(Ring r) {
        VarHandle.fullFence();
        return ((int) INT.getOpaque(r.sqKflags, 0L) & liburing_h.IORING_SQ_NEED_WAKEUP()) != 0;
    }

    /**
     * Mirrors {@code io_uring_sq_ready} (liburing.h 2.3): {@code sq->sqe_tail - *sq->khead}, the
     * head read with acquire under SQPOLL.
     *
     * @return SQEs handed out and not yet consumed by the kernel
     */
    public static int io_uring_sq_ready(Ring r) {
        int khead = r.sqpoll ? (int) INT.getAcquire(r.sqKhead, 0L) : (int) INT.getOpaque(r.sqKhead, 0L);
        return r.ring.get(ValueLayout.JAVA_INT, SQE_TAIL) - khead;
    }

    /**
     * Mirrors {@code io_uring_sq_space_left} (liburing.h 2.3).
     *
     * @return SQEs {@link #io_uring_get_sqe} can still hand out
     */
    public static int io_uring_sq_space_left(Ring r) {
        return r.sqRingEntries - io_uring_sq_ready(r);
    }

    /**
     * Mirrors {@code io_uring_prep_rw} (liburing.h 2.3): sets every field liburing sets, clearing
     * the rest of what a request uses ({@code flags}, {@code ioprio}, {@code rw_flags},
     * {@code buf_index}, {@code personality}, {@code file_index}, {@code addr3}, {@code __pad2[0]}).
     * {@code user_data} is left alone.
     *
     * @param sqes   {@link Ring#sqes()}
     * @param sqe    byte offset from {@link #io_uring_get_sqe}
     * @param addr   a buffer or iovec-array address ({@code MemorySegment.address()}), kept alive
     *               until the completion
     * @param len    bytes, or the number of iovecs
     * @param offset file offset
     */
    public static void io_uring_prep_rw(int op, MemorySegment sqes, long sqe, int fd, long addr, int len, long offset) {
        sqes.set(OPCODE_L, sqe + OPCODE, (byte) op);
        sqes.set(FLAGS_L, sqe + FLAGS, (byte) 0);
        sqes.set(IOPRIO_L, sqe + IOPRIO, (short) 0);
        sqes.set(FD_L, sqe + FD, fd);
        sqes.set(OFF_L, sqe + OFF, offset);
        sqes.set(ADDR_L, sqe + ADDR, addr);
        sqes.set(LEN_L, sqe + LEN, len);
        sqes.set(RW_FLAGS_L, sqe + RW_FLAGS, 0);
        sqes.set(BUF_INDEX_L, sqe + BUF_INDEX, (short) 0);
        sqes.set(PERSONALITY_L, sqe + PERSONALITY, (short) 0);
        sqes.set(FILE_INDEX_L, sqe + FILE_INDEX, 0);
        sqes.set(ADDR3_L, sqe + ADDR3, 0L);
        sqes.set(ADDR3_L, sqe + PAD2, 0L);
    }

    /** Mirrors {@code io_uring_prep_read} (liburing.h 2.3): {@code IORING_OP_READ} of {@code nbytes} at {@code offset} into {@code buf}. */
    public static void io_uring_prep_read(MemorySegment sqes, long sqe, int fd, long buf, int nbytes, long offset) {
        io_uring_prep_rw(liburing_h.IORING_OP_READ(), sqes, sqe, fd, buf, nbytes, offset);
    }

    /** Mirrors {@code io_uring_prep_write} (liburing.h 2.3): {@code IORING_OP_WRITE} of {@code nbytes} at {@code offset} from {@code buf}. */
    public static void io_uring_prep_write(MemorySegment sqes, long sqe, int fd, long buf, int nbytes, long offset) {
        io_uring_prep_rw(liburing_h.IORING_OP_WRITE(), sqes, sqe, fd, buf, nbytes, offset);
    }

    /** Mirrors {@code io_uring_prep_readv} (liburing.h 2.3): {@code IORING_OP_READV} into {@code nr_vecs} {@link iovec}s at {@code iovecs}. */
    public static void io_uring_prep_readv(MemorySegment sqes, long sqe, int fd, long iovecs, int nrVecs, long offset) {
        io_uring_prep_rw(liburing_h.IORING_OP_READV(), sqes, sqe, fd, iovecs, nrVecs, offset);
    }

    /** Mirrors {@code io_uring_prep_writev} (liburing.h 2.3): {@code IORING_OP_WRITEV} from {@code nr_vecs} {@link iovec}s at {@code iovecs}. */
    public static void io_uring_prep_writev(MemorySegment sqes, long sqe, int fd, long iovecs, int nrVecs, long offset) {
        io_uring_prep_rw(liburing_h.IORING_OP_WRITEV(), sqes, sqe, fd, iovecs, nrVecs, offset);
    }

    /**
     * Mirrors {@code io_uring_prep_read_fixed} (liburing.h 2.3): {@code IORING_OP_READ_FIXED} into
     * {@code buf}, which must lie inside registered buffer {@code bufIndex};
     * {@code sqe->buf_index = (__u16) buf_index}.
     */
    public static void io_uring_prep_read_fixed(MemorySegment sqes, long sqe, int fd, long buf, int nbytes, long offset, int bufIndex) {
        io_uring_prep_rw(liburing_h.IORING_OP_READ_FIXED(), sqes, sqe, fd, buf, nbytes, offset);
        sqes.set(BUF_INDEX_L, sqe + BUF_INDEX, (short) bufIndex);
    }

    /** Mirrors {@code io_uring_prep_write_fixed} (liburing.h 2.3), as {@link #io_uring_prep_read_fixed} for a write. */
    public static void io_uring_prep_write_fixed(MemorySegment sqes, long sqe, int fd, long buf, int nbytes, long offset, int bufIndex) {
        io_uring_prep_rw(liburing_h.IORING_OP_WRITE_FIXED(), sqes, sqe, fd, buf, nbytes, offset);
        sqes.set(BUF_INDEX_L, sqe + BUF_INDEX, (short) bufIndex);
    }

    /**
     * Mirrors {@code io_uring_prep_fsync} (liburing.h 2.3): {@code IORING_OP_FSYNC} of the whole
     * file; {@code fsyncFlags} 0 for fsync, {@code IORING_FSYNC_DATASYNC} for fdatasync.
     */
    public static void io_uring_prep_fsync(MemorySegment sqes, long sqe, int fd, int fsyncFlags) {
        io_uring_prep_rw(liburing_h.IORING_OP_FSYNC(), sqes, sqe, fd, 0L, 0, 0L);
        sqes.set(FSYNC_FLAGS_L, sqe + FSYNC_FLAGS, fsyncFlags);
    }

    /** Mirrors {@code io_uring_prep_nop} (liburing.h 2.3): {@code IORING_OP_NOP}. */
    public static void io_uring_prep_nop(MemorySegment sqes, long sqe) {
        io_uring_prep_rw(liburing_h.IORING_OP_NOP(), sqes, sqe, -1, 0L, 0, 0L);
    }

    /** Mirrors {@code io_uring_sqe_set_data64} (liburing.h 2.3): {@code sqe->user_data = data}. */
    public static void io_uring_sqe_set_data64(MemorySegment sqes, long sqe, long data) {
        sqes.set(USER_DATA_L, sqe + USER_DATA, data);
    }

    /** Mirrors {@code io_uring_sqe_set_flags} (liburing.h 2.3): {@code sqe->flags = (__u8) flags} ({@code IOSQE_*}). */
    public static void io_uring_sqe_set_flags(MemorySegment sqes, long sqe, int flags) {
        sqes.set(FLAGS_L, sqe + FLAGS, (byte) flags);
    }

    // ---- CQ side ----

    /**
     * Mirrors {@code io_uring_cq_ready} (liburing.h 2.3):
     * {@code io_uring_smp_load_acquire(ring->cq.ktail) - *ring->cq.khead}.
     *
     * @return CQEs posted and not yet consumed
     */
    public static int io_uring_cq_ready(Ring r) {
        return (int) INT.getAcquire(r.cqKtail, 0L) - (int) INT.getOpaque(r.cqKhead, 0L);
    }

    /**
     * The head read of {@code io_uring_for_each_cqe} (liburing.h 2.3): {@code *(ring)->cq.khead}.
     * Only this thread moves the head, so a plain (opaque) read is exact.
     *
     * @return the index of the oldest unconsumed CQE (unmasked)
     */
    public static int io_uring_cq_head(Ring r) {
        return (int) INT.getOpaque(r.cqKhead, 0L);
    }

    /**
     * The tail read of {@code io_uring_for_each_cqe} (liburing.h 2.3):
     * {@code io_uring_smp_load_acquire((ring)->cq.ktail)}; every CQE before it may be read.
     *
     * @return one past the newest posted CQE (unmasked)
     */
    public static int io_uring_cq_tail(Ring r) {
        return (int) INT.getAcquire(r.cqKtail, 0L);
    }

    /**
     * Mirrors the {@code io_uring_cqe_index} macro (liburing.h 2.3):
     * {@code ((ptr) & (mask)) << io_uring_cqe_shift(ring)}, as a byte offset.
     *
     * @param index an unmasked CQ index from {@link #io_uring_cq_head}
     * @return the byte offset of that CQE in {@link Ring#cqes()}
     */
    public static long io_uring_cqe_offset(Ring r, int index) {
        return ((long) (index & r.cqRingMask) << r.cqeShift) * CQE_SIZE;
    }

    /**
     * Mirrors {@code io_uring_cq_advance} (liburing.h 2.3):
     * {@code io_uring_smp_store_release(cq->khead, *cq->khead + nr)} when {@code nr != 0}; call it
     * after the CQEs have been read.
     */
    public static void io_uring_cq_advance(Ring r, int nr) {
        if (nr != 0) {
            INT.setRelease(r.cqKhead, 0L, (int) INT.getOpaque(r.cqKhead, 0L) + nr);
        }
    }

    /**
     * Mirrors {@code io_uring_cqe_seen} (liburing.h 2.3): {@code if (cqe) io_uring_cq_advance(ring, 1)}.
     *
     * @param cqe a byte offset from {@link #io_uring_peek_cqe}, or -1 (then nothing happens)
     */
    public static void io_uring_cqe_seen(Ring r, long cqe) {
        if (cqe >= 0) {
            io_uring_cq_advance(r, 1);
        }
    }

    /**
     * Mirrors {@code __io_uring_peek_cqe} (liburing.h 2.3), the non-blocking half of
     * {@code io_uring_peek_cqe}: the oldest unconsumed CQE, skipping (and consuming) the internal
     * timeout completions liburing's waits post on kernels without {@code IORING_FEAT_EXT_ARG}.
     * Unlike {@code io_uring_peek_cqe}, it never enters the kernel when the ring is empty (with
     * {@code IORING_SETUP_DEFER_TASKRUN} completions appear only after an
     * {@code io_uring_enter(GETEVENTS)}), and an internal timeout's error is not reported.
     *
     * @return the byte offset of the CQE in {@link Ring#cqes()}, or -1 when none is ready
     */
    public static long io_uring_peek_cqe(Ring r) {
        while (true) {
            int tail = (int) INT.getAcquire(r.cqKtail, 0L);
            int head = (int) INT.getOpaque(r.cqKhead, 0L);
            if (tail == head) {
                return -1;
            }
            long cqe = io_uring_cqe_offset(r, head);
            if ((r.features & liburing_h.IORING_FEAT_EXT_ARG()) == 0
                    && io_uring_cqe_get_data64(r.cqes, cqe) == liburing_h.LIBURING_UDATA_TIMEOUT()) {
                io_uring_cq_advance(r, 1);
                continue;
            }
            return cqe;
        }
    }

    /**
     * Mirrors {@code io_uring_cq_has_overflow} (liburing.h 2.3):
     * {@code IO_URING_READ_ONCE(*ring->sq.kflags) & IORING_SQ_CQ_OVERFLOW}.
     *
     * @return true when completions wait in the kernel's overflow list
     */
    public static boolean io_uring_cq_has_overflow(Ring r) {
        return ((int) INT.getOpaque(r.sqKflags, 0L) & liburing_h.IORING_SQ_CQ_OVERFLOW()) != 0;
    }

    /** Mirrors {@code io_uring_cqe_get_data64} (liburing.h 2.3): {@code cqe->user_data}. */
    public static long io_uring_cqe_get_data64(MemorySegment cqes, long cqe) {
        return cqes.get(CQE_USER_DATA_L, cqe + CQE_USER_DATA);
    }

    /** Field read, no liburing helper: {@code cqe->res}, bytes transferred or {@code -errno}. */
    public static int io_uring_cqe_res(MemorySegment cqes, long cqe) {
        return cqes.get(CQE_RES_L, cqe + CQE_RES);
    }

    /** Field read, no liburing helper: {@code cqe->flags} ({@code IORING_CQE_F_*}). */
    public static int io_uring_cqe_flags(MemorySegment cqes, long cqe) {
        return cqes.get(CQE_FLAGS_L, cqe + CQE_FLAGS);
    }

    // ---- probe ----

    /** liburing-ffi's exported {@code io_uring_opcode_supported}, when liburing 2.4+ is installed. */
    private static final class Ffi {
        static final MethodHandle OPCODE_SUPPORTED = liburing_h.ffiLookup()
                .flatMap(lookup -> lookup.find("io_uring_opcode_supported"))
                .map(address -> Linker.nativeLinker().downcallHandle(address,
                        FunctionDescriptor.of(liburing_h.C_INT, liburing_h.C_POINTER, liburing_h.C_INT)))
                .orElse(null);

        private Ffi() {
        }
    }

    /**
     * Mirrors {@code io_uring_opcode_supported} (liburing.h 2.3):
     * {@code op <= p->last_op && (p->ops[op].flags & IO_URING_OP_SUPPORTED)}. Calls the exported
     * symbol of {@code liburing-ffi.so.2} when that is installed, the Java port otherwise.
     *
     * @param probe an {@link io_uring_probe} as {@link liburing_h#io_uring_get_probe_ring} returns it
     *              (its {@code C_POINTER} result already reaches the {@code ops} array), or any segment
     *              of at least {@link #PROBE_BYTES}
     * @param op    an {@code IORING_OP_*} opcode
     * @return true when the kernel supports {@code op}
     */
    public static boolean io_uring_opcode_supported(MemorySegment probe, int op) {
        MethodHandle ffi = Ffi.OPCODE_SUPPORTED;
        if (ffi != null) {
            try {
                return (int) ffi.invokeExact(probe, op) != 0;
            } catch (Throwable ex$) {
                throw new AssertionError("should not reach here", ex$);
            }
        }
        return io_uring_opcode_supported_java(probe, op);
    }

    /** The Java port behind {@link #io_uring_opcode_supported}, whatever is installed. */
    static boolean io_uring_opcode_supported_java(MemorySegment probe, int op) {
        if (op < 0 || op > (io_uring_probe.last_op(probe) & 0xff)) {
            return false;
        }
        return (io_uring_probe_op.flags(io_uring_probe.ops(probe, op)) & liburing_h.IO_URING_OP_SUPPORTED()) != 0;
    }
}
