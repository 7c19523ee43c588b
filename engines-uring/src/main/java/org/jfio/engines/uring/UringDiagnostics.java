package org.jfio.engines.uring;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.Availability;
import org.jfio.spi.JfioException;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.UringInline;
import org.jfio.nativeheaders.liburing.io_uring;
import org.jfio.nativeheaders.liburing.io_uring_params;
import org.jfio.nativeheaders.liburing.liburing_h;

import org.slf4j.LoggerFactory;

/**
 * Whether io_uring works here, and the reason and fix when it does not: liburing.so.2 missing,
 * a kernel without io_uring or without the opcodes the engine needs, io_uring switched off by
 * {@code kernel.io_uring_disabled}, {@code io_uring_setup} refused by a seccomp filter, locked
 * memory exhausted. The check ({@link #check()}) creates and tears down one tiny ring; its answer
 * is cached by {@link #cached()}. Never throws.
 */
final class UringDiagnostics {
    static final String INSTALL_FIX = "apt-get install liburing2 (Debian/Ubuntu; liburing on Fedora/RHEL), or use ioengine=libaio";
    static final String OTHER_ENGINE = "use ioengine=libaio or ioengine=psync";
    private static final Path DISABLED_SYSCTL = Path.of("/proc/sys/kernel/io_uring_disabled");
    private static final Path OSRELEASE = Path.of("/proc/sys/kernel/osrelease");
    private static final Path LIMITS = Path.of("/proc/self/limits");

    private static volatile Availability cached;
    /** The liburing functions the engine calls. */
    private static final List<String> REQUIRED_SYMBOLS = List.of("io_uring_queue_init_params", "io_uring_queue_exit",
            "io_uring_enter", "io_uring_wait_cqes", "io_uring_register_ring_fd", "io_uring_get_probe_ring",
            "io_uring_free_probe", "io_uring_register_buffers", "io_uring_register_buffers_sparse",
            "io_uring_register_buffers_update_tag", "io_uring_register_files", "io_uring_register_files_update",
            "io_uring_unregister_files");

    private UringDiagnostics() {
    }

    /** @return the answer of {@link #check()}, computed once per JVM */
    static Availability cached() {
        Availability a = cached;
        if (a == null) {
            synchronized (UringDiagnostics.class) {
                a = cached;
                if (a == null) {
                    a = check();
                    cached = a;
                    LoggerFactory.getLogger(UringDiagnostics.class).debug("ioengine=io_uring probe: {}", a.available()
                            ? liburing_h.LIBRARY + " loaded, a 4-entry ring set up, READ/WRITE and FSYNC opcodes supported"
                            : a.reason());
                }
            }
        }
        return a;
    }

    /** Loads liburing, reads the sysctl, sets up a 4-entry ring and probes its opcodes. Never throws. */
    static Availability check() {
        try {
            if (!liburing_h.isAvailable()) {
                return missingLibrary(liburing_h.loadFailure().orElse(""));
            }
            Availability symbols = requiredSymbols();
            if (!symbols.available()) {
                return symbols;
            }
            int disabled = ioUringDisabled();
            if (disabled == 2) {
                return disabledSysctl(2);
            }
            try (Arena arena = Arena.ofConfined()) {
                MemorySegment ring = io_uring.allocate(arena);
                MemorySegment params = io_uring_params.allocate(arena);
                int ret = liburing_h.io_uring_queue_init_params(4, ring, params);
                if (ret < 0) {
                    return setupFailure(-ret, disabled);
                }
                try {
                    return opcodes(ring);
                } finally {
                    liburing_h.io_uring_queue_exit(ring);
                }
            }
        } catch (RuntimeException | LinkageError e) {
            return Availability.unavailable("io_uring check failed: " + e, OTHER_ENGINE);
        }
    }

