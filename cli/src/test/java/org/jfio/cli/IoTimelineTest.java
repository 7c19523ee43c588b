package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@code --debug} ends with the run's I/O window in JVM uptime, the figure bench/startup and bench/gc-check read. */
class IoTimelineTest {
    private static final Pattern LINE = Pattern.compile(
            "jfio: debug: I/O from (\\d+) ms to (\\d+) ms of JVM uptime, every job in its I/O loop from (\\d+) ms\\R");

    @Test
    void shouldPrintWhenTheIoRanWithDebug() {
        MainTest.Result r = MainTest.run("--debug", "--output-format=terse", "--ioengine=null", "--size=64m", "--bs=4k",
                "--name=a", "--name=b", "--runtime=200ms", "--time_based");
        assertEquals(ExitCode.OK, r.code(), r.err());
        Matcher m = LINE.matcher(r.err());
        assertTrue(m.find(), r.err());
        long from = Long.parseLong(m.group(1));
        long to = Long.parseLong(m.group(2));
        long allIn = Long.parseLong(m.group(3));
        assertTrue(from > 0 && from <= allIn && allIn < to, r.err());
        // "from" comes from System.nanoTime, "to" from the result's wall-clock end: each truncated to ms
        assertTrue(to - from >= 199, "the 200 ms runtime lies inside the window: " + r.err());
    }

    @Test
    void shouldPrintNoTimelineWithoutDebug() {
        MainTest.Result r = MainTest.run("--output-format=terse", "--ioengine=null", "--size=1m", "--name=a");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertFalse(r.err().contains("jfio: debug"), r.err());
    }
}
