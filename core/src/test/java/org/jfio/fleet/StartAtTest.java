package org.jfio.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

class StartAtTest {
    @Test
    void shouldTakeAnEpochInSeconds() {
        assertEquals(1_796_190_530_500L, StartAt.parse("1796190530.5").startEpochMs(0));
    }

    @Test
    void shouldStartARelativeOneAtTheNextMultipleAtLeastHalfAPeriodAhead() {
        StartAt s = StartAt.parse("+30s");
        assertEquals(30_000, s.periodMs());
        assertEquals(60_000, s.startEpochMs(29_000 + 1_000));   // 30 s from 30 s: the next multiple, 30 s ahead
        assertEquals(60_000, s.startEpochMs(40_000));            // 20 s ahead: enough
        assertEquals(90_000, s.startEpochMs(50_000));            // 10 s ahead: too close, the one after
    }

    @Test
    void shouldAgreeAcrossRanksStartedInTheSameSlot() {
        StartAt s = StartAt.parse("+10s");
        long first = s.startEpochMs(100_100);
        for (long now = 100_100; now < 105_000; now += 700) {
            assertEquals(first, s.startEpochMs(now));
        }
        assertTrue(first - 105_000 >= 5_000);
    }

    @Test
    void shouldRefuseWhatIsNeither() {
        assertThrows(JfioException.class, () -> StartAt.parse("soon"));
        assertEquals("--start-at=+3x: write +D with D a whole number of ms, s, m or h (e.g. +30s)",
                assertThrows(JfioException.class, () -> StartAt.parse("+3x")).getMessage());
        assertThrows(JfioException.class, () -> StartAt.parse("-5"));
        assertThrows(JfioException.class, () -> StartAt.parse("+0s"));
    }
}
