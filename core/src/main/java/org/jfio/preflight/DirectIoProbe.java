package org.jfio.preflight;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;

import org.slf4j.LoggerFactory;

/**
 * Finds out whether O_DIRECT works on a path by doing it, not by guessing from the filesystem's
 * name: an existing file or block device is opened with {@code O_RDONLY|O_DIRECT} and one aligned
 * block is read from offset 0 (never written); for a directory (where a job's file will be
 * created), a probe file {@code .jfio-direct-probe-PID-N} is created with
 * {@code O_CREAT|O_EXCL|O_DIRECT}, one aligned block is written and read back, and the file is
 * removed again (the probe deletes only the file it created). The block is 4 KiB, rounded up to
 * the O_DIRECT alignment {@code statx} reports. Thread-safe.
 */
public final class DirectIoProbe {
    private static final long BLOCK_BYTES = 4096;
    private static final AtomicLong SEQUENCE = new AtomicLong();

    private DirectIoProbe() {
    }

    /** How the probe ended. */
    public enum Outcome {
        /** Open and the aligned I/O worked. */
        WORKS,
        /** The kernel refused O_DIRECT (EINVAL at open or at the first I/O). */
        REFUSED,
        /** The probe could not tell (no permission, read-only filesystem, no space). */
        UNKNOWN
    }

    /**
     * @param outcome        the verdict
     * @param detail         what was done, or the failed call with its errno, e.g.
     *                       {@code open(/mnt/f, O_RDONLY|O_DIRECT): EINVAL (Invalid argument)}
     * @param dioOffsetAlign O_DIRECT offset/length alignment statx reported for the probed file, 0 when unknown
     * @param dioMemAlign    O_DIRECT buffer alignment statx reported, 0 when unknown
     */
    public record Result(Outcome outcome, String detail, long dioOffsetAlign, long dioMemAlign) {
    }

    /**
     * @param target an existing regular file or block device (read in place), or an existing
     *               directory (a probe file is created in it and removed)
     * @return the verdict
     */
    public static Result probe(Path target) {
        Result r;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            FileStatus kind = FileStatus.of(target).orElse(null);
            if (kind != null && !kind.isRegularFile() && !kind.isBlockDevice() && !kind.isDirectory()) {
                // opening a FIFO for reading blocks until a writer comes; a socket cannot be opened at all
                r = new Result(Outcome.UNKNOWN, "not probed: " + target + " is " + kind.kind()
                        + ", not a regular file or block device (jfio opens only those)", 0, 0);
            } else {
                r = Files.isDirectory(target) ? probeDirectory(arena, state, target) : probeExisting(arena, state, target);
            }
        }
        LoggerFactory.getLogger(DirectIoProbe.class).debug("preflight: O_DIRECT probe of {}: {}: {}", target, r.outcome(), r.detail());
        return r;
    }

    private static Result probeExisting(Arena arena, MemorySegment state, Path file) {
        String call = "open(" + file + ", O_RDONLY|O_DIRECT)";
        int fd = libc_h.open(state, arena.allocateFrom(file.toString()),
                libc_h.O_RDONLY() | libc_h.O_DIRECT() | libc_h.O_CLOEXEC(), 0);
        if (fd < 0) {
            return failed(call, libc_h.errno(state));
        }
        try {
            FileStatus st = FileStatus.ofDescriptor(arena, state, fd).orElse(null);
            long len = blockFor(st);
            MemorySegment buf = arena.allocate(len, bufferAlignment(st));
            long n = libc_h.pread(state, fd, buf, len, 0);
            if (n < 0) {
                return failed("pread(" + file + ", " + len + " bytes at 0, O_DIRECT)", libc_h.errno(state));
            }
            return works("open(O_DIRECT) and an aligned read of " + len + " bytes worked", st);
        } finally {
            libc_h.close(state, fd);
        }
    }

    private static Result probeDirectory(Arena arena, MemorySegment state, Path dir) {
        Path file = dir.resolve(".jfio-direct-probe-" + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet());
        String call = "open(" + file + ", O_RDWR|O_CREAT|O_EXCL|O_DIRECT)";
        int fd = libc_h.open(state, arena.allocateFrom(file.toString()),
                libc_h.O_RDWR() | libc_h.O_CREAT() | libc_h.O_EXCL() | libc_h.O_DIRECT() | libc_h.O_CLOEXEC(), 0600);
        int openErrno = fd < 0 ? libc_h.errno(state) : 0;
        try {
            if (fd < 0) {
                // O_EXCL: a file of this name that exists now was created by this open, even though it failed
                return failed(call, openErrno);
            }
            FileStatus st = FileStatus.ofDescriptor(arena, state, fd).orElse(null);
            long len = blockFor(st);
            MemorySegment buf = arena.allocate(len, bufferAlignment(st));
            if (libc_h.pwrite(state, fd, buf, len, 0) < 0) {
                return failed("pwrite(" + file + ", " + len + " bytes at 0, O_DIRECT)", libc_h.errno(state));
            }
            if (libc_h.pread(state, fd, buf, len, 0) < 0) {
                return failed("pread(" + file + ", " + len + " bytes at 0, O_DIRECT)", libc_h.errno(state));
            }
            return works("a probe file was created with O_DIRECT, " + len + " bytes written and read back, and removed", st);
        } finally {
            if (fd >= 0) {
                libc_h.close(state, fd);
            }
            if (fd >= 0 || openErrno != libc_h.EEXIST()) {
                deleteQuietly(file);
            }
        }
    }

    private static long blockFor(FileStatus st) {
        long align = st == null ? 0 : st.dioOffsetAlign();
        return align <= 0 ? BLOCK_BYTES : (BLOCK_BYTES + align - 1) / align * align;
    }

    /** Page-aligned, or more when statx asks for more (its memory alignment is a power of two). */
    private static long bufferAlignment(FileStatus st) {
        long mem = st == null ? 0 : st.dioMemAlign();
        return Long.bitCount(mem) == 1 ? Math.max(BLOCK_BYTES, mem) : BLOCK_BYTES;
    }

    private static Result works(String detail, FileStatus st) {
        return new Result(Outcome.WORKS, detail, st == null ? 0 : st.dioOffsetAlign(), st == null ? 0 : st.dioMemAlign());
    }

    private static Result failed(String call, int errno) {
        String text = call + ": " + Errno.name(errno) + " (" + Errno.message(errno) + ")";
        return new Result(errno == libc_h.EINVAL() ? Outcome.REFUSED : Outcome.UNKNOWN, text, 0, 0);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // nothing more the probe can do; the name says what it is
        }
    }
}
