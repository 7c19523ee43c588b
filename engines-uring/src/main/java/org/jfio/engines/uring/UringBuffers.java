package org.jfio.engines.uring;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.iovec;
import org.jfio.nativeheaders.liburing.liburing_h;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;

/**
 * The registered buffers of one ring ({@code fixedbufs}). The core hands units over only in
 * {@code queue}, so each unit's whole slot ({@link IoUnit#slot()}) is registered the first time the
 * unit is seen: into its slot of a sparse buffer table (Linux 5.19+; one
 * {@code io_uring_register_buffers_update_tag} per unit per job), or, on older kernels, the whole
 * table at once when every unit has been seen; requests until then use the plain opcodes.
 *
 * <p>Job-thread only. {@link #fixed} is on the per-I/O path: an array read when the unit is
 * registered; a system call only the first time a unit is seen.
 */
final class UringBuffers {
    /** No registered buffers. */
    static final int NONE = 0;
    /** A sparse table, one update per unit. */
    static final int SPARSE = 1;
    /** The whole table registered once every unit was seen (kernels without sparse tables). */
    static final int DEFERRED = 2;

    /** @return how a table mode registers buffers, for diagnostics */
    static String describe(int mode) {
        return switch (mode) {
            case SPARSE -> "sparse table";
            case DEFERRED -> "registered per buffer (the kernel refused a sparse table)";
            default -> "none";
        };
    }

    private final MemorySegment ring;
    private final int mode;
    private final int depth;
    private final long iovecSize = iovec.sizeof();
    /** Base address registered per unit index, 0 when none. */
    private final long[] registered;
    /** Deferred mode: units seen so far. */
    private final boolean[] seen;
    private final MemorySegment iovecs;
    private int seenCount;
    private boolean allRegistered;

    /**
     * @param mode  {@link #SPARSE} or {@link #DEFERRED}
     * @param slots unit indices accepted (the ring's entries)
     * @param depth units the job has (iodepth): the deferred table waits for all of them
     */
    UringBuffers(MemorySegment ring, int mode, int slots, int depth, Arena arena) {
        this.ring = ring;
        this.mode = mode;
        this.depth = depth;
        this.registered = new long[slots];
        this.seen = new boolean[mode == DEFERRED ? slots : 0];
        this.iovecs = iovec.allocateArray(slots, arena);
    }

    /**
     * Makes the ring's buffer table for {@code fixedbufs}: sparse when the kernel has it.
     *
     * @return {@link #SPARSE} or {@link #DEFERRED}
     * @throws JfioException when the kernel refuses the table (the locked-memory limit, typically)
     */
    static int tableFor(MemorySegment ring, int entries, int depth, int maxBlockSizeBytes) {
        int sparse = liburing_h.io_uring_register_buffers_sparse(ring, entries);
        if (sparse == 0) {
            return SPARSE;
        }
        if (sparse == -libc_h.EINVAL()) {
            return DEFERRED;
        }
        throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers_sparse", -sparse, depth,
                maxBlockSizeBytes);
    }

    /** @return true when buffers are registered per unit into a sparse table */
    boolean sparse() {
        return mode == SPARSE;
    }

    /**
     * @return true when the unit's slot is registered (now, if this is the first time it is
     *         seen), so its request may use {@code READ_FIXED}/{@code WRITE_FIXED} with
     *         {@code buf_index} = {@code index}
     */
    boolean fixed(IoUnit unit, int index) {
        return registered[index] == unit.slot().address() || register(unit, index);
    }

    /**
     * Registers a unit's whole slot the first time the unit (or a new slot under its index) is
     * seen, once per unit per job, not per I/O: into its slot of the sparse table, or, without sparse
     * tables, all buffers at once when every unit has been seen.
     *
     * @return true when the unit's buffer is registered now
     */
    private boolean register(IoUnit unit, int index) {
        MemorySegment buffer = unit.slot();
        long iov = iovecSize * index;
        iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_base$offset(), buffer.address());
        iovecs.set(ValueLayout.JAVA_LONG, iov + iovec.iov_len$offset(), buffer.byteSize());
        if (mode == SPARSE) {
            int ret = liburing_h.io_uring_register_buffers_update_tag(ring, index, iovecs.asSlice(iov, iovecSize),
                    MemorySegment.NULL, 1);
            if (ret < 0) {
                throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers_update_tag", -ret, 1,
                        buffer.byteSize());
            }
            registered[index] = buffer.address();
            return true;
        }
        if (allRegistered || index >= depth) {
            return false; // a buffer that was not there when the table was made: plain opcodes for it
        }
        if (!seen[index]) {
            seen[index] = true;
            seenCount++;
        }
        if (seenCount < depth) {
            return false;
        }
        int ret = liburing_h.io_uring_register_buffers(ring, iovecs, depth);
        if (ret < 0) {
            throw UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers", -ret, depth, buffer.byteSize());
        }
        allRegistered = true;
        for (int i = 0; i < depth; i++) {
            registered[i] = iovecs.get(ValueLayout.JAVA_LONG, iovecSize * i + iovec.iov_base$offset());
        }
        return registered[index] == buffer.address();
    }
}
