package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.util.concurrent.atomic.AtomicLongArray;

import org.junit.jupiter.api.Test;

class TimerSlackTest {
    @Test
    void shouldGiveTheCallingThreadOnlyATimerSlackOfOneNanosecond() throws InterruptedException {
        AtomicLongArray seen = new AtomicLongArray(3);
        Thread job = Thread.ofPlatform().start(() -> {
            try (Arena arena = Arena.ofConfined()) {
                seen.set(0, TimerSlack.current(arena));
                TimerSlack.apply();
                seen.set(1, TimerSlack.current(arena));
            }
        });
        job.join();
        try (Arena arena = Arena.ofConfined()) {
            seen.set(2, TimerSlack.current(arena));
        }
        assertTrue(seen.get(0) > TimerSlack.SLACK_NS, "a new thread starts with the default slack (50 µs): " + seen);
        assertEquals(TimerSlack.SLACK_NS, seen.get(1), "after apply");
        assertEquals(seen.get(0), seen.get(2), "the other threads keep theirs");
    }
}
