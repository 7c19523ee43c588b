package org.jfio.preflight;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.job.BlockSizeSplit;
import org.jfio.job.JobSpec;
import org.jfio.job.SyncMode;
import org.jfio.format.Num2Str;

/**
 * What one job would do wrong here. Errors (the job must not start): {@code readonly} with writes
 * or trims; writes to a block device that is mounted or holds a mounted partition without
 * {@code allow_mounted_write=1} (also the backing file of a mounted loop device, the lower device of a
 * mounted loop stack, and a device another program holds open exclusively); writes on a read-only mount; {@code direct=1} where the O_DIRECT
 * probe is refused; {@code direct=1} with a block size, offset or buffer that is not a multiple of
 * the O_DIRECT alignment. Warnings: an asynchronous engine with {@code direct=0} or with
 * {@code sync=}; {@code iodepth > 1} on a synchronous engine (only in the full report: the run
 * prints fio's own note); a block size above a disk's {@code max_sectors_kb}; a buffered job whose
 * working set fits in RAM (not for {@code create_only}, nor for a job that only writes and flushes
 * every write: {@code sync=}, {@code fsync=1}, {@code fdatasync=1}); polled completions on a disk
 * without poll queues ({@link PollQueueCheck}, an error where the engine's polled I/O fails).
 * Stateless.
 */
public final class JobChecks {
    private JobChecks() {
    }

    /**
     * @param job       the job
     * @param locations where its files are
     * @param memory    the machine's RAM
     * @param report    true for the full report ({@code jfio check}), false before a run
     * @return the warnings and errors (and nothing for what is fine)
     */
    public static List<Finding> findings(PlannedJob job, Locations locations, MemInfo memory, boolean report) {
        List<Finding> out = new ArrayList<>();
        JobSpec spec = job.spec();
        String name = spec.name();
        if (spec.safety().readonly() && job.modifies()) {
            out.add(Finding.error(Check.READONLY, name, "rw=" + spec.rw().fioName()
                    + " writes or trims, but readonly=1 forbids both", "use rw=read or rw=randread, or drop readonly"));
        }
        engineMode(job, report, out);
        if (job.diskless()) {
            return out;
        }
        Set<String> disksWarned = new LinkedHashSet<>();
        for (Path p : job.paths()) {
            Location loc = locations.of(p);
            if (job.modifies()) {
                mountedDevice(job, loc, out);
                readOnlyMount(job, loc, out);
            }
            if (spec.io().direct()) {
                directIo(job, p, loc, out);
                maxSectors(job, loc, disksWarned, out);
            }
        }
        TargetChecks.findings(job, locations, report, out);
        TrimChecks.findings(job, locations, out);
        PollQueueCheck.findings(job, locations, out);
        pageCache(job, locations, memory, out);
        return out;
    }

    private static void engineMode(PlannedJob job, boolean report, List<Finding> out) {
        JobSpec spec = job.spec();
        String engine = "ioengine=" + job.provider().name();
        if (spec.depth().iodepth() > job.provider().maxIodepth()) {
            out.add(Finding.error(Check.QUEUE_DEPTH, spec.name(), "iodepth=" + spec.depth().iodepth() + " is out of range for "
                    + engine + ": it queues 1 to " + job.provider().maxIodepth() + " requests",
                    "use iodepth=" + job.provider().maxIodepth() + " or less"));
        }
        if (job.diskless()) {
            return;
        }
        if (!job.synchronous() && !spec.io().direct() && !job.provider().bufferedIoCaveat().isEmpty()) {
            out.add(Finding.warning(Check.ENGINE_MODE, spec.name(), engine + " is asynchronous but direct=0: "
                    + job.provider().bufferedIoCaveat(), "set direct=1"));
        }
        if (!job.synchronous() && spec.io().syncMode() != SyncMode.NONE) {
            out.add(Finding.warning(Check.ENGINE_MODE, spec.name(), engine + " is asynchronous but sync="
                    + spec.io().syncMode().name().toLowerCase(java.util.Locale.ROOT) + " makes every write synchronous "
                    + "(O_SYNC/O_DSYNC): the two contradict each other",
                    "drop sync= (fsync=N or fdatasync=N flush periodically), or use a synchronous engine"));
        }
        if (report && job.synchronous() && spec.depth().iodepth() > 1) {
            out.add(Finding.warning(Check.QUEUE_DEPTH, spec.name(), "iodepth=" + spec.depth().iodepth() + " with the synchronous "
                    + engine + ": the queue depth is capped at 1",
                    "use an asynchronous engine (see jfio --enghelp), or iodepth=1"));
        }
    }

