package org.jfio.run;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.job.FallocateMode;
import org.jfio.nativeheaders.libc.libc_h;

/**
 * Lays out files before a job runs, as fio's {@code extend_file}: a missing file is created and
 * a short one extended to the end of the job's region (never shrunk, never truncated, its bytes
 * never rewritten). Jobs that read, jobs with {@code overwrite=1} and engines that cannot extend
 * files ({@code NO_EXTEND}) get the new bytes written with incompressible data
 * ({@link LayoutWriter}: fio's write size, writeback started as it goes), and are fsynced once
 * all are written; the page cache of what a layout added is then dropped, as fio does;
 * jobs that only write get the space that {@code fallocate=} asks for ({@link Preallocation}).
 * Missing parent directories are created. Block devices are left alone: their size is the
 * device's. Progress goes to the listener and to {@link LayoutTracker#current()}; a stop request
 * ends a layout between two writes, with a warning naming the file and how far it got; a file
 * found shorter than the job needs is said to be extended (a layout interrupted before, say); a
 * failed write names the call, errno, how far it got and a hint.
 *
 * <p>Called by the run coordinator, one file at a time, before the clones that share a file
 * start, so clones never lay out a file concurrently. Not thread-safe.
 */
final class FileLayout {
    private FileLayout() {
    }

    /**
     * How to lay files out.
     *
     * @param fillData  write data (reads, {@code overwrite}, an engine that cannot extend files)
     * @param fallocate the job's {@code fallocate=}
     * @param unitBytes the write size of a data layout: the job's largest write block size (fio's rule)
     * @param fsync     fsync the files filled with data once they are written ({@code create_fsync})
     */
    record Options(boolean fillData, FallocateMode fallocate, long unitBytes, boolean fsync) {
        /** Filled with data in 1 MiB writes, then fsynced. */
        static final Options FILL = new Options(true, FallocateMode.NATIVE, 1 << 20, true);
    }

