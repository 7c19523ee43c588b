package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.api.RunListener;
import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's {@code exec_prerun} and {@code exec_postrun} on the null engine: the commands run once per
 * clone, before and after the I/O, their output in {@code JOBNAME.prerun.txt} and
 * {@code JOBNAME.postrun.txt} (the job's name carries the temporary directory, so nothing is written
 * in the working directory); a failing prerun stops the job before its I/O.
 */
class ExecHookTest {
    @TempDir
    Path dir;

    private RunResult run(String options, List<String> notices) {
        String text = "[" + dir.resolve("hook") + "]\nioengine=null\nsize=1m\n" + options + "\n";
        return JobRunner.of(JobPlan.fromJobText(text)).listener(new RunListener() {
            @Override
            public void notice(String line) {
                notices.add(line);
            }
        }).run();
    }

    @Test
    void shouldRunThePrerunBeforeAndThePostrunAfterTheIo() throws IOException {
        Path marks = dir.resolve("marks");
        List<String> notices = Collections.synchronizedList(new ArrayList<>());
        RunResult r = run("numjobs=2\nexec_prerun=echo pre >> " + marks + " && echo to-prerun-file\n"
                + "exec_postrun=echo post >> " + marks + " && echo to-postrun-file", notices);
        assertEquals(2 * 256, r.groups().get(0).reported().stream()
                .mapToLong(j -> j.direction(DataDirection.READ).ios()).sum());
        List<String> lines = Files.readAllLines(marks);
        assertEquals(2, lines.stream().filter("pre"::equals).count(), "once per clone: " + lines);
        assertEquals(2, lines.stream().filter("post"::equals).count(), "once per clone: " + lines);
        assertEquals("to-prerun-file", Files.readString(dir.resolve("hook.prerun.txt")).strip(),
                "fio's redirection applies to the command's last part");
        assertEquals("to-postrun-file", Files.readString(dir.resolve("hook.postrun.txt")).strip());
        assertTrue(notices.stream().anyMatch(n -> n.endsWith(" : Saving output of prerun in " + dir.resolve("hook")
                + ".prerun.txt")), notices.toString());
    }

    @Test
    void shouldStopTheJobWhenThePrerunFails() {
        List<String> notices = Collections.synchronizedList(new ArrayList<>());
        JfioException e = org.junit.jupiter.api.Assertions.assertThrows(JfioException.class,
                () -> run("exec_prerun=exit 3\nexec_postrun=touch " + dir.resolve("post-ran"), notices));
        assertTrue(e.getMessage().contains("exec_prerun=exit 3: exited with status 3"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("post-ran")), "no postrun after a failed prerun (fio skips it too)");
    }

    @Test
    void shouldNameTheOutputFileWhenItCannotBeCreated() throws IOException {
        Files.createDirectory(dir.resolve("hook.prerun.txt"));
        Path ran = dir.resolve("prerun-ran");
        JfioException e = org.junit.jupiter.api.Assertions.assertThrows(JfioException.class,
                () -> run("exec_prerun=touch " + ran, new ArrayList<>()));
        assertTrue(e.getMessage().contains("exec_prerun=touch " + ran + ": cannot create its output file "
                + dir.resolve("hook.prerun.txt") + ": "), e.getMessage());
        assertFalse(e.getMessage().contains("exited with status"), "the command is not blamed: " + e.getMessage());
        assertFalse(Files.exists(ran), "the command did not run");

        String text = "[" + dir.resolve("missing").resolve("hook") + "]\nioengine=null\nsize=1m\nexec_postrun=true\n";
        List<String> warnings = Collections.synchronizedList(new ArrayList<>());
        JobRunner.of(JobPlan.fromJobText(text)).listener(new RunListener() {
            @Override
            public void warning(String line) {
                warnings.add(line);
            }
        }).run();
        assertTrue(warnings.stream().anyMatch(w -> w.contains("cannot create its output file " + dir.resolve("missing")
                .resolve("hook.postrun.txt") + ": no such directory")), warnings.toString());
    }
}
