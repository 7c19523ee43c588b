package org.jfio.preflight;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.job.JobSpec;

/**
 * A job as the preflight sees it: its settings, its engine and the file regions of all its
 * clones (empty for a diskless engine).
 *
 * @param spec                 the job
 * @param provider             its engine
 * @param regions              every clone's regions, clone after clone
 * @param bufferAlignmentBytes the address alignment of the run's I/O buffers
 */
public record PlannedJob(JobSpec spec, IoEngineProvider provider, List<PlannedFile> regions, long bufferAlignmentBytes) {

    /** Copies the region list. */
    public PlannedJob {
        regions = List.copyOf(regions);
    }

    /** @return true when the engine touches no file */
    public boolean diskless() {
        return provider.capabilities().contains(EngineCapability.DISKLESS);
    }

    /** @return true when the engine completes every I/O inside its submit call */
    public boolean synchronous() {
        return provider.capabilities().contains(EngineCapability.SYNC);
    }

    /** @return true when the job writes or trims */
    public boolean modifies() {
        return spec.rw().hasWrites() || spec.rw().hasTrims();
    }

    /** @return the distinct files, in order of first use */
    public Set<Path> paths() {
        Set<Path> out = new LinkedHashSet<>();
        for (PlannedFile f : regions) {
            out.add(f.path());
        }
        return out;
    }

    /** @return the regions on one file */
    public List<PlannedFile> regionsOf(Path path) {
        List<PlannedFile> out = new ArrayList<>();
        for (PlannedFile f : regions) {
            if (f.path().equals(path)) {
                out.add(f);
            }
        }
        return out;
    }

    /** @return how long the job needs the file to be: the largest region end on it */
    public long endOf(Path path) {
        long end = 0;
        for (PlannedFile f : regionsOf(path)) {
            end = Math.max(end, f.endBytes());
        }
        return end;
    }

    /** @return the bytes the job's clones touch on the file: from the lowest offset to the largest end */
    public long spanOf(Path path) {
        long start = Long.MAX_VALUE;
        long end = 0;
        for (PlannedFile f : regionsOf(path)) {
            start = Math.min(start, f.offsetBytes());
            end = Math.max(end, f.endBytes());
        }
        return end > start ? end - start : 0;
    }
}
