package org.jfio.stats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.jfio.api.DiskUtilization;

/**
 * Finds the block device behind files and reads its counters from {@code /proc/diskstats}
 * (Linux {@code Documentation/admin-guide/iostats.rst}), so a run can report fio's
 * {@code Disk stats} as deltas. A partition is reported as its whole disk, as fio does.
 * Where the device cannot be found (tmpfs, overlay without a backing device) nothing is
 * reported. Thread-safe (stateless apart from the device list).
 */
public final class DiskStatsReader {
    private static final Path DISKSTATS = Path.of("/proc/diskstats");
    private static final Path SYS_DEV_BLOCK = Path.of("/sys/dev/block");

    private final Set<String> devices;

    private DiskStatsReader(Set<String> devices) {
        this.devices = devices;
    }

    /** @return a reader for the devices behind these paths (files or block devices) */
    public static DiskStatsReader forPaths(Collection<Path> paths) {
        Set<String> names = new LinkedHashSet<>();
        for (Path p : paths) {
            deviceOf(p).ifPresent(names::add);
        }
        return new DiskStatsReader(names);
    }

    /** @return the whole-disk device name holding {@code path}, if one can be found */
    static Optional<String> deviceOf(Path path) {
        try {
            Path p = path.toAbsolutePath();
            while (p != null && !Files.exists(p)) {
                p = p.getParent();
            }
            if (p == null) {
                return Optional.empty();
            }
            long dev;
            String type = Files.isRegularFile(p) || Files.isDirectory(p) ? "unix:dev" : "unix:rdev";
            dev = ((Number) Files.getAttribute(p, type)).longValue();
            long major = ((dev >>> 32) & 0xfffff000L) | ((dev >>> 8) & 0xfffL);
            long minor = ((dev >>> 12) & 0xffffff00L) | (dev & 0xffL);
            Path sys = SYS_DEV_BLOCK.resolve(major + ":" + minor);
            if (!Files.exists(sys)) {
                return Optional.empty();
            }
            Path real = sys.toRealPath();
            if (Files.exists(real.resolve("partition"))) {
                real = real.getParent();
            }
            return Optional.of(real.getFileName().toString());
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** @return counters of each known device now, by name; empty on any read failure */
    public Map<String, long[]> snapshot() {
        Map<String, long[]> out = new LinkedHashMap<>();
        if (devices.isEmpty()) {
            return out;
        }
        try {
            for (String line : Files.readAllLines(DISKSTATS)) {
                String[] f = line.trim().split("\\s+");
                if (f.length < 14 || !devices.contains(f[2])) {
                    continue;
                }
                long[] v = new long[11];
                for (int i = 0; i < 11; i++) {
                    v[i] = Long.parseLong(f[3 + i]);
                }
                out.put(f[2], v);
            }
        } catch (IOException | NumberFormatException e) {
            return Map.of();
        }
        return out;
    }

    /**
     * @param before    counters at the start of the run
     * @param after     counters at the end
     * @param elapsedMs wall time between the two, for util%
     * @return fio's per-device figures
     */
    public static List<DiskUtilization> delta(Map<String, long[]> before, Map<String, long[]> after, long elapsedMs) {
        List<DiskUtilization> out = new ArrayList<>();
        for (Map.Entry<String, long[]> e : after.entrySet()) {
            long[] b = before.get(e.getKey());
            if (b == null) {
                continue;
            }
            long[] a = e.getValue();
            // diskstats fields: 0 reads, 1 read merges, 2 sectors read, 3 read ms, 4 writes, 5 write merges,
            // 6 sectors written, 7 write ms, 8 in flight, 9 io ms, 10 weighted io ms
            long ioTicks = a[9] - b[9];
            double util = elapsedMs <= 0 ? 0 : Math.min(100.0, ioTicks * 100.0 / elapsedMs);
            out.add(new DiskUtilization(e.getKey(), a[0] - b[0], a[4] - b[4], a[1] - b[1], a[5] - b[5],
                    a[3] - b[3], a[7] - b[7], a[10] - b[10], util));
        }
        return out;
    }
}
