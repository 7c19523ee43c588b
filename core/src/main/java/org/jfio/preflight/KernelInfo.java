package org.jfio.preflight;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.utsname;

/**
 * The running kernel: {@code uname(2)} and the io_uring switch {@code kernel.io_uring_disabled}
 * (Linux 6.6+: 0 allowed, 1 only for privileged processes or the {@code io_uring_group}, 2 off).
 *
 * @param sysname          e.g. {@code Linux}
 * @param release          e.g. {@code 6.1.0-18-amd64}
 * @param machine          e.g. {@code x86_64}
 * @param ioUringDisabled  the sysctl's value, -1 when the kernel has no such sysctl
 */
public record KernelInfo(String sysname, String release, String machine, int ioUringDisabled) {
    private static final Path IO_URING_DISABLED = Path.of("/proc/sys/kernel/io_uring_disabled");

    /** @return what uname and the sysctl say now */
    public static KernelInfo read() {
        String sys = "";
        String release = "";
        String machine = "";
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment uts = utsname.allocate(arena);
            if (libc_h.uname(libc_h.allocateCallState(arena), uts) == 0) {
                sys = utsname.sysname(uts).getString(0);
                release = utsname.release(uts).getString(0);
                machine = utsname.machine(uts).getString(0);
            }
        }
        int disabled;
        try {
            disabled = (int) SysfsValues.number(Files.readString(IO_URING_DISABLED)).orElse(-1);
        } catch (IOException e) {
            disabled = -1;
        }
        return new KernelInfo(sys, release, machine, disabled);
    }

    /**
     * @param release a kernel release, e.g. {@code 5.15.0-91-generic}
     * @return {@code {major, minor}}, {@code {0, 0}} when it does not start with them
     */
    public static int[] version(String release) {
        String[] parts = release.split("[.-]", 3);
        try {
            return new int[] {Integer.parseInt(parts[0]), parts.length > 1 ? Integer.parseInt(parts[1]) : 0};
        } catch (NumberFormatException e) {
            return new int[] {0, 0};
        }
    }

    /** @return true when the release is at least {@code major.minor} */
    public boolean atLeast(int major, int minor) {
        int[] v = version(release);
        return v[0] > major || (v[0] == major && v[1] >= minor);
    }
}
