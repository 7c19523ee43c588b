package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jfio.job.JobPlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code jfio fileio} black-box through {@link Main}: options, files, event counts and output
 * shape, against facts recorded from sysbench 1.0.20 (the live comparison with the installed
 * sysbench is {@link FileioVsSysbenchTest}).
 */
class FileioCommandTest {
    @TempDir
    Path tmp;

    private MainTest.Result fileio(String... args) {
        List<String> all = new ArrayList<>(List.of("fileio", "--file-dir=" + tmp));
        all.addAll(List.of(args));
        return MainTest.run(all.toArray(String[]::new));
    }

    @Test
    void shouldPrintTheOptionListForHelp() {
        MainTest.Result r = MainTest.run("fileio", "help");
        assertEquals(ExitCode.OK, r.code(), r.err());
        for (String o : List.of("--file-num=N", "--file-block-size=N", "--file-total-size=SIZE", "--file-test-mode=STRING",
                "--file-io-mode=STRING", "--file-async-backlog=N", "--file-extra-flags=[LIST,...]", "--file-fsync-freq=N",
                "--file-fsync-all[=on|off]", "--file-fsync-end[=on|off]", "--file-fsync-mode=STRING",
                "--file-merged-requests=N", "--file-rw-ratio=N", "--threads=N", "--time=N", "--events=N", "--rate=N",
                "--report-interval=N", "--percentile=N", "--histogram[=on|off]", "--rand-seed=N", "--warmup-time=N",
                "--forced-shutdown=STRING", "--verbosity=N", "--showcmd[=on|off]", "--extended[=on|off]")) {
            assertTrue(r.out().contains("  " + o + " "), o + " in\n" + r.out());
        }
        assertTrue(r.out().contains("[128]") && r.out().contains("[16384]") && r.out().contains("[2G]"), r.out());
        MainTest.Result alias = MainTest.run("sysbench", "fileio", "help");
        assertEquals(r.out(), alias.out(), "jfio sysbench fileio is the same command");
    }

