package org.jfio.preflight;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The mounts this process sees, from {@code /proc/self/mountinfo}: which filesystem a path is on
 * (by its device number, then the longest mount point that is a prefix of the path) and whether a
 * block device is mounted. Immutable and thread-safe.
 */
public final class MountTable {
    private static final Path MOUNTINFO = Path.of("/proc/self/mountinfo");

    private final List<MountEntry> entries;

    private MountTable(List<MountEntry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** @return the mounts now; empty when {@code /proc} is not mounted */
    public static MountTable read() {
        try {
            return parse(Files.readString(MOUNTINFO));
        } catch (IOException e) {
            return new MountTable(List.of());
        }
    }

    /**
     * @param text the content of a {@code mountinfo} file
     * @return its mounts, in order (later mounts over the same point hide earlier ones)
     * @throws IllegalArgumentException naming the line when one is malformed
     */
    public static MountTable parse(String text) {
        List<MountEntry> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                out.add(parseLine(line));
            }
        }
        return new MountTable(out);
    }

    /**
     * {@code 36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw,errors=continue}:
     * mount id, parent id, major:minor, root, mount point, options, optional fields up to
     * {@code -}, type, source, super options.
     */
    private static MountEntry parseLine(String line) {
        String[] f = line.strip().split(" ");
        int dash = -1;
        for (int i = 6; i < f.length; i++) {
            if (f[i].equals("-")) {
                dash = i;
                break;
            }
        }
        if (f.length < 7 || dash < 0 || dash + 2 >= f.length) {
            throw new IllegalArgumentException("malformed mountinfo line: " + line);
        }
        int[] dev = SysfsValues.deviceNumbers(f[2]);
        return new MountEntry(dev[0], dev[1], unescape(f[3]), unescape(f[4]), f[5], f[dash + 1],
                unescape(f[dash + 2]), dash + 3 < f.length ? f[dash + 3] : "");
    }

    /** Decodes the octal escapes the kernel writes for space, tab, newline and backslash. */
    static String unescape(String s) {
        if (s.indexOf('\\') < 0) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && isOctal(s, i + 1)) {
                b.append((char) Integer.parseInt(s.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static boolean isOctal(String s, int from) {
        if (from + 3 > s.length()) {
            return false;
        }
        for (int i = from; i < from + 3; i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '7') {
                return false;
            }
        }
        return true;
    }

    /** @return every mount, in mountinfo order */
    public List<MountEntry> entries() {
        return entries;
    }

    /**
     * @param realPath an absolute path with symbolic links resolved
     * @param device   {@code major:minor} of the filesystem the path is on ({@code st_dev})
     * @return the mount the path is on: among mounts of that device (all mounts when none
     *         matches it), the one with the longest mount point that is a prefix of the path;
     *         the last of equal ones, as later mounts hide earlier ones
     */
    public Optional<MountEntry> find(Path realPath, String device) {
        Optional<MountEntry> byDevice = longestPrefix(realPath, device);
        return byDevice.isPresent() ? byDevice : longestPrefix(realPath, null);
    }

    private Optional<MountEntry> longestPrefix(Path realPath, String device) {
        MountEntry best = null;
        for (MountEntry e : entries) {
            if (device != null && !e.device().equals(device)) {
                continue;
            }
            Path mp = Path.of(e.mountPoint());
            if (realPath.startsWith(mp) && (best == null || mp.getNameCount() >= Path.of(best.mountPoint()).getNameCount())) {
                best = e;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * @param devices {@code major:minor} numbers, e.g. a disk and its partitions
     * @return the first mount of any of them
     */
    public Optional<MountEntry> mountOfAny(Set<String> devices) {
        for (MountEntry e : entries) {
            if (devices.contains(e.device())) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
