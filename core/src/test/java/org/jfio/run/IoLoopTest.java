package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.api.EngineRegistry;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;

class IoLoopTest {

    private static JobResult runOne(JobSpec spec) {
        RunResult r = JobRunner.of(JobPlan.of(spec)).run();
        assertEquals(1, r.groups().size());
        return r.groups().get(0).reported().get(0);
    }

    @Test
    void shouldIssueExactlySizeOverBlockSizeOnNullEngine() {
        JobResult j = runOne(JobSpec.builder("n").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 4L << 20).set("bs", 4096).build());
        assertEquals(1024, j.direction(DataDirection.READ).ios());
        assertEquals(4L << 20, j.direction(DataDirection.READ).bytes());
        assertEquals(0, j.direction(DataDirection.WRITE).ios());
        assertEquals(0, j.error());
    }

    @Test
    void shouldRepeatTheRegionForEachLoop() {
        JobResult j = runOne(JobSpec.builder("n").set("ioengine", "null").rw(ReadWrite.READ)
                .set("size", 1L << 20).set("bs", 8192).set("loops", 3).build());
        assertEquals(3 * 128, j.direction(DataDirection.READ).ios());
    }

    @Test
    void shouldKeepExactCountsOnTheAsyncPath() {
        JobResult j = runOne(JobSpec.builder("n").set("ioengine", "null").rw(ReadWrite.RANDWRITE)
                .set("size", 8L << 20).set("bs", 4096).set("iodepth", 32).set("iodepth_batch", 8).build());
        assertEquals(2048, j.direction(DataDirection.WRITE).ios());
        assertEquals(32, j.effectiveIodepth());
        long[] level = j.depths().level();
        assertTrue(level[5] > 0, "depth 32 bucket used: " + Arrays.toString(level));
        assertTrue(j.direction(DataDirection.WRITE).slat().count() > 0, "async path records slat");
    }

    @Test
    void shouldCapSyncEnginesAtDepthOneAndSaySo() {
        JobResult j = runOne(JobSpec.builder("n").set("ioengine", "null").rw(ReadWrite.READ)
                .set("size", 1L << 20).set("iodepth", 1).build());
        assertEquals(1, j.effectiveIodepth());
        assertEquals(0, j.direction(DataDirection.READ).slat().count(), "no slat for sync engines");
    }

    @Test
    void shouldMixReadsAndWritesByCountWithinOnePoint() {
        long ios = 100_000;
        JobResult j = runOne(JobSpec.builder("mix").set("ioengine", "null").rw(ReadWrite.RANDRW).set("rwmixread", 70)
                .set("size", ios * 4096).set("bs", 4096).build());
        long reads = j.direction(DataDirection.READ).ios();
        long writes = j.direction(DataDirection.WRITE).ios();
        assertEquals(ios, reads + writes);
        double readPct = reads * 100.0 / ios;
        assertTrue(Math.abs(readPct - 70.0) <= 1.0, "read share " + readPct);
    }

    @Test
    void shouldMergeClonesUnderGroupReporting() {
        RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("g").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 1L << 20).set("numjobs", 3).set("group_reporting", true).build())).run();
        GroupResult g = r.groups().get(0);
        assertEquals(3, g.jobs().size());
        assertEquals(1, g.reported().size());
        JobResult merged = g.reported().get(0);
        assertEquals(3, merged.jobs());
        assertEquals(3 * 256, merged.direction(DataDirection.READ).ios());
        assertEquals(3 * 256, merged.direction(DataDirection.READ).clat().count());
    }

    @Test
    void shouldGiveTheSameOffsetsForTheSameSeed() {
        long[] a = offsets(1234, true);
        long[] b = offsets(1234, true);
        long[] c = offsets(99, true);
        assertArrayEquals(a, b);
        assertFalse(Arrays.equals(a, c));
    }

    @Test
    void shouldHitEveryBlockOncePerPassWithTheRandomMap() {
        long[] offs = offsets(7, true);
        Set<Long> seen = new HashSet<>();
        for (long o : offs) {
            assertEquals(0, o % 4096);
            assertTrue(o < 256 * 4096L);
            seen.add(o);
        }
        assertEquals(256, seen.size(), "each of the 256 blocks exactly once");
    }

    @Test
    void shouldAllowRepeatsWithoutTheRandomMap() {
        long[] offs = offsets(7, false);
        Set<Long> seen = new HashSet<>();
        for (long o : offs) {
            seen.add(o);
        }
        assertTrue(seen.size() < 256, "256 uniform draws over 256 blocks repeat (expected ~162 distinct)");
    }

    @Test
    void shouldGoSequentiallyPerDirection() {
        RecordingEngineProvider rec = new RecordingEngineProvider(64);
        JobRunner.of(JobPlan.of(JobSpec.builder("seq").set("ioengine", "recording").rw(ReadWrite.READ)
                .set("size", 64 * 4096L).set("bs", 4096).build()))
                .engines(EngineRegistry.of(List.of(rec))).run();
        for (int i = 0; i < 64; i++) {
            assertEquals(i * 4096L, rec.offsets[i]);
        }
    }

    @Test
    void shouldRunForTheRuntimeWhenTimeBased() {
        JobResult j = runOne(JobSpec.builder("t").set("ioengine", "null").rw(ReadWrite.RANDREAD)
                .set("size", 1L << 20).set("time_based", true).set("runtime", java.time.Duration.ofNanos(1_100_000_000L)).build());
        assertTrue(j.runtimeMs() >= 1100, "runtime " + j.runtimeMs());
        assertTrue(j.direction(DataDirection.READ).ios() > 256, "wrapped over the 1 MiB region");
        assertTrue(j.direction(DataDirection.READ).bwKiBps().samples() >= 2, "bw sampled every 500 ms");
    }

    private static long[] offsets(long seed, boolean randomMap) {
        RecordingEngineProvider rec = new RecordingEngineProvider(256);
        JobRunner.of(JobPlan.of(JobSpec.builder("r").set("ioengine", "recording").rw(ReadWrite.RANDREAD)
                .set("size", 256 * 4096L).set("bs", 4096).set("randseed", seed).set("norandommap", !randomMap).build()))
                .engines(EngineRegistry.of(List.of(rec))).run();
        assertEquals(256, rec.count);
        return rec.offsets.clone();
    }
}
