package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JobPlan's public fio entry points read what the command's parsers read. */
class JobPlanEntryPointsTest {
    @TempDir
    Path dir;

    @Test
    void shouldReadFioArgumentsAsTheCommandDoes() {
        List<String> args = List.of("--bs=8k", "--name=r", "--rw=randread", "--size=1m", "--filename=" + dir.resolve("f"),
                "--name=w", "--rw=write", "--size=2m", "--stonewall", "--numjobs=2");
        JobPlan plan = JobPlan.fromFioArgs(args);
        JobPlan parsed = new ArgvParser().parse(args);
        assertEquals(List.of("r", "w"), plan.jobs().stream().map(JobSpec::name).toList());
        assertEquals(ReadWrite.RANDREAD, plan.jobs().get(0).rw());
        assertEquals(1L << 20, plan.jobs().get(0).region().sizeBytes());
        assertEquals(8192, plan.jobs().get(1).minBlockSizeBytes(), "the global bs reaches every job");
        assertEquals(2, plan.groupCount());
        assertEquals(3, plan.threadCount());
        assertEquals(Map.of("bs", "8k"), plan.globalOptions());
        for (int i = 0; i < 2; i++) {
            assertEquals(parsed.jobs().get(i).options(), plan.jobs().get(i).options());
        }
    }

    @Test
    void shouldKnowTheInstalledEnginesOptionsOrOnlyTheGivenEngines() {
        List<String> args = List.of("--name=p", "--ioengine=pvsync2", "--hipri", "--size=1m");
        assertTrue(JobPlan.fromFioArgs(args).jobs().get(0).engineOptions().toString().contains("hipri=true"),
                "pvsync2's typed options carry hipri");
        JfioException e = assertThrows(JfioException.class, () -> JobPlan.fromFioArgs(args, List.of()));
        assertTrue(e.getMessage().startsWith("unknown option 'hipri'"), e.getMessage());
    }

    @Test
    void shouldReadAJobFileWithItsIncludes() throws Exception {
        Files.writeString(dir.resolve("common.fio"), "bs=16k\nsize=4m\n");
        Path file = dir.resolve("jobs.fio");
        Files.writeString(file, "[global]\ninclude common.fio\nioengine=null\n\n[a]\nrw=randread\n\n[b]\nrw=write\n");
        JobPlan plan = JobPlan.fromJobFile(file);
        assertEquals(List.of("a", "b"), plan.jobs().stream().map(JobSpec::name).toList());
        assertEquals(16384, plan.jobs().get(1).minBlockSizeBytes());
        assertEquals(4L << 20, plan.jobs().get(0).region().sizeBytes());
        assertEquals(new JobFileParser().parse(file).jobs().get(0).options(), plan.jobs().get(0).options());
        assertEquals(plan.jobs().get(1).options(), JobPlan.fromJobFile(file, List.of()).jobs().get(1).options());
        JfioException missing = assertThrows(JfioException.class, () -> JobPlan.fromJobFile(dir.resolve("none.fio")));
        assertTrue(missing.getMessage().contains("none.fio"), missing.getMessage());
    }

    @Test
    void shouldReadJobFileTextAndNameItInErrors() {
        JobPlan plan = JobPlan.fromJobText("[r]\nrw=randread\nsize=64m\nioengine=null\n");
        assertEquals("r", plan.jobs().get(0).name());
        assertEquals(64L << 20, plan.jobs().get(0).region().sizeBytes());
        JfioException e = assertThrows(JfioException.class, () -> JobPlan.fromJobText("[a]\nsize=1m\nbs=4q\n"));
        assertTrue(e.getMessage().startsWith("job text:3: bs=4q"), e.getMessage());
        JfioException none = assertThrows(JfioException.class, () -> JobPlan.fromJobText("; nothing\n", List.of()));
        assertEquals("no jobs defined in job text", none.getMessage());
    }
}
