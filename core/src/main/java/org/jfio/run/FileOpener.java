package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.spi.IoFile;
import org.jfio.spi.NativeCallException;
import org.jfio.job.JobSpec;
import org.jfio.job.SyncMode;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.preflight.FileStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens and closes a job's files with {@code open(2)} through FFM, with the flags the job
 * asks for (O_RDONLY or O_RDWR, O_DIRECT, O_SYNC/O_DSYNC), and drops their page cache when
 * {@code invalidate=1} ({@code posix_fadvise(POSIX_FADV_DONTNEED)}). Never creates or
 * truncates: files are laid out before. Not thread-safe: one per job thread.
 */
final class FileOpener {
    /** fio's {@code --debug=file}: each open and close (never per I/O). */
    private static final Logger FILE_LOG = LoggerFactory.getLogger("org.jfio.file");

    private final Arena arena;
    private final MemorySegment callState;
    private final int flags;
    private final String flagNames;

    FileOpener(Arena arena, JobSpec spec) {
        this.arena = arena;
        this.callState = libc_h.allocateCallState(arena);
        int f = spec.rw().hasWrites() || spec.rw().hasTrims() ? libc_h.O_RDWR() : libc_h.O_RDONLY();
        StringBuilder names = new StringBuilder(spec.rw().hasWrites() ? "O_RDWR" : "O_RDONLY");
        if (spec.io().direct()) {
            f |= libc_h.O_DIRECT();
            names.append("|O_DIRECT");
        }
        if (spec.io().syncMode() == SyncMode.SYNC) {
            f |= libc_h.O_SYNC();
            names.append("|O_SYNC");
        } else if (spec.io().syncMode() == SyncMode.DSYNC) {
            f |= libc_h.O_DSYNC();
            names.append("|O_DSYNC");
        }
        this.flags = f | libc_h.O_CLOEXEC();
        this.flagNames = names.toString();
    }

    /**
     * Opens the file and stores its descriptor in it.
     *
     * @throws NativeCallException with errno, e.g. EINVAL when the filesystem refuses O_DIRECT
     */
    void open(IoFile file) {
        MemorySegment path = arena.allocateFrom(file.path().toString());
        int fd = libc_h.open(callState, path, flags, 0);
        if (fd < 0) {
            throw NativeCallException.of("open(" + file.path() + ", " + flagNames + ")", libc_h.errno(callState));
        }
        file.fd(fd);
        if (FILE_LOG.isDebugEnabled()) {
            FILE_LOG.debug("open {} ({}): fd {}", file.path(), flagNames, fd);
        }
    }

    /**
     * @return the file's O_DIRECT offset alignment in bytes from {@code statx(STATX_DIOALIGN)}
     *         (Linux 6.1+), or 0 when the kernel or filesystem does not say
     */
    long directIoAlignment(IoFile file) {
        return FileStatus.ofDescriptor(arena, callState, file.fd()).map(FileStatus::dioOffsetAlign).orElse(0L);
    }

    /**
     * Drops the cached pages of the job's region of the file, as fio 3.33's {@code invalidate=1}
     * and its verify read-back do ({@code posix_fadvise} over {@code file_offset} and
     * {@code io_size}): the region as asked ({@link IoFile#ioBytes()}), not rounded to whole
     * blocks, so a tail shorter than a block is dropped too; the rest of the file keeps its cache.
     */
    void invalidate(IoFile file) {
        int rc = libc_h.posix_fadvise(file.fd(), file.offsetBytes(), file.ioBytes(), libc_h.POSIX_FADV_DONTNEED());
        if (rc != 0) {
            throw NativeCallException.of("posix_fadvise(" + file.path() + ", POSIX_FADV_DONTNEED)", rc);
        }
    }

    /**
     * fio's {@code fadvise_hint}: tells the kernel how the job reads its region of the file
     * ({@code file_offset}, {@code io_size}, as fio; its readahead follows), POSIX_FADV_RANDOM for a
     * random job and POSIX_FADV_SEQUENTIAL otherwise under the default {@code 1}; nothing under
     * {@code 0}. A failure is a warning in fio; here it is ignored the same way (the advice changes
     * caching only).
     */
    void advise(IoFile file, JobSpec spec) {
        int advice = switch (spec.files().fadviseHint()) {
            case "0" -> -1;
            case "random" -> libc_h.POSIX_FADV_RANDOM();
            case "sequential" -> libc_h.POSIX_FADV_SEQUENTIAL();
            default -> spec.rw().isRandom() ? libc_h.POSIX_FADV_RANDOM() : libc_h.POSIX_FADV_SEQUENTIAL();
        };
        if (advice >= 0) {
            libc_h.posix_fadvise(file.fd(), file.offsetBytes(), file.ioBytes(), advice);
        }
    }

    /**
     * fio's {@code write_hint}: sets the file's write lifetime hint with {@code fcntl(F_SET_RW_HINT)}
     * (on the inode; fio 3.33 uses {@code F_SET_FILE_RW_HINT} under {@code direct=1}, which Linux
     * removed in 5.18, so jfio sets the inode's hint either way, which direct writes carry too).
     *
     * @throws NativeCallException when the kernel refuses the hint (fio fails the job the same way)
     */
    void writeHint(IoFile file, JobSpec spec) {
        String hint = spec.files().writeHint();
        if (hint == null) {
            return;
        }
        long value = switch (hint) {
            case "none" -> libc_h.RWH_WRITE_LIFE_NONE();
            case "short" -> libc_h.RWH_WRITE_LIFE_SHORT();
            case "medium" -> libc_h.RWH_WRITE_LIFE_MEDIUM();
            case "long" -> libc_h.RWH_WRITE_LIFE_LONG();
            default -> libc_h.RWH_WRITE_LIFE_EXTREME();
        };
        MemorySegment arg = arena.allocateFrom(java.lang.foreign.ValueLayout.JAVA_LONG, value);
        if (libc_h.fcntl(callState, file.fd(), libc_h.F_SET_RW_HINT(), arg) != 0) {
            throw NativeCallException.of("fcntl(" + file.path() + ", F_SET_RW_HINT, " + hint + ")", libc_h.errno(callState));
        }
    }

    /** Calls fsync(2) on the file ({@code end_fsync}). */
    void fsync(IoFile file) {
        if (libc_h.fsync(callState, file.fd()) != 0) {
            throw NativeCallException.of("fsync(" + file.path() + ")", libc_h.errno(callState));
        }
    }

    /** Closes the file if open; errors are reported but the descriptor is gone either way. */
    void close(IoFile file) {
        int fd = file.fd();
        if (fd < 0) {
            return;
        }
        file.fd(-1);
        if (libc_h.close(callState, fd) != 0) {
            throw NativeCallException.of("close(" + file.path() + ")", libc_h.errno(callState));
        }
    }
}