    @Test
    void shouldTakeTheCommandLinesSysbenchTakes() throws IOException {
        // --help is the usage, exit 0
        MainTest.Result help = MainTest.run("fileio", "--help");
        assertEquals(ExitCode.OK, help.code(), help.err());
        assertEquals(MainTest.run("fileio", "help").out(), help.out());
        // --validate=off (the default) is accepted; the last value of an option wins; "direct," is direct
        MainTest.Result r = fileio("--validate=off", "--events=-5", "--events=100", "--file-extra-flags=direct,",
                "--file-num=1", "--file-total-size=64K", "--showcmd", "run", "--file-test-mode=rndrd");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("number_ios=100\n") && r.out().contains("direct=1\n"), r.out());
        // options before the test name, and the deprecated --test=fileio (with sysbench's warning)
        MainTest.Result before = MainTest.run("sysbench", "--threads=2", "fileio", "--file-dir=" + tmp, "--file-num=1",
                "--file-total-size=64K", "--file-test-mode=rndrd", "--showcmd", "run");
        assertEquals(ExitCode.OK, before.code(), before.err());
        assertTrue(before.out().contains("numjobs=2\n"), before.out());
        MainTest.Result test = MainTest.run("sysbench", "--test=fileio", "--threads=3", "--file-dir=" + tmp,
                "--file-num=1", "--file-total-size=64K", "--file-test-mode=rndrd", "--showcmd", "run");
        assertEquals(ExitCode.OK, test.code(), test.err());
        assertTrue(test.out().contains("numjobs=3\n"), test.out());
        assertTrue(test.err().contains("warning: the --test option is deprecated"), test.err());
    }

    @Test
    void shouldRunMmapWithDirectAsSysbenchAndSpeakSysbenchInJobErrors() {
        assertEquals(ExitCode.OK, fileio("--file-num=1", "--file-total-size=64K", "prepare").code());
        MainTest.Result mmap = fileio("--file-num=1", "--file-total-size=64K", "--file-io-mode=mmap",
                "--file-extra-flags=direct", "--file-test-mode=rndrw", "--events=50", "--time=0", "run");
        assertEquals(ExitCode.OK, mmap.code(), mmap.err());
        assertEquals(1, mmap.out().lines().filter(l -> l.contains("ignores --file-extra-flags=direct")).count(), mmap.out());
        assertTrue(mmap.out().contains("Extra file open flags: directio"), mmap.out());
        assertEquals(50, SysbenchOutput.parse(mmap.out()).events(), mmap.out());
        // a block size O_DIRECT cannot do: named as the sysbench options, not bs/blockalign
        MainTest.Result bad = fileio("--file-num=1", "--file-total-size=64K", "--file-block-size=1000",
                "--file-extra-flags=direct", "--file-test-mode=rndrd", "--events=5", "--time=0", "run");
        assertEquals(ExitCode.JOB_ERROR, bad.code());
        assertTrue(bad.err().startsWith("jfio fileio: --file-extra-flags=direct needs offsets and lengths that are multiples of ")
                && bad.err().contains("but --file-block-size=1000 is not")
                && bad.err().contains("use a --file-block-size that is a multiple of ")
                && bad.err().contains("or no direct in --file-extra-flags")
                && !bad.err().contains("blockalign") && !bad.err().contains(" bs="), bad.err());
    }

    @Test
    void shouldPrintOnlyErrorsBelowVerbosity3() {
        // a page-cached run draws jfio's preflight warning at the default verbosity, none at 0..2
        assertEquals(ExitCode.OK, fileio("--file-num=1", "--file-total-size=64K", "prepare").code());
        MainTest.Result loud = fileio("--file-num=1", "--file-total-size=64K", "--file-test-mode=rndrd", "--events=10",
                "--time=0", "--rand-type=gaussian", "run");
        assertTrue(loud.out().contains("\njfio warnings:\n  "), loud.out());
        MainTest.Result quiet = fileio("--verbosity=0", "--file-num=1", "--file-total-size=64K", "--file-test-mode=rndrd",
                "--events=10", "--time=0", "--rand-type=gaussian", "run");
        assertEquals(ExitCode.OK, quiet.code());
        assertEquals("", quiet.err());
        assertEquals("", quiet.out());
        MainTest.Result error = fileio("--verbosity=0", "--file-num=2", "--file-total-size=64K", "--file-test-mode=rndrd",
                "run");
        assertEquals(ExitCode.JOB_ERROR, error.code());
        assertTrue(error.err().contains("did you forget to run the prepare step?"), error.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--file-num=0 run --file-test-mode=rndrd | --file-num=0: out of range 1..",
        "--file-num=x prepare | --file-num=x: invalid integer",
        "--file-block-size=16Q prepare | --file-block-size=16Q: invalid size",
        "--file-total-size=-1 prepare | --file-total-size=-1: invalid size",
        "--file-total-size=1 --file-num=2 prepare | less than one byte per file",
        "--file-test-mode=rnd run | --file-test-mode=rnd: expected one of seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw",
        "--file-io-mode=aio run --file-test-mode=rndrd | --file-io-mode=aio: expected sync, async or mmap",
        "--file-async-backlog=0 prepare | --file-async-backlog=0: out of range",
        "--file-extra-flags=direct,odirect prepare | 'odirect' is not one of sync, dsync, direct",
        "--file-fsync-freq=-1 prepare | --file-fsync-freq=-1: out of range",
        "--file-fsync-all=maybe prepare | --file-fsync-all=maybe: expected on or off",
        "--file-fsync-end=2 prepare | --file-fsync-end=2: expected on or off",
        "--file-fsync-mode=sync prepare | --file-fsync-mode=sync: expected fsync or fdatasync",
        "--file-merged-requests=-2 prepare | --file-merged-requests=-2: out of range",
        "--file-rw-ratio=-1 prepare | --file-rw-ratio=-1: must be at least 0",
        "--file-rw-ratio=abc prepare | --file-rw-ratio=abc: not a number",
        "--threads=0 prepare | --threads=0: out of range",
        "--time=-5 prepare | --time=-5: out of range",
        "--events=many prepare | --events=many: invalid integer",
        "--max-requests=-1 prepare | --max-requests=-1: out of range",
        "--rate=-1 prepare | --rate=-1: out of range",
        "--report-interval=x prepare | --report-interval=x: invalid integer",
        "--percentile=101 prepare | --percentile=101: out of range 0..100",
        "--histogram=sometimes prepare | --histogram=sometimes: expected on or off",
        "--rand-type=weird prepare | --rand-type=weird: expected uniform",
        "--rand-seed=-3 prepare | --rand-seed=-3: out of range",
        "--forced-shutdown=soon prepare | --forced-shutdown=soon: invalid integer",
        "--verbosity=9 prepare | --verbosity=9: out of range 0..5",
        "--warmup-time=x prepare | --warmup-time=x: invalid integer",
        "--file-async-engine=posixaio prepare | --file-async-engine=posixaio: expected libaio or io_uring",
        "--output-format=xml prepare | --output-format=xml: 'xml' is not one of sysbench, json",
        "--validate prepare | --validate=on is not supported: jfio fileio does not write sysbench's checksums",
        "--validate=off --validate=on prepare | --validate=on is not supported",
        "--events=100 --events=-5 prepare | --events=-5: out of range",
        "--report-checkpoints=10 prepare | --report-checkpoints is not supported",
        "--config-file=x prepare | --config-file is not supported",
        "--file-nmu=4 prepare | unknown option --file-nmu (did you mean --file-num?)",
        "--file-test-mode=rndrd | no command given",
        "--file-test-mode=rndrd go | unknown command 'go'",
        "prepare cleanup | two commands given",
        "run | missing required argument: --file-test-mode",
        "--file-num prepare | --file-num needs a value"})
    void shouldRefuseBadInputWithOneLine(String args, String message) {
        MainTest.Result r = fileio(args.trim().split(" +"));
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.out() + r.err());
        assertEquals("", r.out(), "nothing printed before the checks pass");
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("jfio fileio: ") && r.err().contains(message), r.err());
        assertFalse(Files.exists(tmp.resolve("test_file.0")), "nothing written");
    }

    @Test
    void shouldPrepareTheFilesSysbenchPrepares() throws IOException {
        MainTest.Result r = fileio("--file-num=3", "--file-total-size=100000", "--file-block-size=4096", "prepare");
        assertEquals(ExitCode.OK, r.code(), r.err());
        // sysbench 1.0.20 writes whole blocks while the offset is below total/num: 9 x 4096 for 33333
        for (int i = 0; i < 3; i++) {
            assertEquals(36864, Files.size(tmp.resolve("test_file." + i)), "test_file." + i);
        }
        assertFalse(Files.exists(tmp.resolve("test_file.3")));
        List<String> lines = r.out().lines().toList();
        assertEquals(List.of("", "3 files, 32Kb each, 0Mb total", "Creating files for the test...",
                "Extra file open flags: (none)", "Creating file test_file.0", "Creating file test_file.1",
                "Creating file test_file.2"), lines.subList(1, 8));
        assertTrue(lines.get(8).matches("110592 bytes written in \\d+\\.\\d\\d seconds \\(\\d+\\.\\d\\d MiB/sec\\)\\."), lines.get(8));

        MainTest.Result again = fileio("--file-num=3", "--file-total-size=100000", "--file-block-size=4096", "prepare");
        assertEquals(ExitCode.OK, again.code(), again.err());
        assertTrue(again.out().contains("Reusing existing file test_file.2\nNo bytes written.\n"), again.out());
    }

    @Test
    void shouldExtendAShortFileAndReuseALongOne() throws IOException {
        Files.write(tmp.resolve("test_file.0"), new byte[4096]);
        MainTest.Result r = fileio("--file-num=2", "--file-total-size=64K", "prepare");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("Extending existing file test_file.0\nCreating file test_file.1\n"), r.out());
        assertTrue(r.out().contains("61440 bytes written in "), r.out());
        assertEquals(32768, Files.size(tmp.resolve("test_file.0")));

        byte[] foreign = "not a test file, and longer than prepare makes it".repeat(2000).getBytes();
        Files.write(tmp.resolve("test_file.1"), foreign);
        MainTest.Result reused = fileio("--file-num=2", "--file-total-size=64K", "prepare");
        assertEquals(ExitCode.OK, reused.code(), reused.err());
        // sysbench 1.0.20 reuses a longer file (and its run works on it): never shrunk
        assertTrue(reused.out().contains("Reusing existing file test_file.0\nReusing existing file test_file.1\n"
                + "No bytes written.\n"), reused.out());
        assertArrayEquals(foreign, Files.readAllBytes(tmp.resolve("test_file.1")), "left as it was");
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=rndrd", "--events=20",
                "--time=0", "run").code());

        Files.delete(tmp.resolve("test_file.1"));
        Files.createDirectory(tmp.resolve("test_file.1"));
        MainTest.Result dir = fileio("--file-num=2", "--file-total-size=64K", "prepare");
        assertEquals(ExitCode.JOB_ERROR, dir.code());
        assertTrue(dir.err().contains("test_file.1 exists and is not a regular file"), dir.err());
    }

    @Test
    void shouldSayHowToPrepareWhenTheFilesAreMissingOrShort() throws IOException {
        MainTest.Result missing = fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=rndrd", "run");
        assertEquals(ExitCode.JOB_ERROR, missing.code());
        assertEquals("", missing.out());
        assertTrue(missing.err().contains("cannot open file '" + tmp.resolve("test_file.0")
                + "': No such file or directory; did you forget to run the prepare step? (jfio fileio --file-dir=" + tmp
                + " --file-num=2 --file-total-size=64K --file-test-mode=rndrd prepare)"), missing.err());
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=32K", "prepare").code());
        MainTest.Result shortFiles = fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=rndrd", "run");
        assertEquals(ExitCode.JOB_ERROR, shortFiles.code());
        assertTrue(shortFiles.err().contains("size of file '" + tmp.resolve("test_file.0")
                + "' is 16KiB, but at least 32KiB is expected; did you run 'prepare' with different --file-total-size "
                + "or --file-num values?"), shortFiles.err());
    }

    @Test
    void shouldRemoveOnlyTheConfiguredTestFiles() throws IOException {
        assertEquals(ExitCode.OK, fileio("--file-num=4", "--file-total-size=64K", "prepare").code());
        Files.writeString(tmp.resolve("test_file.4"), "beyond the count");
        Files.writeString(tmp.resolve("test_file.x"), "not a test file number");
        Files.writeString(tmp.resolve("data.db"), "someone's data");
        MainTest.Result r = fileio("--file-num=3", "cleanup");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().endsWith("\n\nRemoving test files...\n"), r.out());
        for (int i = 0; i < 3; i++) {
            assertFalse(Files.exists(tmp.resolve("test_file." + i)));
        }
        for (String kept : List.of("test_file.3", "test_file.4", "test_file.x", "data.db")) {
            assertTrue(Files.exists(tmp.resolve(kept)), kept + " kept");
        }
    }

    @Test
    void shouldPrepareForSeqwrAndLeaveItsFilesAsLongAsWrittenAndPrepareFillsThemAgain() throws IOException {
        // sysbench 1.0.20: seqwr's prepare creates the files like any mode's; its run truncates them
        // and writes from the start (3 blocks of 16K: file 0 whole, 16K of file 1); prepare extends
        MainTest.Result p = fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=seqwr", "prepare");
        assertEquals(ExitCode.OK, p.code(), p.err());
        assertFalse(p.out().contains("Removing test files"), p.out());
        assertTrue(p.out().contains("Creating file test_file.0\nCreating file test_file.1\n65536 bytes written in "), p.out());
        assertEquals(32768, Files.size(tmp.resolve("test_file.1")));
        MainTest.Result r = fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=seqwr", "--events=3",
                "--time=0", "--file-fsync-freq=0", "--file-fsync-end=off", "run");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(32768, Files.size(tmp.resolve("test_file.0")));
        assertEquals(16384, Files.size(tmp.resolve("test_file.1")), "as long as written, no hole after");
        assertTrue(allocatedBytes(tmp.resolve("test_file.1")) >= 16384, "no hole");
        MainTest.Result again = fileio("--file-num=2", "--file-total-size=64K", "prepare");
        assertTrue(again.out().contains("Reusing existing file test_file.0\nExtending existing file test_file.1\n"
                + "16384 bytes written in "), again.out());
        assertEquals(32768, Files.size(tmp.resolve("test_file.1")));
    }

    @Test
    void shouldWriteASparseFileAnewNotReuseItsHoles() throws IOException {
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(tmp.resolve("test_file.0"),
                java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
            ch.truncate(0);
            ch.write(java.nio.ByteBuffer.wrap(new byte[4096]), 1 << 20); // a hole of 1 MiB, then a block
        }
        MainTest.Result r = fileio("--file-num=1", "--file-total-size=1M", "prepare");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("/test_file.0 has holes (fewer bytes on disk than its length): written anew"), r.out());
        assertTrue(r.out().contains("Creating file test_file.0\n1048576 bytes written in "), r.out());
        assertEquals(1 << 20, Files.size(tmp.resolve("test_file.0")));
        long allocated = allocatedBytes(tmp.resolve("test_file.0"));
        assertTrue(allocated >= 1 << 20, "written fully: " + allocated + " bytes on disk");
    }

    /** @return the bytes on disk of a file, by stat(1) (st_blocks x 512) */
    private static long allocatedBytes(Path p) throws IOException {
        Process stat = new ProcessBuilder("stat", "-c", "%b", p.toString()).redirectErrorStream(true).start();
        String blocks = new String(stat.getInputStream().readAllBytes()).strip();
        return Long.parseLong(blocks) * 512;
    }

    @Test
    void shouldSayThatSeqwrRecreatesTheFiles() throws IOException {
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=64K", "prepare").code());
        Files.writeString(tmp.resolve("test_file.2"), "not one of the two");
        MainTest.Result r = fileio("--file-num=2", "--file-total-size=64K", "--file-test-mode=seqwr", "--events=3",
                "--time=0", "--file-fsync-freq=0", "--file-fsync-end=off", "run");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\n  seqwr is sysbench's creation test: its run writes test_file.0 .. "
                + "test_file.1 anew from their start, as sysbench does (seqrewr rewrites them in place)"), r.out());
        assertTrue(r.out().contains("Doing sequential write (creation) test"), r.out());
        assertEquals(32768, Files.size(tmp.resolve("test_file.0")), "laid out again, 2 of the 3 blocks written into it");
        assertEquals(16384, Files.size(tmp.resolve("test_file.1")), "the third block: as long as written");
        assertEquals("not one of the two", Files.readString(tmp.resolve("test_file.2")));
    }

    /**
     * Counts of reads, writes and fsyncs (the end-of-test ones included) of event-bounded runs,
     * as sysbench 1.0.20 does them for the same options (counted with strace on sysbench 1.0.20).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--file-test-mode=rndrw --events=1000                                             | 589 | 393 | 20  | 1000",
        "--file-test-mode=rndrw --events=777 --file-fsync-freq=7 --file-rw-ratio=4         | 484 | 121 | 174 | 777",
        "--file-test-mode=rndwr --events=1000 --threads=2                                  | 0   | 982 | 22  | 1000",
        "--file-test-mode=rndrd --events=1000                                              | 1000| 0   | 0   | 1000",
        "--file-test-mode=seqrewr --events=1000 --threads=3 --file-fsync-freq=10            | 0   | 834 | 172 | 1000",
        "--file-test-mode=seqwr --events=1000 --file-fsync-freq=13                         | 0   | 868 | 134 | 1000",
        "--file-test-mode=seqwr --events=500 --file-fsync-all                              | 0   | 500 | 500 | 500",
        "--file-test-mode=rndwr --events=500 --file-fsync-all --file-fsync-mode=fdatasync  | 0   | 500 | 500 | 500",
        "--file-test-mode=seqrewr --events=300 --file-merged-requests=4 --file-fsync-freq=5 | 0   | 215 | 87  | 300",
        "--file-test-mode=seqrd --events=700 --file-fsync-freq=5 --file-block-size=4K      | 700 | 0   | 0   | 700"})
    void shouldDoTheRequestsSysbenchDoes(String args, long reads, long writes, long fsyncs, long events) throws IOException {
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=8M", "prepare").code());
        List<String> a = new ArrayList<>(List.of("--file-num=2", "--file-total-size=8M", "--time=0",
                "--output-format=sysbench,json"));
        a.addAll(List.of(args.trim().split(" +")));
        a.add("run");
        MainTest.Result r = fileio(a.toArray(String[]::new));
        assertEquals(ExitCode.OK, r.code(), r.err());
        Counts c = Counts.of(r.out());
        assertEquals(reads, c.reads, "reads");
        assertEquals(writes, c.writes, "writes");
        assertEquals(fsyncs, c.syncs + c.endFsyncs(a), "fsyncs");
        assertEquals(events, c.events, "events");
    }

    /** The counts of a run printed with {@code --output-format=sysbench,json}. */
    record Counts(long reads, long writes, long syncs, long events, int threads) {
        static Counts of(String out) throws IOException {
            int json = out.indexOf("\n{");
            JsonNode d = new ObjectMapper().readTree(out.substring(json + 1));
            long r = 0;
            long w = 0;
            long s = 0;
            for (JsonNode j : d.get("jobs")) {
                r += j.get("read").get("total_ios").asLong();
                w += j.get("write").get("total_ios").asLong();
                s += j.get("sync").get("total_ios").asLong();
            }
            Matcher m = Pattern.compile("total number of events:\\s+(\\d+)").matcher(out);
            assertTrue(m.find(), out);
            return new Counts(r, w, s, Long.parseLong(m.group(1)), d.get("jobs").size());
        }

        /** @return the end-of-test fsyncs: one per thread and file, in the writing modes without fsync-all */
        long endFsyncs(List<String> args) {
            boolean writing = args.stream().anyMatch(x -> x.matches("--file-test-mode=(seqwr|seqrewr|rndwr|rndrw)"));
            return writing && !args.contains("--file-fsync-all") ? 2L * threads : 0;
        }
    }

    @Test
    void shouldPrintWhatSysbenchUsersScriptsParse() {
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=8M", "prepare").code());
        MainTest.Result r = fileio("--file-num=2", "--file-total-size=8M", "--file-test-mode=rndrw", "--time=2",
                "--report-interval=1", "--threads=2", "run");
        assertEquals(ExitCode.OK, r.code(), r.err());
        SysbenchOutput p = SysbenchOutput.parse(r.out());
        assertTrue(p.readsPerSec() > 0 && p.writesPerSec() > 0 && p.fsyncsPerSec() > 0, r.out());
        assertTrue(p.readMiBs() > 0 && p.writtenMiBs() > 0, r.out());
        assertTrue(p.totalSeconds() >= 1.9 && p.totalSeconds() < 10, r.out());
        assertEquals(p.events(), Math.round(p.eventsAvg() * 2), "the threads' events add up");
        assertTrue(p.latencyMin() <= p.latencyAvg() && p.latencyAvg() <= p.latencyMax(), r.out());
        assertTrue(p.percentile() == 95 && p.latencyPct() <= p.latencyMax() + 0.01, r.out());
        assertTrue(p.intervals() >= 1, "interim lines: " + r.out());
    }

    @Test
    void shouldPrintTheShowcmdJobThatJfioRuns() {
        MainTest.Result r = fileio("--file-num=3", "--file-total-size=3M", "--file-test-mode=rndrw", "--threads=4",
                "--file-io-mode=async", "--file-extra-flags=direct", "--showcmd", "run");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("[fileio]\ndirectory=" + tmp + "\nfilename=test_file.0:test_file.1:test_file.2\n"
                + "size=3145728\nrw=randrw\nbs=16384\nioengine=libaio\niodepth=128\nnumjobs=4\ndirect=1\n"
                + "request_rules=sysbench\nrwmix_ratio=1.5\nsync_all=100\nend_fsync=1\ntime_based=1\nruntime=10s\n"), r.out());
        assertTrue(r.out().contains("rwmixread=60"), r.out());
        assertEquals(4, JobPlan.fromJobText(r.out()).jobs().get(0).numjobs(), "jfio reads the job back");
        assertFalse(Files.exists(tmp.resolve("test_file.0")), "showcmd runs nothing");
        MainTest.Result prepare = fileio("--file-num=3", "--file-total-size=3M", "--showcmd", "prepare");
        assertTrue(prepare.out().contains("rw=write\nbs=16384\noverwrite=1\ncreate_only=1\n"), prepare.out());
        assertEquals(1, JobPlan.fromJobText(prepare.out()).jobs().size());
        MainTest.Result cleanup = fileio("--file-num=3", "--showcmd", "cleanup");
        assertEquals("; cleanup runs no job: it removes " + tmp.resolve("test_file.0") + " .. test_file.2\n", cleanup.out());
    }

    @Test
    void shouldReadBackInAsyncDirectModeWhatItWrote() throws Exception {
        assertEquals(ExitCode.OK, fileio("--file-num=2", "--file-total-size=1M", "prepare").code());
        byte[] before = digest(tmp.resolve("test_file.0"));
        // one pass over both files: 64 requests of 16 KiB, no fsync requests
        MainTest.Result w = fileio("--file-num=2", "--file-total-size=1M", "--file-test-mode=seqrewr", "--events=64",
                "--time=0", "--file-fsync-freq=0", "--file-io-mode=async", "--file-extra-flags=direct",
                "--file-async-backlog=8", "--output-format=sysbench,json", "run");
        assertEquals(ExitCode.OK, w.code(), w.err());
        assertTrue(w.out().contains("Extra file open flags: directio\n") && w.out().contains("Using asynchronous I/O mode"),
                w.out());
        Counts cw = Counts.of(w.out());
        assertEquals(64, cw.writes);
        assertFalse(java.util.Arrays.equals(before, digest(tmp.resolve("test_file.0"))), "the run rewrote the file");
        byte[] written = Files.readAllBytes(tmp.resolve("test_file.0"));
        MainTest.Result rd = fileio("--file-num=2", "--file-total-size=1M", "--file-test-mode=seqrd", "--events=64",
                "--time=0", "--file-io-mode=async", "--file-extra-flags=direct", "--output-format=sysbench,json", "run");
        assertEquals(ExitCode.OK, rd.code(), rd.err());
        assertEquals(64, Counts.of(rd.out()).reads);
        assertTrue(rd.out().contains("    read, MiB/s:  "), rd.out());
        assertArrayEquals(written, Files.readAllBytes(tmp.resolve("test_file.0")), "reading changed nothing");
    }

    private static byte[] digest(Path p) throws Exception {
        return MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p));
    }
}
