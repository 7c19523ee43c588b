package org.jfio.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.api.JfioException;
import org.jfio.api.RunListener;

/**
 * Lays out files before a job runs, as fio does: a missing file is created and filled to the
 * end of the job's region, a short one is extended (never shrunk, never truncated), and data
 * is incompressible so compressing or deduplicating storage cannot flatter the results. Missing
 * parent directories are created. Files already long enough are left untouched.
 *
 * <p>Called by the run coordinator, one file at a time, before the clones that share a file
 * start, so clones never lay out a file concurrently. Not thread-safe.
 */
final class FileLayout {
    private static final int CHUNK_BYTES = 1 << 20;

    private FileLayout() {
    }

    /**
     * Makes each file at least as long as its region's end, telling the listener once.
     *
     * @param jobName  for the notice and errors
     * @param regions  the files and their regions
     * @param listener receives fio's {@code Laying out IO file} line
     * @throws JfioException when a file cannot be created or written
     */
    static void layOut(String jobName, List<FileRegion> regions, RunListener listener) {
        int needed = 0;
        long totalBytes = 0;
        for (FileRegion r : regions) {
            if (currentSize(r.path()) < r.endBytes()) {
                needed++;
            }
            totalBytes += r.sizeBytes();
        }
        if (needed == 0) {
            return;
        }
        listener.notice(jobName + ": Laying out IO file (" + regions.size() + (regions.size() == 1 ? " file / " : " files / ")
                + sizeLabel(totalBytes) + ")");
        for (FileRegion r : regions) {
            extend(jobName, r);
        }
    }

    private static long currentSize(Path p) {
        try {
            return Files.exists(p) ? Files.size(p) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    private static void extend(String jobName, FileRegion r) {
        Path p = r.path();
        try {
            Path parent = p.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
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

    private static String describe(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : " (" + m + ")");
    }

    /** @return fio-style size label for the layout notice, e.g. {@code 1024MiB} or {@code 512KiB} */
    static String sizeLabel(long bytes) {
        if (bytes >= (1L << 20) && bytes % (1L << 20) == 0) {
            return (bytes >> 20) + "MiB";
        }
        if (bytes >= (1L << 20)) {
            return String.format(java.util.Locale.ROOT, "%.1fMiB", bytes / 1048576.0);
        }
        if (bytes >= 1024) {
            return (bytes >> 10) + "KiB";
        }
        return bytes + "B";
    }
}
