package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.api.JfioException;
import org.jfio.job.JobSpec;

/**
 * Works out which files a job clone uses and the region in each, following fio: explicit
 * {@code filename}s (shared by every clone) or one generated name per clone,
 * {@code $jobname.$jobnum.$filenum}, in {@code directory}; {@code size} split evenly over the
 * files and rounded down to the smallest block size; without {@code size}, the existing file's
 * length. Checks what can be checked before anything is written. Stateless and thread-safe.
 */
final class FileSetup {
    private FileSetup() {
    }

    /**
     * @param spec     the job
     * @param clone    the clone number, from 0
     * @param diskless true when the engine touches no file (regions are still computed)
     * @return the clone's files and regions
     * @throws JfioException for a directory given as a file, a missing size for a new file,
     *                       or a region smaller than one block
     */
    static List<FileRegion> regions(JobSpec spec, int clone, boolean diskless) {
        List<Path> paths = paths(spec, clone);
        long minBs = minBlockSize(spec);
        List<FileRegion> out = new ArrayList<>(paths.size());
        for (Path p : paths) {
            long size;
            if (spec.sizeBytes() > 0) {
                size = spec.sizeBytes() / paths.size();
            } else if (diskless) {
                throw new JfioException(spec.name() + ": you need to specify size=");
            } else {
                size = existingSize(spec, p) - spec.offsetBytes();
            }
            if (!diskless) {
                checkUsable(spec, p);
            }
            size = size / minBs * minBs;
            if (size < minBs) {
                throw new JfioException(spec.name() + ": size of " + p + " (" + Math.max(size, 0)
                        + " bytes from offset " + spec.offsetBytes() + ") is smaller than the block size " + minBs);
            }
            out.add(new FileRegion(p, spec.offsetBytes(), size));
        }
        return out;
    }

    /** @return the smallest block size among the directions the job issues */
    static long minBlockSize(JobSpec spec) {
        long min = Long.MAX_VALUE;
        if (spec.rw().hasReads()) {
            min = Math.min(min, spec.blockSizeBytes(org.jfio.api.DataDirection.READ));
        }
        if (spec.rw().hasWrites()) {
            min = Math.min(min, spec.blockSizeBytes(org.jfio.api.DataDirection.WRITE));
        }
        if (spec.rw().hasTrims()) {
            min = Math.min(min, spec.blockSizeBytes(org.jfio.api.DataDirection.TRIM));
        }
        return min;
    }

    private static List<Path> paths(JobSpec spec, int clone) {
        List<Path> out = new ArrayList<>();
        Path dir = spec.directory() == null ? null : Path.of(spec.directory());
        if (spec.filenames().isEmpty()) {
            String name = spec.name() + "." + clone + ".0";
            out.add(dir == null ? Path.of(name) : dir.resolve(name));
        } else {
            for (String f : spec.filenames()) {
                Path p = Path.of(f);
                out.add(dir == null || p.isAbsolute() ? p : dir.resolve(p));
            }
        }
        return out;
    }

    private static long existingSize(JobSpec spec, Path p) {
        if (!Files.exists(p)) {
            throw new JfioException(spec.name() + ": you need to specify size= (" + p + " does not exist)");
        }
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new JfioException(spec.name() + ": cannot read the size of " + p + ": " + e.getMessage());
        }
    }

    private static void checkUsable(JobSpec spec, Path p) {
        if (Files.isDirectory(p)) {
            throw new JfioException(spec.name() + ": filename=" + p + " is a directory, not a file");
        }
        if (Files.exists(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p)) {
            throw new JfioException(spec.name() + ": filename=" + p
                    + " is not a regular file (block devices are not supported yet)");
        }
        Path parent = p.toAbsolutePath().getParent();
        if (parent != null && Files.exists(parent) && !Files.isDirectory(parent)) {
            throw new JfioException(spec.name() + ": " + parent + " is not a directory");
        }
    }
}