    /** Lays out with data, without a stop flag; @return the files that did not exist before */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunEvents listener) {
        return layOut(jobName, regions, listener, Options.FILL, new RunControl(), new LayoutTracker());
    }

    /**
     * Makes each file at least as long as its region's end, telling the listener once (fio's
     * notice) and as it goes ({@link LayoutTracker}). A stop request (Ctrl-C) ends the layout
     * between two writes: the file being written is left at the length reached, and the listener
     * gets a {@link RunEvents#warning} saying so.
     *
     * @param jobName  for the notice and errors
     * @param regions  the files and their regions
     * @param listener receives fio's {@code Laying out IO file} line, the progress, and warnings
     * @param options  data or preallocation
     * @param control  the run's stop flag, read between writes
     * @param tracker  keeps the progress for readers on other threads
     * @return the files that did not exist before (created by this layout)
     * @throws JfioException when a file cannot be created or written, naming the call, the
     *                       errno, where the layout stopped and a hint
     */
    static List<Path> layOut(String jobName, List<FileRegion> regions, RunEvents listener, Options options,
            RunControl control, LayoutTracker tracker) {
        List<FileRegion> needed = new ArrayList<>();
        long[] oldLengths = new long[regions.size()];
        long totalBytes = 0;
        long neededBytes = 0;
        for (FileRegion r : regions) {
            long size = currentSize(r.path());
            if (!isBlockDevice(r.path()) && size < r.endBytes()) {
                oldLengths[needed.size()] = Math.max(0, size);
                needed.add(r);
                neededBytes += r.endBytes() - Math.max(0, size);
            }
            totalBytes += r.sizeBytes();
        }
        List<Path> created = new ArrayList<>();
        if (needed.isEmpty() || control.stopRequested()) {
            return created;
        }
        // fio 3.33's wording: "(1 file / 1024MiB)", "IO files (3 files / total 4MiB)", whole MiB rounded down
        listener.notice(jobName + (regions.size() == 1 ? ": Laying out IO file (1 file / "
                : ": Laying out IO files (" + regions.size() + " files / total ") + sizeLabel(totalBytes) + ")");
        LayoutTracker.Session session = tracker.start(jobName, needed.size(), neededBytes, listener);
        try {
            for (FileRegion r : needed) {
                if (control.stopRequested()) {
                    break;
                }
                if (!Files.exists(r.path())) {
                    created.add(r.path());
                }
                layOutOne(jobName, r, listener, options, control, session);
            }
            if (!control.stopRequested()) {
                settle(jobName, needed, oldLengths, options.fillData() && options.fsync());
            }
        } finally {
            session.end();
        }
        return created;
    }

    /**
     * Once every file is laid out: fsyncs the files written when {@code fsync} (their writeback was
     * started while they were written, and one journal commit then covers them all, where fsyncing
     * each file as it is done, fio's {@code create_fsync}, waits for a commit per file), then drops
     * the page cache of what the layout added ({@code [old length, region end)}), as fio 3.33 does
     * after extending a file whatever {@code invalidate=} says: the job's first reads of laid-out
     * data come from the device, not from the cache the layout filled.
     *
     * @param oldLengths each file's length before the layout, by position in {@code files}
     */
    private static void settle(String jobName, List<FileRegion> files, long[] oldLengths, boolean fsync) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            for (int i = 0; i < files.size(); i++) {
                FileRegion r = files.get(i);
                Path p = r.path();
                int fd = libc_h.open(state, arena.allocateFrom(p.toString()), libc_h.O_RDONLY() | libc_h.O_CLOEXEC(), 0);
                if (fd < 0) {
                    throw NativeCallException.of("open(" + p + ", O_RDONLY)", libc_h.errno(state));
                }
                try {
                    if (fsync && libc_h.fsync(state, fd) != 0) {
                        long size = currentSize(p);
                        throw stopped(jobName, p, size, r.endBytes(), NativeCallException.of("fsync(" + p + ")",
                                libc_h.errno(state)));
                    }
                    // only advice: fio ignores a failure here too (the job's own invalidate reports one)
                    libc_h.posix_fadvise(fd, oldLengths[i], r.endBytes() - oldLengths[i], libc_h.POSIX_FADV_DONTNEED());
                } finally {
                    libc_h.close(state, fd);
                }
            }
        }
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

    /** Opens the file (creating it) and gives {@code [its end, region end)} data or space. */
    private static void layOutOne(String jobName, FileRegion r, RunEvents listener, Options options, RunControl control,
            LayoutTracker.Session session) {
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
                long pos = Math.max(0, currentSize(p));
                long end = r.endBytes();
                session.file(p, end - pos);
                if (options.fillData()) {
                    if (pos > 0) {
                        listener.warning(jobName + ": " + p + " is " + pos + " of " + end + " bytes long: laying out "
                                + "the rest from there (the bytes already in it are kept)");
                    }
                    FallocateMode m = options.fallocate();
                    boolean preallocate = m == FallocateMode.NATIVE || m == FallocateMode.POSIX || m == FallocateMode.KEEP;
                    new LayoutWriter(jobName, options.unitBytes(), control, listener).write(fd, p, pos, end, preallocate,
                            session);
                } else {
                    Preallocation.allocate(jobName, fd, p, pos, end, options.fallocate());
                    session.progress(end - pos);
                }
            } finally {
                libc_h.close(state, fd);
            }
        }
    }

    /** @return the failure of a layout that stopped part way, saying how far it got */
    static JfioException stopped(String jobName, Path p, long pos, long end, NativeCallException e) {
        String hint = ErrnoHints.hint(e.call(), e.errno(), false, false, 0);
        return new JfioException(jobName + ": layout of " + p + " stopped at " + pos + " of " + end + " bytes: "
                + e.getMessage() + (hint.isEmpty() ? "" : "; hint: " + hint), e);
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
