package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HandoffRingTest {
    @Test
    void shouldKeepOrderAndRefuseWhenFull() {
        HandoffRing<long[]> ring = new HandoffRing<>(3);
        assertEquals(4, ring.capacity());
        long[][] items = new long[5][1];
        for (int i = 0; i < 4; i++) {
            assertTrue(ring.offer(items[i]));
        }
        assertFalse(ring.offer(items[4]));
        assertSame(items[0], ring.poll());
        assertTrue(ring.offer(items[4]));
        for (int i = 1; i < 5; i++) {
            assertSame(items[i], ring.poll());
        }
        assertNull(ring.poll());
    }

    @Test
    void shouldHandOverEveryElementsContentsBetweenTwoThreads() throws InterruptedException {
        int n = 200_000;
        HandoffRing<long[]> full = new HandoffRing<>(8);
        HandoffRing<long[]> free = new HandoffRing<>(8);
        for (int i = 0; i < 8; i++) {
            free.offer(new long[2]);
        }
        long[] seen = new long[1];
        boolean[] ordered = {true};
        Thread consumer = Thread.ofPlatform().start(() -> {
            for (long expected = 0; expected < n; ) {
                long[] e = full.poll();
                if (e == null) {
                    Thread.onSpinWait();
                    continue;
                }
                ordered[0] &= e[0] == expected && e[1] == ~expected;
                expected++;
                seen[0]++;
                free.offer(e);
            }
        });
        for (long i = 0; i < n; i++) {
            long[] e;
            while ((e = free.poll()) == null) {
                Thread.onSpinWait();
            }
            e[0] = i;
            e[1] = ~i;
            assertTrue(full.offer(e));
        }
        consumer.join();
        assertEquals(n, seen[0]);
        assertTrue(ordered[0], "every element arrived in order with what was written into it");
    }
}
