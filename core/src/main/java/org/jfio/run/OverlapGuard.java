package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoUnit;

/**
 * fio's {@code serialize_overlap}: a new request is held back while a request of the same clone in
 * flight overlaps its bytes of the same file (fio's {@code in_flight_overlap}, which compares
 * offsets only; jfio compares the file too, so requests to different files never wait on each
 * other). In flight: queued and not yet completed ({@link IoUnit#completeNs()} still 0).
 *
 * <p>As fio, the check is on only when it can matter: the job writes or trims and its depth is
 * above 1, or its I/O is offloaded. Under {@code io_submit_mode=offload} fio also checks other
 * offload jobs' requests; jfio checks the job's own (see the README).
 *
 * <p>Under offload a submit thread stamps {@code completeNs} while this reads it (a plain 64-bit
 * field: a late view only makes a request wait for one more completion). Per I/O: a scan of the
 * clone's iodepth units; no allocation. Not thread-safe.
 */
final class OverlapGuard {
    private final IoUnit[] units;

    private OverlapGuard(IoUnit[] units) {
        this.units = units;
    }

    /** @return a guard for the clone's units, or null when serialize_overlap is off or cannot matter */
    static OverlapGuard of(JobSpec spec, UnitPool pool, int depth) {
        if (!spec.io().serializeOverlap()) {
            return null;
        }
        boolean changesData = spec.rw().hasWrites() || spec.rw().hasTrims();
        if (!spec.io().offload() && (!changesData || depth <= 1)) {
            return null;
        }
        return new OverlapGuard(pool.units());
    }

    /** @return true when another unit in flight overlaps {@code unit}'s bytes of its file */
    boolean overlaps(IoUnit unit) {
        long x1 = unit.offsetBytes();
        long x2 = x1 + unit.lengthBytes();
        for (IoUnit u : units) {
            if (u == unit || u.completeNs() != 0 || u.file() != unit.file()) {
                continue;
            }
            long y1 = u.offsetBytes();
            if (x1 < y1 + u.lengthBytes() && y1 < x2) {
                return true;
            }
        }
        return false;
    }
}
