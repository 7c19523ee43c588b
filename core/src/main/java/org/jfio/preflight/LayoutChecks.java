package org.jfio.preflight;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.job.FallocateMode;
import org.jfio.job.JobSpec;
import org.jfio.format.Num2Str;

/**
 * Follows the plan's file layout as the run will do it (jobs in order; a file is created or
 * extended up to the end of the job's regions, never shrunk; jobs that read or set
 * {@code overwrite=1} fill the new bytes with data, others allocate them with {@code fallocate}
 * or, with {@code fallocate=none|truncate}, leave them sparse) and checks two things against it:
 *
 * <ul>
 * <li>free space, per filesystem: an error when what the layout allocates is more than is free,
 *     a warning when it only fits into the root reserve, and an error when sparse files will be
 *     written beyond what is free (that run would fill the filesystem; a file that already has its
 *     full length counts for nothing, its holes are not looked at);</li>
 * <li>sparse files: a warning when a file that some job writes at random offsets is read by a job
 *     too, while the file is sparse now or will be laid out without data: reads of blocks not yet
 *     written come from holes, never touching the device.</li>
 * </ul>
 * It also refuses a {@code readonly=1} job that would create or extend a file. Block and
 * character devices are neither laid out nor counted. Stateless.
 */
public final class LayoutChecks {
    private static final long SPARSE_SLACK_BYTES = 64 * 1024;

    private LayoutChecks() {
    }

    /** What the layout does to one filesystem. */
    private static final class Usage {
        final Location location;
        long allocated;
        long sparse;

        Usage(Location location) {
            this.location = location;
        }
    }

    /**
     * @param jobs      the plan's jobs, in order (diskless ones are skipped)
     * @param locations where their files are
     * @param report    true for the full report: adds an OK line per filesystem
     * @return the findings
     */
    public static List<Finding> findings(List<PlannedJob> jobs, Locations locations, boolean report) {
        Map<Path, List<PlannedJob>> users = new LinkedHashMap<>();
        for (PlannedJob j : jobs) {
            if (!j.diskless()) {
                for (Path p : j.paths()) {
                    users.computeIfAbsent(p, k -> new ArrayList<>()).add(j);
                }
            }
        }
        List<Finding> out = new ArrayList<>();
        Map<String, Usage> byFilesystem = new LinkedHashMap<>();
        for (Map.Entry<Path, List<PlannedJob>> e : users.entrySet()) {
            Location loc = locations.of(e.getKey());
            readOnly(e.getKey(), loc, e.getValue(), out);
            if (loc.isBlockDevice() || loc.status().isEmpty() || loc.exists() && loc.status().get().isCharDevice()) {
                continue;
            }
            Usage u = byFilesystem.computeIfAbsent(loc.status().get().device(), k -> new Usage(loc));
            boolean laidOutWithoutData = layOut(e.getKey(), loc, e.getValue(), u);
            sparseReads(e.getKey(), loc, e.getValue(), laidOutWithoutData, out);
        }
        for (Usage u : byFilesystem.values()) {
            space(u, report, out);
        }
        return out;
    }

    /**
     * {@code readonly=1}, per job: an error for a job that would create or extend the file (the
     * layout of jobs before it counted, as the run lays them out in order); a readonly job itself
     * lays out nothing. Devices are never laid out.
     */
    private static void readOnly(Path path, Location loc, List<PlannedJob> jobs, List<Finding> out) {
        if (loc.exists() && !loc.isRegularFile()) {
            return;
        }
        long size = loc.isRegularFile() ? loc.status().get().sizeBytes() : -1;
        String laidOutBy = null;
        for (PlannedJob j : jobs) {
            long end = j.endOf(path);
            if (!j.spec().safety().readonly()) {
                if (end > size) {
                    size = end;
                    laidOutBy = j.spec().name();
                }
                continue;
            }
            if (end <= size) {
                continue;
            }
            String state = size < 0 ? path + " does not exist, and readonly=1 forbids creating it"
                    : path + (laidOutBy == null ? " holds " : " holds (once job " + laidOutBy + " has laid it out) ")
                            + size + " bytes, the job reads up to " + end + ", and readonly=1 forbids extending it";
            out.add(Finding.error(Check.READONLY, j.spec().name(), state,
                    "lay the file out first (a run without readonly=1), or use a smaller size= or offset="));
        }
    }

