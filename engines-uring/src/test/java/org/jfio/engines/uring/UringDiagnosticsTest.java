package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jfio.spi.Availability;
import org.jfio.spi.JfioException;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.liburing.liburing_h;
import org.junit.jupiter.api.Test;

/**
 * Every way io_uring can be unavailable comes back as a reason and a fix, never an exception; the
 * cases this machine cannot produce are checked on the message builders.
 */
class UringDiagnosticsTest {

    @Test
    void shouldNameTheLibraryAndThePackageWhenLiburingIsMissing() {
        Availability a = UringDiagnostics.missingLibrary("liburing.so.2: cannot open shared object file: No such file or directory");
        assertFalse(a.available());
        assertTrue(a.reason().startsWith("liburing.so.2 not found"), a.reason());
        assertTrue(a.fix().contains("apt-get install liburing2"), a.fix());
    }

    @Test
    void shouldExplainBothSettingsOfTheSysctl() {
        Availability one = UringDiagnostics.disabledSysctl(1);
        assertTrue(one.reason().contains("kernel.io_uring_disabled=1") && one.reason().contains("unprivileged"), one.reason());
        assertTrue(one.fix().contains("sysctl -w kernel.io_uring_disabled=0"), one.fix());
        Availability two = UringDiagnostics.disabledSysctl(2);
        assertTrue(two.reason().contains("kernel.io_uring_disabled=2") && two.reason().contains("not even root"), two.reason());
        assertFalse(two.available());
    }

    @Test
    void shouldTellSeccompFromTheSysctlOnEperm() {
        Availability seccomp = UringDiagnostics.setupFailure(libc_h.EPERM(), 0);
        assertTrue(seccomp.reason().contains("seccomp"), seccomp.reason());
        assertTrue(seccomp.fix().contains("--security-opt seccomp="), seccomp.fix());
        assertEquals(UringDiagnostics.disabledSysctl(1), UringDiagnostics.setupFailure(libc_h.EPERM(), 1));
        assertTrue(UringDiagnostics.setupFailure(libc_h.EPERM(), -1).reason().contains("seccomp"), "no sysctl: seccomp");
    }

    @Test
    void shouldNameTheKernelRequirementOnEnosys() {
        Availability a = UringDiagnostics.setupFailure(liburing_h.ENOSYS(), -1);
        assertTrue(a.reason().contains("has no io_uring") && a.reason().contains("5.1"), a.reason());
        assertTrue(a.reason().contains(UringDiagnostics.kernelRelease()), a.reason());
    }

    @Test
    void shouldPointAtUlimitOnEnomem() {
        Availability setup = UringDiagnostics.setupFailure(libc_h.ENOMEM(), 0);
        assertTrue(setup.reason().contains("RLIMIT_MEMLOCK"), setup.reason());
        assertTrue(setup.fix().contains("ulimit -l"), setup.fix());
        JfioException e = UringDiagnostics.bufferRegistrationFailure("io_uring_register_buffers", libc_h.ENOMEM(), 32, 128 * 1024);
        assertTrue(e.getMessage().startsWith("io_uring_register_buffers (fixedbufs=1: 32 buffers of 128 KiB): ENOMEM"), e.getMessage());
        assertTrue(e.getMessage().contains("RLIMIT_MEMLOCK") && e.getMessage().contains("ulimit -l"), e.getMessage());
        assertTrue(UringDiagnostics.memlockLimit().startsWith("soft limit"), UringDiagnostics.memlockLimit());
    }

    @Test
    void shouldRequireTheDataAndSyncOpcodes() {
        assertTrue(UringDiagnostics.missingOpcodes(true, true).available());
        Availability noRw = UringDiagnostics.missingOpcodes(false, true);
        assertTrue(noRw.reason().contains("IORING_OP_READ/WRITE and IORING_OP_READV/WRITEV"), noRw.reason());
        assertTrue(UringDiagnostics.missingOpcodes(true, false).reason().contains("IORING_OP_FSYNC"));
    }

    @Test
    void shouldCheckThisMachineWithoutThrowing() {
        Availability a = UringDiagnostics.check();
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(a.available(), a.reason());
        }
        assertEquals(a, new UringEngineProvider().availability());
        if (liburing_h.isAvailable()) {
            assertTrue(UringDiagnostics.requiredSymbols().available(), "liburing 2.3 exports all it needs");
        }
        int disabled = UringDiagnostics.ioUringDisabled();
        assertTrue(disabled >= -1 && disabled <= 2, "sysctl value " + disabled);
    }
}
