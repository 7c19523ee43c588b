package org.jfio.preflight;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The block devices behind files, found through sysfs: {@code /sys/dev/block/MAJOR:MINOR}
 * links to the device's directory; a partition's directory sits inside its disk's (and holds a
 * {@code partition} file); a device-mapper or md device lists the devices it is built on in
 * {@code slaves/}, and a device lists what is built on it in {@code holders/}. Reads only;
 * a missing or unreadable attribute reads as unknown. Stateless and thread-safe.
 */
public final class SysBlock {
    private static final Path SYS_DEV_BLOCK = Path.of("/sys/dev/block");
    private static final int MAX_DEPTH = 8;

    private SysBlock() {
    }

    /** @return the sysfs directory of the block device {@code major:minor}, if there is one */
    public static Optional<Path> deviceDir(int major, int minor) {
        Path link = SYS_DEV_BLOCK.resolve(major + ":" + minor);
        try {
            return Files.exists(link) ? Optional.of(link.toRealPath()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * @param path a file, directory or block device
     * @return the sysfs directory of the device the path is (a block device) or lives on, if
     *         the filesystem has one (tmpfs and overlay have none)
     */
    public static Optional<Path> deviceDirOf(Path path) {
        return FileStatus.of(path).flatMap(s -> s.isBlockDevice()
                ? deviceDir(s.rdevMajor(), s.rdevMinor()) : deviceDir(s.devMajor(), s.devMinor()));
    }

    /** @return true when the directory is a partition's */
    public static boolean isPartition(Path dir) {
        return Files.exists(dir.resolve("partition"));
    }

    /** @return the whole disk of a partition, or the directory itself */
    public static Path wholeDisk(Path dir) {
        return isPartition(dir) ? dir.getParent() : dir;
    }

    /**
     * @param dir a device directory
     * @return the whole disks at the bottom of the stack: the disk itself, or for dm/md devices
     *         the disks their {@code slaves/} lead to (partitions resolved to their disks)
     */
    public static List<Path> physicalDisks(Path dir) {
        Set<Path> out = new LinkedHashSet<>();
        collectDisks(wholeDisk(dir), out, 0);
        return List.copyOf(out);
    }

    private static void collectDisks(Path disk, Set<Path> out, int depth) {
        List<Path> slaves = children(disk.resolve("slaves"));
        if (slaves.isEmpty() || depth >= MAX_DEPTH) {
            out.add(disk);
            return;
        }
        for (Path s : slaves) {
            collectDisks(wholeDisk(s), out, depth + 1);
        }
    }

    /**
     * @param dir a device directory
     * @return the device, its partitions, and everything built on any of them ({@code holders/},
     *         e.g. a dm-crypt or LVM volume; loop devices whose backing file is one of them,
     *         {@link LoopStack}), each as {@code major:minor}: what must not be mounted for a
     *         write to the device to be safe
     */
    public static Set<String> deviceAndDependents(Path dir) {
        Set<String> out = new LinkedHashSet<>();
        collectDependents(dir, out, 0);
        return out;
    }

    private static void collectDependents(Path dir, Set<String> out, int depth) {
        String dev = read(dir.resolve("dev")).strip();
        if (dev.isEmpty() || !out.add(dev) || depth >= MAX_DEPTH) {
            return;
        }
        if (!isPartition(dir)) {
            for (Path child : children(dir)) {
                if (isPartition(child)) {
                    collectDependents(child, out, depth + 1);
                }
            }
        }
        for (Path holder : children(dir.resolve("holders"))) {
            collectDependents(holder, out, depth + 1);
        }
        for (Path loop : LoopStack.loopsOverDevice(dev)) {
            collectDependents(loop, out, depth + 1);
        }
    }

    /** @return the device's size in bytes ({@code size} counts 512-byte sectors), or -1 */
    public static long sizeBytes(Path dir) {
        OptionalLong sectors = SysfsValues.number(read(dir.resolve("size")));
        return sectors.isPresent() ? sectors.getAsLong() * 512 : -1;
    }

    /**
     * @param dir a device directory (a partition answers for its disk)
     * @return the backing file of a loop device, empty for any other device or a detached loop
     */
    public static Optional<LoopBacking> loopBacking(Path dir) {
        Path disk = wholeDisk(dir);
        String file = read(disk.resolve("loop").resolve("backing_file")).strip();
        if (file.isEmpty()) {
            return Optional.empty();
        }
        boolean dio = "1".equals(read(disk.resolve("loop").resolve("dio")).strip());
        return Optional.of(new LoopBacking(disk.getFileName().toString(), file, dio));
    }

    /** @return the queue settings of a disk (a partition answers with its disk's queue) */
    public static QueueInfo queue(Path dir) {
        Path disk = wholeDisk(dir);
        Path q = disk.resolve("queue");
        List<Path> mq = children(disk.resolve("mq"));
        return new QueueInfo(disk.getFileName().toString(), (int) number(q.resolve("rotational")),
                SysfsValues.activeScheduler(read(q.resolve("scheduler"))), number(q.resolve("nr_requests")),
                number(q.resolve("max_sectors_kb")), number(q.resolve("max_hw_sectors_kb")),
                number(q.resolve("logical_block_size")), number(q.resolve("physical_block_size")),
                Files.isDirectory(disk.resolve("mq")) ? mq.size() : -1, (int) number(q.resolve("io_poll")));
    }

    private static long number(Path p) {
        return SysfsValues.number(read(p)).orElse(-1);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** @return the entries of a directory (symbolic links resolved), empty when it does not exist */
    private static List<Path> children(Path dir) {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            for (Path p : s) {
                try {
                    out.add(p.toRealPath());
                } catch (IOException e) {
                    // a device that went away while listing
                }
            }
        } catch (IOException e) {
            return out;
        }
        out.sort(null);
        return out;
    }
}
