package org.jfio.preflight;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jfio.spi.Availability;
import org.jfio.job.EngineLookup;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.result.Finding.Severity;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.SystemFinding;
import org.jfio.format.Num2Str;

/**
 * The machine-wide part of the report ({@code jfio check}): kernel release, each engine's own
 * checks of the machine ({@link IoEngineProvider#systemFindings()}: a kernel switch or version it
 * depends on), every engine's availability (which answers whether an engine's library is present
 * and the kernel lets its calls through: the engines probe themselves) and RAM. Stateless.
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
        for (IoEngineProvider p : engines.providers()) {
            out.addAll(engineSystem(p));
        }
        for (IoEngineProvider p : engines.providers()) {
            out.add(engine(p, enginesUsed.contains(p.name())));
        }
        if (memory.totalBytes() > 0) {
            out.add(Finding.ok(Check.MEMORY, "memory", Num2Str.bytesIec(memory.totalBytes()) + " RAM"
                    + (memory.availableBytes() >= 0 ? ", " + Num2Str.bytesIec(memory.availableBytes()) + " available" : "")));
        }
        return out;
    }

    /** The engine's own findings about the machine; an engine whose check throws gets a warning saying so. */
    static List<Finding> engineSystem(IoEngineProvider p) {
        List<Finding> out = new ArrayList<>();
        try {
            for (SystemFinding f : p.systemFindings()) {
                out.add(new Finding(f.warning() ? Severity.WARNING : Severity.OK, Check.of(f.check()), f.subject(),
                        f.message(), f.fix()));
            }
        } catch (RuntimeException e) {
            out.add(Finding.warning(Check.ENGINE, p.name(), "its system check failed: " + e, "report it to the engine's authors"));
        }
        return out;
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
