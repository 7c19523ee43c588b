package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import sun.misc.Signal;
import sun.misc.SignalHandler;

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
    void shouldTakeARepeatOfTheFirstSignalWithinTheWindowAsTheSameOne() {
        AtomicInteger stops = new AtomicInteger();
        List<Integer> halts = new ArrayList<>();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long[] nowNs = {1_000_000_000L};
        StopSignals s = new StopSignals(stops::incrementAndGet, new PrintStream(err, true, StandardCharsets.UTF_8),
                halts::add, () -> nowNs[0]);

        s.received("INT", 2);
        s.received("INT", 2); // timeout(1)'s second send, microseconds later
        nowNs[0] += TimeUnit.MILLISECONDS.toNanos(StopSignals.SAME_SIGNAL_WINDOW_MS - 1);
        s.received("INT", 2);
        assertEquals(1, stops.get());
        assertEquals(List.of(), halts, "the same signal twice is not a second Ctrl-C");
        assertEquals(1, s.received());

        nowNs[0] += TimeUnit.MILLISECONDS.toNanos(2);
        s.received("INT", 2); // a person's second Ctrl-C, after the window
        assertEquals(List.of(ExitCode.INTERRUPTED), halts);
        assertEquals(2, s.received());
        String[] lines = err.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(2, lines.length, err.toString(StandardCharsets.UTF_8));
        assertTrue(lines[0].startsWith("jfio: terminating on signal 2 (SIGINT): stopping the jobs"), lines[0]);
        assertEquals("jfio: signal 2 (SIGINT) again: quitting at once, without the report", lines[1]);
    }

    @Test
    void shouldTakeARepeatWhileTheFirstIsStillTakenAsTheSameOneWhateverTheClock() {
        List<Integer> halts = new ArrayList<>();
        long[] nowNs = {0};
        StopSignals[] s = new StopSignals[1];
        s[0] = new StopSignals(() -> {
            nowNs[0] += TimeUnit.SECONDS.toNanos(10); // the first is slow to take; its repeat comes meanwhile
            s[0].received("INT", 2);
        }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), halts::add, () -> nowNs[0]);

        s[0].received("INT", 2);
        assertEquals(List.of(), halts);
        assertEquals(1, s[0].received());
    }

    @Test
    void shouldTakeAnotherSignalWithinTheWindowAsASecondOne() {
        List<Integer> halts = new ArrayList<>();
        StopSignals s = new StopSignals(() -> { }, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8), halts::add, () -> 0L);

        s.received("INT", 2);
        s.received("TERM", 15);
        assertEquals(List.of(ExitCode.INTERRUPTED), halts, "a SIGTERM after the Ctrl-C is meant: it quits at once");
    }

    @Test
    void shouldPutThePreviousHandlersBack() {
        for (String name : List.of("INT", "TERM")) {
            String before = current(name);
            try (StopSignals s = StopSignals.install(() -> { }, System.err)) {
                assertNotEquals(before, current(name), "SIG" + name + " is jfio's while the run goes on");
            }
            assertEquals(before, current(name), "SIG" + name + " is the JVM's again after the run");
        }
    }

    /**
     * @return the handler in place for the signal, read by swapping a no-op handler in and back
     *         (not SIG_IGN: the JVM refuses to take back a shutdown signal that is ignored); as
     *         the handler the JVM wraps, e.g. {@code <java.lang.Terminator$1@9d5509a>}, since the
     *         wrapper is new on every call
     */
    private static String current(String name) {
        Signal signal = new Signal(name);
        SignalHandler h = Signal.handle(signal, sig -> { });
        Signal.handle(signal, h);
        String text = h.toString();
        return text.contains("<") ? text.substring(text.indexOf('<')) : text;
    }
}
