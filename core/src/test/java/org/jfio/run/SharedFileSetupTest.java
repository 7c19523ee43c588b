package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.PlanChecks;
import org.jfio.job.ReadWrite;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Jobs sharing a {@code filename=} that is not laid out yet see it as fio 3.33 does: fio sets
 * every job up, in job order, before any starts, so a job sees the layouts of the jobs before it.
 * What fio 3.33 did with the same jobs on a new file ({@code --bs=64k}, psync): a read job with
 * {@code size=1m} then one without size: both read 1 MiB; then one with {@code size=2m} and one
 * without: 1, 2 and 2 MiB, the file 2 MiB long; without size before any layout: "you need to
 * specify size=".
 */
class SharedFileSetupTest {
    private static final long MIB = 1 << 20;

    @TempDir
    Path dir;

    private JobSpec.Builder reader(String name, Path f) {
        return JobSpec.builder(name).set("filename", f.toString()).set("ioengine", "psync").rw(ReadWrite.READ)
                .set("bs", 65536);
    }

    @Test
    void shouldSizeAJobWithoutSizeByTheLayoutOfTheJobBefore() {
        Path f = dir.resolve("shared.dat");
        JobPlan plan = JobPlan.of(reader("a", f).set("size", MIB).build(), reader("b", f).build());
        PlanChecks.checkFiles(plan); // the file does not exist yet: job a lays it out before b is set up

        RunResult r = JobRunner.of(plan).run();
        assertEquals(MIB, read(r, 0));
        assertEquals(MIB, read(r, 1), "b reads the file a laid out, all of it");
    }

    @Test
    void shouldSeeEveryLayoutBeforeIt() throws IOException {
        Path f = dir.resolve("grown.dat");
        RunResult r = JobRunner.of(JobPlan.of(reader("a", f).set("size", MIB).build(), reader("b", f).set("size", 2 * MIB).build(),
                reader("c", f).build())).run();
        assertEquals(MIB, read(r, 0));
        assertEquals(2 * MIB, read(r, 1));
        assertEquals(2 * MIB, read(r, 2), "c finds the file b extended");
        assertEquals(2 * MIB, Files.size(f));
    }

    @Test
    void shouldStillWantASizeWhenNoJobBeforeLaysTheFileOut() {
        Path f = dir.resolve("later.dat");
        JobPlan plan = JobPlan.of(reader("b", f).build(), reader("a", f).set("size", MIB).build());
        JfioException e = assertThrows(JfioException.class, () -> PlanChecks.checkFiles(plan));
        assertTrue(e.getMessage().startsWith("b: you need to specify size="), e.getMessage());
        assertThrows(JfioException.class, () -> JobRunner.of(plan).run());
        assertTrue(Files.notExists(f), "nothing was laid out");
    }

    private static long read(RunResult r, int job) {
        JobResult j = r.groups().get(0).reported().get(job);
        return j.direction(DataDirection.READ).bytes();
    }
}
