package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.NativeCallException;

/**
 * A private file in memory for a JIT warm-up: {@code memfd_create(2)} (tmpfs semantics, O_DIRECT
 * on Linux 6.6 and later, no name in any directory), sized with {@code ftruncate}; a job's engine
 * opens it again by {@link #path()} ({@code /proc/self/fd/N}) as it opens any file. Its memory
 * (the pages written, at most its size) is freed when it is closed and the engine has closed it
 * too, or when the process ends, however it ends: nothing is left behind.
 *
 * <p>Not thread-safe: made and closed by one thread.
 */
final class ScratchFile implements AutoCloseable {
    private final int fd;
    private final long sizeBytes;
    private boolean closed;

    private ScratchFile(int fd, long sizeBytes) {
        this.fd = fd;
        this.sizeBytes = sizeBytes;
    }

    /**
     * @throws NativeCallException when {@code memfd_create} or {@code ftruncate} fails (ENOSYS,
     *                             EMFILE, ENOMEM)
     */
    static ScratchFile create(long sizeBytes) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            int fd = libc_h.memfd_create(cs, arena.allocateFrom("jfio-warmup"), libc_h.MFD_CLOEXEC());
            if (fd < 0) {
                throw NativeCallException.of("memfd_create(jfio-warmup, MFD_CLOEXEC)", libc_h.errno(cs));
            }
            if (libc_h.ftruncate(cs, fd, sizeBytes) != 0) {
                int errno = libc_h.errno(cs);
                libc_h.close(cs, fd);
                throw NativeCallException.of("ftruncate(memfd, " + sizeBytes + ")", errno);
            }
            return new ScratchFile(fd, sizeBytes);
        }
    }

    /** @return the path that opens the file again */
    Path path() {
        return Path.of("/proc/self/fd/" + fd);
    }

    long sizeBytes() {
        return sizeBytes;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try (Arena arena = Arena.ofConfined()) {
            libc_h.close(libc_h.allocateCallState(arena), fd);
        }
    }
}