    private static void mountedDevice(PlannedJob job, Location loc, List<Finding> out) {
        Optional<MountEntry> mount = loc.deviceMount();
        String what;
        if (mount.isPresent()) {
            MountEntry m = mount.get();
            String backs = loc.mountedLoopDevice().map(d -> " is the backing file of " + d + ", which").orElse("");
            what = loc.path() + backs + " holds the " + m.fsType() + " filesystem mounted at " + m.mountPoint()
                    + (m.source().equals(loc.path().toString()) ? "" : " (" + m.source() + ")");
        } else if (loc.heldExclusively()) {
            what = loc.path() + " is held open exclusively by another program (open with O_EXCL: EBUSY; a RAID or"
                    + " LVM member, a filesystem mounted elsewhere, or a running benchmark)";
        } else {
            return;
        }
        if (job.spec().safety().allowMountedWrite()) {
            out.add(Finding.warning(Check.MOUNTED_DEVICE, job.spec().name(), what
                    + "; writing to it anyway (allow_mounted_write=1)",
                    mount.isPresent() ? "unmount it unless its data may be destroyed" : "stop what holds it unless its data may be destroyed"));
        } else {
            out.add(Finding.error(Check.MOUNTED_DEVICE, job.spec().name(), what
                    + (mount.isPresent() ? ": writing to it would destroy that filesystem" : ": writing to it may destroy its data"),
                    mount.isPresent() ? "unmount it, or set allow_mounted_write=1 to write anyway"
                            : "stop what holds it, or set allow_mounted_write=1 to write anyway"));
        }
    }

    private static void readOnlyMount(PlannedJob job, Location loc, List<Finding> out) {
        if (!loc.isBlockDevice() && loc.mount().map(MountEntry::readOnly).orElse(false)) {
            MountEntry m = loc.mount().get();
            out.add(Finding.error(Check.FILESYSTEM, job.spec().name(), loc.path() + " is on a read-only mount ("
                    + m.describe() + ") but rw=" + job.spec().rw().fioName() + " writes",
                    "remount it read-write, or use a directory on a writable filesystem"));
        }
    }

    private static void directIo(PlannedJob job, Path path, Location loc, List<Finding> out) {
        String name = job.spec().name();
        DirectIoProbe.Result r = loc.directIo();
        if (r.outcome() == DirectIoProbe.Outcome.REFUSED) {
            out.add(Finding.error(Check.DIRECT_IO, name, "direct=1 but O_DIRECT is refused on " + loc.path()
                    + loc.mount().map(m -> " (" + m.fsType() + ")").orElse("") + ": " + r.detail(),
                    "use direct=0, or a filesystem that supports O_DIRECT"));
            return;
        }
        Location.Alignment a = loc.directIoAlignment(true);
        if (a.bytes() > 0) {
            String bad = misaligned(job.spec(), a.bytes(), job.regionsOf(path));
            if (bad != null) {
                out.add(Finding.error(Check.ALIGNMENT, name, "direct=1 needs offsets and lengths that are multiples of "
                        + a.bytes() + " bytes on " + loc.path() + " (" + a.source() + "), but " + bad + " is not",
                        "use bs, offset and blockalign that are multiples of " + a.bytes() + ", or direct=0"));
                return;
            }
        }
        long mem = loc.status().map(FileStatus::dioMemAlign).filter(m -> m > 0).orElse(r.dioMemAlign());
        if (mem > job.bufferAlignmentBytes()) {
            out.add(Finding.error(Check.ALIGNMENT, name, "direct=1 needs buffers aligned to " + mem + " bytes on "
                    + loc.path() + " (statx), but jfio's buffers are aligned to " + job.bufferAlignmentBytes(),
                    "use direct=0 on this file"));
        }
    }

