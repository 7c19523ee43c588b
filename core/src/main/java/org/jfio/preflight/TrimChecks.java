package org.jfio.preflight;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;

/**
 * Whether a job's trims can be done where its files are, before anything is written: a block
 * device discards ({@code /sys/block/X/queue/discard_max_bytes} above 0), a regular file's
 * filesystem punches holes ({@code fallocate(FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE)},
 * probed past the end of an existing file, which changes nothing, or on a probe file created and
 * removed in the directory of a file not laid out yet). Stateless.
 */
final class TrimChecks {
    private static final AtomicLong SEQUENCE = new AtomicLong();

    private TrimChecks() {
    }

    static void findings(PlannedJob job, Locations locations, List<Finding> out) {
        if (!job.spec().rw().hasTrims() || job.diskless()) {
            return;
        }
        String name = job.spec().name();
        for (Path p : job.paths()) {
            Location loc = locations.of(p);
            FileStatus st = loc.status().orElse(null);
            boolean exists = loc.existing().equals(loc.path());
            if (st != null && exists && st.isBlockDevice()) {
                long max = loc.deviceDir().map(TrimChecks::discardMaxBytes).orElse(-1L);
                if (max == 0) {
                    out.add(Finding.error(Check.DEVICE, name, p + " cannot discard (queue/discard_max_bytes is 0): rw="
                            + job.spec().rw().fioName() + " trims", "use a device that discards, or rw without trims"));
                }
            } else if (st == null || !exists || st.isRegularFile()) {
                String why = punchHoleFails(exists ? p : loc.existing(), exists);
                if (why != null) {
                    out.add(Finding.error(Check.FILESYSTEM, name, "rw=" + job.spec().rw().fioName() + " trims " + p
                            + " by punching holes, but " + why, "put the file on a filesystem that punches holes (ext4, xfs, btrfs,"
                            + " tmpfs), or use rw without trims"));
                }
            }
        }
    }

    private static long discardMaxBytes(Path deviceDir) {
        try {
            Path disk = SysBlock.wholeDisk(deviceDir);
            return Long.parseLong(Files.readString(disk.resolve("queue/discard_max_bytes")).strip());
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** @return why punching a hole fails there (e.g. {@code fallocate(...) failed: EOPNOTSUPP}), or null when it works */
    private static String punchHoleFails(Path target, boolean existingFile) {
        Path file = existingFile ? target
                : target.resolve(".jfio-trim-probe-" + ProcessHandle.current().pid() + "-" + SEQUENCE.incrementAndGet());
        int mode = libc_h.FALLOC_FL_PUNCH_HOLE() | libc_h.FALLOC_FL_KEEP_SIZE();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            int flags = existingFile ? libc_h.O_WRONLY() : libc_h.O_WRONLY() | libc_h.O_CREAT() | libc_h.O_EXCL();
            int fd = libc_h.open(state, arena.allocateFrom(file.toString()), flags | libc_h.O_CLOEXEC(), 0600);
            if (fd < 0) {
                return null; // cannot look: the run says what is wrong with the file itself
            }
            try {
                long end = existingFile ? Math.max(0, Files.size(file)) : 0;
                if (libc_h.fallocate(state, fd, mode, end, 4096) < 0) {
                    int errno = libc_h.errno(state);
                    return errno == libc_h.EOPNOTSUPP() ? "its filesystem cannot (fallocate PUNCH_HOLE: EOPNOTSUPP)" : null;
                }
                return null;
            } catch (IOException e) {
                return null;
            } finally {
                libc_h.close(state, fd);
                if (!existingFile) {
                    try {
                        Files.deleteIfExists(file);
                    } catch (IOException e) {
                        // a probe file left behind is harmless and named as jfio's
                    }
                }
            }
        }
    }
}
