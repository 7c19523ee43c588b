package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.result.Timeline;
import org.jfio.result.TimelineSeries;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;

/** The job timeline: points per interval from the counters and the clat histogram, ramp included. */
class TimelineRecorderTest {
    private static final long MS = 1_000_000L;

    private static LatencyRecorder[] recorders() {
        LatencyRecorder[] r = new LatencyRecorder[DataDirection.SYNC.ordinal() + 1];
        for (int i = 0; i < r.length; i++) {
            r[i] = new LatencyRecorder();
        }
        return r;
    }

    @Test
    void shouldTakeEachIntervalsCountsAndLatenciesFromTheDifferences() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {true, false, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(10 * MS, 1_000L);
        assertEquals(510 * MS, t.nextDueNs());
        for (int i = 0; i < 100; i++) {
            clat[0].record(1000);
        }
        ios[0] = 100;
        bytes[0] = 100 * 4096;
        t.sample(510 * MS, ios, bytes, clat);
        for (int i = 0; i < 50; i++) {
            clat[0].record(3000);
        }
        ios[0] = 150;
        bytes[0] = 150 * 4096;
        t.sample(1010 * MS, ios, bytes, clat);
        Timeline tl = t.snapshot();
        assertEquals(1_000L, tl.startEpochMs());
        assertEquals(500, tl.intervalMs());
        assertEquals(0, tl.rampMs());
        TimelineSeries s = tl.series().get(0);
        assertEquals(DataDirection.READ, s.ddir());
        assertArrayEquals(new long[] {500, 1000}, s.endMs());
        assertArrayEquals(new long[] {100, 50}, s.ios());
        assertArrayEquals(new long[] {100 * 4096, 50 * 4096}, s.bytes());
        assertEquals(1000, s.clatMeanNs()[0], 1, "mean of the first interval alone");
        assertEquals(3000, s.clatMeanNs()[1], 3, "mean of the second interval alone, not of both");
        assertEquals(3000, s.clatP99Ns()[1], 3);
    }

    @Test
    void shouldEndWithAShorterPointOfWhatCompletedSinceTheLastOne() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {true, false, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(0, 0);
        clat[0].record(1000);
        ios[0] = 10;
        bytes[0] = 10 * 4096;
        t.sample(500 * MS, ios, bytes, clat);
        t.end(700 * MS, ios, bytes, clat);
        assertEquals(1, t.snapshot().series().get(0).points(), "nothing since the last point: no point");
        clat[0].record(2000);
        ios[0] = 13;
        bytes[0] = 13 * 4096;
        t.end(800 * MS, ios, bytes, clat);
        TimelineSeries s = t.snapshot().series().get(0);
        assertArrayEquals(new long[] {500, 800}, s.endMs());
        assertArrayEquals(new long[] {10, 3}, s.ios());
        assertArrayEquals(new long[] {10 * 4096, 3 * 4096}, s.bytes());
    }

    @Test
    void shouldFoldAShortTailIntoTheLastMeasuredPoint() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {true, false, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(0, 0);
        for (int i = 0; i < 3; i++) {
            clat[0].record(1000);
        }
        ios[0] = 3;
        bytes[0] = 3 * 4096;
        t.sample(500 * MS, ios, bytes, clat);
        clat[0].record(5000);
        ios[0] = 4;
        bytes[0] = 4 * 4096;
        t.end(503 * MS, ios, bytes, clat);
        TimelineSeries s = t.snapshot().series().get(0);
        assertArrayEquals(new long[] {503}, s.endMs(), "a 3-ms tail is no point of its own");
        assertArrayEquals(new long[] {4}, s.ios());
        assertArrayEquals(new long[] {4 * 4096}, s.bytes());
        assertEquals(2000, s.clatMeanNs()[0], 2, "the mean of both parts");
        assertEquals(5000, s.clatP99Ns()[0], 5, "the larger p99");
    }

