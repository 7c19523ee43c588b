package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.jfio.preflight.FileStatus;
import org.jfio.preflight.SysBlock;
import org.jfio.spi.IoFile;
import org.jfio.spi.JfioException;

/**
 * fio's {@code ioscheduler} ({@code backend.c set_ioscheduler}): before the job's I/O, the named
 * scheduler is written to {@code /sys/block/DISK/queue/scheduler} of the disk behind each
 * regular file or block device of the job (a partition's disk; the filesystem's device for a
 * file), then read back, and the job fails unless the scheduler is now the active one
 * ({@code [name]}). Unlike fio, which learns it from the write's EINVAL, jfio checks the list
 * first and names the schedulers the disk has. Files on a filesystem without a block device
 * (tmpfs), character devices and disks without a {@code queue/scheduler} file are skipped, as
 * fio skips them. As in fio, the previous scheduler is not restored when the job ends.
 * Stateless; the last writer wins when jobs name different schedulers for one disk.
 */
final class IoSchedulerSwitch {
    private IoSchedulerSwitch() {
    }

    /**
     * Before anything is laid out: every disk behind the paths (a file not created yet counts as
     * its nearest existing directory's) offers the scheduler. Writes nothing.
     *
     * @throws JfioException when a disk has no such scheduler
     */
    static void check(String job, String scheduler, List<Path> paths) {
        Set<Path> disks = new LinkedHashSet<>();
        for (Path p : paths) {
            Path at = p.toAbsolutePath();
            while (at != null && FileStatus.of(at).isEmpty()) {
                at = at.getParent();
            }
            Optional<FileStatus> st = at == null ? Optional.empty() : FileStatus.of(at);
            if (st.isEmpty() || !(st.get().isRegularFile() || st.get().isBlockDevice() || st.get().isDirectory())) {
                continue;
            }
            SysBlock.deviceDirOf(at).map(SysBlock::wholeDisk).ifPresent(disks::add);
        }
        for (Path disk : disks) {
            Path file = disk.resolve("queue").resolve("scheduler");
            if (Files.isRegularFile(file)) {
                requireAvailable(job, scheduler, disk, file);
            }
        }
    }

    /**
     * @throws JfioException when a disk has no such scheduler, or did not take it
     */
    static void apply(String job, String scheduler, IoFile[] files) {
        Set<Path> disks = new LinkedHashSet<>();
        for (IoFile f : files) {
            Optional<FileStatus> st = FileStatus.of(f.path());
            if (st.isEmpty() || !(st.get().isRegularFile() || st.get().isBlockDevice())) {
                continue;
            }
            SysBlock.deviceDirOf(f.path()).map(SysBlock::wholeDisk).ifPresent(disks::add);
        }
        for (Path disk : disks) {
            Path file = disk.resolve("queue").resolve("scheduler");
            if (!Files.isRegularFile(file)) {
                continue;
            }
            String name = disk.getFileName().toString();
            requireAvailable(job, scheduler, disk, file);
            try {
                Files.writeString(file, scheduler);
            } catch (IOException e) {
                throw new JfioException(job + ": ioscheduler=" + scheduler + ": cannot write " + file + ": " + e.getMessage(), e);
            }
            String now = read(job, file);
            if (!now.contains("[" + scheduler + "]") && !now.strip().equals(scheduler)) {
                throw new JfioException(job + ": ioscheduler=" + scheduler + ": " + name + " did not take it (" + now.strip() + ")");
            }
        }
    }

    private static void requireAvailable(String job, String scheduler, Path disk, Path file) {
        List<String> available = available(read(job, file));
        if (!available.contains(scheduler)) {
            throw new JfioException(job + ": ioscheduler=" + scheduler + ": " + disk.getFileName() + " has no such I/O scheduler"
                    + " (it has: " + String.join(", ", available) + ")");
        }
    }

    /** @return the scheduler names of a {@code queue/scheduler} text ({@code none [mq-deadline] kyber}) */
    static List<String> available(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.strip().split("\\s+")) {
            String n = w.startsWith("[") && w.endsWith("]") ? w.substring(1, w.length() - 1) : w;
            if (!n.isEmpty()) {
                out.add(n);
            }
        }
        return out;
    }

    private static String read(String job, Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new JfioException(job + ": ioscheduler: cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
