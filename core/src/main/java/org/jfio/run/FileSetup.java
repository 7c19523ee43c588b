package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.job.FilePercentages;
import org.jfio.job.JobSpec;
import org.jfio.preflight.FileStatus;
import org.jfio.preflight.SysBlock;

/**
 * Works out which files a job clone uses and the region in each, following fio: explicit
 * {@code filename}s (shared by every clone) or {@code nrfiles} generated names per clone
 * ({@code filename_format}, by default {@code $jobname.$jobnum.$filenum}), in
 * {@code directory}; the region starts at {@code offset + clone * offset_increment};
 * {@code size} is split evenly over the files (what is left over going a block at a time to the
 * first files), not rounded: a sequential request may start anywhere in the region and, of a fixed
 * size, cross its end inside the file, as fio 3.33 ({@link FileRegion#ioBytes()},
 * {@link FileRegion#fileBytes()}); random offsets span the region rounded down to the smallest
 * block size ({@link FileRegion#sizeBytes()});
 * without {@code size}, the existing file's length (a block device's size). Percentages
 * ({@code size=50%}, {@code offset=25%}, {@code offset_increment=10%}) are taken of each existing
 * file's length (see {@link org.jfio.job.FilePercentages}); a file that does not exist yet has
 * length 0. A file is seen as the jobs before in the plan leave it once laid out
 * ({@link PlannedLengths}), as fio sets every job up, in order, before any starts. Checks what can be checked before anything is written ({@code allow_file_create=0}
 * and missing files, regions smaller than a block, regions past the end of a block device).
 * Stateless and thread-safe.
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
     *                       or a job smaller than one block (a random job: a region smaller than one block)
     */
    static List<FileRegion> regions(JobSpec spec, int clone, boolean diskless) {
        return regions(spec, clone, diskless, false);
    }

    /**
     * As {@link #regions(JobSpec, int, boolean)}, for an engine that may move no data
     * ({@link org.jfio.spi.EngineCapability#NO_IO}): without {@code size=} its job is bounded by
     * its {@code runtime} alone (fio's cpuio and exec need no size), each file's region then as
     * large as a region can be.
     *
     * @param noIo true when the engine moves no data
     */
    static List<FileRegion> regions(JobSpec spec, int clone, boolean diskless, boolean noIo) {
        return regions(spec, clone, diskless, noIo, new PlannedLengths());
    }

    /**
     * As {@link #regions(JobSpec, int, boolean, boolean)}, with the files as the layouts of the
     * jobs before this one in the plan leave them (fio sets every job up, in order, before any
     * starts): a file one of them creates or extends has that length here.
     *
     * @param lengths the lengths the jobs planned before leave
     */
    static List<FileRegion> regions(JobSpec spec, int clone, boolean diskless, boolean noIo, PlannedLengths lengths) {
        if (!diskless) {
            checkDirectory(spec);
        }
        List<Path> paths = paths(spec, clone);
        long minBs = minBlockSize(spec);
        // fio 3.33 refuses only a job whose whole size is under a block; a file's region may be
        // smaller (nrfiles=3, size=10k, bs=4k: fio reads a block at the start of each larger file, and
        // none in new files of 3413 bytes). Random offsets need a whole block in each region.
        boolean perFile = spec.rw().isRandom();
        long totalIo = 0;
        List<FileRegion> out = new ArrayList<>(paths.size());
        for (Path p : paths) {
            long offset = startOffset(spec, clone, diskless, p, minBs, lengths);
            long io = regionBytes(spec, clone, diskless, noIo, p, offset, paths.size(), out.size(), lengths);
            if (!diskless) {
                checkUsable(spec, p, lengths);
            }
            if (perFile) {
                checkHoldsBlock(spec, p, offset, io, minBs, paths.size());
            }
            if (spec.region().percentages().sizePercent() > 0 || spec.region().fileSizeIsRange()) {
                io = io / minBs * minBs; // fio rounds a percentage, or a size drawn from a range, down to the block size
            }
            long size = io / minBs * minBs;
            if (!diskless) {
                checkDeviceEnd(spec, p, offset, size);
            }
            totalIo += io;
            out.add(new FileRegion(p, offset, size, io, fileBytes(spec, diskless, p, offset, io, lengths)));
        }
        if (!perFile && !out.isEmpty() && totalIo < largestMinimumBlockSize(spec)) {
            FileRegion first = out.get(0);
            checkHoldsBlock(spec, first.path(), first.offsetBytes(), totalIo, minBs, paths.size());
        }
        return out;
    }

    /**
     * fio's {@code real_file_size} as a clone finds it after its layout: the file's length, made at
     * least as long as the clone's region as asked (and {@code filesize}); a block device's size;
     * no end for a character device; for a diskless engine, the region's end. Clones laid out
     * before this one in the same file reach no further than it: their offsets are smaller.
     */
    private static long fileBytes(JobSpec spec, boolean diskless, Path p, long offset, long io, PlannedLengths lengths) {
        long end = offset + io;
        if (diskless) {
            return end;
        }
        long device = deviceSize(p);
        if (device >= 0) {
            return device;
        }
        if (isCharDevice(p)) {
            return Long.MAX_VALUE;
        }
        long fileSize = spec.region().percentages().sizePercent() > 0 ? 0 : fixedFileSize(spec);
        return Math.max(Math.max(end, fileSize), lengthOrZero(spec, p, lengths));
    }

    /**
     * @return where the clone's region in {@code p} starts: {@code offset + clone * offset_increment},
     *         plus a percentage of the file's length ({@code offset=25%}), or the end of a regular file
     *         ({@code file_append})
     */
    private static long startOffset(JobSpec spec, int clone, boolean diskless, Path p, long minBs, PlannedLengths lengths) {
        long offset = spec.region().offsetBytes() + clone * spec.region().offsetIncrementBytes();
        FilePercentages pct = spec.region().percentages();
        if (pct.offsetIsPercent() && !diskless) {
            offset += pct.offsetBytes(lengthOrZero(spec, p, lengths), clone, minBs);
        }
        if (spec.files().fileAppend() && !diskless && (Files.isRegularFile(p) || !Files.exists(p) && lengths.exists(p))) {
            offset = lengthOrZero(spec, p, lengths); // fio: a regular file's region starts at its end
        }
        return offset;
    }

    /**
     * @param files how many files the job's {@code size} is split over
     * @param file  the file's place among them, from 0
     * @return the region's length in {@code p} from {@code offset}, before rounding down to the block
     *         size: from {@code filesize} (a range or a percentage), {@code size}, or the file's length,
     *         never past a fixed {@code filesize}
     */
    private static long regionBytes(JobSpec spec, int clone, boolean diskless, boolean noIo, Path p, long offset, int files,
            int file, PlannedLengths lengths) {
        FilePercentages pct = spec.region().percentages();
        long size;
        if (spec.region().fileSizeIsRange()) {
            size = rangedFileSize(spec, clone, file);
        } else if (pct.sizePercent() > 0 && !diskless) {
            // fio: a percentage of filesize when that is set (the file need not exist), else of the file
            long length = fixedFileSize(spec) > 0 ? fixedFileSize(spec) : existingSize(spec, p, lengths);
            size = Math.min(pct.sizeBytes(length), length - offset);
        } else if (spec.region().sizeBytes() > 0) {
            size = spec.region().sizeBytes() / files;
            // fio: what the split leaves over goes a block at a time to the first files
            long extraBlocks = (spec.region().sizeBytes() - size * files) / minBlockSize(spec);
            if (file < extraBlocks) {
                size += minBlockSize(spec);
            }
        } else if (diskless && noIo && spec.timing().runtimeNs() > 0) {
            size = Long.MAX_VALUE / 4 / files;
        } else if (diskless) {
            throw new JfioException(spec.name() + (noIo ? ": you need to specify runtime= or size=" : ": you need to specify size="));
        } else {
            size = toEnd(spec, p, offset, lengths);
        }
        long fileSize = fixedFileSize(spec);
        if (fileSize > 0 && !diskless && deviceSize(p) < 0) {
            if (offset >= fileSize) {
                // fio 3.33: "you need to specify valid offset=" (it never makes the file longer than filesize)
                throw new JfioException(spec.name() + ": offset=" + offset + " is at or past filesize=" + fileSize
                        + " of " + p + "; use an offset below filesize, or a larger filesize");
            }
            size = Math.min(size, fileSize - offset);
        }
        return size;
    }

    /** @throws JfioException when the region, rounded down to {@code minBs}, cannot hold a block of each direction issued */
    private static void checkHoldsBlock(JobSpec spec, Path p, long offset, long size, long minBs, int files) {
        long needed = largestMinimumBlockSize(spec);
        if (size / minBs * minBs < needed) {
            String what = spec.region().sizeBytes() > 0
                    ? "size=" + spec.region().sizeBytes() + (files > 1 ? " over " + files + " files" : "")
                            + " leaves " + size + " bytes for " + p
                    : p + " holds " + size + " bytes from offset " + offset;
            throw new JfioException(spec.name() + ": " + what + ", less than the block size " + needed);
        }
    }

    /**
     * @return the bytes from {@code offset} to the end of the existing file or device {@code p}: a
     *         job without {@code size=} uses it all
     * @throws JfioException when {@code p} has no size (a character device) or ends at or before {@code offset}
     */
    private static long toEnd(JobSpec spec, Path p, long offset, PlannedLengths lengths) {
        if (isCharDevice(p)) {
            throw new JfioException(spec.name() + ": " + p + " is a character device, which has no size: set size= to"
                    + " say how much to read or write");
        }
        long length = existingSize(spec, p, lengths);
        if (offset >= length && spec.files().fileAppend()) {
            throw new JfioException(spec.name() + ": file_append=1 starts at the end of " + p + " (" + length
                    + " bytes); set size= to say how much to append");
        }
        if (offset >= length) {
            throw new JfioException(spec.name() + ": offset=" + offset + " is at or past the end of " + p
                    + " (" + length + " bytes); set size= to extend the file, or a smaller offset");
        }
        return length - offset;
    }

    /** @return {@code filesize} when set to one size (not a range): how long each file is made, else 0 */
    static long fixedFileSize(JobSpec spec) {
        return spec.region().fileSizeIsRange() ? 0 : spec.region().fileSizeMinBytes();
    }

    /**
     * What the layout covers in each file of a job: from the first clone's offset in it to the
     * end of the last region any clone uses there ({@code offset_increment} puts each clone's
     * region further in), and at least {@code filesize} (fio makes the file that long even when
     * {@code size=} does I/O over less of it).
     *
     * @param perClone each clone's regions, as {@link #regions} gave them
     * @return one region per file, in the order the files first appear
     */
    static java.util.Map<Path, FileRegion> layoutRegions(JobSpec spec, List<List<FileRegion>> perClone) {
        java.util.Map<Path, FileRegion> out = new java.util.LinkedHashMap<>();
        // size=N% of filesize: fio lays out only the region (the percentage), not filesize
        long fileSize = spec.region().percentages().sizePercent() > 0 ? 0 : fixedFileSize(spec);
        for (List<FileRegion> clone : perClone) {
            for (FileRegion r : clone) {
                FileRegion seen = out.get(r.path());
                long start = seen == null ? r.offsetBytes() : seen.offsetBytes();
                long end = Math.max(r.endBytes(), seen == null ? fileSize : seen.endBytes());
                out.put(r.path(), new FileRegion(r.path(), start, end - start));
            }
        }
        return out;
    }

    /** fio refuses a {@code directory=} that does not exist ("is not a directory"): a typo or an unmounted mount point */
    private static void checkDirectory(JobSpec spec) {
        String dir = spec.files().directory();
        if (dir == null || dir.isEmpty()) {
            return;
        }
        Path p = Path.of(dir);
        if (!Files.isDirectory(p)) {
            throw new JfioException(spec.name() + ": " + p + " is not a directory"
                    + (Files.exists(p, LinkOption.NOFOLLOW_LINKS) ? "" : " (it does not exist; directory= must name an"
                            + " existing directory, jfio does not create it)"));
        }
    }

    /** @return the smallest block size among the directions the job issues */
    static long minBlockSize(JobSpec spec) {
        return spec.minBlockSizeBytes();
    }

    /** @return the largest of the directions' smallest block sizes: every region must hold one */
    private static long largestMinimumBlockSize(JobSpec spec) {
        long max = 0;
        if (spec.rw().hasReads()) {
            max = Math.max(max, spec.blocks().minBytes(DataDirection.READ));
        }
        if (spec.rw().hasWrites()) {
            max = Math.max(max, spec.blocks().minBytes(DataDirection.WRITE));
        }
        if (spec.rw().hasTrims()) {
            max = Math.max(max, spec.blocks().minBytes(DataDirection.TRIM));
        }
        return max;
    }

    /** A region must end inside a block device: devices are never extended. */
    private static void checkDeviceEnd(JobSpec spec, Path p, long offset, long size) {
        long device = deviceSize(p);
        if (device >= 0 && offset + size > device) {
            throw new JfioException(spec.name() + ": the region " + offset + ".." + (offset + size) + " of " + p
                    + " ends past the end of the device (" + device + " bytes); use a smaller size= or offset=");
        }
    }

    /**
     * @return true for a character device, e.g. {@code /dev/zero} to read from or {@code /dev/null}
     *         to write to (as fio allows): used as it is, never laid out, its size given by {@code size=}
     */
    static boolean isCharDevice(Path p) {
        return FileStatus.of(p).map(FileStatus::isCharDevice).orElse(false);
    }

    /** @return the size of the block device at {@code p}, or -1 when {@code p} is not one */
    static long deviceSize(Path p) {
        return FileStatus.of(p).filter(FileStatus::isBlockDevice)
                .flatMap(s -> SysBlock.deviceDir(s.rdevMajor(), s.rdevMinor()))
                .map(SysBlock::sizeBytes).orElse(-1L);
    }

    private static List<Path> paths(JobSpec spec, int clone) {
        List<Path> out = new ArrayList<>();
        Path dir = spec.files().directory() == null ? null : Path.of(spec.files().directory());
        if (spec.files().filenames().isEmpty()) {
            for (int f = 0; f < spec.files().nrfiles(); f++) {
                String name = spec.generatedFilename(clone, f);
                out.add(dir == null ? Path.of(name) : dir.resolve(name));
            }
        } else {
            for (String f : spec.files().filenames()) {
                Path p = Path.of(f);
                out.add(dir == null || p.isAbsolute() ? p : dir.resolve(p));
            }
        }
        return out;
    }

    /** @return a size in the job's filesize range for one file, the same on every run with the same randseed */
    private static long rangedFileSize(JobSpec spec, int clone, int file) {
        long min = spec.region().fileSizeMinBytes();
        long max = spec.region().fileSizeMaxBytes();
        java.util.SplittableRandom rng = new java.util.SplittableRandom(spec.random().randseed() ^ (31L * clone + file + 1) * 0x9E3779B97F4A7C15L);
        return min + rng.nextLong(max - min + 1);
    }

    private static long lengthOrZero(JobSpec spec, Path p, PlannedLengths lengths) {
        return lengths.exists(p) ? existingSize(spec, p, lengths) : 0;
    }

    /** @return the length of the file (or device) as the job finds it: after the layouts of the jobs before it */
    private static long existingSize(JobSpec spec, Path p, PlannedLengths lengths) {
        if (!lengths.exists(p)) {
            throw new JfioException(spec.name() + ": you need to specify size= (" + p + " does not exist)");
        }
        long device = deviceSize(p);
        if (device >= 0) {
            return device;
        }
        try {
            return lengths.length(p, Files.exists(p) ? Files.size(p) : 0);
        } catch (IOException e) {
            throw new JfioException(spec.name() + ": cannot read the size of " + p + ": " + e.getMessage());
        }
    }

    private static String linkTarget(Path p) {
        try {
            return Files.readSymbolicLink(p).toString();
        } catch (IOException e) {
            return "an unreadable target";
        }
    }

    private static void checkUsable(JobSpec spec, Path p, PlannedLengths lengths) {
        if (!spec.files().allowFileCreate() && !lengths.exists(p)) {
            throw new JfioException(spec.name() + ": " + p + " does not exist and allow_file_create=0 forbids creating it");
        }
        if (Files.isDirectory(p)) {
            throw new JfioException(spec.name() + ": filename=" + p + " is a directory, not a file");
        }
        if (Files.isSymbolicLink(p) && !Files.exists(p)) {
            throw new JfioException(spec.name() + ": filename=" + p + " is a dangling symbolic link (to " + linkTarget(p)
                    + ", which does not exist); remove the link or create its target");
        }
        if (Files.exists(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p) && deviceSize(p) < 0 && !isCharDevice(p)) {
            String kind = FileStatus.of(p).map(s -> " is " + s.kind() + ",").orElse(" is");
            throw new JfioException(spec.name() + ": filename=" + p + kind + " not a regular file or block device");
        }
        Path parent = p.toAbsolutePath().getParent();
        if (parent != null && Files.exists(parent) && !Files.isDirectory(parent)) {
            throw new JfioException(spec.name() + ": " + parent + " is not a directory");
        }
    }
}
