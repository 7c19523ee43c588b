package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.api.JfioException;
import org.jfio.api.NativeCallException;
import org.jfio.api.RunListener;
import org.jfio.job.FallocateMode;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * Lays out files before a job runs, as fio's {@code extend_file}: a missing file is created and
 * a short one extended to the end of the job's region (never shrunk, never truncated). Jobs that
 * read, and jobs with {@code overwrite=1}, get the new bytes filled with incompressible data, so
 * compressing or deduplicating storage cannot flatter the results; write-only jobs get the space
 * with {@code fallocate} ({@code fallocate=native|posix|keep}, falling back to a sparse extension
 * where the filesystem cannot) or a sparse extension ({@code none|truncate}). Missing parent
 * directories are created. Block devices are left alone: their size is the device's.
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

    /** Lays out with data; @return the files that did not exist before */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunListener listener) {
        return layOut(jobName, regions, listener, Options.FILL);
    }

    /**
     * Makes each file at least as long as its region's end, telling the listener once.
     *
     * @param jobName  for the notice and errors
     * @param regions  the files and their regions
     * @param listener receives fio's {@code Laying out IO file} line
     * @param options  data or preallocation
     * @return the files that did not exist before (created by this layout)
     * @throws JfioException when a file cannot be created or written
     */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunListener listener, Options options) {
        int needed = 0;
        long totalBytes = 0;
        for (FileRegion r : regions) {
            if (!isBlockDevice(r.path()) && currentSize(r.path()) < r.endBytes()) {
                needed++;
            }
            totalBytes += r.sizeBytes();
        }
        List<Path> created = new ArrayList<>();
        if (needed == 0) {
            return created;
        }
        // fio 3.33's wording: "(1 file / 1024MiB)", "IO files (3 files / total 4MiB)", whole MiB rounded down
        listener.notice(jobName + (regions.size() == 1 ? ": Laying out IO file (1 file / "
                : ": Laying out IO files (" + regions.size() + " files / total ") + sizeLabel(totalBytes) + ")");
        for (FileRegion r : regions) {
            if (isBlockDevice(r.path())) {
                continue;
            }
            if (!Files.exists(r.path())) {
                created.add(r.path());
            }
            if (options.fillData()) {
                extend(jobName, r);
            } else {
                allocate(jobName, r, options.fallocate());
            }
        }
        return created;
    }

    /** A block device is used as it is: never created, extended or filled. */
    private static boolean isBlockDevice(Path p) {
        return FileSetup.deviceSize(p) >= 0;
    }

    private static long currentSize(Path p) {
        try {
            return Files.exists(p) ? Files.size(p) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private static void createParent(Path p) throws IOException {
        Path parent = p.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
    }

    private static void extend(String jobName, FileRegion r) {
        Path p = r.path();
        try {
            createParent(p);
            try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                long pos = ch.size();
                if (pos >= r.endBytes()) {
                    return;
                }
                ByteBuffer buf = ByteBuffer.allocateDirect(CHUNK_BYTES);
                SplittableRandom rng = new SplittableRandom(p.hashCode() * 0x9E3779B97F4A7C15L + pos);
                while (pos < r.endBytes()) {
                    buf.clear();
                    while (buf.remaining() >= Long.BYTES) {
                        buf.putLong(rng.nextLong());
                    }
                    buf.flip();
                    buf.limit((int) Math.min(CHUNK_BYTES, r.endBytes() - pos));
                    while (buf.hasRemaining()) {
                        pos += ch.write(buf, pos);
                    }
                }
                ch.force(true);
            }
        } catch (IOException e) {
            throw new JfioException(jobName + ": cannot lay out " + p + ": " + describe(e));
        }
    }

    /** Extends without writing data: fallocate(2) as asked, then ftruncate to the end of the region. */
    private static void allocate(String jobName, FileRegion r, FallocateMode mode) {
        Path p = r.path();
        try {
            createParent(p);
        } catch (IOException e) {
            throw new JfioException(jobName + ": cannot lay out " + p + ": " + describe(e));
        }
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
                            throw NativeCallException.of("fallocate(" + p + ", " + size + ", " + (end - size) + ")", errno);
                        }
                    }
                }
                if (currentSize(p) < end && libc_h.ftruncate(state, fd, end) != 0) {
                    throw NativeCallException.of("ftruncate(" + p + ", " + end + ")", libc_h.errno(state));
                }
            } finally {
                libc_h.close(state, fd);
            }
        }
    }

    private static String describe(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : " (" + m + ")");
    }

    /** @return fio-style size label for the layout notice, e.g. {@code 1024MiB} or {@code 512KiB} */
    static String sizeLabel(long bytes) {
        return (bytes >> 20) + "MiB";
    }
}
