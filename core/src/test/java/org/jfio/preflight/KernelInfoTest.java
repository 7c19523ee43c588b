package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** uname(2), against what /proc says (the io_uring sysctl is the io_uring engine's: UringSystemChecksTest). */
class KernelInfoTest {

    @Test
    void shouldParseReleaseVersions() {
        assertArrayEquals(new int[] {6, 18}, KernelInfo.version("6.18.44-fc-v782"));
        assertArrayEquals(new int[] {5, 15}, KernelInfo.version("5.15.0-91-generic"));
        assertArrayEquals(new int[] {4, 19}, KernelInfo.version("4.19.0"));
        assertArrayEquals(new int[] {0, 0}, KernelInfo.version("unknown"));
        KernelInfo old = new KernelInfo("Linux", "5.0.21", "x86_64");
        assertFalse(old.atLeast(5, 1));
        assertTrue(old.atLeast(4, 20));
        assertTrue(new KernelInfo("Linux", "5.1.0", "x86_64").atLeast(5, 1));
    }

    @Test
    void shouldReadTheRunningKernel() throws Exception {
        KernelInfo k = KernelInfo.read();
        assertEquals("Linux", k.sysname());
        assertEquals(Files.readString(Path.of("/proc/sys/kernel/osrelease")).strip(), k.release());
    }
}
