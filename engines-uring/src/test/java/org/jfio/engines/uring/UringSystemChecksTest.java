package org.jfio.engines.uring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.spi.SystemFinding;
import org.junit.jupiter.api.Test;

/**
 * The kernel's io_uring as {@code jfio check} reports it (check {@code io-uring}), and the hint for
 * the engine's calls that pin memory: what core's preflight and errno hints said before they moved
 * behind the provider, word for word.
 */
class UringSystemChecksTest {

    @Test
    void shouldReadTheSysctlAndTheRelease() throws Exception {
        Path sysctl = Path.of("/proc/sys/kernel/io_uring_disabled");
        int expected = Files.exists(sysctl) ? Integer.parseInt(Files.readString(sysctl).strip()) : -1;
        assertEquals(expected, UringDiagnostics.ioUringDisabled());
        assertEquals(Files.readString(Path.of("/proc/sys/kernel/osrelease")).strip(), UringDiagnostics.kernelRelease());
        List<SystemFinding> found = new UringEngineProvider().systemFindings();
        assertEquals(List.of(UringSystemChecks.finding(UringDiagnostics.kernelRelease(), expected)), found);
        assertEquals("io-uring", found.get(0).check());
        assertEquals("kernel", found.get(0).subject());
    }

    @Test
    void shouldSayWhatEachSettingOfTheSysctlMeans() {
        assertEquals(SystemFinding.ok("io-uring", "kernel",
                "io_uring present (Linux 6.1.0-18-amd64 has no kernel.io_uring_disabled sysctl; it came in 6.6)"),
                UringSystemChecks.finding("6.1.0-18-amd64", -1));
        assertEquals(SystemFinding.ok("io-uring", "kernel", "io_uring allowed (kernel.io_uring_disabled=0)"),
                UringSystemChecks.finding("6.18.44-fc-v782", 0));
        assertEquals(SystemFinding.warning("io-uring", "kernel", "io_uring is limited to privileged processes and the "
                        + "kernel.io_uring_group group (kernel.io_uring_disabled=1)", "sysctl -w kernel.io_uring_disabled=0, or run as root"),
                UringSystemChecks.finding("6.6.0", 1));
        assertEquals(SystemFinding.warning("io-uring", "kernel", "io_uring is switched off (kernel.io_uring_disabled=2)",
                        "sysctl -w kernel.io_uring_disabled=0"),
                UringSystemChecks.finding("6.6.0", 2));
    }

    @Test
    void shouldWarnOnAKernelBeforeIoUring() {
        assertEquals(SystemFinding.warning("io-uring", "kernel", "Linux 5.0.21 has no io_uring (it came in 5.1)",
                        "use a kernel-AIO or synchronous engine, or a newer kernel"),
                UringSystemChecks.finding("5.0.21", -1));
        assertTrue(UringSystemChecks.atLeast("5.1.0", 5, 1));
        assertTrue(UringSystemChecks.atLeast("5.15.0-91-generic", 5, 1));
        assertTrue(UringSystemChecks.atLeast("6.0", 5, 1));
        assertFalse(UringSystemChecks.atLeast("4.19.0", 5, 1));
        assertFalse(UringSystemChecks.atLeast("unknown", 5, 1));
    }

    @Test
    void shouldHintAtTheLockedMemoryLimitForCallsThatPinMemory() {
        UringEngineProvider p = new UringEngineProvider();
        for (String call : List.of("io_uring_register_buffers(16)", "io_uring_setup(64)", "io_uring_queue_init_params(64)")) {
            String hint = p.errnoHint(call, libc_h.ENOMEM());
            assertTrue(hint.contains("pinned memory counts against RLIMIT_MEMLOCK: raise the locked-memory limit: "
                    + "ulimit -l unlimited"), hint);
            assertTrue(hint.endsWith(", or lower iodepth or bs"), hint);
        }
        assertEquals("", p.errnoHint("io_uring_register_files(8)", libc_h.ENOMEM()), "files are not pinned memory");
        assertEquals("", p.errnoHint("io_uring_register_buffers(16)", libc_h.EINVAL()));
        assertEquals("", p.errnoHint("read", libc_h.ENOMEM()), "the errno hints cover the rest");
    }
}
