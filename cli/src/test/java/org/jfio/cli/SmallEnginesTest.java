package org.jfio.cli;

import static org.jfio.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * fio's small engines through the command, against a real file system in a temporary directory:
 * the file-operation engines (one call per file, that many I/Os), falloc and ftruncate (the
 * file's allocation and size afterwards), cpuio (the job's own CPU time), exec (the program runs
 * and is stopped), and sg / io_uring_cmd refused with the reason; each engine's help.
 */
class SmallEnginesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private JsonNode job(String... args) throws IOException {
        String[] all = Stream.concat(Stream.of(args), Stream.of("--output-format=json")).toArray(String[]::new);
        MainTest.Result r = run(all);
        assertEquals(ExitCode.OK, r.code(), r.err());
        JsonNode j = JSON.readTree(r.out()).get("jobs").get(0);
        assertEquals(0, j.get("error").asInt(), r.out());
        return j;
    }

    private long names(String prefix) throws IOException {
        try (Stream<Path> s = Files.list(tmp)) {
            return s.filter(p -> p.getFileName().toString().startsWith(prefix)).count();
        }
    }

    @ParameterizedTest(name = "--enghelp={0} and --parse-only")
    @CsvSource({"filecreate,", "filestat,stat_type", "filedelete,", "dircreate,", "dirstat,", "dirdelete,",
        "falloc,", "ftruncate,", "cpuio,cpuload", "exec,program"})
    void shouldDescribeEachEngineAndParseItsJobs(String engine, String option) {
        MainTest.Result help = run("--enghelp=" + engine);
        assertEquals(ExitCode.OK, help.code(), help.err());
        assertTrue(help.out().startsWith(engine + ": "), help.out());
        if (option != null) {
            assertTrue(help.out().contains(option), help.out());
            MainTest.Result cmd = run("--cmdhelp=" + option);
            assertEquals(ExitCode.OK, cmd.code(), cmd.err());
            assertTrue(cmd.out().contains(option), cmd.out());
        }
        MainTest.Result parse = run("--parse-only", "--name=p", "--ioengine=" + engine, "--directory=" + tmp,
                "--filesize=4k", "--nrfiles=2", "--runtime=1");
        assertEquals(ExitCode.OK, parse.code(), parse.err());
    }

    @Test
    void shouldTellHowFiledeleteKeepsToFilesJfioCreated() {
        MainTest.Result help = run("--enghelp=filedelete");
        assertTrue(help.out().contains("never deletes a file it did not create"), help.out());
    }

    @Test
    void shouldCreateEachFileAsOneIo() throws IOException {
        JsonNode j = job("--name=fc", "--ioengine=filecreate", "--directory=" + tmp, "--nrfiles=20", "--filesize=4k");
        assertEquals(20, j.get("read").get("total_ios").asInt());
        assertEquals(20 * 4096, j.get("read").get("io_bytes").asLong());
        assertEquals(20, names("fc."));
        assertEquals(0, Files.size(tmp.resolve("fc.0.0")), "created, not written");
    }

    @Test
    void shouldStatTheLaidOutFilesOncePerFile() throws IOException {
        JsonNode j = job("--name=fs", "--ioengine=filestat", "--stat_type=statx", "--directory=" + tmp, "--nrfiles=5",
                "--filesize=8k");
        assertEquals(10, j.get("read").get("total_ios").asInt(), "filesize/bs fake I/Os per file, as fio");
        assertEquals("statx", j.get("job options").get("stat_type").asText());
        assertEquals(5, names("fs."));
    }

    @Test
    void shouldDeleteOnlyTheFilesItsSetupCreated() throws IOException {
        JsonNode j = job("--name=fd", "--ioengine=filedelete", "--directory=" + tmp, "--nrfiles=6", "--filesize=4k");
        assertEquals(6, j.get("read").get("total_ios").asInt());
        assertEquals(0, names("fd."), "each file it created is gone");

        Path mine = Files.writeString(tmp.resolve("keep.0.0"), "not jfio's");
        MainTest.Result r = run("--name=keep", "--ioengine=filedelete", "--directory=" + tmp, "--nrfiles=2", "--filesize=4k")
                .assertBadInput();
        assertTrue(r.err().contains("already exists; jfio deletes only files it created"), r.err());
        assertEquals("not jfio's", Files.readString(mine));
        assertFalse(Files.exists(tmp.resolve("keep.0.1")), "nothing created before the refusal... or left behind");
    }

    @Test
    void shouldCreateStatAndRemoveDirectories() throws IOException {
        assertEquals(4, job("--name=d", "--ioengine=dircreate", "--directory=" + tmp, "--nrfiles=4", "--filesize=4k")
                .get("read").get("total_ios").asInt());
        assertTrue(Files.isDirectory(tmp.resolve("d.0.3")));
        // the names exist now: each mkdir fails, worded as the call that failed (as fio's mkdir(%s)), not as a read
        MainTest.Result again = run("--name=d", "--ioengine=dircreate", "--directory=" + tmp, "--nrfiles=4", "--filesize=4k");
        assertEquals(ExitCode.JOB_ERROR, again.code(), again.out());
        assertTrue(again.out().contains("err=17 (mkdir(" + tmp.resolve("d.0.0") + "): EEXIST (File exists))"), again.out());
        assertFalse(again.out().contains("read of"), again.out());
        assertEquals(4, job("--name=d", "--ioengine=dirstat", "--directory=" + tmp, "--nrfiles=4", "--filesize=4k")
                .get("read").get("total_ios").asInt());
        run("--name=d", "--ioengine=dirdelete", "--directory=" + tmp, "--nrfiles=4", "--filesize=4k").assertBadInput();
        assertTrue(Files.isDirectory(tmp.resolve("d.0.0")), "dirdelete removes only directories it made");
        assertEquals(3, job("--name=r", "--ioengine=dirdelete", "--directory=" + tmp, "--nrfiles=3", "--filesize=4k")
                .get("read").get("total_ios").asInt());
        assertEquals(0, names("r."));
    }

    @Test
    void shouldMapDirectionsToFallocateModes() throws IOException {
        Path f = tmp.resolve("fa");
        JsonNode w = job("--name=fa", "--ioengine=falloc", "--filename=" + f, "--size=1m", "--bs=64k", "--rw=write");
        assertEquals(1 << 20, w.get("write").get("io_bytes").asLong());
        long allocated = (Long) Files.getAttribute(f, "unix:size");
        assertEquals(1 << 20, allocated);
        JsonNode t = job("--name=fa", "--ioengine=falloc", "--filename=" + f, "--size=1m", "--bs=64k", "--rw=trim");
        assertEquals(16, t.get("trim").get("total_ios").asInt());
        assertEquals(1 << 20, Files.size(f), "a punched hole keeps the size");
    }

    @Test
    void shouldTruncateToEachWritesOffset() throws IOException {
        Path f = tmp.resolve("ft");
        JsonNode j = job("--name=ft", "--ioengine=ftruncate", "--filename=" + f, "--size=1m", "--bs=4k", "--rw=write");
        assertEquals(256, j.get("write").get("total_ios").asInt());
        assertEquals((1 << 20) - 4096, Files.size(f), "the last write truncates to its own offset");
        MainTest.Result read = run("--name=ft", "--ioengine=ftruncate", "--filename=" + f, "--size=1m", "--bs=4k",
                "--rw=read", "--output-format=json");
        assertTrue(read.out().contains("\"error\" : 22"), "a read is EINVAL, as in fio: " + read.out() + read.err());
    }

    @Test
    void shouldBurnAboutTheAskedShareOfOneCpu() throws IOException {
        JsonNode j = job("--name=c", "--ioengine=cpuio", "--cpuload=50", "--cpuchunks=20000", "--time_based", "--runtime=2");
        double cpu = j.get("usr_cpu").asDouble() + j.get("sys_cpu").asDouble();
        assertTrue(cpu > 10 && cpu < 75, "cpuload=50 burns about half a CPU of the job's own time: " + cpu);
        assertEquals(0, j.get("read").get("io_bytes").asLong(), "no data moves");
        assertTrue(j.get("read").get("total_ios").asInt() > 0);
        JsonNode idle = job("--name=c", "--ioengine=cpuio", "--cpuload=5", "--cpuchunks=20000", "--time_based", "--runtime=2");
        assertTrue(idle.get("usr_cpu").asDouble() < cpu, "5% burns less than 50%: " + idle.get("usr_cpu") + " vs " + cpu);
    }

    @Test
    void shouldBurnAtMostOneCpuAndSayItAsFioDoes() {
        // fio 3.33 cpu.c: a cpuload above 100 is taken as 100, and its init line shows the load it burns
        MainTest.Result over = run("--name=c", "--ioengine=cpuio", "--cpuload=150", "--cpuchunks=1000", "--number_ios=3",
                "--runtime=60");
        assertEquals(ExitCode.OK, over.code(), over.err());
        assertTrue(over.out().contains("\nc (noop): ioengine=cpuio, cpuload=100, cpucycle=1000\n"), over.out());
        MainTest.Result qsort = run("--name=q", "--ioengine=cpuio", "--cpuload=40", "--cpumode=qsort", "--number_ios=1",
                "--runtime=60");
        assertTrue(qsort.out().contains("\nq (qsort): ioengine=cpuio, cpuload=40, cpucycle=50000\n"), qsort.out());
    }

    @Test
    void shouldRefuseCpuioWithoutALoad() {
        MainTest.Result r = run("--name=c", "--ioengine=cpuio", "--runtime=1").assertBadInput();
        assertTrue(r.err().contains("cpuload= is required"), r.err());
    }

    @Test
    void shouldRunTheProgramForTheRuntimeAndStopIt() throws IOException {
        long start = System.nanoTime();
        JsonNode j = job("--name=e", "--ioengine=exec", "--program=sleep", "--arguments=600", "--std_redirect=0",
                "--grace_time=0", "--time_based", "--runtime=1");
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertTrue(seconds < 60, "the 600 s program was stopped at the end of the 1 s runtime: " + seconds + " s");
        assertTrue(j.get("read").get("total_ios").asInt() >= 2, "started, then polled: " + j);
        assertTrue(j.get("read").get("total_ios").asInt() <= 20, "a poll every 100 ms, as fio: " + j);
        assertEquals(0, j.get("read").get("io_bytes").asLong());
    }

    @Test
    void shouldRunTheJobOnWithAWarningWhenTheProgramIsMissing() throws IOException, InterruptedException {
        // fio 3.33: the fork succeeds, the child's execvp fails; the job polls for its runtime, err=0, exit 0.
        try (ChildJfio child = ChildJfio.start("--name=e", "--ioengine=exec", "--program=/nonexistent/tool",
                "--std_redirect=0", "--time_based", "--runtime=1", "--output-format=json")) {
            assertEquals(ExitCode.OK, child.await(60), child::stderr);
            String err = child.stderr();
            assertTrue(err.contains("e: exec: cannot run program=/nonexistent/tool (errno 2, No such file or directory)"), err);
            assertEquals(1, err.lines().filter(l -> l.startsWith("jfio: ")).count(), "one warning line: " + err);
            JsonNode j = JSON.readTree(child.stdout()).get("jobs").get(0);
            assertEquals(0, j.get("error").asInt(), child.stdout());
            assertTrue(j.get("read").get("total_ios").asInt() >= 2, "polled on after the failed start: " + j);
        }
    }

    @Test
    void shouldRefuseSgAndIoUringCmdSayingWhy() {
        for (String[] e : List.of(new String[] {"sg", "SCSI generic"}, new String[] {"io_uring_cmd", "NVMe generic"})) {
            MainTest.Result r = run("--name=x", "--ioengine=" + e[0], "--filename=/dev/null", "--size=1m").assertBadInput();
            assertTrue(r.err().contains(e[1]), r.err());
        }
    }
}
