package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

/** The one-line sysfs values, as the kernel writes them. */
class SysfsValuesTest {

    @Test
    void shouldPickTheBracketedScheduler() {
        assertEquals("mq-deadline", SysfsValues.activeScheduler("none [mq-deadline] kyber bfq \n"));
        assertEquals("none", SysfsValues.activeScheduler("[none] mq-deadline kyber bfq\n"));
        assertEquals("bfq", SysfsValues.activeScheduler("mq-deadline kyber [bfq]"));
        assertEquals("none", SysfsValues.activeScheduler("none\n"), "a device without a choice shows one word");
        assertEquals("", SysfsValues.activeScheduler(""));
    }

    @Test
    void shouldReadNumbersAndRefuseAnythingElse() {
        assertEquals(OptionalLong.of(256), SysfsValues.number("256\n"));
        assertEquals(OptionalLong.of(2147483647), SysfsValues.number(" 2147483647 "));
        assertTrue(SysfsValues.number("").isEmpty());
        assertTrue(SysfsValues.number("[none]").isEmpty());
    }

    @Test
    void shouldSplitDeviceNumbers() {
        assertArrayEquals(new int[] {259, 3}, SysfsValues.deviceNumbers("259:3\n"));
        assertArrayEquals(new int[] {7, 0}, SysfsValues.deviceNumbers("7:0"));
        assertThrows(IllegalArgumentException.class, () -> SysfsValues.deviceNumbers("259"));
        assertThrows(IllegalArgumentException.class, () -> SysfsValues.deviceNumbers("a:b"));
    }
}