    /**
     * Looks up every liburing function the engine calls, without linking them (the engine links
     * what it uses, on its own thread): {@code io_uring_enter} is exported from liburing 2.3 on,
     * {@code io_uring_register_ring_fd} and {@code io_uring_register_buffers_sparse} from 2.2, so an
     * older liburing.so.2 (Ubuntu 22.04 has 2.1) is reported here, not mid-run. Linking all of them
     * here cost the main thread about 150 ms before an io_uring job's first I/O.
     */
    static Availability requiredSymbols() {
        for (String symbol : REQUIRED_SYMBOLS) {
            if (!liburing_h.hasSymbol(symbol)) {
                return Availability.unavailable(liburing_h.LIBRARY + " is too old: unresolved symbol: " + symbol
                        + " in " + liburing_h.LIBRARY + " (jfio needs liburing 2.3 or later)",
                        "install liburing 2.3+ (Debian 12, Ubuntu 23.04 and later), or " + OTHER_ENGINE);
            }
        }
        return Availability.AVAILABLE;
    }

    /** Needs READ/WRITE or READV/WRITEV, and FSYNC; a kernel without the probe (before 5.6) has all of those. */
    private static Availability opcodes(MemorySegment ring) {
        MemorySegment probe = liburing_h.io_uring_get_probe_ring(ring);
        if (probe.address() == 0) {
            return Availability.AVAILABLE;
        }
        try {
            boolean plain = UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_READ())
                    && UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_WRITE());
            boolean vectored = UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_READV())
                    && UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_WRITEV());
            boolean fsync = UringInline.io_uring_opcode_supported(probe, liburing_h.IORING_OP_FSYNC());
            return missingOpcodes(plain || vectored, fsync);
        } finally {
            liburing_h.io_uring_free_probe(probe);
        }
    }

    static Availability missingOpcodes(boolean readWrite, boolean fsync) {
        if (readWrite && fsync) {
            return Availability.AVAILABLE;
        }
        String missing = !readWrite ? "IORING_OP_READ/WRITE and IORING_OP_READV/WRITEV" : "IORING_OP_FSYNC";
        return Availability.unavailable("the kernel " + kernelRelease() + " does not support " + missing
                + " (io_uring opcode probe)", "a newer kernel (5.6 or later), or " + OTHER_ENGINE);
    }

    static Availability missingLibrary(String dlerror) {
        return Availability.unavailable(liburing_h.LIBRARY + " not found" + (dlerror.isBlank() ? "" : " (" + dlerror + ")"),
                INSTALL_FIX);
    }

    static Availability disabledSysctl(int value) {
        return switch (value) {
            case 1 -> Availability.unavailable("io_uring is disabled for unprivileged processes (kernel.io_uring_disabled=1: "
                            + "only processes with CAP_SYS_ADMIN or in the group named by kernel.io_uring_group may create rings)",
                    "sysctl -w kernel.io_uring_disabled=0, run as root or in the kernel.io_uring_group group, or " + OTHER_ENGINE);
            default -> Availability.unavailable("io_uring is disabled on this machine (kernel.io_uring_disabled=" + value
                            + ": no process may create rings, not even root)",
                    "sysctl -w kernel.io_uring_disabled=0 (as root), or " + OTHER_ENGINE);
        };
    }

    /**
     * @param errno    the positive error of {@code io_uring_setup}
     * @param disabled the value of {@code kernel.io_uring_disabled}, -1 when the sysctl does not exist
     */
    static Availability setupFailure(int errno, int disabled) {
        if (errno == liburing_h.ENOSYS()) {
            return Availability.unavailable("the kernel " + kernelRelease() + " has no io_uring (io_uring_setup: ENOSYS); "
                    + "io_uring needs Linux 5.1 or later built with CONFIG_IO_URING", "a Linux 5.1+ kernel, or " + OTHER_ENGINE);
        }
        if (errno == libc_h.EPERM()) {
            if (disabled > 0) {
                return disabledSysctl(disabled);
            }
            return Availability.unavailable("io_uring_setup was refused with EPERM: a seccomp filter blocks io_uring, as the default "
                            + "profiles of Docker (25.0 and later), containerd and many Kubernetes runtimes do",
                    "run the container with a seccomp profile that allows io_uring_setup, io_uring_enter and io_uring_register "
                            + "(e.g. docker run --security-opt seccomp=unconfined), or " + OTHER_ENGINE);
        }
        if (errno == libc_h.ENOMEM()) {
            return Availability.unavailable("io_uring_setup: ENOMEM: before Linux 5.12 ring memory counts against RLIMIT_MEMLOCK "
                    + "(" + memlockLimit() + ")", MEMLOCK_FIX + ", or a smaller iodepth");
        }
        return Availability.unavailable("io_uring_setup: " + Errno.name(errno) + " (" + Errno.message(errno) + ")", OTHER_ENGINE);
    }

    static final String MEMLOCK_FIX = "raise the locked-memory limit: ulimit -l unlimited (LimitMEMLOCK=infinity for a systemd "
            + "service, docker run --ulimit memlock=-1)";

    /**
     * The hint for a failed io_uring call: ring memory (before Linux 5.12) and registered buffers
     * are pinned and counted against RLIMIT_MEMLOCK, so ENOMEM from setting up a ring or
     * registering buffers is usually that limit.
     *
     * @param call  the failed call as written in messages, e.g. {@code io_uring_register_buffers(16)}
     * @param errno the positive errno
     * @return one sentence, or empty when the call is not one of those
     */
    static String errnoHint(String call, int errno) {
        boolean pins = call.startsWith("io_uring_register_buffers") || call.startsWith("io_uring_setup")
                || call.startsWith("io_uring_queue_init");
        return pins && errno == libc_h.ENOMEM()
                ? "pinned memory counts against RLIMIT_MEMLOCK: " + MEMLOCK_FIX + ", or lower iodepth or bs"
                : "";
    }

    /** The failure of registering the job's buffers, which pins them against RLIMIT_MEMLOCK. */
    static JfioException bufferRegistrationFailure(String call, int errno, int buffers, long bytesEach) {
        String what = call + " (fixedbufs=1: " + buffers + " buffer" + (buffers == 1 ? "" : "s") + " of "
                + bytesEach / 1024 + " KiB)";
        if (errno == libc_h.ENOMEM()) {
            return new JfioException(what + ": ENOMEM (" + Errno.message(errno) + "): registered buffers are pinned and counted "
                    + "against RLIMIT_MEMLOCK (" + memlockLimit() + "); " + MEMLOCK_FIX + ", or run without fixedbufs");
        }
        return new JfioException(what + ": " + Errno.name(errno) + " (" + Errno.message(errno) + "); run without fixedbufs");
    }

    /** @return {@code kernel.io_uring_disabled} (0, 1 or 2), or -1 when the sysctl does not exist (before Linux 6.6) */
    static int ioUringDisabled() {
        try {
            return Integer.parseInt(Files.readString(DISABLED_SYSCTL).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    static String kernelRelease() {
        try {
            return Files.readString(OSRELEASE).strip();
        } catch (IOException e) {
            return "(unknown version)";
        }
    }

    /** @return e.g. "soft limit 8192 KiB", from /proc/self/limits */
    static String memlockLimit() {
        try {
            List<String> lines = Files.readAllLines(LIMITS);
            for (String line : lines) {
                if (line.startsWith("Max locked memory")) {
                    String[] words = line.substring("Max locked memory".length()).strip().split("\\s+");
                    if (words[0].equals("unlimited")) {
                        return "soft limit unlimited";
                    }
                    return "soft limit " + Long.parseLong(words[0]) / 1024 + " KiB";
                }
            }
        } catch (IOException | RuntimeException e) {
            // fall through
        }
        return "limit unknown";
    }
}
