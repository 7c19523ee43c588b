package org.jfio.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.CpuUsage;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.DiskUtilization;
import org.jfio.result.Finding;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.result.SampleStats;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The single-run findings of an ordinary run, from a result with chosen disk statistics. */
class RunNotesTest {
    @TempDir
    Path tmp;

    private RunResult run(boolean direct, long reads, DiskUtilization disk) {
        JobSpec spec = JobSpec.builder("j").set("filename", tmp.resolve("f").toString()).set("size", "1m")
                .set("rw", "randread").set("direct", direct).build();
        List<DirectionResult> dirs = new ArrayList<>();
        for (DataDirection d : List.of(DataDirection.READ, DataDirection.WRITE, DataDirection.TRIM, DataDirection.SYNC)) {
            dirs.add(d == DataDirection.READ ? new DirectionResult(d, reads, 0, 0, reads * 4096, 1000, LatencyStats.EMPTY,
                    LatencyStats.EMPTY, LatencyStats.EMPTY, SampleStats.EMPTY, SampleStats.EMPTY) : DirectionResult.empty(d));
        }
        JobResult j = new JobResult(spec, 0, 1, 1, 0, "", 0, 1000, dirs, CpuUsage.ZERO, DepthDistribution.empty(), 1,
                List.of());
        return new RunResult(JobPlan.of(spec), "jfio-test", 0, List.of(new GroupResult(0, List.of(j), List.of(j))),
                disk == null ? List.of() : List.of(disk), false);
    }

    private static List<String> checks(RunResult r) {
        return RunNotes.of(r).stream().map(f -> f.check().label()).toList();
    }

    @Test
    void shouldNoteDirectReadsTheDeviceNeverSaw() {
        List<Finding> notes = RunNotes.of(run(true, 50_000, new DiskUtilization("vda", 100, 0, 0, 0, 10, 0, 10, 5)));
        assertEquals(1, notes.size());
        Finding f = notes.get(0);
        assertEquals("direct-not-bypassing", f.check().label());
        assertEquals(Finding.Severity.WARNING, f.severity());
        assertEquals("j", f.subject());
        assertEquals("psync issued 50000 reads with direct=1, and vda completed or merged only 100.", f.message()
                .substring(0, f.message().indexOf('.') + 1));
    }

    @Test
    void shouldNoteMergedRequests() {
        RunResult r = run(true, 50_000, new DiskUtilization("vda", 40_000, 0, 10_000, 0, 10, 0, 10, 5));
        assertEquals(List.of("merges"), checks(r));
        // the job is already random, and an ordinary run's report has no dev/iss column: advice that fits
        String fix = RunNotes.of(r).get(0).fix();
        assertEquals("for the device's per-request rate turn the device's merging off (echo 2 > /sys/block/vda/queue/"
                + "nomerges) or spread the I/Os over a larger size=, or compare the disk stats' ios= with the I/Os issued;"
                + " for throughput, read the bw figures.", fix);
    }

    @Test
    void shouldNoteNothingWhenTheDeviceSawTheReadsOrTheRunWasBufferedOrOnNoDevice() {
        assertEquals(List.of(), checks(run(true, 50_000, new DiskUtilization("vda", 50_000, 0, 0, 0, 10, 0, 10, 5))));
        assertEquals(List.of(), checks(run(false, 50_000, new DiskUtilization("vda", 100, 0, 0, 0, 10, 0, 10, 5))));
        assertEquals(List.of(), checks(run(true, 50_000, null)));
    }
}
