package org.jfio.preflight;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.jfio.job.JobSpec;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;

/**
 * What a job's target makes of its numbers, told before the run: a memory-backed target (a tmpfs,
 * devtmpfs, a RAM disk, a loop device over a page-cached file: {@link MemoryBacking}) measures
 * memory, not a disk; and an asynchronous job keeping more requests in flight ({@code iodepth x
 * numjobs}) than the device's request queues hold ({@code nr_requests} per hardware queue) only
 * queues the rest in software. Stateless.
 */
final class TargetChecks {
    private TargetChecks() {
    }

    /**
     * @param job       the job (not diskless)
     * @param locations where its files are
     * @param report    true for {@code jfio check}, where the path's own finding already says memory-backed
     * @param out       where the warnings go
     */
    static void findings(PlannedJob job, Locations locations, boolean report, List<Finding> out) {
        JobSpec spec = job.spec();
        Set<String> disks = new LinkedHashSet<>();
        boolean memoryWarned = report;
        for (Path p : job.paths()) {
            Location loc = locations.of(p);
            Optional<String> memory = memoryWarned ? Optional.empty() : loc.memoryBacking();
            if (memory.isPresent()) {
                memoryWarned = true;
                out.add(Finding.warning(Check.MEMORY_BACKED, spec.name(), loc.path() + " is memory-backed: " + memory.get()
                        + "; the job measures memory and the kernel's copies, not a disk"
                        + (spec.io().direct() ? " (direct=1 notwithstanding)" : ""),
                        "put the file on the device to be measured"));
            }
            if (!job.synchronous()) {
                for (QueueInfo q : loc.disks()) {
                    depth(spec, q, disks, out);
                }
            }
        }
    }

    private static void depth(JobSpec spec, QueueInfo q, Set<String> warned, List<Finding> out) {
        long inFlight = (long) spec.depth().iodepth() * spec.numjobs();
        long queues = q.nrRequests() * Math.max(1, q.hardwareQueues());
        if (q.nrRequests() <= 0 || inFlight <= queues || !warned.add(q.name())) {
            return;
        }
        out.add(Finding.warning(Check.NR_REQUESTS, spec.name(), "iodepth=" + spec.depth().iodepth() + " x numjobs="
                + spec.numjobs() + " keeps " + inFlight + " requests in flight, but " + q.name() + " queues nr_requests="
                + q.nrRequests() + " per hardware queue (" + Math.max(1, q.hardwareQueues()) + "): the rest wait in"
                + " software, adding latency and no throughput",
                "keep iodepth x numjobs at or below " + queues + ", or raise /sys/block/" + q.name() + "/queue/nr_requests"));
    }
}
