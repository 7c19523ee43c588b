package org.jfio.preflight;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Everything the preflight reads about one place a job does I/O: the path as given, what exists
 * there (the file or device, or the nearest existing directory above a file still to be created),
 * the mount it is on, the filesystem's space and the physical disks behind it. The O_DIRECT probe
 * runs on demand ({@link #directIo()}) and once.
 */
public final class Location {
    private final Path path;
    private final Path existing;
    private final FileStatus status;
    private final Optional<MountEntry> mount;
    private final Optional<FsSpace> space;
    private final Optional<Path> deviceDir;
    private final List<QueueInfo> disks;
    private final MountTable mounts;
    private DirectIoProbe.Result directIo;

    private Location(Path path, Path existing, FileStatus status, Optional<MountEntry> mount,
            Optional<FsSpace> space, Optional<Path> deviceDir, List<QueueInfo> disks, MountTable mounts) {
        this.path = path;
        this.existing = existing;
        this.status = status;
        this.mount = mount;
        this.space = space;
        this.deviceDir = deviceDir;
        this.disks = disks;
        this.mounts = mounts;
    }

    /**
     * @param path   a file, block device or directory, existing or not
     * @param mounts the mount table to look the path up in
     * @return what is there
     */
    public static Location of(Path path, MountTable mounts) {
        Path abs = path.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing.getParent() != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        FileStatus status = FileStatus.of(existing).orElse(null);
        Path real = existing;
        try {
            real = existing.toRealPath();
        } catch (java.io.IOException e) {
            // keep the path as given
        }
        Optional<MountEntry> mount = Optional.empty();
        Optional<Path> dev = Optional.empty();
        if (status != null) {
            mount = mounts.find(real, status.device());
            dev = status.isBlockDevice() ? SysBlock.deviceDir(status.rdevMajor(), status.rdevMinor())
                    : SysBlock.deviceDir(status.devMajor(), status.devMinor());
        }
        List<QueueInfo> disks = dev.map(d -> SysBlock.physicalDisks(d).stream().map(SysBlock::queue).toList())
                .orElse(List.of());
        Optional<FsSpace> space = status != null && !status.isBlockDevice() ? FsSpace.of(existing) : Optional.empty();
        return new Location(abs, existing, status, mount, space, dev, disks, mounts);
    }

    /** @return the path as given, made absolute */
    public Path path() {
        return path;
    }

    /** @return the path itself when it exists, else its nearest existing parent directory */
    public Path existing() {
        return existing;
    }

    /** @return true when the path itself exists */
    public boolean exists() {
        return existing.equals(path) && status != null;
    }

    /** @return statx of {@link #existing()}, or empty when it could not be read */
    public Optional<FileStatus> status() {
        return Optional.ofNullable(status);
    }

    /** @return true when the path is a block device */
    public boolean isBlockDevice() {
        return exists() && status.isBlockDevice();
    }

    /** @return true when the path is an existing regular file */
    public boolean isRegularFile() {
        return exists() && status.isRegularFile();
    }

    /** @return the mount the path is on */
    public Optional<MountEntry> mount() {
        return mount;
    }

    /**
     * @return for a block device, a mount of it, of one of its partitions or of a device built on
     *         it (dm, md, a loop device over it); for a regular file, a mount of a loop device it is
     *         the backing file of: what a write to it would destroy; empty otherwise
     */
    public Optional<MountEntry> deviceMount() {
        if (isRegularFile()) {
            return mountedLoopOver().flatMap(loop -> mounts.mountOfAny(SysBlock.deviceAndDependents(loop)));
        }
        if (!isBlockDevice()) {
            return Optional.empty();
        }
        return deviceDir.flatMap(d -> mounts.mountOfAny(SysBlock.deviceAndDependents(d)));
    }

    /**
     * @return for a regular file, the loop device it is the backing file of whose filesystem (or
     *         one built on it) is mounted, e.g. {@code /dev/loop3}; empty otherwise
     */
    public Optional<String> mountedLoopDevice() {
        return isRegularFile() ? mountedLoopOver().map(d -> "/dev/" + d.getFileName()) : Optional.empty();
    }

    private Optional<Path> mountedLoopOver() {
        for (Path loop : LoopStack.loopsOverFile(path)) {
            if (mounts.mountOfAny(SysBlock.deviceAndDependents(loop)).isPresent()) {
                return Optional.of(loop);
            }
        }
        return Optional.empty();
    }

    /**
     * @return true for a block device that another program holds open exclusively (an
     *         {@code O_EXCL} open fails with {@code EBUSY}: a RAID or LVM member, a running
     *         benchmark, a filesystem in another mount namespace); opens and closes it at once
     */
    public boolean heldExclusively() {
        return isBlockDevice() && ExclusiveOpen.busy(path);
    }

    /** @return the filesystem's space (none for a block device) */
    public Optional<FsSpace> space() {
        return space;
    }

    /** @return the sysfs directory of the device the path is or lives on */
    public Optional<Path> deviceDir() {
        return deviceDir;
    }

    /** @return the queue settings of the physical disks behind the path (none for tmpfs and the like) */
    public List<QueueInfo> disks() {
        return disks;
    }

    /** @return a key shared by locations whose O_DIRECT probe gives the same answer */
    public Path probeTarget() {
        return existing;
    }

    /** @return what keeps I/O here in memory ({@link MemoryBacking}), empty when it is on a device */
    public Optional<String> memoryBacking() {
        return MemoryBacking.of(this, mounts);
    }

    /**
     * @return true when the path is on the filesystem of the kernel's device nodes: devtmpfs, or
     *         whatever is mounted at {@code /dev} (a container's tmpfs)
     */
    public boolean onDeviceNodes() {
        return mount().map(m -> m.fsType().equals("devtmpfs") || m.mountPoint().equals("/dev")).orElse(false);
    }

    /** @return the O_DIRECT probe's verdict on {@link #existing()}, probing on the first call */
    public synchronized DirectIoProbe.Result directIo() {
        if (directIo == null) {
            directIo = onDeviceNodes() && !exists()
                    ? new DirectIoProbe.Result(DirectIoProbe.Outcome.UNKNOWN, "not probed: " + existing
                            + " is devtmpfs, which holds the kernel's device nodes, and jfio creates no file there", 0, 0)
                    : DirectIoProbe.probe(existing);
        }
        return directIo;
    }

    /**
     * @return the O_DIRECT offset alignment in bytes and where it comes from: statx of the file
     *         (or of the probe's file), else the device's logical block size; {@code {0}} when unknown
     */
    public Alignment directIoAlignment(boolean probed) {
        long fromStatx = status != null ? status.dioOffsetAlign() : 0;
        if (fromStatx <= 0 && probed) {
            fromStatx = directIo().dioOffsetAlign();
        }
        if (fromStatx > 0) {
            return new Alignment(fromStatx, "statx STATX_DIOALIGN");
        }
        for (QueueInfo q : disks) {
            if (q.logicalBlockBytes() > 0) {
                return new Alignment(q.logicalBlockBytes(), "logical_block_size of " + q.name());
            }
        }
        return new Alignment(0, "unknown");
    }

    /**
     * @param bytes  the alignment, 0 when unknown
     * @param source where it comes from, for messages
     */
    public record Alignment(long bytes, String source) {
    }
}
