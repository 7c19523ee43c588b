package org.jfio.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.preflight.Location;
import org.jfio.preflight.MemoryBacking;
import org.jfio.preflight.MountTable;
import org.jfio.preflight.QueueInfo;

/**
 * What the diagnosis knows about where the first job does its I/O, read once before the runs
 * (the preflight's readers: mountinfo, sysfs). A value the kernel does not show is -1 or empty.
 *
 * @param path           the first job's first file, absolute
 * @param filesystem     the filesystem type the file is on, e.g. {@code ext4}; {@code block device} for a device
 * @param memoryBacked   what keeps the I/O in memory ({@link MemoryBacking}), empty when on a device
 * @param device         the physical disk behind the file, e.g. {@code vda}; empty for none (tmpfs)
 * @param rotational     1 spinning, 0 not, -1 unknown
 * @param scheduler      the disk's active I/O scheduler
 * @param nrRequests     the disk's {@code nr_requests} (per hardware queue)
 * @param hardwareQueues the disk's blk-mq hardware queues
 * @param direct         whether the first job uses O_DIRECT
 */
public record TargetFacts(String path, String filesystem, String memoryBacked, String device, int rotational,
        String scheduler, long nrRequests, int hardwareQueues, boolean direct) {

    /** Facts of nothing: every rule that needs them stays silent. */
    public static final TargetFacts UNKNOWN = new TargetFacts("", "", "", "", -1, "", -1, -1, false);

    /**
     * @param plan the comparison's job plan
     * @return the facts of its first job's first file
     */
    public static TargetFacts of(JobPlan plan) {
        JobSpec job = plan.jobs().get(0);
        Path file = firstFile(job);
        MountTable mounts = MountTable.read();
        Location loc = Location.of(file, mounts);
        String fs = loc.isBlockDevice() ? "block device" : loc.mount().map(m -> m.fsType()).orElse("");
        String memory = MemoryBacking.of(loc, mounts).orElse("");
        List<QueueInfo> disks = loc.disks();
        Optional<QueueInfo> q = disks.isEmpty() ? Optional.empty() : Optional.of(disks.get(0));
        return new TargetFacts(loc.path().toString(), fs, memory, q.map(QueueInfo::name).orElse(""),
                q.map(QueueInfo::rotational).orElse(-1), q.map(QueueInfo::scheduler).orElse(""),
                q.map(QueueInfo::nrRequests).orElse(-1L), q.map(QueueInfo::hardwareQueues).orElse(-1),
                job.io().direct());
    }

    private static Path firstFile(JobSpec job) {
        String name = job.files().filenames().isEmpty() ? job.generatedFilename(0, 0) : job.files().filenames().get(0);
        Path p = Path.of(name);
        if (!p.isAbsolute() && job.files().directory() != null) {
            p = Path.of(job.files().directory()).resolve(p);
        }
        return p.toAbsolutePath().normalize();
    }

    /** @return one line, e.g. {@code /data/f on ext4, disk vda: rotational=0, scheduler=none, nr_requests=256, hw queues=1} */
    public String describe() {
        StringBuilder b = new StringBuilder(path).append(" on ").append(filesystem.isEmpty() ? "?" : filesystem);
        if (!device.isEmpty()) {
            b.append(", disk ").append(device).append(": rotational=").append(known(rotational))
                    .append(", scheduler=").append(scheduler.isEmpty() ? "?" : scheduler)
                    .append(", nr_requests=").append(known(nrRequests)).append(", hw queues=").append(known(hardwareQueues));
        }
        if (!memoryBacked.isEmpty()) {
            b.append("; memory-backed: ").append(memoryBacked);
        }
        return b.append(direct ? "; direct=1" : "; direct=0").toString();
    }

    private static String known(long v) {
        return v < 0 ? "?" : Long.toString(v);
    }
}
