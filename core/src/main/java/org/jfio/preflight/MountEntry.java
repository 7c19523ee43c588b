package org.jfio.preflight;

import java.util.Arrays;

/**
 * One line of {@code /proc/self/mountinfo} (Linux {@code Documentation/filesystems/proc.rst}
 * section 3.5): where a filesystem is mounted and how.
 *
 * @param major          major of the filesystem's device ({@code st_dev} of its files)
 * @param minor          minor of the filesystem's device
 * @param root           the directory of the filesystem mounted here ({@code /} unless a bind mount)
 * @param mountPoint     where it is mounted, escapes ({@code \040}) decoded
 * @param mountOptions   per-mount options, e.g. {@code rw,relatime}
 * @param fsType         the filesystem type, e.g. {@code ext4}, {@code tmpfs}
 * @param source         what is mounted, e.g. {@code /dev/nvme0n1p2} or {@code tmpfs}
 * @param superOptions   per-superblock options, e.g. {@code rw,errors=remount-ro}
 */
public record MountEntry(int major, int minor, String root, String mountPoint, String mountOptions,
        String fsType, String source, String superOptions) {

    /** @return {@code major:minor} */
    public String device() {
        return major + ":" + minor;
    }

    /** @return true when the mount or its superblock is read-only */
    public boolean readOnly() {
        return hasOption(mountOptions, "ro") || hasOption(superOptions, "ro");
    }

    /** @return e.g. {@code ext4 on /dev/vda at / (rw,relatime)} */
    public String describe() {
        return fsType + " on " + source + " at " + mountPoint + " (" + mountOptions
                + (superOptions.isEmpty() ? "" : "; " + superOptions) + ")";
    }

    private static boolean hasOption(String options, String name) {
        return Arrays.asList(options.split(",")).contains(name);
    }
}
