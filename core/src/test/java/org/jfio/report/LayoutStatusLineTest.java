package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.jfio.result.LayoutProgress;
import org.junit.jupiter.api.Test;

/** The layout's status line: what it shows, its padding, and the blank line before the run's line. */
class LayoutStatusLineTest {
    private static final long MIB = 1L << 20;

    private static LayoutProgress at(int file, long done, long elapsedNs) {
        return new LayoutProgress("mysql_test", Path.of("/data/fio_test." + file), file, 2, done % (1024 * MIB),
                1024 * MIB, done, 2048 * MIB, elapsedNs, false);
    }

    @Test
    void shouldShowTheFileTheShareTheBytesTheRateAndTheEta() {
        LayoutStatusLine line = new LayoutStatusLine();
        assertEquals("Laying out: mysql_test (f=1/2): [0.0%][0B/2048MiB][w=0B/s][eta --:--] /data/fio_test.0\r",
                line.update(at(0, 0, 0)));
        // 768 MiB in 2 s: 384 MiB/s, 1280 MiB left: 4 s (rounded up)
        assertEquals("Laying out: mysql_test (f=1/2): [37.5%][768MiB/2048MiB][w=384MiB/s][eta 00m:04s] /data/fio_test.0\r",
                line.update(at(0, 768 * MIB, 2_000_000_000L)));
    }

    @Test
    void shouldPadOverALongerLineAndBlankTheLastOne() {
        LayoutStatusLine line = new LayoutStatusLine();
        String first = line.update(at(0, 768 * MIB, 2_000_000_000L));
        String shorter = line.update(new LayoutProgress("j", Path.of("/f"), 0, 1, 0, MIB, 0, MIB, 0, false));
        assertEquals(first.length(), shorter.length(), "padded: " + shorter);
        assertEquals(" ".repeat(first.length() - 1) + "\r", line.clear());
        assertEquals("", line.clear(), "nothing to blank twice");
    }
}
