package org.jfio.spi;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.Files;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * A trim ({@link DataDirection#TRIM}) done synchronously, as fio's {@code do_io_u_trim}: on a
 * block device, {@code ioctl(BLKDISCARD)} with the range; on a regular file, which fio 3.33
 * cannot trim (its ioctl fails with ENOTTY), a hole punched with
 * {@code fallocate(FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE)}: the blocks are freed, the
 * file keeps its length and reads zeros there. Engines without an asynchronous discard call it
 * from {@code queue} (fio's libaio and io_uring engines do the same) and complete the unit.
 *
 * <p>What a file is (device or regular file) is looked up at its first trim and kept, by the
 * file's index. Not thread-safe: one per engine instance (one job thread); allocates nothing
 * per trim after a file's first.
 */
public final class Discard {
    private static final byte UNKNOWN = 0;
    private static final byte DEVICE = 1;
    private static final byte FILE = 2;
    private static final int PUNCH = libc_h.FALLOC_FL_PUNCH_HOLE() | libc_h.FALLOC_FL_KEEP_SIZE();

    private final MemorySegment callState;
    /** {@code uint64_t range[2]}: offset and length, BLKDISCARD's argument. */
    private final MemorySegment range;
    private byte[] kinds = new byte[4];

    /** @param arena where the call state and the range live (the engine's arena) */
    public Discard(Arena arena) {
        this.callState = libc_h.allocateCallState(arena);
        this.range = arena.allocate(ValueLayout.JAVA_LONG, 2);
    }

    /**
     * Trims the unit's range of its file.
     *
     * @return the unit's length when done, else {@code -errno}: EOPNOTSUPP for a device without
     *         discard or a filesystem that cannot punch holes, EBADF for a file opened read-only
     */
    public long trim(IoUnit unit) {
        IoFile file = unit.file();
        byte kind = kind(file);
        long offset = unit.offsetBytes();
        long length = unit.lengthBytes();
        int rc;
        if (kind == DEVICE) {
            range.setAtIndex(ValueLayout.JAVA_LONG, 0, offset);
            range.setAtIndex(ValueLayout.JAVA_LONG, 1, length);
            rc = libc_h.ioctl(callState, file.fd(), libc_h.BLKDISCARD(), range);
        } else {
            rc = libc_h.fallocate(callState, file.fd(), PUNCH, offset, length);
        }
        return rc < 0 ? -libc_h.errno(callState) : length;
    }

    private byte kind(IoFile file) {
        int i = file.index();
        if (i >= kinds.length) {
            kinds = java.util.Arrays.copyOf(kinds, Math.max(i + 1, kinds.length * 2));
        }
        byte k = kinds[i];
        if (k == UNKNOWN) {
            k = file.path() != null && Files.isRegularFile(file.path()) ? FILE : DEVICE;
            kinds[i] = k;
        }
        return k;
    }
}
