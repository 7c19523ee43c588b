package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** The two-step answer to signals, without sending any (SignalsTest sends real ones). */
class StopSignalsTest {

    @Test
    void shouldStopOnTheFirstSignalAndHaltWith130OnTheSecond() {
        AtomicInteger stops = new AtomicInteger();
        List<Integer> halts = new ArrayList<>();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        StopSignals s = new StopSignals(stops::incrementAndGet, new PrintStream(err, true, StandardCharsets.UTF_8),
                halts::add);

        s.received("TERM", 15);
        assertEquals(1, stops.get());
        assertEquals(List.of(), halts);
        s.received("INT", 2);
        assertEquals(1, stops.get(), "the jobs are asked to stop once");
        assertEquals(List.of(ExitCode.INTERRUPTED), halts);
        assertEquals(2, s.received());
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(2, lines.length);
        assertTrue(lines[0].startsWith("jfio: terminating on signal 15 (SIGTERM): stopping the jobs"), lines[0]);
        assertEquals("jfio: signal 2 (SIGINT) again: quitting at once, without the report", lines[1]);
    }

    @Test
    void shouldPutThePreviousHandlersBack() {
        // Installing and closing in this JVM must leave Ctrl-C as it was: a second install works
        // and a closed one no longer reacts.
        AtomicInteger stops = new AtomicInteger();
        try (StopSignals s = StopSignals.install(stops::incrementAndGet, System.err)) {
            assertEquals(0, s.received());
        }
        try (StopSignals again = StopSignals.install(stops::incrementAndGet, System.err)) {
            assertEquals(0, again.received());
        }
        assertEquals(0, stops.get());
    }
}