    /** @return the first setting that is not a multiple of {@code align}, as {@code name=value}, or null */
    static String misaligned(JobSpec spec, long align, List<PlannedFile> regions) {
        for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE, DataDirection.TRIM}) {
            if (!active(spec, d)) {
                continue;
            }
            String dir = d.name().toLowerCase(java.util.Locale.ROOT);
            for (long bs : new long[] {spec.blocks().minBytes(d), spec.blocks().maxBytes(d)}) {
                if (bs % align != 0) {
                    return "bs=" + bs + " (" + dir + ")";
                }
            }
            if (spec.blocks().bsUnaligned() && spec.blocks().minBytes(d) != spec.blocks().maxBytes(d)) {
                return "bs_unaligned=1 (any size from " + spec.blocks().minBytes(d) + " to " + spec.blocks().maxBytes(d)
                        + ", " + dir + ")";
            }
            for (BlockSizeSplit s : spec.blocks().bssplit(d)) {
                if (s.sizeBytes() % align != 0) {
                    return "bssplit size " + s.sizeBytes() + " (" + dir + ")";
                }
            }
            if (spec.blocks().alignBytes(d) % align != 0) {
                return "blockalign=" + spec.blocks().alignBytes(d) + " (" + dir + ")";
            }
        }
        if (spec.region().offsetBytes() % align != 0) {
            return "offset=" + spec.region().offsetBytes();
        }
        if (spec.region().offsetIncrementBytes() % align != 0) {
            return "offset_increment=" + spec.region().offsetIncrementBytes();
        }
        if (spec.io().ddirSeqAddBytes() % align != 0) {
            return "the skip of rw=" + spec.rw().fioName() + ":" + spec.io().ddirSeqAddBytes();
        }
        for (PlannedFile r : regions) {
            if (r.offsetBytes() % align != 0) {
                return "the region offset " + r.offsetBytes() + " of " + r.path();
            }
        }
        return null;
    }

    private static boolean active(JobSpec spec, DataDirection d) {
        return switch (d) {
            case READ -> spec.rw().hasReads();
            case WRITE -> spec.rw().hasWrites();
            case TRIM -> spec.rw().hasTrims();
            default -> false;
        };
    }

    private static void maxSectors(PlannedJob job, Location loc, Set<String> warned, List<Finding> out) {
        long bs = job.spec().maxBlockSizeBytes();
        for (QueueInfo q : loc.disks()) {
            long limit = q.maxSectorsKb() * 1024;
            if (q.maxSectorsKb() > 0 && bs > limit && warned.add(q.name())) {
                long pieces = (bs + limit - 1) / limit;
                out.add(Finding.warning(Check.MAX_SECTORS, job.spec().name(), "bs=" + Num2Str.bytesIec(bs)
                        + " is above max_sectors_kb=" + q.maxSectorsKb() + " of " + q.name() + ": each I/O is split into "
                        + pieces + " requests", "use bs=" + q.maxSectorsKb() + "k or less, or raise /sys/block/" + q.name()
                        + "/queue/max_sectors_kb" + (q.maxHwSectorsKb() > 0 ? " (the device allows up to "
                        + q.maxHwSectorsKb() + ")" : "")));
            }
        }
    }

    private static void pageCache(PlannedJob job, Locations locations, MemInfo memory, List<Finding> out) {
        JobSpec spec = job.spec();
        if (spec.io().direct() || memory.totalBytes() <= 0 || spec.files().createOnly()) {
            return;
        }
        // an engine that can neither extend files nor do O_DIRECT stores into a mapping (fio's mmap):
        // O_SYNC does not flush those stores, only fsync/fdatasync (msync) do
        java.util.Set<EngineCapability> caps = job.provider().capabilities();
        if (caps.contains(EngineCapability.FAKE_IO)) {
            return; // no data moves: nothing of the page cache is measured
        }
        boolean mapped = caps.contains(EngineCapability.NO_EXTEND) && caps.contains(EngineCapability.BUFFERED_ONLY);
        String synced = syncedWrites(spec, mapped);
        if (synced != null && !spec.rw().hasReads()) {
            return; // every write is flushed: the point is the cost of the sync, which the device pays
        }
        long workingSet = 0;
        for (Path p : job.paths()) {
            Location loc = locations.of(p);
            if (!(loc.exists() && loc.status().map(FileStatus::isCharDevice).orElse(false))) {
                workingSet += job.spanOf(p); // a character device (/dev/zero) has no page cache
            }
        }
        if (workingSet > 0 && workingSet <= memory.totalBytes()) {
            boolean bufferedOnly = job.provider().capabilities().contains(EngineCapability.BUFFERED_ONLY);
            out.add(Finding.warning(Check.PAGE_CACHE, spec.name(), "direct=0 and the working set ("
                    + Num2Str.bytesIec(workingSet) + ") fits in RAM (" + Num2Str.bytesIec(memory.totalBytes()) + "): "
                    + (synced == null ? "the results measure" : "the reads measure") + " the page cache, not the device"
                    + (synced == null ? "" : " (the writes are flushed: " + synced + ")"),
                    bufferedOnly ? "use a size well above RAM (2x or more): ioengine=" + job.provider().name()
                            + " always goes through the page cache"
                            : "use direct=1, or a size well above RAM (2x or more)"));
        }
    }

    /**
     * @return the setting that flushes every write ({@code sync=1}, {@code fsync=1}, ...), or null;
     *         {@code sync=} does not count for stores into a mapping
     */
    private static String syncedWrites(JobSpec spec, boolean mapped) {
        if (!spec.rw().hasWrites()) {
            return null;
        }
        if (spec.io().syncMode() != SyncMode.NONE && !mapped) {
            return spec.io().syncMode() == SyncMode.SYNC ? "sync=1" : "sync=dsync";
        }
        if (spec.io().fsyncEvery() == 1) {
            return "fsync=1";
        }
        return spec.io().fdatasyncEvery() == 1 ? "fdatasync=1" : null;
    }
}
