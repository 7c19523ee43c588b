package org.jfio.preflight;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.job.EngineLookup;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.spi.IoEngineProvider;
import org.jfio.format.Num2Str;

/**
 * The machine-wide part of the report ({@code jfio check}): kernel release, io_uring's switch,
 * every engine's availability (which answers whether libaio.so.1 and liburing.so.2 are present and
 * the kernel lets their calls through: the engines probe themselves) and RAM. Stateless.
 */
public final class SystemChecks {
    private SystemChecks() {
    }

    /**
     * @param kernel      the kernel
     * @param memory      the RAM
     * @param engines     every engine found
     * @param enginesUsed names of the engines the plan's jobs use: an unavailable one is an error
     * @return the findings, in that order
     */
    public static List<Finding> findings(KernelInfo kernel, MemInfo memory, EngineLookup engines, Set<String> enginesUsed) {
        List<Finding> out = new ArrayList<>();
        out.add(Finding.ok(Check.KERNEL, "kernel", kernel.sysname() + " " + kernel.release() + " " + kernel.machine()));
        out.add(ioUring(kernel));
        for (IoEngineProvider p : engines.providers()) {
            out.add(engine(p, enginesUsed.contains(p.name())));
        }
        if (memory.totalBytes() > 0) {
            out.add(Finding.ok(Check.MEMORY, "memory", Num2Str.bytesIec(memory.totalBytes()) + " RAM"
                    + (memory.availableBytes() >= 0 ? ", " + Num2Str.bytesIec(memory.availableBytes()) + " available" : "")));
        }
        return out;
    }

    /** The kernel side of io_uring; whether the io_uring engine can run is its own ENGINE finding. */
    static Finding ioUring(KernelInfo kernel) {
        if (!kernel.atLeast(5, 1)) {
            return Finding.warning(Check.IO_URING, "kernel", "Linux " + kernel.release() + " has no io_uring (it came in 5.1)",
                    "use a kernel-AIO or synchronous engine, or a newer kernel");
        }
        return switch (kernel.ioUringDisabled()) {
            case -1 -> Finding.ok(Check.IO_URING, "kernel", "io_uring present (Linux " + kernel.release()
                    + " has no kernel.io_uring_disabled sysctl; it came in 6.6)");
            case 0 -> Finding.ok(Check.IO_URING, "kernel", "io_uring allowed (kernel.io_uring_disabled=0)");
            case 1 -> Finding.warning(Check.IO_URING, "kernel", "io_uring is limited to privileged processes and the "
                    + "kernel.io_uring_group group (kernel.io_uring_disabled=1)",
                    "sysctl -w kernel.io_uring_disabled=0, or run as root");
            default -> Finding.warning(Check.IO_URING, "kernel", "io_uring is switched off (kernel.io_uring_disabled="
                    + kernel.ioUringDisabled() + ")", "sysctl -w kernel.io_uring_disabled=0");
        };
    }

    private static Finding engine(IoEngineProvider p, boolean used) {
        Availability a = p.availability();
        if (a.available()) {
            return Finding.ok(Check.ENGINE, p.name(), "available");
        }
        String message = "not available: " + a.reason();
        return used ? Finding.error(Check.ENGINE, p.name(), message, a.fix())
                : Finding.warning(Check.ENGINE, p.name(), message, a.fix());
    }
}
