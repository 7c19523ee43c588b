package org.jfio.nativeheaders.libaio;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * Java equivalents of libaio's {@code static inline} request helpers, which jextract skips (they
 * are not symbols of {@code libaio.so.1}). Hand-written, kept apart from the jextract-shaped classes;
 * each method quotes the C it mirrors from {@code libaio.h} (libaio 0.3.113) and writes the same
 * {@link iocb} fields at the offsets {@link iocb}, {@link iocb.u} and {@link io_iocb_common} declare
 * (pinned to the C header by {@code LibaioAbiTest}).
 *
 * <p>The methods allocate nothing and take a 64-byte {@code iocb} segment (for instance a slice of
 * an {@link iocb#allocateArray} slab made once). Pointers are stored as their 64-bit address, so the
 * buffer's arena must stay open until the request completes. Stateless and thread-safe; an iocb
 * must not be rewritten while the kernel owns it (between {@code io_submit} and its completion).
 */
public final class IocbPrep {

    private IocbPrep() {
    }

    private static final long DATA = iocb.data$offset();
    private static final long U_C = iocb.u$offset() + iocb.u.c$offset();
    private static final long U_C_BUF = U_C + io_iocb_common.buf$offset();
    private static final long U_C_NBYTES = U_C + io_iocb_common.nbytes$offset();
    private static final long U_C_OFFSET = U_C + io_iocb_common.offset$offset();

    /**
     * {@snippet lang=c :
     * static inline void io_prep_pread(struct iocb *iocb, int fd, void *buf, size_t count, long long offset)
     * {
     *     memset(iocb, 0, sizeof(*iocb));
     *     iocb->aio_fildes = fd;
     *     iocb->aio_lio_opcode = IO_CMD_PREAD;
     *     iocb->aio_reqprio = 0;
     *     iocb->u.c.buf = buf;
     *     iocb->u.c.nbytes = count;
     *     iocb->u.c.offset = offset;
     * }
     * }
     * Prepares a read of {@code count} bytes at file {@code offset} into {@code buf}.
     */
    public static void io_prep_pread(MemorySegment iocb, int fd, MemorySegment buf, long count, long offset) {
        prepRw(iocb, fd, libaio_h.IO_CMD_PREAD(), buf.address(), count, offset);
    }

    /**
     * {@snippet lang=c :
     * static inline void io_prep_pwrite(struct iocb *iocb, int fd, void *buf, size_t count, long long offset)
     * {
     *     memset(iocb, 0, sizeof(*iocb));
     *     iocb->aio_fildes = fd;
     *     iocb->aio_lio_opcode = IO_CMD_PWRITE;
     *     iocb->aio_reqprio = 0;
     *     iocb->u.c.buf = buf;
     *     iocb->u.c.nbytes = count;
     *     iocb->u.c.offset = offset;
     * }
     * }
     * Prepares a write of {@code count} bytes from {@code buf} at file {@code offset}.
     */
    public static void io_prep_pwrite(MemorySegment iocb, int fd, MemorySegment buf, long count, long offset) {
        prepRw(iocb, fd, libaio_h.IO_CMD_PWRITE(), buf.address(), count, offset);
    }

    /**
     * {@snippet lang=c :
     * static inline void io_prep_fsync(struct iocb *iocb, int fd)
     * {
     *     memset(iocb, 0, sizeof(*iocb));
     *     iocb->aio_fildes = fd;
     *     iocb->aio_lio_opcode = IO_CMD_FSYNC;
     *     iocb->aio_reqprio = 0;
     * }
     * }
     * Prepares an fsync of {@code fd} (kernel 4.18 and later; file systems without an fsync
     * operation refuse it in {@code io_submit} with EINVAL).
     */
    public static void io_prep_fsync(MemorySegment iocb, int fd) {
        prepSync(iocb, fd, libaio_h.IO_CMD_FSYNC());
    }

    /**
     * {@snippet lang=c :
     * static inline void io_prep_fdsync(struct iocb *iocb, int fd)
     * {
     *     memset(iocb, 0, sizeof(*iocb));
     *     iocb->aio_fildes = fd;
     *     iocb->aio_lio_opcode = IO_CMD_FDSYNC;
     *     iocb->aio_reqprio = 0;
     * }
     * }
     * Prepares an fdatasync of {@code fd}.
     */
    public static void io_prep_fdsync(MemorySegment iocb, int fd) {
        prepSync(iocb, fd, libaio_h.IO_CMD_FDSYNC());
    }

    /**
     * {@snippet lang=c :
     * static inline void io_set_callback(struct iocb *iocb, io_callback_t cb)
     * {
     *     iocb->data = (void *)cb;
     * }
     * }
     * The same store with a number instead of a callback: {@code iocb->data = (void *)(uintptr_t) data}.
     * The value comes back unchanged in {@code io_event.data}; call after an {@code io_prep_*}, which
     * clears it.
     */
    public static void io_set_data(MemorySegment iocb, long data) {
        iocb.set(ValueLayout.JAVA_LONG, DATA, data);
    }

    /**
     * {@snippet lang=c :
     * iocb->aio_rw_flags = flags;   // as io_prep_preadv2()/io_prep_pwritev2() do
     * }
     * Sets the per-request {@code RWF_*} flags, e.g. {@link libaio_h#RWF_NOWAIT()}; call after an
     * {@code io_prep_*}, which clears them.
     */
    public static void io_set_rw_flags(MemorySegment iocb, int flags) {
        setRwFlags(iocb, flags);
    }

    private static final long U_C_FLAGS = U_C + io_iocb_common.flags$offset();

    /**
     * {@snippet lang=c :
     * iocb->aio_reqprio = ioprio;              // as fio's fio_libaio_cmdprio_prep()
     * iocb->u.c.flags |= IOCB_FLAG_IOPRIO;
     * }
     * Gives the request its own I/O priority (the kernel's ioprio value: class in bits 13-15,
     * level below); call after an {@code io_prep_*}, which clears both.
     */
    public static void io_set_ioprio(MemorySegment req, int ioprio) {
        iocb.aio_reqprio(req, (short) ioprio);
        req.set(io_iocb_common.flags$layout(), U_C_FLAGS, req.get(io_iocb_common.flags$layout(), U_C_FLAGS)
                | libaio_h.IOCB_FLAG_IOPRIO());
    }

    private static final long SIZE = iocb.sizeof();

    private static void setRwFlags(MemorySegment req, int flags) {
        iocb.aio_rw_flags(req, flags);
    }

    private static void prepRw(MemorySegment req, int fd, int opcode, long buf, long count, long offset) {
        prepSync(req, fd, opcode);
        req.set(ValueLayout.JAVA_LONG, U_C_BUF, buf);
        req.set(io_iocb_common.nbytes$layout(), U_C_NBYTES, count);
        req.set(io_iocb_common.offset$layout(), U_C_OFFSET, offset);
    }

    /** memset(iocb, 0, sizeof(*iocb)) as eight 8-byte stores, then the common fields. */
    private static void prepSync(MemorySegment req, int fd, int opcode) {
        for (long off = 0; off < SIZE; off += Long.BYTES) {
            req.set(ValueLayout.JAVA_LONG, off, 0L);
        }
        iocb.aio_fildes(req, fd);
        iocb.aio_lio_opcode(req, (short) opcode);
        iocb.aio_reqprio(req, (short) 0);
    }
}
