package org.jfio.engines.uring;

import java.util.List;

import org.jfio.spi.SystemFinding;

/**
 * The kernel side of io_uring for the preflight report ({@code jfio check}): the kernel version
 * (io_uring came in Linux 5.1) and the switch {@code kernel.io_uring_disabled} (Linux 6.6+: 0
 * allowed, 1 only for privileged processes or the {@code kernel.io_uring_group} group, 2 off).
 * Whether the engine can run here is its availability ({@link UringDiagnostics}). Reads two files
 * under {@code /proc/sys/kernel}; never throws. Stateless.
 */
final class UringSystemChecks {
    /** The check's label in reports and JSON. */
    static final String CHECK = "io-uring";

    private UringSystemChecks() {
    }

    /** @return the one finding about this kernel's io_uring */
    static List<SystemFinding> findings() {
        return List.of(finding(UringDiagnostics.kernelRelease(), UringDiagnostics.ioUringDisabled()));
    }

    /**
     * @param release  the kernel release, e.g. {@code 6.1.0-18-amd64}
     * @param disabled the value of {@code kernel.io_uring_disabled}, -1 when the sysctl does not exist
     * @return information, or a warning with its fix
     */
    static SystemFinding finding(String release, int disabled) {
        if (!atLeast(release, 5, 1)) {
            return SystemFinding.warning(CHECK, "kernel", "Linux " + release + " has no io_uring (it came in 5.1)",
                    "use a kernel-AIO or synchronous engine, or a newer kernel");
        }
        return switch (disabled) {
            case -1 -> SystemFinding.ok(CHECK, "kernel", "io_uring present (Linux " + release
                    + " has no kernel.io_uring_disabled sysctl; it came in 6.6)");
            case 0 -> SystemFinding.ok(CHECK, "kernel", "io_uring allowed (kernel.io_uring_disabled=0)");
            case 1 -> SystemFinding.warning(CHECK, "kernel", "io_uring is limited to privileged processes and the "
                    + "kernel.io_uring_group group (kernel.io_uring_disabled=1)",
                    "sysctl -w kernel.io_uring_disabled=0, or run as root");
            default -> SystemFinding.warning(CHECK, "kernel", "io_uring is switched off (kernel.io_uring_disabled="
                    + disabled + ")", "sysctl -w kernel.io_uring_disabled=0");
        };
    }

    /** @return true when the release starts with {@code major.minor} at least these; false when it does not start with numbers */
    static boolean atLeast(String release, int major, int minor) {
        String[] parts = release.split("[.-]", 3);
        try {
            int ma = Integer.parseInt(parts[0]);
            int mi = parts.length > 1 ? Integer.parseInt(parts[1]) : 0;
            return ma > major || (ma == major && mi >= minor);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
