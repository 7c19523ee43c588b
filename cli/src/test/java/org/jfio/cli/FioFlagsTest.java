package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.Inflater;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's command-line flags: {@code --max-jobs}, {@code --warnings-fatal}, {@code --alloc-size},
 * {@code --bandwidth-log}, {@code --inflate-log} with {@code log_store_compressed},
 * {@code --crctest}, {@code --debug=random}, {@code --idle-prof}, options written with one dash, and
 * the refused {@code --aux-path} and {@code --trigger*}.
 */
class FioFlagsTest {
    private static final long TIMEOUT_SECONDS = 120;
    private static final String[] NULL_JOB = {"--name=t", "--ioengine=null", "--size=1m"};

    @TempDir
    Path tmp;

    private static String[] with(String[] head, String... more) {
        String[] out = java.util.Arrays.copyOf(head, head.length + more.length);
        System.arraycopy(more, 0, out, head.length, more.length);
        return out;
    }

    @Test
    void shouldRefuseMoreJobsThanMaxJobsCountingClones() {
        MainTest.Result over = MainTest.run(with(NULL_JOB, "--numjobs=3", "--max-jobs=2"));
        assertEquals(ExitCode.JOB_ERROR, over.code());
        over.assertBadInput();
        assertTrue(over.err().contains("maximum number of jobs reached: the jobs start 3 threads"), over.err());
        assertEquals("", over.out(), "nothing written before the check");

        MainTest.Result atLimit = MainTest.run(with(NULL_JOB, "--numjobs=3", "--max-jobs=3", "--output-format=terse"));
        assertEquals(ExitCode.OK, atLimit.code(), atLimit.err());
        assertEquals(3, atLimit.out().lines().count(), "three clones ran: " + atLimit.out());

        MainTest.Result zero = MainTest.run(with(NULL_JOB, "--max-jobs=0"));
        assertEquals(ExitCode.JOB_ERROR, zero.code());
        assertTrue(zero.err().startsWith("jfio: --max-jobs=0: must be 1..4096"), zero.err());
    }

    @Test
    void shouldRefuseAMaxJobsThatIsNoNumberInOneLineWithExitOne() {
        for (String bad : new String[] {"abc", "", "2.5", "99999999999", "-1"}) {
            MainTest.Result r = MainTest.run(with(NULL_JOB, "--max-jobs=" + bad));
            assertEquals("jfio: --max-jobs=" + bad + ": must be 1..4096\n", r.assertBadInput().err());
            assertEquals("", r.out(), "nothing run");
        }
        MainTest.Result spaced = MainTest.run(with(NULL_JOB, "--numjobs=2", "--max-jobs= 2 ", "--output-format=terse"));
        assertEquals(ExitCode.OK, spaced.code(), spaced.err());
    }

    @Test
    void shouldTurnAParserWarningIntoAnErrorWithWarningsFatal() {
        MainTest.Result plain = MainTest.run(with(NULL_JOB, "--bsrange=8k-4k"));
        assertEquals(ExitCode.OK, plain.code(), plain.err());
        assertEquals("", plain.err(), "stderr is no terminal here: the warning is in the report only");
        assertTrue(plain.out().contains("\njfio warnings:\n  bsrange=8k-4k: the range runs from high to low; "
                + "using 4k-8k as fio does\n"), plain.out());

        MainTest.Result fatal = MainTest.run(with(NULL_JOB, "--bsrange=8k-4k", "--warnings-fatal"));
        assertEquals(ExitCode.JOB_ERROR, fatal.code());
        fatal.assertBadInput();
        assertEquals("jfio: bsrange=8k-4k: the range runs from high to low; using 4k-8k as fio does (a warning, "
                + "fatal with --warnings-fatal)\n", fatal.err());
        assertEquals("", fatal.out());
    }

    @Test
    void shouldNoteAllocSizeInTheReportAndCheckItsValue() {
        MainTest.Result r = MainTest.run(with(NULL_JOB, "--alloc-size=65536", "--output-format=json"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\"subject\" : \"--alloc-size=65536\""), r.out());
        assertTrue(r.out().contains("jfio keeps none"), r.out());
        MainTest.Result bad = MainTest.run(with(NULL_JOB, "--alloc-size=lots"));
        assertEquals(ExitCode.JOB_ERROR, bad.code());
        assertTrue(bad.err().startsWith("jfio: --alloc-size=lots: must be a size in KiB"), bad.err());
    }

