package org.jfio.job;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** fio's --section (run a subset of a job file) and --showcmd (a job file as a command line). */
class SectionAndShowcmdTest {
    @TempDir
    Path dir;

    private Path jobFile() throws IOException {
        Path f = dir.resolve("two.fio");
        Files.writeString(f, """
                ; two jobs sharing globals
                [global]
                bs=8k
                size=16m
                ioengine=null

                [reader]
                rw=randread
                iodepth=4

                [writer]
                rw=write
                bs=64k
                time_based
                runtime=3
                """);
        return f;
    }

    @Test
    void shouldRunOnlyTheNamedSections() throws IOException {
        JobPlan plan = new ArgvParser().sections(List.of("writer")).parse(List.of(jobFile().toString()));
        assertEquals(1, plan.jobs().size());
        JobSpec w = plan.jobs().get(0);
        assertEquals("writer", w.name());
        assertEquals(16L << 20, w.region().sizeBytes(), "globals still apply");
        assertEquals(65536, w.blocks().minBytes(DataDirection.WRITE));
    }

    @Test
    void shouldRejectASectionThatIsNotThere() throws IOException {
        String file = jobFile().toString();
        JfioException e = assertThrows(JfioException.class,
                () -> new ArgvParser().sections(List.of("nosuch")).parse(List.of(file)));
        assertEquals("--section=nosuch: no job section of that name in the job files", e.getMessage());
    }

    @Test
    void shouldLeaveAGlobalNameOutAsItNamesNoJob() throws IOException {
        Path f = dir.resolve("named.fio");
        Files.writeString(f, "[global]\nname=shared\nsize=1m\n[job1]\nrw=read\n");
        String cmd = new ArgvParser().showCommand(List.of(f.toString())).strip();
        assertEquals("fio --name=global --size=1m --name=job1 --rw=read", cmd);
        List<String> args = new ArrayList<>(Arrays.asList(cmd.split(" ")));
        args.remove(0);
        assertEquals(new ArgvParser().parse(List.of(f.toString())).jobs().get(0).name(),
                new ArgvParser().parse(args).jobs().get(0).name());
        assertEquals(1, new ArgvParser().parse(args).jobs().size());
    }

    @Test
    void shouldShowTheJobFileReadFromStdin() throws IOException {
        // fio 3.33: "fio --showcmd - < job.fio" prints the same line as "fio --showcmd job.fio"
        String text = "[global]\nbs=4k\n[job1]\nrw=randread\nsize=1m\n";
        Path f = dir.resolve("stdin.fio");
        Files.writeString(f, text);
        ArgvParser parser = new ArgvParser().stdin(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals("fio --name=global --bs=4k --name=job1 --rw=randread --size=1m\n",
                parser.showCommand(List.of("--output-format=json", "-")));
        assertEquals(new ArgvParser().showCommand(List.of(f.toString())), parser.showCommand(List.of("-")),
                "stdin read once, shown again");
        JfioException twice = assertThrows(JfioException.class, () -> parser.showCommand(List.of("-", "-")));
        assertEquals("job file '-' given twice: stdin holds one job file", twice.getMessage());
    }

    @Test
    void shouldQuoteWhatAShellWouldSplitOrRedirect() throws IOException {
        Path f = dir.resolve("slo.fio");
        Files.writeString(f, "[j]\nsize=1m\nslo=iops>=1k,read.clat.p99 <= 5ms\nfilename=/tmp/a b\n");
        String cmd = new ArgvParser().showCommand(List.of(f.toString())).strip();
        assertEquals("fio --name=j --size=1m '--slo=iops>=1k,read.clat.p99 <= 5ms' '--filename=/tmp/a b'", cmd);
    }

    @Test
    void shouldRoundTripAJobFileThroughShowcmd() throws IOException {
        String file = jobFile().toString();
        String cmd = new ArgvParser().showCommand(List.of(file)).strip();
        assertEquals("fio --name=global --bs=8k --size=16m --ioengine=null --name=reader --rw=randread --iodepth=4"
                + " --name=writer --rw=write --bs=64k --time_based --runtime=3", cmd);
        List<String> args = new ArrayList<>(Arrays.asList(cmd.split(" ")));
        args.remove(0);
        JobPlan fromFile = new ArgvParser().parse(List.of(file));
        JobPlan fromCmd = new ArgvParser().parse(args);
        assertEquals(fromFile.jobs().size(), fromCmd.jobs().size());
        for (int i = 0; i < fromFile.jobs().size(); i++) {
            JobSpec a = fromFile.jobs().get(i);
            JobSpec b = fromCmd.jobs().get(i);
            assertEquals(a.name(), b.name());
            assertEquals(a.rw(), b.rw());
            assertEquals(a.region().sizeBytes(), b.region().sizeBytes());
            assertEquals(a.depth().iodepth(), b.depth().iodepth());
            assertEquals(a.timing().timeBased(), b.timing().timeBased());
            assertEquals(a.timing().runtimeNs(), b.timing().runtimeNs());
            for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE}) {
                assertEquals(a.blocks().minBytes(d), b.blocks().minBytes(d), a.name() + " " + d);
            }
            java.util.Map<String, String> cmdOptions = new java.util.LinkedHashMap<>(b.options());
            cmdOptions.remove("name"); // a command-line job records its --name, as fio's JSON does
            assertTrue(a.options().equals(cmdOptions), a.options() + " vs " + b.options());
        }
    }
}