    /** Adds what the jobs' layout of one file allocates; @return true when the first extension leaves it without data */
    private static boolean layOut(Path path, Location loc, List<PlannedJob> jobs, Usage u) {
        long size = loc.isRegularFile() ? loc.status().get().sizeBytes() : 0;
        boolean firstWithoutData = false;
        boolean first = true;
        for (PlannedJob j : jobs) {
            JobSpec spec = j.spec();
            long end = j.endOf(path);
            if (end <= size) {
                continue;
            }
            boolean fill = spec.rw().hasReads() || spec.files().overwrite();
            boolean allocate = fill || spec.files().fallocate() == FallocateMode.NATIVE || spec.files().fallocate() == FallocateMode.POSIX
                    || spec.files().fallocate() == FallocateMode.KEEP;
            if (allocate) {
                u.allocated += end - size;
            } else if (j.modifies()) {
                u.sparse += end - size;
            }
            if (first) {
                firstWithoutData = !fill;
                first = false;
            }
            size = end;
        }
        return firstWithoutData;
    }

    private static void sparseReads(Path path, Location loc, List<PlannedJob> jobs, boolean laidOutWithoutData,
            List<Finding> out) {
        PlannedJob reader = null;
        PlannedJob writer = null;
        for (PlannedJob j : jobs) {
            if (reader == null && j.spec().rw().hasReads()) {
                reader = j;
            }
            if (writer == null && j.spec().rw().isRandom() && j.spec().rw().hasWrites()) {
                writer = j;
            }
        }
        if (reader == null || writer == null) {
            return;
        }
        String state;
        if (loc.isRegularFile() && isSparse(loc.status().get())) {
            FileStatus s = loc.status().get();
            state = "is sparse now (" + Num2Str.bytesIec(s.allocatedBytes()) + " of " + Num2Str.bytesIec(s.sizeBytes())
                    + " allocated)";
        } else if (laidOutWithoutData) {
            state = "will be laid out without data (job " + jobs.get(0).spec().name() + " only writes)";
        } else {
            return;
        }
        out.add(Finding.warning(Check.SPARSE_FILE, path.toString(), "job " + reader.spec().name() + " reads it and job "
                + writer.spec().name() + " writes it at random offsets, but it " + state
                + ": reads of blocks not written yet come from holes (zeros, no device I/O)",
                "fill the file first: overwrite=1 on the writer, or a sequential write job before it"));
    }

    private static boolean isSparse(FileStatus s) {
        return s.sizeBytes() > SPARSE_SLACK_BYTES && s.allocatedBytes() + SPARSE_SLACK_BYTES < s.sizeBytes();
    }

    private static void space(Usage u, boolean report, List<Finding> out) {
        FsSpace fs = u.location.space().orElse(null);
        if (fs == null) {
            return;
        }
        String where = u.location.mount().map(m -> m.mountPoint() + " (" + m.fsType() + ")")
                .orElse(u.location.existing().toString());
        String needs = Num2Str.bytesIec(u.allocated);
        if (u.allocated > fs.freeBytes()) {
            out.add(Finding.error(Check.FREE_SPACE, where, "not enough free space: laying out the job files needs "
                    + needs + " more, but only " + Num2Str.bytesIec(fs.freeBytes()) + " are free",
                    "use a smaller size=, free space, or a directory on another filesystem"));
        } else if (u.allocated > fs.availableBytes()) {
            out.add(Finding.warning(Check.FREE_SPACE, where, "laying out the job files needs " + needs + " more, which fits "
                    + "only into the blocks reserved for root (" + Num2Str.bytesIec(fs.availableBytes()) + " available)",
                    "use a smaller size=, or free space"));
        } else if (u.allocated + u.sparse > fs.freeBytes()) {
            // refused, not warned: such a run fills the filesystem (other programs then fail on it too)
            out.add(Finding.error(Check.FREE_SPACE, where, "not enough free space: the jobs write up to "
                    + Num2Str.bytesIec(u.sparse) + " into sparse files (fallocate=none or truncate)" + (u.allocated > 0
                    ? " on top of " + needs + " laid out" : "") + ", but only " + Num2Str.bytesIec(fs.freeBytes())
                    + " are free: the run would fill the filesystem",
                    "use a smaller size=, free space, or a directory on another filesystem"));
        } else if (report) {
            out.add(Finding.ok(Check.FREE_SPACE, where, "the layout needs " + needs + " more, "
                    + Num2Str.bytesIec(fs.freeBytes()) + " free"));
        }
    }
}
