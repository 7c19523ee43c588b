package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.result.Finding;
import org.jfio.result.Finding.Check;
import org.jfio.result.Finding.Severity;
import org.jfio.spi.Availability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.SystemFinding;
import org.junit.jupiter.api.Test;

/** The machine part of {@code jfio check}: the kernel, then each engine's own findings, then availability, then RAM. */
class SystemChecksTest {

    /** An engine that reports what it is given about the machine, or fails to. */
    private static IoEngineProvider engine(String name, Availability availability, List<SystemFinding> findings) {
        return new IoEngineProvider() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "reports " + findings.size() + " findings";
            }

            @Override
            public Availability availability() {
                return availability;
            }

            @Override
            public List<SystemFinding> systemFindings() {
                if (findings == null) {
                    throw new IllegalStateException("cannot read the sysctl");
                }
                return findings;
            }

            @Override
            public IoEngine create(EngineContext context) {
                throw new UnsupportedOperationException("never run");
            }
        };
    }

    private static List<String> lines(List<Finding> findings) {
        List<String> out = new ArrayList<>();
        for (Finding f : findings) {
            out.add(f.severity() + " " + f.check().label() + " " + f.line());
        }
        return out;
    }

    @Test
    void shouldPutTheEnginesOwnFindingsAfterTheKernelAndBeforeAvailability() {
        EngineRegistry engines = EngineRegistry.of(List.of(
                engine("beta", Availability.unavailable("libbeta.so.1 not found", "install libbeta"), List.of(
                        SystemFinding.warning("beta-ring", "kernel", "rings are switched off", "sysctl -w beta=1"))),
                engine("alpha", Availability.AVAILABLE, List.of(SystemFinding.ok("alpha-switch", "kernel", "allowed"))),
                engine("gamma", Availability.AVAILABLE, List.of())));
        KernelInfo kernel = new KernelInfo("Linux", "6.1.0", "x86_64");
        MemInfo memory = MemInfo.read();
        List<Finding> found = SystemChecks.findings(kernel, memory, engines, Set.of("beta"));
        List<String> expected = new ArrayList<>(List.of(
                "OK kernel kernel: Linux 6.1.0 x86_64",
                "OK alpha-switch kernel: allowed",
                "WARNING beta-ring kernel: rings are switched off; fix: sysctl -w beta=1",
                "OK engine alpha: available",
                "ERROR engine beta: not available: libbeta.so.1 not found; fix: install libbeta",
                "OK engine gamma: available"));
        if (memory.totalBytes() > 0) {
            expected.add("OK memory " + found.get(found.size() - 1).line());
        }
        assertEquals(expected, lines(found));
        assertEquals(Check.of("beta-ring"), found.get(2).check());
        assertEquals(Severity.WARNING, found.get(2).severity());
    }

    @Test
    void shouldTurnAFailingEngineCheckIntoAWarning() {
        List<Finding> found = SystemChecks.engineSystem(engine("broken", Availability.AVAILABLE, null));
        assertEquals(List.of("WARNING engine broken: its system check failed: java.lang.IllegalStateException: cannot read "
                + "the sysctl; fix: report it to the engine's authors"), lines(found));
    }

    @Test
    void shouldRefuseAnEngineCheckLabelThatIsNotLowerCaseWordsAndHyphens() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SystemFinding.ok("IO URING", "kernel", "allowed"));
        assertEquals("check=IO URING: not lower-case words joined by hyphens", e.getMessage());
    }
}