    @Test
    void shouldWriteFiosAggregateBandwidthLogsInTheWorkingDirectory() throws IOException, InterruptedException {
        String json;
        try (ChildJfio child = ChildJfio.startIn(tmp, "--bandwidth-log", "--output-format=json", "--name=t",
                "--ioengine=null", "--size=1g", "--rw=randrw", "--time_based", "--runtime=2s", "--rate=50m,20m")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals("", child.stderr());
            json = child.stdout();
        }
        List<String> read = Files.readAllLines(tmp.resolve("agg-read_bw.log"));
        List<String> write = Files.readAllLines(tmp.resolve("agg-write_bw.log"));
        List<String> trim = Files.readAllLines(tmp.resolve("agg-trim_bw.log"));
        assertTrue(read.size() >= 4, "a row per 500 ms over 2 s and more: " + read);
        assertEquals(read.size(), write.size());
        assertEquals(read.size(), trim.size());
        double readKib = 0;
        double writeKib = 0;
        for (int i = 0; i < read.size(); i++) {
            String[] r = read.get(i).split(", ");
            String[] w = write.get(i).split(", ");
            assertEquals(5, r.length, read.get(i));
            assertEquals(Long.toString(500L * (i + 1)), r[0], "msec column: " + read);
            assertEquals(List.of("0", "0", "0"), List.of(r[2], r[3], r[4]), read.get(i));
            assertEquals(List.of("1", "0", "0"), List.of(w[2], w[3], w[4]), write.get(i));
            assertEquals(String.valueOf(500L * (i + 1)) + ", 0, 2, 0, 0", trim.get(i));
            readKib += Long.parseLong(r[1]) * 0.5; // KiB/s over a 500 ms row
            writeKib += Long.parseLong(w[1]) * 0.5;
        }
        // every byte the job moved is in one row: the rows add up to the report's io_kbytes
        com.fasterxml.jackson.databind.JsonNode job = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json)
                .path("jobs").get(0);
        long reportedRead = job.path("read").path("io_kbytes").asLong();
        long reportedWrite = job.path("write").path("io_kbytes").asLong();
        assertEquals(reportedRead, readKib, reportedRead * 0.02 + 2, read.toString());
        assertEquals(reportedWrite, writeKib, reportedWrite * 0.02 + 2, write.toString());
        assertTrue(readKib > 2 * writeKib, "50m against 20m: " + read + " " + write);
    }

    @Test
    void shouldLeaveTheRampOutOfTheAggregateBandwidthLogsAsFio() throws IOException, InterruptedException {
        String json;
        try (ChildJfio child = ChildJfio.startIn(tmp, "--bandwidth-log", "--output-format=json", "--name=t",
                "--ioengine=null", "--size=1g", "--rw=read", "--time_based", "--ramp_time=1", "--runtime=1s",
                "--rate=40m")) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            json = child.stdout();
        }
        List<String> read = Files.readAllLines(tmp.resolve("agg-read_bw.log"));
        assertTrue(read.size() >= 4, "1 s of ramp and 1 s measured, a row per 500 ms: " + read);
        assertEquals(List.of("500, 0, 0, 0, 0", "1000, 0, 0, 0, 0"), read.subList(0, 2), "the ramp's rows are 0");
        double readKib = 0;
        for (String row : read) {
            readKib += Long.parseLong(row.split(", ")[1]) * 0.5;
        }
        long reported = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json).path("jobs").get(0)
                .path("read").path("io_kbytes").asLong();
        assertEquals(reported, readKib, reported * 0.02 + 2, "the rows add up to the measured bytes: " + read);
    }

    @Test
    void shouldInflateALogStoredCompressedAsItsText() throws IOException {
        Path prefix = tmp.resolve("c");
        MainTest.Result run = MainTest.run("--name=c", "--ioengine=null", "--size=1m", "--bs=4k",
                "--write_bw_log=" + prefix, "--write_iops_log=" + tmp.resolve("plain"), "--log_compression=1k",
                "--log_store_compressed=1", "--output-format=terse");
        assertEquals(ExitCode.OK, run.code(), run.err());
        Path stored = tmp.resolve("c_bw.1.log.fz");
        assertTrue(Files.exists(stored), "fio's name for a compressed log");
        assertFalse(Files.exists(tmp.resolve("c_bw.1.log")));
        byte[] bytes = Files.readAllBytes(stored);
        assertTrue(zlibStreams(bytes) > 1, "1 KiB of text per zlib stream");

        MainTest.Result inflated = MainTest.run("--inflate-log=" + stored);
        assertEquals(ExitCode.OK, inflated.code(), inflated.err());
        List<String> rows = inflated.out().lines().toList();
        assertEquals(256, rows.size(), "a row per 4 KiB read of 1 MiB: " + inflated.out());
        for (String row : rows) {
            assertTrue(row.matches("\\d+, \\d+, 0, 4096, 0"), row);
        }
        // the same job's IOPS log, stored compressed too (the option is the job's), has as many rows
        MainTest.Result iops = MainTest.run("--inflate-log=" + tmp.resolve("plain_iops.1.log.fz"));
        assertEquals(256, iops.out().lines().count());

        // fio's .fz: zlib streams of binary sample records (time, value, ddir, bs as little-endian integers)
        java.nio.ByteBuffer record = java.nio.ByteBuffer.allocate(32).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                .putLong(0).putLong(1549167).putInt(0).putShort((short) 0).putShort((short) 0).putLong(4096);
        java.util.zip.Deflater deflater = new java.util.zip.Deflater();
        deflater.setInput(record.array());
        deflater.finish();
        byte[] fz = new byte[128];
        int fzLength = deflater.deflate(fz);
        deflater.end();
        Files.write(tmp.resolve("fio.fz"), java.util.Arrays.copyOf(fz, fzLength));
        MainTest.Result binary = MainTest.run("--inflate-log=" + tmp.resolve("fio.fz"));
        assertEquals(ExitCode.JOB_ERROR, binary.code());
        assertTrue(binary.err().contains("holds binary sample records, not log text"), binary.err());
        assertEquals("", binary.out(), "nothing printed");

        Files.writeString(tmp.resolve("not.fz"), "0, 1, 0, 4096, 0\n");
        MainTest.Result bad = MainTest.run("--inflate-log=" + tmp.resolve("not.fz"));
        assertEquals(ExitCode.JOB_ERROR, bad.code());
        assertTrue(bad.err().contains("not a compressed log (zlib streams)"), bad.err());
    }

    private static int zlibStreams(byte[] bytes) {
        int at = 0;
        int streams = 0;
        Inflater inflater = new Inflater();
        byte[] out = new byte[8192];
        try {
            while (at < bytes.length) {
                inflater.reset();
                inflater.setInput(bytes, at, bytes.length - at);
                while (!inflater.finished()) {
                    inflater.inflate(out);
                }
                at = bytes.length - inflater.getRemaining();
                streams++;
            }
        } catch (java.util.zip.DataFormatException e) {
            throw new AssertionError(e);
        } finally {
            inflater.end();
        }
        return streams;
    }

    @Test
    void shouldPrintEachChecksumsThroughputAsFioDoes() {
        MainTest.Result r = MainTest.run("--crctest=crc32c,md5");
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(0).matches("md5:\t\t *[0-9]+\\.[0-9]{2} MiB/sec"), "fio's table order: " + lines);
        assertTrue(lines.get(1).matches("crc32c:\t\t *[0-9]+\\.[0-9]{2} MiB/sec"), lines.get(1));
        assertTrue(Double.parseDouble(lines.get(1).replaceAll("[^0-9.]", "")) > 0);

        MainTest.Result list = MainTest.run("--crctest=list");
        assertTrue(list.out().lines().toList().containsAll(List.of("md5", "crc32c", "sha3-512", "xxhash")), list.out());
        MainTest.Result unknown = MainTest.run("--crctest=murmur3");
        assertEquals(ExitCode.JOB_ERROR, unknown.code());
        assertTrue(unknown.err().startsWith("jfio: --crctest: unknown checksum 'murmur3'"), unknown.err());
    }

    @Test
    void shouldPrintEachClonesSeedsWithDebugRandomOnly() throws IOException, InterruptedException {
        String[] job = {"--debug=random", "--name=t", "--ioengine=null", "--size=1m", "--rw=randread", "--numjobs=2",
            "--randseed=1234", "--output-format=terse"};
        String first;
        try (ChildJfio child = ChildJfio.start(job)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            first = child.stderr();
        }
        List<String> lines = first.lines().toList();
        assertEquals(2, lines.size(), "one line per clone and nothing else: " + first);
        for (int i = 0; i < 2; i++) {
            assertTrue(lines.get(i).matches("jfio: debug: random: t \\(job " + (i + 1) + "\\): randseed=1234 randrepeat=1: "
                    + "seed 0x[0-9a-f]+ \\(offsets, block sizes, directions\\), buffer seed 0x[0-9a-f]+"), lines.get(i));
        }
        assertNotEquals(lines.get(0).replace("job 1", ""), lines.get(1).replace("job 2", ""), "each clone its own seeds");
        try (ChildJfio child = ChildJfio.start(job)) {
            assertEquals(ExitCode.OK, child.await(TIMEOUT_SECONDS), child::stderr);
            assertEquals(first, child.stderr(), "randrepeat: the same seeds each run");
        }
        MainTest.Result unknown = MainTest.run(with(NULL_JOB, "--debug=nosuch"));
        assertEquals(ExitCode.JOB_ERROR, unknown.code());
        assertTrue(unknown.err().startsWith("jfio: --debug=nosuch: unknown debug category (jfio has all, random, file, io, parse, time)"),
                unknown.err());
    }

    @Test
    void shouldPrintOnlyTheIoTimelineWithDebugTime() {
        MainTest.Result r = MainTest.run(with(NULL_JOB, "--debug=time"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(1, lines.size(), "the timeline line and nothing else: " + r.err());
        assertTrue(lines.get(0).matches("jfio: debug: I/O from \\d+ ms to \\d+ ms of JVM uptime, every job in its I/O loop from \\d+ ms"),
                lines.get(0));
    }

    @Test
    void shouldReadOptionsWrittenWithOneDashAsFioDoes() {
        MainTest.Result r = MainTest.run("-name=x", "-rw=read", "-size=1m", "-ioengine=null", "-bs=8k",
                "-output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\"jobname\" : \"x\""), r.out());
        assertTrue(r.out().contains("\"rw\" : \"read\""), r.out());
        assertTrue(r.out().contains("\"bs\" : \"8k\""), r.out());
        assertTrue(r.out().contains("\"io_bytes\" : 1048576"), r.out());
    }

    @Test
    void shouldTakeTheNextArgumentAsTheValueAsFiosGetoptDoes() throws IOException {
        // fio 3.33 getopt_long_only: every job option but the FIO_OPT_STR_SET flags requires a value, taken from the
        // next argument when not written with '='
        MainTest.Result r = MainTest.run("-name", "x", "--rw", "randread", "-size", "1m", "-ioengine", "null", "--bs", "8k",
                "--direct", "1", "--output-format=json");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertTrue(r.out().contains("\"jobname\" : \"x\""), r.out());
        assertTrue(r.out().contains("\"rw\" : \"randread\""), r.out());
        assertTrue(r.out().contains("\"bs\" : \"8k\""), r.out());
        assertTrue(r.out().contains("\"direct\" : \"1\""), r.out());
        assertTrue(r.out().contains("\"io_bytes\" : 1048576"), r.out());
        // a flag (time_based) and a bare boolean never take a job file as their value
        Path job = tmp.resolve("j.fio");
        Files.writeString(job, "[j]\nioengine=null\nsize=1m\nruntime=1\n");
        MainTest.Result flags = MainTest.run("--time_based", job.toString(), "--direct", job.toString(),
                "--output-format=terse");
        assertEquals(ExitCode.OK, flags.code(), flags.err());
        MainTest.Result missing = MainTest.run("--name", "--rw=read");
        assertEquals(ExitCode.JOB_ERROR, missing.code());
        assertTrue(missing.err().startsWith("jfio: name: needs a value"), "the next option is never a value: " + missing.err());
    }

    @Test
    void shouldSuggestNoNearRandomShortOptionAndKnowTheSteadyStateAlias() {
        assertEquals(ExitCode.OK, MainTest.run(with(NULL_JOB, "--ss=iops:1%", "--ss_dur=5s", "--parse-only")).code());
        MainTest.Result sz = MainTest.run(with(NULL_JOB, "--sz=4k"));
        assertEquals("jfio: unknown option 'sz' (see --cmdhelp for the list)\n", sz.err());
        MainTest.Result typo = MainTest.run(with(NULL_JOB, "--blocksz=4k"));
        assertEquals("jfio: unknown option 'blocksz' (did you mean 'blocksize'?)\n", typo.err());
    }

    @Test
    void shouldPrintTheCpusIdlenessAfterTheNormalReport() throws IOException {
        long cpus = Files.readAllLines(Path.of("/proc/stat")).stream().filter(l -> l.matches("cpu[0-9]+ .*")).count();
        MainTest.Result r = MainTest.run(with(NULL_JOB, "--size=256m", "--idle-prof=percpu"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        String percent = "[0-9]{1,3}\\.[0-9]{2}%";
        String percpu = percent + (", " + percent).repeat((int) cpus - 1);
        assertTrue(r.out().matches("(?s).*\n\nCPU idleness:\n  system: " + percent + "\n  percpu: " + percpu + "\n"),
                r.out());
        MainTest.Result system = MainTest.run(with(NULL_JOB, "--idle-prof=system"));
        assertTrue(system.out().matches("(?s).*\nCPU idleness:\n  system: " + percent + "\n"), system.out());
        MainTest.Result json = MainTest.run(with(NULL_JOB, "--idle-prof=system", "--output-format=json"));
        assertTrue(json.out().startsWith("{") && !json.out().contains("CPU idleness"), "the normal output's block only");
        // fio 3.33 idletime.c show_idle_prof_stats: a top-level "cpu_idleness" object after the jobs
        com.fasterxml.jackson.databind.JsonNode systemJson = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.out()).get("cpu_idleness");
        assertEquals(List.of("system"), fieldNames(systemJson), json.out());
        assertPercent(systemJson.get("system"));
        assertTrue(json.out().matches("(?s).*\n  \"cpu_idleness\" : \\{\n    \"system\" : [0-9]+\\.[0-9]{6}\n  }\n}\n"),
                "fio's place and float format: " + json.out());
        MainTest.Result both = MainTest.run(with(NULL_JOB, "--idle-prof=percpu", "--output-format=json,normal"));
        com.fasterxml.jackson.databind.JsonNode percpuJson = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(both.out().substring(both.out().indexOf('{'), both.out().lastIndexOf('}') + 1)).get("cpu_idleness");
        List<String> keys = new java.util.ArrayList<>(List.of("system"));
        for (int i = 0; i < cpus; i++) {
            keys.add("cpu-" + i);
            assertPercent(percpuJson.get("cpu-" + i));
        }
        assertEquals(keys, fieldNames(percpuJson), both.out());
        String normalSystem = String.format(java.util.Locale.ROOT, "  system: %3.2f%%\n", percpuJson.get("system").asDouble());
        assertTrue(both.out().contains("\nCPU idleness:\n" + normalSystem), "one measurement, both outputs: " + both.out());
        MainTest.Result calibrate = MainTest.run(with(NULL_JOB, "--idle-prof=calibrate"));
        assertEquals(ExitCode.JOB_ERROR, calibrate.code());
        assertTrue(calibrate.err().startsWith("jfio: --idle-prof=calibrate: not supported: "), calibrate.err());
    }

    private static List<String> fieldNames(com.fasterxml.jackson.databind.JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static void assertPercent(com.fasterxml.jackson.databind.JsonNode value) {
        assertTrue(value.isNumber() && value.asDouble() >= 0 && value.asDouble() <= 100, String.valueOf(value));
    }

    @Test
    void shouldRefuseAuxPathAndTriggersNamingThem() {
        MainTest.Result aux = MainTest.run(with(NULL_JOB, "--aux-path=" + tmp));
        assertTrue(aux.err().startsWith("jfio: --aux-path: not supported: "), aux.err());
        for (String trigger : List.of("--trigger-file=" + tmp.resolve("x"), "--trigger-timeout=10", "--trigger=true",
                "--trigger-remote=true")) {
            MainTest.Result r = MainTest.run(with(NULL_JOB, trigger));
            assertEquals(ExitCode.JOB_ERROR, r.code(), trigger);
            assertTrue(r.err().startsWith("jfio: --trigger-file/--trigger-timeout/--trigger/--trigger-remote: not supported"),
                    r.err());
        }
    }
}
