package org.jfio.spi.option;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class FioUnitsTest {
    private static final long SECOND_NS = TimeUnit.SECONDS.toNanos(1);
    private static final long MICRO_NS = TimeUnit.MICROSECONDS.toNanos(1);

    private static long size(String text) {
        return FioUnits.parseSize("size", text);
    }

    @Test
    void shouldReadThreeLetterIecSuffixesAsPowersOf1000LikeFio() {
        assertEquals(4_000_000L, size("4MiB"));
        assertEquals(4_000_000L, size("4mib"));
        assertEquals(4_000L, size("4KiB"));
        assertEquals(1_000_000_000L, size("1gib"));
        assertEquals(1_000_000_000_000L, size("1TiB"));
        assertEquals(1_000_000_000_000_000L, size("1pib"));
    }

    @Test
    void shouldReadOtherSuffixesAsPowersOf1024() {
        assertEquals(4_194_304L, size("4M"));
        assertEquals(4_194_304L, size("4MB"));
        assertEquals(4_194_304L, size("4Mi"));
        assertEquals(4_194_304L, size("4m"));
        assertEquals(4_194_304L, size("4mb"));
        assertEquals(4096L, size("4k"));
        assertEquals(4096L, size("4K"));
        assertEquals(4096L, size("4kb"));
        assertEquals(4096L, size("4ki"));
        assertEquals(1L << 30, size("1g"));
        assertEquals(1L << 30, size("1G"));
        assertEquals(1L << 40, size("1t"));
        assertEquals(1L << 50, size("1p"));
    }

    @Test
    void shouldSwapFamiliesWithKbBase1000() {
        assertEquals(4000L, FioUnits.parseSize("bs", "4k", 1000));
        assertEquals(4_000_000L, FioUnits.parseSize("bs", "4MB", 1000));
        assertEquals(4096L, FioUnits.parseSize("bs", "4kib", 1000));
        assertEquals(4_194_304L, FioUnits.parseSize("bs", "4MiB", 1000));
    }

    @Test
    void shouldReadBytesHexAndLargeValues() {
        assertEquals(4096L, size("0x1000"));
        assertEquals(4096L, size("0X1000"));
        assertEquals(512L, size("512"));
        assertEquals(512L, size("512b"));
        assertEquals(512L, size("512B"));
        assertEquals(2_147_483_648L, size("2147483648"));
        assertEquals(8L << 30, size("8g"));
        assertEquals(Long.MAX_VALUE, size("9223372036854775807"));
        assertEquals(1536L << 20, size(" 1536m "));
    }

    @Test
    void shouldRejectBadSizesWithOneLineNamingOptionAndValue() {
        assertEquals("bs=4q: invalid size (unknown suffix 'q')",
                assertThrows(JfioException.class, () -> FioUnits.parseSize("bs", "4q")).getMessage());
        assertMessageStarts("size=12q:", () -> size("12q"));
        assertMessageStarts("size=1.5g: invalid size (fractions", () -> size("1.5g"));
        assertMessageStarts("size=abc: invalid size (not a number)", () -> size("abc"));
        assertMessageStarts("size=-4k:", () -> size("-4k"));
        assertMessageStarts("size=100000000p: too large", () -> size("100000000p"));
        assertMessageStarts("size=99999999999999999999:", () -> size("99999999999999999999"));
        assertMessageStarts("size=4kk:", () -> size("4kk"));
        assertMessageStarts("size=0xfoo:", () -> size("0xfoo"));
        assertMessageStarts("size=50%:", () -> size("50%"));
        assertMessageStarts("size=(1+2:", () -> size("(1+2"));
        assertMessageStarts("size=:", () -> size(""));
    }

    @Test
    void shouldReadTimesWithSuffixes() {
        assertEquals(3600 * SECOND_NS, FioUnits.parseTimeNs("runtime", "1h", SECOND_NS));
        assertEquals(90 * SECOND_NS, FioUnits.parseTimeNs("runtime", "90s", SECOND_NS));
        assertEquals(500_000_000L, FioUnits.parseTimeNs("runtime", "500ms", SECOND_NS));
        assertEquals(500_000_000L, FioUnits.parseTimeNs("runtime", "500msec", SECOND_NS));
        assertEquals(250_000L, FioUnits.parseTimeNs("runtime", "250us", SECOND_NS));
        assertEquals(250_000L, FioUnits.parseTimeNs("runtime", "250usec", SECOND_NS));
        assertEquals(2 * 60 * SECOND_NS, FioUnits.parseTimeNs("runtime", "2m", SECOND_NS));
        assertEquals(2 * 60 * SECOND_NS, FioUnits.parseTimeNs("runtime", "2M", SECOND_NS));
        assertEquals(86_400 * SECOND_NS, FioUnits.parseTimeNs("runtime", "1d", SECOND_NS));
    }

    @Test
    void shouldUseTheOptionsBareUnit() {
        assertEquals(60 * SECOND_NS, FioUnits.parseTimeNs("runtime", "60", SECOND_NS));
        assertEquals(60 * MICRO_NS, FioUnits.parseTimeNs("thinktime", "60", MICRO_NS));
        assertEquals(2_147_483_648L * SECOND_NS, FioUnits.parseTimeNs("runtime", "2147483648", SECOND_NS));
    }

    @Test
    void shouldRejectBadTimes() {
        assertMessageStarts("runtime=10x: invalid time (unknown suffix 'x'",
                () -> FioUnits.parseTimeNs("runtime", "10x", SECOND_NS));
        assertMessageStarts("runtime=1.5s: invalid time (fractions",
                () -> FioUnits.parseTimeNs("runtime", "1.5s", SECOND_NS));
        assertMessageStarts("runtime=s:", () -> FioUnits.parseTimeNs("runtime", "s", SECOND_NS));
        assertMessageStarts("runtime=9999999999999d: too large",
                () -> FioUnits.parseTimeNs("runtime", "9999999999999d", SECOND_NS));
    }

    @Test
    void shouldReadBooleans() {
        assertTrue(FioUnits.parseBool("direct", "1"));
        assertFalse(FioUnits.parseBool("direct", "0"));
        assertTrue(FioUnits.parseBool("time_based", null));
        assertEquals("direct=yes: invalid boolean (use 0 or 1)",
                assertThrows(JfioException.class, () -> FioUnits.parseBool("direct", "yes")).getMessage());
    }

    @Test
    void shouldCheckIntegerRanges() {
        assertEquals(1024L, FioUnits.parseInteger("iodepth", "1k", 1, 65536));
        assertEquals("rwmixread=150: out of range (0..100)",
                assertThrows(JfioException.class, () -> FioUnits.parseInteger("rwmixread", "150", 0, 100)).getMessage());
        assertEquals("loops=0: out of range (at least 1)",
                assertThrows(JfioException.class,
                        () -> FioUnits.parseInteger("loops", "0", 1, Long.MAX_VALUE)).getMessage());
    }

    private static void assertMessageStarts(String prefix, org.junit.jupiter.api.function.Executable e) {
        String m = assertThrows(JfioException.class, e).getMessage();
        assertTrue(m.startsWith(prefix), () -> "message '" + m + "' should start with '" + prefix + "'");
        assertFalse(m.contains("\n"), "one line");
    }
}
