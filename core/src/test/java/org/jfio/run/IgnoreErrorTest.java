package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.api.RunListener;
import org.jfio.job.JobPlan;
import org.jfio.report.ReportFormats;
import org.jfio.report.ReportSettings;
import org.jfio.report.ReportWriter;
import org.jfio.result.JobResult;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;
import org.jfio.testkit.TestEngines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio 3.33's {@code ignore_error}, its default non-fatal list (EIO, EILSEQ) under
 * {@code continue_on_error}, {@code error_dump}, {@code exitall_on_error}, and the reports'
 * {@code errors} line, {@code total_err} and {@code first_error}, on a diskless engine that fails
 * every 10th write with ENOSPC (fio on /dev/full: {@code errors    : total=16,
 * first_error=28/<No space left on device>} with {@code ignore_error=,ENOSPC}).
 */
class IgnoreErrorTest {
    private static final int ENOSPC = 28;

    /** Fails every 10th write with ENOSPC. */
    private static IoEngineProvider failing() {
        return TestEngines.failingWrites("enospc", 10, ENOSPC);
    }

    private static RunResult run(String jobText, RunListener listener) {
        return JobRunner.of(JobPlan.fromJobText(jobText, List.of(failing()))).engines(EngineRegistry.of(List.of(failing())))
                .listener(listener).run();
    }

    private static JobResult one(String options) {
        return run("[e]\nioengine=enospc\nrw=write\nbs=4k\nsize=640k\n" + options + "\n", new RunListener() { })
                .groups().get(0).reported().get(0);
    }

    private static String report(String format, RunResult r) throws IOException {
        ReportWriter w = ReportFormats.builtin().find(format).orElseThrow().writer(ReportSettings.defaults());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(r, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void shouldStopAtAnErrorOutsideFiosDefaultListEvenUnderContinueOnError() {
        JobResult j = one("continue_on_error=all");
        assertEquals(ENOSPC, j.error(), "fio goes on through EIO and EILSEQ only, unless ignore_error lists more");
        assertEquals(9, j.direction(DataDirection.WRITE).ios());
        assertTrue(j.errorCount().shown());
        assertEquals(1, j.errorCount().total(), "fio counts the error that ended the job too");
        assertEquals(ENOSPC, j.errorCount().firstError());
    }

    @Test
    void shouldGoOnThroughTheErrorsIgnoreErrorLists() {
        for (String list : List.of("ignore_error=,ENOSPC", "ignore_error=,28", "ignore_error=EAGAIN,EDQUOT:ENOSPC")) {
            JobResult j = one(list);
            assertEquals(0, j.error(), list);
            assertEquals(ENOSPC, j.reportedError(), list + ": fio reports the first error as the job's err=");
            assertEquals(16, j.errorCount().total(), list + ": 160 writes, every 10th failed");
            assertEquals(144, j.direction(DataDirection.WRITE).ios(), list);
        }
    }

    @Test
    void shouldReportAJobWhoseEveryIoFailedAndWasIgnored(@TempDir Path dir) throws IOException {
        // ftruncate fails every read with EINVAL (as fio's); every one is ignored, none completes
        RunResult r = JobRunner.of(JobPlan.fromJobText("[e]\nioengine=ftruncate\ndirectory=" + dir
                + "\nrw=read\nsize=64k\ncontinue_on_error=all\nignore_error=EINVAL\n")).run();
        String normal = report("normal", r);
        assertTrue(normal.contains("e: (groupid=0, jobs=1): err=22 (Invalid argument): pid="), normal);
        assertTrue(normal.contains("     errors    : total=16, first_error=22/<Invalid argument>\n"), normal);
    }

    @Test
    void shouldPrintFiosErrorsLineAndJsonKeys() throws IOException {
        RunResult r = run("[e]\nioengine=enospc\nrw=write\nbs=4k\nsize=640k\nignore_error=,ENOSPC\n", new RunListener() { });
        String normal = report("normal", r);
        assertTrue(normal.contains("     errors    : total=16, first_error=28/<No space left on device>\n"), normal);
        assertTrue(normal.contains("): err=28 (No space left on device): pid="), normal);
        String json = report("json", r);
        assertTrue(json.contains("\"total_err\" : 16,"), json);
        assertTrue(json.contains("\"first_error\" : 28,"), json);
        assertTrue(json.contains("\"ignore_error\" : \",ENOSPC\""), json);
        assertTrue(report("terse", r).strip().endsWith(";16;28"), "terse ends with total_err;first_error");
    }

    @Test
    void shouldShowNoErrorFiguresForAJobThatStopsAtErrors() throws IOException {
        RunResult r = run("[e]\nioengine=enospc\nrw=write\nbs=4k\nsize=640k\n", new RunListener() { });
        assertFalse(r.groups().get(0).reported().get(0).errorCount().shown());
        assertFalse(report("normal", r).contains("errors    :"));
        assertFalse(report("json", r).contains("total_err"));
    }

    @Test
    void shouldDumpErrorsGonePastWithErrorDump() {
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());
        RunListener l = new RunListener() {
            @Override
            public void warning(String line) {
                warnings.add(line);
            }
        };
        run("[e]\nioengine=enospc\nrw=write\nbs=4k\nsize=640k\nignore_error=,ENOSPC\nerror_dump=1\n", l);
        assertEquals(16, warnings.stream().filter(w -> w.contains("error_dump") && w.contains("ENOSPC")).count(),
                warnings.toString());
        warnings.clear();
        run("[e]\nioengine=enospc\nrw=write\nbs=4k\nsize=640k\nignore_error=,ENOSPC\n", l);
        assertTrue(warnings.stream().noneMatch(w -> w.contains("error_dump")), warnings.toString());
    }

    @Test
    void shouldStopTheGroupWhenAJobEndsInErrorUnderExitallOnError() {
        // the null job alone would read 1 TiB; the failing job's error stops it long before
        String text = "[global]\nbs=4k\n[fails]\nioengine=enospc\nrw=write\nsize=640k\nexitall_on_error\n"
                + "[long]\nioengine=null\nrw=read\nsize=1t\n";
        RunResult r = JobRunner.of(JobPlan.fromJobText(text, List.of(failing())))
                .engines(EngineRegistry.load().withName("enospc", failing())).run();
        JobResult failed = r.groups().get(0).reported().get(0);
        JobResult stopped = r.groups().get(0).reported().get(1);
        assertEquals(ENOSPC, failed.error());
        assertTrue(stopped.direction(DataDirection.READ).bytes() < (1L << 40), "the other job was stopped");
    }
}