    @Test
    void shouldNotFoldMeasuredIosIntoTheRampsLastPoint() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {true, false, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(0, 0);
        ios[0] = 5;
        bytes[0] = 5 * 4096;
        t.measuring(400 * MS, ios, bytes, clat); // the ramp's last point; the counters restart
        ios[0] = 1;
        bytes[0] = 4096;
        t.end(410 * MS, ios, bytes, clat);
        TimelineSeries s = t.snapshot().series().get(0);
        assertArrayEquals(new long[] {400, 410}, s.endMs());
        assertArrayEquals(new long[] {5, 1}, s.ios());
    }

    @Test
    void shouldMarkTheRampAndCountFromZeroAfterIt() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {false, true, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(0, 0);
        clat[1].record(5000);
        ios[1] = 1;
        bytes[1] = 512;
        t.measuring(300 * MS, ios, bytes, clat); // the job then clears its counters and histograms
        clat[1].reset();
        ios[1] = 0;
        bytes[1] = 0;
        assertEquals(800 * MS, t.nextDueNs(), "the next point is an interval after the ramp's end");
        clat[1].record(7000);
        clat[1].record(7000);
        ios[1] = 2;
        bytes[1] = 1024;
        t.sample(800 * MS, ios, bytes, clat);
        Timeline tl = t.snapshot();
        assertEquals(300, tl.rampMs());
        TimelineSeries s = tl.series().get(0);
        assertArrayEquals(new long[] {300, 800}, s.endMs());
        assertArrayEquals(new long[] {1, 2}, s.ios());
        assertArrayEquals(new long[] {512, 1024}, s.bytes());
        assertEquals(7000, s.clatMeanNs()[1], 7);
    }

    @Test
    void shouldTakeNoPointForASliverBeforeTheRampsEnd() {
        TimelineRecorder t = new TimelineRecorder(500, new boolean[] {true, false, false});
        LatencyRecorder[] clat = recorders();
        long[] ios = new long[4];
        long[] bytes = new long[3];
        t.start(0, 0);
        ios[0] = 10;
        t.sample(500 * MS, ios, bytes, clat);
        ios[0] = 11;
        t.measuring(503 * MS, ios, bytes, clat);
        Timeline tl = t.snapshot();
        assertEquals(503, tl.rampMs());
        assertArrayEquals(new long[] {500}, tl.series().get(0).endMs(), "3 ms is no interval to plot a rate over");
    }

    @Test
    void shouldRefuseANonPositiveInterval() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new TimelineRecorder(0, new boolean[] {true, false, false}));
        assertEquals("intervalMs=0: must be > 0", e.getMessage());
    }

    @Test
    void shouldRecordARealJobsTimelineWithItsRamp() {
        JobSpec spec = JobSpec.builder("tl").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 1L << 30)
                .set("bs", 4096).set("time_based", true).set("runtime", Duration.ofMillis(1000))
                .set("ramp_time", Duration.ofMillis(400)).set("bwavgtime", 100).build();
        RunResult r = JobRunner.of(JobPlan.of(spec)).timeline(true).run();
        JobResult j = r.groups().get(0).jobs().get(0);
        Timeline tl = j.timeline();
        assertEquals(100, tl.intervalMs());
        assertTrue(tl.rampMs() >= 400 && tl.rampMs() < 1000, "ramp " + tl.rampMs());
        assertEquals(2, tl.series().size(), "read and write");
        for (TimelineSeries s : tl.series()) {
            long[] end = s.endMs();
            assertTrue(s.points() >= 8, s + " over 1.4 s at 100 ms");
            long measured = 0;
            for (int i = 0; i < end.length; i++) {
                assertTrue(i == 0 || end[i] > end[i - 1], "ascending");
                if (end[i] > tl.rampMs()) {
                    measured += s.ios()[i];
                }
            }
            long total = j.direction(s.ddir()).ios();
            assertTrue(measured > 0 && measured <= total, measured + " of " + total + " measured I/Os in the points");
        }
    }
}
