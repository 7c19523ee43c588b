package org.jfio.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jfio.job.FallocateMode;
import org.jfio.job.JobSpec;

/**
 * The length a file has when a job's setup looks at it, as fio 3.33's serialized setup
 * ({@code create_serialize=1}: {@code setup_files} of every job, in job order, before any job
 * starts) finds it: its length on disk, or longer when a job before it in the plan lays it out
 * (creates or extends it). A second job on the same {@code filename=} thus sees the first one's
 * layout: without {@code size=} it uses the file the first one made, where it would otherwise find
 * no file. Planning only reads: the layouts themselves still run when their jobs start.
 *
 * <p>Not thread-safe: one per planning pass over a plan.
 */
final class PlannedLengths {
    /** By absolute, normalized path: the length the layouts of the jobs planned so far leave. */
    private final Map<Path, Long> laidOut = new HashMap<>();

    /** @return true when {@code p} exists, or a job planned before lays it out */
    boolean exists(Path p) {
        return laidOut.containsKey(key(p)) || Files.exists(p);
    }

    /**
     * @param onDisk the file's length on disk (0 when it does not exist)
     * @return the length the job finds: at least what the layouts of the jobs before it leave
     */
    long length(Path p, long onDisk) {
        Long planned = laidOut.get(key(p));
        return planned == null ? onDisk : Math.max(planned, onDisk);
    }

    /**
     * A job was planned: the files it lays out (its regions' extents, regular files only) are
     * that long for the jobs after it, when its layout gives them their length (see
     * {@link FileLayout}: data, or {@code fallocate=native|posix|truncate}); under
     * {@code fallocate=keep|none} a write job's layout only creates them.
     *
     * @param perClone the job's clones' regions
     * @param noExtend the job's engine cannot extend files ({@code NO_EXTEND}): its layout writes data
     */
    void planned(JobSpec spec, List<List<FileRegion>> perClone, boolean noExtend) {
        FallocateMode m = spec.files().fallocate();
        boolean lengthened = spec.rw().hasReads() || spec.files().overwrite() || noExtend
                || m == FallocateMode.NATIVE || m == FallocateMode.POSIX || m == FallocateMode.TRUNCATE;
        for (FileRegion r : FileSetup.layoutRegions(spec, perClone).values()) {
            Path p = r.path();
            if (FileSetup.deviceSize(p) < 0 && !FileSetup.isCharDevice(p)) {
                laidOut.merge(key(p), lengthened ? r.endBytes() : 0L, Math::max);
            }
        }
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
