package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;
import org.jfio.stats.DiskStatsReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fio's {@code disk_util}: with 0 the disks behind the job's files are not measured (no Disk stats). */
class DiskUtilOptionTest {
    @TempDir
    Path dir;

    private RunResult run(String options) {
        return JobRunner.of(JobPlan.fromJobText("[d]\nfilename=" + dir.resolve("f") + "\nrw=write\nbs=4k\nsize=256k\n"
                + options + "\n")).run();
    }

    @Test
    void shouldMeasureTheDisksOnlyWithDiskUtil() {
        int devices = DiskStatsReader.forPaths(List.of(dir)).snapshot().size();
        assertEquals(devices, run("").disks().size(), "disk_util=1 (default): the devices behind the file");
        assertTrue(run("disk_util=0").disks().isEmpty(), "disk_util=0: no device measured");
    }
}
