package org.jfio.preflight;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.format.Num2Str;

/**
 * The report's findings about one path ({@code jfio check PATH}, or a job's file): the
 * filesystem and its mount options, whether O_DIRECT works (probed), block sizes and O_DIRECT
 * alignment, the queue of every disk behind it, and free space. Informational: what a job does
 * there is judged by {@link JobChecks}. Stateless.
 */
public final class PathChecks {
    private PathChecks() {
    }

    /** @return the findings for one location */
    public static List<Finding> findings(Location loc) {
        List<Finding> out = new ArrayList<>();
        String subject = loc.path().toString();
        if (loc.status().isEmpty()) {
            out.add(Finding.warning(Check.FILESYSTEM, subject, "cannot be read (statx failed on " + loc.existing() + ")",
                    "check the path and its permissions"));
            return out;
        }
        if (!loc.exists() && loc.onDeviceNodes()) {
            out.add(Finding.warning(Check.FILESYSTEM, subject, "no such device: " + loc.existing() + " is devtmpfs,"
                    + " which holds the kernel's device nodes, and it has none of this name",
                    "check the device's name (lsblk lists the block devices)"));
            return out;
        }
        FileStatus st = loc.status().get();
        if (loc.exists() && !st.isRegularFile() && !st.isDirectory() && !st.isBlockDevice() && !st.isCharDevice()) {
            out.add(Finding.warning(Check.FILESYSTEM, subject, "is " + st.kind() + ": jfio does I/O only on regular files and"
                    + " block devices, and does not open it", "give a regular file, a block device or a directory"));
            return out;
        }
        out.add(filesystem(loc, subject));
        loc.memoryBacking().ifPresent(why -> out.add(Finding.warning(Check.MEMORY_BACKED, subject, "memory-backed: " + why
                + "; I/O here measures memory, not a disk", "put the file on the device to be measured")));
        out.add(directIo(loc, subject));
        out.add(blockSize(loc, subject));
        for (QueueInfo q : loc.disks()) {
            out.add(Finding.ok(Check.DEVICE, q.name(), q.describe() + behind(loc, q)));
        }
        loc.space().ifPresent(s -> out.add(Finding.ok(Check.FREE_SPACE, subject, Num2Str.bytesIec(s.freeBytes())
                + " free of " + Num2Str.bytesIec(s.totalBytes()) + " (" + Num2Str.bytesIec(s.availableBytes())
                + " for unprivileged users)")));
        return out;
    }

    private static Finding filesystem(Location loc, String subject) {
        String where = loc.exists() ? "" : " (does not exist yet; checked at " + loc.existing() + ")";
        if (loc.isBlockDevice()) {
            long size = loc.deviceDir().map(SysBlock::sizeBytes).orElse(-1L);
            String mounted = loc.deviceMount().map(m -> "; mounted: " + m.describe()).orElse("; not mounted");
            return Finding.ok(Check.FILESYSTEM, subject, "block device" + (size >= 0 ? " of " + Num2Str.bytesIec(size) : "")
                    + mounted);
        }
        if (loc.status().map(FileStatus::isCharDevice).orElse(false)) {
            return Finding.ok(Check.FILESYSTEM, subject, "character device"
                    + loc.mount().map(m -> " (node on " + m.describe() + ")").orElse(""));
        }
        return loc.mount().map(m -> Finding.ok(Check.FILESYSTEM, subject, m.describe() + where))
                .orElseGet(() -> Finding.ok(Check.FILESYSTEM, subject, "filesystem type 0x"
                        + loc.space().map(s -> Long.toHexString(s.typeMagic())).orElse("?") + " (not in mountinfo)" + where));
    }

    private static Finding directIo(Location loc, String subject) {
        DirectIoProbe.Result r = loc.directIo();
        return switch (r.outcome()) {
            case WORKS -> Finding.ok(Check.DIRECT_IO, subject, "O_DIRECT works: " + r.detail());
            case REFUSED -> Finding.warning(Check.DIRECT_IO, subject, "O_DIRECT refused: " + r.detail(),
                    "jobs here need direct=0, or a filesystem that supports O_DIRECT");
            case UNKNOWN -> Finding.warning(Check.DIRECT_IO, subject, "O_DIRECT could not be probed: " + r.detail(),
                    "run the check with permission to create and read files here");
        };
    }

    private static Finding blockSize(Location loc, String subject) {
        StringBuilder b = new StringBuilder();
        for (QueueInfo q : loc.disks()) {
            if (q.logicalBlockBytes() > 0) {
                b.append(q.name()).append(": logical ").append(q.logicalBlockBytes()).append(", physical ")
                        .append(q.physicalBlockBytes()).append(" bytes; ");
            }
        }
        Location.Alignment a = loc.directIoAlignment(true);
        DirectIoProbe.Result r = loc.directIo();
        long mem = loc.status().map(FileStatus::dioMemAlign).filter(m -> m > 0).orElse(r.dioMemAlign());
        if (a.bytes() > 0) {
            b.append("O_DIRECT alignment ").append(a.bytes()).append(" bytes (").append(a.source()).append(")");
            if (mem > 0) {
                b.append(", buffers ").append(mem).append("-byte aligned");
            }
        } else {
            b.append("O_DIRECT alignment unknown");
        }
        return Finding.ok(Check.BLOCK_SIZE, subject, b.toString());
    }

    private static String behind(Location loc, QueueInfo q) {
        Path dir = loc.deviceDir().orElse(null);
        if (dir == null) {
            return "";
        }
        String top = SysBlock.wholeDisk(dir).getFileName().toString();
        return top.equals(q.name()) ? "" : " (under " + dir.getFileName() + ")";
    }
}
