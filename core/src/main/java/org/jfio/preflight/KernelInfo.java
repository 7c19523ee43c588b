package org.jfio.preflight;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.utsname;

/**
 * The running kernel, from {@code uname(2)}. An engine's own kernel switches are its own checks
 * ({@link org.jfio.spi.IoEngineProvider#systemFindings()}).
 *
 * @param sysname e.g. {@code Linux}
 * @param release e.g. {@code 6.1.0-18-amd64}
 * @param machine e.g. {@code x86_64}
 */
public record KernelInfo(String sysname, String release, String machine) {

    /** @return what uname says now */
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
        return new KernelInfo(sys, release, machine);
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
