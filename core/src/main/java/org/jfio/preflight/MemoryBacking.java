package org.jfio.preflight;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whether a place a job does I/O is backed by memory rather than by a device, so that neither
 * {@code direct=1} nor a dropped page cache makes the job measure a disk: a memory filesystem
 * ({@code tmpfs}, {@code ramfs}, {@code devtmpfs}, {@code hugetlbfs}), a RAM block device
 * ({@code zramN}, {@code ramN} of the brd driver), or a loop device over a file without
 * {@code loop/dio=1} (its I/O goes through the page cache of the backing file's filesystem), or
 * over a file on a memory filesystem. Character devices ({@code /dev/null}) and pipes are none of
 * these. Reads only; stateless and thread-safe.
 */
public final class MemoryBacking {
    /** Filesystems whose files live in RAM (or in the page cache only). */
    static final Set<String> MEMORY_FILESYSTEMS = Set.of("tmpfs", "ramfs", "devtmpfs", "hugetlbfs");
    /** Block devices that are RAM: the zram compressed RAM disk and the brd RAM disk. */
    private static final Pattern RAM_DEVICES = Pattern.compile("(zram|ram)[0-9]+");

    private MemoryBacking() {
    }

    /**
     * @param loc    the place, as the preflight read it
     * @param mounts the mount table, to look a loop device's backing file up
     * @return one clause saying what keeps the I/O in memory, e.g. {@code tmpfs at /dev/shm: a
     *         memory filesystem}; empty when the place is on a device (or unknown)
     */
    public static Optional<String> of(Location loc, MountTable mounts) {
        boolean special = loc.exists() && !loc.isRegularFile() && !loc.isBlockDevice()
                && !loc.status().map(FileStatus::isDirectory).orElse(false);
        if (special) {
            return Optional.empty(); // a character device (/dev/null), a pipe: no file data to cache
        }
        if (!loc.isBlockDevice()) {
            Optional<MountEntry> m = loc.mount();
            if (m.isPresent() && MEMORY_FILESYSTEMS.contains(m.get().fsType())) {
                return Optional.of(m.get().fsType() + " at " + m.get().mountPoint() + ": a memory filesystem"
                        + (loc.exists() ? "" : " (" + loc.path() + " does not exist yet and would be created there)"));
            }
        }
        Optional<Path> dir = loc.deviceDir();
        if (dir.isEmpty()) {
            return Optional.empty();
        }
        for (Path disk : SysBlock.physicalDisks(dir.get())) {
            String name = disk.getFileName().toString();
            if (RAM_DEVICES.matcher(name).matches()) {
                return Optional.of(name + ": a RAM block device");
            }
            Optional<String> loop = SysBlock.loopBacking(disk).flatMap(b -> loopInMemory(b, mounts));
            if (loop.isPresent()) {
                return loop;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> loopInMemory(LoopBacking b, MountTable mounts) {
        String over = b.device() + " over the file " + b.backingFile();
        Location backing = Location.of(Path.of(stripDeleted(b.backingFile())), mounts);
        Optional<MountEntry> m = backing.mount();
        if (m.isPresent() && MEMORY_FILESYSTEMS.contains(m.get().fsType())) {
            return Optional.of(over + " on " + m.get().fsType() + ": a memory filesystem");
        }
        if (!b.directIo()) {
            return Optional.of(over + " (loop/dio=0): its I/O goes through the page cache of "
                    + m.map(e -> e.fsType() + " at " + e.mountPoint()).orElse("the file's filesystem"));
        }
        return Optional.empty();
    }

    /** The kernel appends {@code " (deleted)"} to a backing file that was removed. */
    private static String stripDeleted(String file) {
        return file.endsWith(" (deleted)") ? file.substring(0, file.length() - " (deleted)".length()) : file;
    }
}
