package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.jfio.spi.IoClock;
import org.junit.jupiter.api.Test;

/**
 * The clones of a wave begin together: none leaves the line before every joined clone is ready
 * (or has left) and the launcher has opened it, and all get the same start, the last arrival.
 */
class StartLineTest {

    /** Waits until {@code t} is parked (at the line), so "not returned yet" means held. */
    private static void awaitParked(Thread t) {
        while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
            Thread.onSpinWait();
        }
    }

    private static Thread clone(StartLine line, RunControl control, CompletableFuture<Long> start) {
        return Thread.ofPlatform().start(() -> start.complete(line.ready(control)));
    }

    @Test
    void shouldHoldEveryCloneUntilTheLastIsReadyAndGiveThemOneStart() throws Exception {
        StartLine line = new StartLine();
        RunControl control = new RunControl();
        for (int i = 0; i < 3; i++) {
            assertTrue(line.join());
        }
        CompletableFuture<Long> first = new CompletableFuture<>();
        CompletableFuture<Long> second = new CompletableFuture<>();
        CompletableFuture<Long> third = new CompletableFuture<>();
        long before = IoClock.nowNs();
        awaitParked(clone(line, control, first));
        awaitParked(clone(line, control, second));
        line.open();
        assertFalse(first.isDone() || second.isDone(), "a clone left before the third was ready");
        long lastArrival = IoClock.nowNs();
        clone(line, control, third);
        long a = first.get(10, TimeUnit.SECONDS);
        assertEquals(a, second.get(10, TimeUnit.SECONDS));
        assertEquals(a, third.get(10, TimeUnit.SECONDS));
        assertTrue(a >= lastArrival && a >= before, "the start is the last arrival: " + a + " < " + lastArrival);
    }

    @Test
    void shouldWaitForTheLauncherToOpen() throws Exception {
        StartLine line = new StartLine();
        assertTrue(line.join());
        CompletableFuture<Long> only = new CompletableFuture<>();
        Thread t = clone(line, new RunControl(), only);
        awaitParked(t);
        assertFalse(only.isDone(), "the clone left before every clone of its wave was launched");
        long opened = IoClock.nowNs();
        line.open();
        assertTrue(only.get(10, TimeUnit.SECONDS) >= opened);
    }

    @Test
    void shouldLetTheOthersGoWhenAJoinedCloneFailsItsSetup() throws Exception {
        StartLine line = new StartLine();
        assertTrue(line.join());
        assertTrue(line.join());
        line.open();
        CompletableFuture<Long> ready = new CompletableFuture<>();
        awaitParked(clone(line, new RunControl(), ready));
        line.leave();
        assertTrue(ready.get(10, TimeUnit.SECONDS) != 0);
    }

    @Test
    void shouldStopWaitingOnAStopRequest() throws Exception {
        StartLine line = new StartLine();
        assertTrue(line.join());
        assertTrue(line.join()); // never ready
        line.open();
        RunControl run = new RunControl();
        CompletableFuture<Long> ready = new CompletableFuture<>();
        awaitParked(clone(line, new RunControl(run), ready));
        run.stop();
        assertEquals(0L, ready.get(10, TimeUnit.SECONDS), "a stopped clone starts now (0), not at a wave start");
    }
}
