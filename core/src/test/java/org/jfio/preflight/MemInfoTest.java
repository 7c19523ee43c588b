package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;

/** /proc/meminfo on fixed text, then on this machine. */
class MemInfoTest {

    @Test
    void shouldReadTotalAndAvailableInBytes() {
        MemInfo m = MemInfo.parse("""
                MemTotal:       24683656 kB
                MemFree:        24131836 kB
                MemAvailable:   24314740 kB
                Buffers:            2048 kB
                """);
        assertEquals(24683656L * 1024, m.totalBytes());
        assertEquals(24314740L * 1024, m.availableBytes());
    }

    @Test
    void shouldSayUnknownForAKernelWithoutMemAvailable() {
        MemInfo m = MemInfo.parse("MemTotal:  1024 kB\nMemFree:  512 kB\n");
        assertEquals(1024L * 1024, m.totalBytes());
        assertEquals(-1, m.availableBytes());
    }

    @Test
    void shouldAgreeWithTheJvmOnThisMachine() {
        MemInfo m = MemInfo.read();
        long jvm = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize();
        assertTrue(jvm > 0 && jvm <= m.totalBytes(), "the JVM sees MemTotal, or a container's smaller limit: " + jvm);
        assertTrue(m.availableBytes() > 0 && m.availableBytes() <= m.totalBytes());
    }
}
