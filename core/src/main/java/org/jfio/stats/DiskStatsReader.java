package org.jfio.stats;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.jfio.result.DiskAggregate;
import org.jfio.result.DiskUtilization;

/**
 * Finds the block device behind files and reads its counters from {@code /proc/diskstats}
 * (Linux {@code Documentation/admin-guide/iostats.rst}), so a run can report fio's
 * {@code Disk stats} as deltas. A partition is reported as its whole disk, as fio does. A
 * device-mapper or md device is followed by its component devices ({@code /sys/block/<dev>/
 * slaves}, recursively), each reported on its own, and the parent carries their aggregate
 * ({@link DiskAggregate}), as fio 3.33 does. Where the device cannot be found (tmpfs, overlay
 * without a backing device) nothing is reported. Thread-safe (immutable after creation).
 */
public final class DiskStatsReader {
    private static final Path DISKSTATS = Path.of("/proc/diskstats");
    private static final Path SYS_DEV_BLOCK = Path.of("/sys/dev/block");
    private static final Path SYS_BLOCK = Path.of("/sys/block");

    /** Every device to read, in report order (a parent, then its slaves), mapped to its slaves. */
    private final Map<String, List<String>> devices;

    private DiskStatsReader(Map<String, List<String>> devices) {
        this.devices = devices;
    }

    /** @return a reader for the devices behind these paths (files or block devices) */
    public static DiskStatsReader forPaths(Collection<Path> paths) {
        List<String> names = new ArrayList<>();
        for (Path p : paths) {
            deviceOf(p).ifPresent(names::add);
        }
        return forDevices(names, SYS_BLOCK);
    }

    /**
     * @param names    whole-disk device names, e.g. {@code dm-0}, {@code vda}
     * @param sysBlock the {@code /sys/block} directory to find slaves in
     * @return a reader for these devices and their slaves
     */
    static DiskStatsReader forDevices(Collection<String> names, Path sysBlock) {
        Map<String, List<String>> devices = new LinkedHashMap<>();
        for (String name : names) {
            add(name, sysBlock, devices);
        }
        return new DiskStatsReader(devices);
    }

    private static void add(String name, Path sysBlock, Map<String, List<String>> devices) {
        if (devices.containsKey(name)) {
            return;
        }
        List<String> slaves = slavesOf(sysBlock.resolve(name).resolve("slaves"));
        devices.put(name, slaves);
        for (String s : slaves) {
            add(s, sysBlock, devices);
        }
    }

    /** @return the entry names of a {@code slaves} directory, sorted; empty when there is none */
    static List<String> slavesOf(Path slavesDir) {
        List<String> out = new ArrayList<>();
        if (!Files.isDirectory(slavesDir)) {
            return out;
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(slavesDir)) {
            for (Path p : ds) {
                out.add(p.getFileName().toString());
            }
        } catch (IOException e) {
            return List.of();
        }
        out.sort(null);
        return out;
    }

    /** @return the devices read, in report order, each with its slaves */
    Map<String, List<String>> devices() {
        return devices;
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
        if (devices.isEmpty()) {
            return new LinkedHashMap<>();
        }
        try {
            return parse(Files.readString(DISKSTATS));
        } catch (IOException e) {
            return Map.of();
        }
    }

    /**
     * @param diskstats text in {@code /proc/diskstats} format
     * @return the first 11 counters of each device this reader knows, in report order; empty
     *         when a line of a known device is malformed
     */
    Map<String, long[]> parse(String diskstats) {
        Map<String, long[]> found = new LinkedHashMap<>();
        for (String line : diskstats.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 14 || !devices.containsKey(f[2])) {
                continue;
            }
            long[] v = new long[11];
            try {
                for (int i = 0; i < 11; i++) {
                    v[i] = Long.parseLong(f[3 + i]);
                }
            } catch (NumberFormatException e) {
                return Map.of();
            }
            found.put(f[2], v);
        }
        Map<String, long[]> out = new LinkedHashMap<>();
        for (String name : devices.keySet()) {
            long[] v = found.get(name);
            if (v != null) {
                out.put(name, v);
            }
        }
        return out;
    }

    /**
     * @param before    counters at the start of the run
     * @param after     counters at the end
     * @param elapsedMs wall time between the two, for util%
     * @return fio's per-device figures, a parent before its slaves, a parent with its slaves'
     *         aggregate
     */
    public List<DiskUtilization> delta(Map<String, long[]> before, Map<String, long[]> after, long elapsedMs) {
        Map<String, DiskUtilization> plain = new LinkedHashMap<>();
        for (DiskUtilization d : plainDeltas(before, after, elapsedMs)) {
            plain.put(d.name(), d);
        }
        List<DiskUtilization> out = new ArrayList<>();
        for (DiskUtilization d : plain.values()) {
            List<String> slaves = devices.getOrDefault(d.name(), List.of());
            out.add(slaves.isEmpty() ? d : withAggregate(d, slaves, plain));
        }
        return out;
    }

    /** fio {@code aggregate_slaves_stats}: sums over the slaves divided by their count, max util. */
    private static DiskUtilization withAggregate(DiskUtilization d, List<String> slaves,
            Map<String, DiskUtilization> all) {
        int n = 0;
        long rIos = 0;
        long wIos = 0;
        long rMerges = 0;
        long wMerges = 0;
        long rTicks = 0;
        long wTicks = 0;
        long inQueue = 0;
        double util = 0;
        for (String name : slaves) {
            DiskUtilization s = all.get(name);
            if (s == null) {
                continue;
            }
            n++;
            rIos += s.readIos();
            wIos += s.writeIos();
            rMerges += s.readMerges();
            wMerges += s.writeMerges();
            rTicks += s.readTicks();
            wTicks += s.writeTicks();
            inQueue += s.inQueue();
            util = Math.max(util, s.utilPercent());
        }
        if (n == 0) {
            return d;
        }
        DiskAggregate agg = new DiskAggregate(n, rIos / n, wIos / n, rMerges / n, wMerges / n, rTicks / n,
                wTicks / n, inQueue / n, Math.min(util, 100.0));
        return new DiskUtilization(d.name(), d.readIos(), d.writeIos(), d.readMerges(), d.writeMerges(),
                d.readTicks(), d.writeTicks(), d.inQueue(), d.utilPercent(), agg);
    }

    /** @return fio's per-device figures, without slave aggregates */
    private static List<DiskUtilization> plainDeltas(Map<String, long[]> before, Map<String, long[]> after,
            long elapsedMs) {
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
