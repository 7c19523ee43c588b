package org.jfio.preflight;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.spi.PolledCompletion;

/**
 * Polled completions (fio {@code hipri}) against the disks behind a job's files: a disk whose
 * {@code /sys/block/DEV/queue/io_poll} reads 0 has no poll queues (virtio disks never have any;
 * the NVMe driver has them only when loaded with {@code poll_queues=N}). For an engine whose
 * polled I/O then fails ({@link PolledCompletion#REQUIRED}: EOPNOTSUPP on the first request) the
 * job is refused before anything is written; for one whose per-request flag is then ignored
 * ({@link PolledCompletion#PER_REQUEST}) it is a warning that the option has no effect. A disk
 * whose {@code io_poll} cannot be read is not judged. Stateless.
 */
final class PollQueueCheck {
    private static final String FIX = "drop hipri, or use a disk with poll queues: NVMe gets them with the driver "
            + "option poll_queues=N (nvme.poll_queues=N on the kernel command line, or modprobe nvme poll_queues=N); "
            + "virtio disks have none";

    private PollQueueCheck() {
    }

    /** Adds one finding per disk without poll queues behind the job's files, when the job polls. */
    static void findings(PlannedJob job, Locations locations, List<Finding> out) {
        PolledCompletion polled = job.provider().polledCompletion(job.spec().engineOptions());
        if (polled == PolledCompletion.NONE) {
            return;
        }
        Set<String> seen = new LinkedHashSet<>();
        for (Path p : job.paths()) {
            for (QueueInfo q : locations.of(p).disks()) {
                if (q.ioPoll() == 0 && seen.add(q.name())) {
                    out.add(finding(job, q, polled));
                }
            }
        }
    }

    private static Finding finding(PlannedJob job, QueueInfo q, PolledCompletion polled) {
        String name = job.spec().name();
        String what = "hipri=1 asks ioengine=" + job.provider().name() + " for polled completions, but " + q.name()
                + " has no poll queues (/sys/block/" + q.name() + "/queue/io_poll is 0)";
        if (polled == PolledCompletion.REQUIRED) {
            return Finding.error(Check.POLL_QUEUES, name, what + ": polled I/O needs poll queues, and the kernel "
                    + "refuses every request with EOPNOTSUPP", FIX);
        }
        return Finding.warning(Check.POLL_QUEUES, name, what + ": the kernel ignores RWF_HIPRI there and the "
                + "requests complete through interrupts, so hipri has no effect", FIX);
    }
}
