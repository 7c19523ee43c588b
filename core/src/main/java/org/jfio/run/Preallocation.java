package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

import org.jfio.job.FallocateMode;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.NativeCallException;

/**
 * The layout of a file that a job only writes (no {@code overwrite=1}): its space as fio 3.33's
 * {@code fallocate=} gives it, for the bytes from the file's current end to the end the job needs
 * (existing bytes are never touched):
 * <ul>
 * <li>{@code native} (the default): {@code fallocate(2)} mode 0, so the file has its full length
 *     in unwritten extents; where the filesystem cannot (EOPNOTSUPP), nothing, as fio then falls
 *     back to {@code none};</li>
 * <li>{@code posix}: {@code posix_fallocate(3)}: the same, and where the filesystem has no
 *     fallocate(2), glibc writes a zero into every block;</li>
 * <li>{@code keep}: {@code fallocate(2)} with {@code FALLOC_FL_KEEP_SIZE}: the blocks are
 *     reserved, the file's length does not change (the job's writes extend it);</li>
 * <li>{@code truncate}: {@code ftruncate(2)} to the end: full length, no blocks (sparse);</li>
 * <li>{@code none}: nothing; the file is created if missing and the job's writes extend it.</li>
 * </ul>
 * Stateless.
 */
final class Preallocation {
    private Preallocation() {
    }

    /**
     * Gives {@code [from, end)} of the open file its space as {@code mode} says.
     *
     * @throws org.jfio.spi.JfioException when the call fails for another reason than the
     *                                    filesystem not supporting it (ENOSPC, say)
     */
    static void allocate(String jobName, int fd, Path p, long from, long end, FallocateMode mode) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            switch (mode) {
                case NATIVE, KEEP -> {
                    int flags = mode == FallocateMode.KEEP ? libc_h.FALLOC_FL_KEEP_SIZE() : 0;
                    if (libc_h.fallocate(state, fd, flags, from, end - from) != 0) {
                        int errno = libc_h.errno(state);
                        if (errno != libc_h.EOPNOTSUPP() && errno != libc_h.ENOSYS()) {
                            throw FileLayout.stopped(jobName, p, from, end, NativeCallException.of("fallocate(" + p
                                    + (flags != 0 ? ", FALLOC_FL_KEEP_SIZE, " : ", ") + from + ", " + (end - from) + ")", errno));
                        }
                    }
                }
                case POSIX -> {
                    int err = libc_h.posix_fallocate(fd, from, end - from);
                    if (err != 0) {
                        throw FileLayout.stopped(jobName, p, from, end,
                                NativeCallException.of("posix_fallocate(" + p + ", " + from + ", " + (end - from) + ")", err));
                    }
                }
                case TRUNCATE -> {
                    if (libc_h.ftruncate(state, fd, end) != 0) {
                        throw FileLayout.stopped(jobName, p, from, end,
                                NativeCallException.of("ftruncate(" + p + ", " + end + ")", libc_h.errno(state)));
                    }
                }
                case NONE -> {
                    // the job's writes extend the file
                }
                default -> throw new IllegalStateException(mode.toString());
            }
        }
    }
}
