package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.spi.IoUnit;
import org.junit.jupiter.api.Test;

/** The single-producer single-consumer hand-off ring of io_submit_mode=offload. */
class UnitRingTest {
    private static IoUnit[] units(Arena arena, int n) {
        IoUnit[] u = new IoUnit[n];
        for (int i = 0; i < n; i++) {
            u[i] = new IoUnit(i, arena.allocate(64));
        }
        return u;
    }

    @Test
    void shouldKeepOrderRefuseWhenFullAndWrapAround() {
        try (Arena arena = Arena.ofConfined()) {
            IoUnit[] u = units(arena, 3);
            UnitRing ring = new UnitRing(3);
            assertEquals(4, ring.capacity(), "rounded up to a power of two");
            assertTrue(ring.isEmpty());
            assertNull(ring.poll());
            for (int round = 0; round < 10; round++) {
                assertTrue(ring.offer(u[0]));
                assertTrue(ring.offer(u[1]));
                assertTrue(ring.offer(u[2]));
                assertTrue(ring.offer(u[0]));
                assertFalse(ring.offer(u[1]), "full at its capacity");
                assertSame(u[0], ring.poll());
                assertSame(u[1], ring.poll());
                assertSame(u[2], ring.poll());
                assertSame(u[0], ring.poll());
                assertNull(ring.poll());
            }
        }
        assertThrows(IllegalArgumentException.class, () -> new UnitRing(0));
    }

    /**
     * Two threads, a million hand-offs through an 8-slot ring of 16 units: each arrives once, in
     * order, with the field written before its offer (a unit is rewritten only after the consumer
     * has taken the next eight, so it is done with it).
     */
    @Test
    void shouldHandUnitsOverBetweenTwoThreadsInOrder() throws InterruptedException {
        try (Arena arena = Arena.ofShared()) {
            IoUnit[] u = units(arena, 16);
            UnitRing ring = new UnitRing(8);
            int total = 1_000_000;
            boolean[] ok = {true};
            Thread consumer = Thread.ofPlatform().start(() -> {
                for (int i = 0; i < total; ) {
                    IoUnit x = ring.poll();
                    if (x == null) {
                        Thread.onSpinWait();
                        continue;
                    }
                    if (x != u[i & 15] || x.completeNs() != i) {
                        ok[0] = false;
                    }
                    i++;
                }
            });
            for (int i = 0; i < total; i++) {
                IoUnit x = u[i & 15];
                x.completeNs(i);
                while (!ring.offer(x)) {
                    Thread.onSpinWait();
                }
            }
            consumer.join();
            assertTrue(ok[0], "every unit came in order with the field written before offer");
            assertTrue(ring.isEmpty());
        }
    }
}
