package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.job.FallocateMode;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * Lays out files before a job runs, as fio's {@code extend_file}: a missing file is created and
 * a short one extended to the end of the job's region (never shrunk, never truncated). Jobs that
 * read, and jobs with {@code overwrite=1}, get the new bytes filled with incompressible data, so
 * compressing or deduplicating storage cannot flatter the results; write-only jobs get the space
 * with {@code fallocate} ({@code fallocate=native|posix|keep}, falling back to a sparse extension
 * where the filesystem cannot) or a sparse extension ({@code none|truncate}). Missing parent
 * directories are created. Block devices are left alone: their size is the device's. A stop
 * request ends a layout between two 1 MiB chunks, with a warning naming the file and how far it
 * got; a failed write names the call, errno, how far it got and a hint.
 *
 * <p>Called by the run coordinator, one file at a time, before the clones that share a file
 * start, so clones never lay out a file concurrently. Not thread-safe.
 */
final class FileLayout {
    private static final int CHUNK_BYTES = 1 << 20;

    private FileLayout() {
    }

    /** How to lay files out. */
    record Options(boolean fillData, FallocateMode fallocate) {
        /** Filled with data (reads, {@code overwrite}). */
        static final Options FILL = new Options(true, FallocateMode.NATIVE);
    }

    /** Lays out with data, without a stop flag; @return the files that did not exist before */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunEvents listener) {
        return layOut(jobName, regions, listener, Options.FILL, new RunControl());
    }

    /**
     * Makes each file at least as long as its region's end, telling the listener once. A stop
     * request (Ctrl-C) ends the layout between two chunks: the file being written is left at the
     * length reached, and the listener gets a {@link RunEvents#warning} saying so.
     *
     * @param jobName  for the notice and errors
     * @param regions  the files and their regions
     * @param listener receives fio's {@code Laying out IO file} line, and the interruption warning
     * @param options  data or preallocation
     * @param control  the run's stop flag, read between chunks
     * @return the files that did not exist before (created by this layout)
     * @throws JfioException when a file cannot be created or written, naming the call, the
     *                       errno, where the layout stopped and a hint
     */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunEvents listener, Options options,
            RunControl control) {
        int needed = 0;
        long totalBytes = 0;
        for (FileRegion r : regions) {
            if (!isBlockDevice(r.path()) && currentSize(r.path()) < r.endBytes()) {
                needed++;
            }
            totalBytes += r.sizeBytes();
        }
        List<Path> created = new ArrayList<>();
        if (needed == 0 || control.stopRequested()) {
            return created;
        }
        // fio 3.33's wording: "(1 file / 1024MiB)", "IO files (3 files / total 4MiB)", whole MiB rounded down
        listener.notice(jobName + (regions.size() == 1 ? ": Laying out IO file (1 file / "
                : ": Laying out IO files (" + regions.size() + " files / total ") + sizeLabel(totalBytes) + ")");
        for (FileRegion r : regions) {
            if (control.stopRequested()) {
                break;
            }
            if (isBlockDevice(r.path())) {
                continue;
            }
            if (!Files.exists(r.path())) {
                created.add(r.path());
            }
            if (options.fillData()) {
                extend(jobName, r, listener, control);
            } else {
                allocate(jobName, r, options.fallocate());
            }
        }
        return created;
    }

    /** A block or character device is used as it is: never created, extended or filled. */
    private static boolean isBlockDevice(Path p) {
        return FileSetup.deviceSize(p) >= 0 || FileSetup.isCharDevice(p);
    }

    private static long currentSize(Path p) {
        try {
            return Files.exists(p) ? Files.size(p) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private static void createParent(String jobName, Path p) {
        Path parent = p.toAbsolutePath().getParent();
        if (parent == null) {
            return;
        }
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            throw new JfioException(jobName + ": cannot create the directory of " + p + ": " + describe(e), e);
        }
    }

    /**
     * Appends incompressible data from the file's current end to the region's end with
     * pwrite(2) in 1 MiB chunks, then fsync(2): existing bytes are never rewritten.
     */
    private static void extend(String jobName, FileRegion r, RunEvents listener, RunControl control) {
        Path p = r.path();
        createParent(jobName, p);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            int fd = libc_h.open(state, arena.allocateFrom(p.toString()),
                    libc_h.O_WRONLY() | libc_h.O_CREAT() | libc_h.O_CLOEXEC(), 0644);
            if (fd < 0) {
                throw NativeCallException.of("open(" + p + ", O_WRONLY|O_CREAT)", libc_h.errno(state));
            }
            try {
                long pos = Math.max(0, currentSize(p));
                long end = r.endBytes();
                if (pos >= end) {
                    return;
                }
                MemorySegment buf = arena.allocate(CHUNK_BYTES, 4096);
                SplittableRandom rng = new SplittableRandom(p.hashCode() * 0x9E3779B97F4A7C15L + pos);
                while (pos < end) {
                    if (control.stopRequested()) {
                        listener.warning(jobName + ": layout of " + p + " interrupted at " + pos + " of " + end
                                + " bytes; the file is left " + pos + " bytes long (a later run extends it)");
                        return;
                    }
                    for (long i = 0; i + Long.BYTES <= CHUNK_BYTES; i += Long.BYTES) {
                        buf.set(ValueLayout.JAVA_LONG_UNALIGNED, i, rng.nextLong());
                    }
                    long n = Math.min(CHUNK_BYTES, end - pos);
                    long written = libc_h.pwrite(state, fd, buf, n, pos);
                    if (written < 0) {
                        int errno = libc_h.errno(state);
                        if (errno == libc_h.EINTR()) {
                            continue;
                        }
                        throw stopped(jobName, p, pos, end, NativeCallException.of(
                                "pwrite(" + p + ", " + n + " @ " + pos + ")", errno));
                    }
                    pos += written;
                }
                if (libc_h.fsync(state, fd) != 0) {
                    throw stopped(jobName, p, pos, end, NativeCallException.of("fsync(" + p + ")", libc_h.errno(state)));
                }
            } finally {
                libc_h.close(state, fd);
            }
        }
    }

    /** @return the failure of a layout that stopped part way, saying how far it got */
    private static JfioException stopped(String jobName, Path p, long pos, long end, NativeCallException e) {
        String hint = ErrnoHints.hint(e.call(), e.errno(), false, false, 0);
        return new JfioException(jobName + ": layout of " + p + " stopped at " + pos + " of " + end + " bytes: "
                + e.getMessage() + (hint.isEmpty() ? "" : "; hint: " + hint), e);
    }

    /** Extends without writing data: fallocate(2) as asked, then ftruncate to the end of the region. */
    private static void allocate(String jobName, FileRegion r, FallocateMode mode) {
        Path p = r.path();
        createParent(jobName, p);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            int fd = libc_h.open(state, arena.allocateFrom(p.toString()),
                    libc_h.O_RDWR() | libc_h.O_CREAT() | libc_h.O_CLOEXEC(), 0644);
            if (fd < 0) {
                throw NativeCallException.of("open(" + p + ", O_RDWR|O_CREAT)", libc_h.errno(state));
            }
            try {
                long size = Math.max(0, currentSize(p));
                long end = r.endBytes();
                if (size >= end) {
                    return;
                }
                if (mode == FallocateMode.NATIVE || mode == FallocateMode.POSIX || mode == FallocateMode.KEEP) {
                    int flags = mode == FallocateMode.KEEP ? libc_h.FALLOC_FL_KEEP_SIZE() : 0;
                    if (libc_h.fallocate(state, fd, flags, size, end - size) != 0) {
                        int errno = libc_h.errno(state);
                        if (errno != libc_h.EOPNOTSUPP() && errno != libc_h.ENOSYS()) {
                            throw stopped(jobName, p, currentSize(p), end,
                                    NativeCallException.of("fallocate(" + p + ", " + size + ", " + (end - size) + ")", errno));
                        }
                    }
                }
                if (currentSize(p) < end && libc_h.ftruncate(state, fd, end) != 0) {
                    throw stopped(jobName, p, currentSize(p), end,
                            NativeCallException.of("ftruncate(" + p + ", " + end + ")", libc_h.errno(state)));
                }
            } finally {
                libc_h.close(state, fd);
            }
        }
    }

    /** @return the reason of a JDK I/O exception without its class name, e.g. {@code /a/b: Not a directory} */
    private static String describe(IOException e) {
        if (e instanceof FileSystemException f) {
            String reason = f.getReason() != null ? f.getReason()
                    : e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : e instanceof java.nio.file.FileAlreadyExistsException ? "exists and is not a directory"
                    : e instanceof java.nio.file.NoSuchFileException ? "no such file or directory"
                    : "failed";
            return f.getFile() + ": " + reason;
        }
        return e.getMessage() == null ? "I/O error" : e.getMessage();
    }

    /** @return fio-style size label for the layout notice, e.g. {@code 1024MiB} or {@code 512KiB} */
    static String sizeLabel(long bytes) {
        return (bytes >> 20) + "MiB";
    }
}
