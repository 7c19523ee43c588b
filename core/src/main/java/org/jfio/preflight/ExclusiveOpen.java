package org.jfio.preflight;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * Whether a block device is claimed by someone else: Linux fails an {@code open(O_EXCL)} of a
 * block device with {@code EBUSY} while a filesystem, a device-mapper or md device, or another
 * program's exclusive open holds it (see open(2), "O_EXCL ... block devices"). The probe opens
 * read-only and closes at once. Stateless and thread-safe.
 */
final class ExclusiveOpen {
    private ExclusiveOpen() {
    }

    /** @return true when {@code open(device, O_RDONLY|O_EXCL)} fails with EBUSY */
    static boolean busy(Path device) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            int fd = libc_h.open(state, arena.allocateFrom(device.toString()),
                    libc_h.O_RDONLY() | libc_h.O_EXCL() | libc_h.O_CLOEXEC(), 0);
            if (fd >= 0) {
                libc_h.close(state, fd);
                return false;
            }
            return libc_h.errno(state) == libc_h.EBUSY();
        }
    }
}
