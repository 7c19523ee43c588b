package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.io_uring;
import org.jfio.nativeheaders.liburing.io_uring_params;
import org.jfio.nativeheaders.liburing.liburing_h;
import org.jfio.spi.EngineContext;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sets up the ring of one {@link UringEngine} as fio's {@code engines/io_uring.c} does:
 * {@code roundup_pow2(iodepth)} SQ entries, as many CQ entries ({@code IORING_SETUP_CQSIZE}),
 * {@code COOP_TASKRUN}, {@code SINGLE_ISSUER|DEFER_TASKRUN} (each dropped in turn if the kernel
 * says EINVAL; none with SQPOLL, which refuses them), {@code IOPOLL} for {@code hipri},
 * {@code SQPOLL}/{@code SQ_AFF} for {@code sqthread_poll}; then the ring descriptor registered
 * when the kernel can, READ/WRITE probed for {@code nonvectored=-1}, and the registered-buffer
 * table for {@code fixedbufs} (sparse on Linux 5.19+, else registered once every unit was seen).
 * Stateless; setup time only.
 */
final class UringRingSetup {
    private static final Logger LOG = LoggerFactory.getLogger(UringRingSetup.class);
    /** Largest SQ ring the kernel creates (IORING_MAX_ENTRIES). */
    static final int MAX_ENTRIES = 32768;

    private UringRingSetup() {
    }

    /**
     * What the setup made for the engine.
     *
     * @param ring        the {@code struct io_uring}, in the job's arena
     * @param enterFd     the descriptor {@code io_uring_enter} takes (the registered index when registered)
     * @param enterFlags  {@code IORING_ENTER_REGISTERED_RING} when the descriptor is registered, else 0
     * @param nonvectored true for READ/WRITE, false for READV/WRITEV when buffers are not fixed
     * @param buffers     how units' buffers are registered ({@link UringBuffers#NONE}, ...)
     */
    record Ring(MemorySegment ring, int enterFd, int enterFlags, boolean nonvectored, int buffers) {
    }

    /**
     * Creates the ring and the engine on it; the ring lives in the context's arena and is torn
     * down by the engine's {@code close()} (or here, when the engine cannot be made).
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
        int entries = roundupPow2(depth);
        MemorySegment ring = initRing(context.arena(), entries, options);
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
            int buffers = options.fixedbufs() ? UringBuffers.tableFor(ring, entries, depth, context.maxBlockSizeBytes())
                    : UringBuffers.NONE;
            LOG.debug("io_uring ring: {} entries, setup flags 0x{}, registered ring fd: {}, {} opcodes, fixed buffers: {}",
                    entries, Integer.toHexString(io_uring.flags(ring)), enterFlags != 0,
                    nonvectored ? "READ/WRITE" : "READV/WRITEV", UringBuffers.describe(buffers));
            UringEngine engine = new UringEngine(context, options, new Ring(ring, enterFd, enterFlags, nonvectored, buffers));
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

    /** {@code io_uring_queue_init_params} with fio's flags, dropping those the kernel does not know. */
    private static MemorySegment initRing(Arena arena, int entries, UringOptions options) {
        MemorySegment ring = io_uring.allocate(arena);
        MemorySegment params = io_uring_params.allocate(arena);
        int flags = setupFlags(options);
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
            LOG.debug("io_uring_queue_init_params refused setup flags 0x{} (EINVAL): retrying without the newest",
                    Integer.toHexString(flags));
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
        return ring;
    }

    private static int setupFlags(UringOptions options) {
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
        return flags;
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

    /** @return the smallest power of two at least {@code n} (1 for n &le; 1) */
    static int roundupPow2(int n) {
        return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }
}
