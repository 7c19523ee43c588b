package org.jfio.result;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;

/** Timelines of clones add up interval by interval. */
class TimelineTest {
    private static TimelineSeries series(long[] ios, long[] mean, long[] p99) {
        long[] end = new long[ios.length];
        long[] bytes = new long[ios.length];
        for (int i = 0; i < ios.length; i++) {
            end[i] = 500L * (i + 1);
            bytes[i] = ios[i] * 4096;
        }
        return new TimelineSeries(DataDirection.READ, end, ios, bytes, mean, p99);
    }

    @Test
    void shouldAddCountsWeighTheMeanAndKeepTheLargerP99() {
        TimelineSeries a = series(new long[] {100, 300, 7}, new long[] {1000, 2000, 5}, new long[] {4000, 9000, 5});
        TimelineSeries b = series(new long[] {300, 100}, new long[] {2000, 6000}, new long[] {8000, 7000});
        TimelineSeries s = a.sum(b);
        assertEquals(2, s.points(), "as many points as the shorter");
        assertArrayEquals(new long[] {400, 407}, s.ios(), "the longer one's extra point goes into the last");
        assertArrayEquals(new long[] {400 * 4096, 407 * 4096}, s.bytes());
        assertArrayEquals(new long[] {1750, 2948}, s.clatMeanNs());
        assertArrayEquals(new long[] {8000, 9000}, s.clatP99Ns());
        assertArrayEquals(new long[] {500, 1500}, s.endMs(), "the last point ends where the longer one does");
        assertEquals(s, b.sum(a), "either order");
    }

    @Test
    void shouldSumTimelinesByDirectionWithTheEarlierStartAndLongerRamp() {
        Timeline a = new Timeline(2000, 500, 100, List.of(series(new long[] {1}, new long[] {1}, new long[] {1})));
        Timeline b = new Timeline(1990, 500, 300, List.of(series(new long[] {2}, new long[] {1}, new long[] {1})));
        Timeline s = a.sum(b);
        assertEquals(1990, s.startEpochMs());
        assertEquals(300, s.rampMs());
        assertArrayEquals(new long[] {3}, s.series().get(0).ios());
        assertSame(a, a.sum(Timeline.EMPTY));
        assertSame(b, Timeline.EMPTY.sum(b));
        assertTrue(Timeline.EMPTY.isEmpty());
    }

    @Test
    void shouldRefuseArraysOfDifferentLengths() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TimelineSeries(
                DataDirection.READ, new long[2], new long[2], new long[1], new long[2], new long[2]));
        assertEquals("timeline arrays differ in length: endMs=2", e.getMessage());
    }
}
