package org.jfio.api;

import org.jfio.result.DirectionResult;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Java program embeds jfio through the public API only: job, plan, runner, results. */
class EmbeddingTest {
    @TempDir
    Path dir;

    @Test
    void shouldRunAPsyncJobOnARealFileAndReturnItsFigures() throws Exception {
        Path file = dir.resolve("sub/embedded.dat");
        JobSpec job = JobSpec.builder("embedded")
                .set("filename", file.toString())
                .set("size", 8L << 20)
                .set("bs", 4096)
                .rw(ReadWrite.RANDRW)
                .set("rwmixread", 70)
                .set("ioengine", "psync")
                .set("numjobs", 2)
                .set("group_reporting", true)
                .build();
        List<String> notices = Collections.synchronizedList(new ArrayList<>());
        RunResult result = JobRunner.of(JobPlan.of(job)).listener(new RunListener() {
            @Override
            public void notice(String line) {
                notices.add(line);
            }
        }).run();

        assertTrue(Files.size(file) >= 8L << 20, "file laid out to size");
        assertEquals(List.of("embedded: Laying out IO file (1 file / 8MiB)"), notices);
        assertEquals(0, result.firstError());
        GroupResult group = result.groups().get(0);
        JobResult merged = group.reported().get(0);
        assertEquals(2, merged.jobs());
        long ios = merged.direction(DataDirection.READ).ios() + merged.direction(DataDirection.WRITE).ios();
        assertEquals(2 * 2048, ios, "each clone does size/bs I/Os on the shared file");
        assertEquals(2 * (8L << 20),
                merged.direction(DataDirection.READ).bytes() + merged.direction(DataDirection.WRITE).bytes());
        DirectionResult reads = merged.direction(DataDirection.READ);
        assertTrue(reads.clat().count() == reads.ios());
        assertTrue(reads.clat().percentileNs(99) >= reads.clat().percentileNs(50));
        assertTrue(reads.lat().meanNs() >= reads.clat().meanNs() - 1);
        assertTrue(merged.threadId() > 0);
        assertTrue(result.version().startsWith("jfio-"));
    }
}
