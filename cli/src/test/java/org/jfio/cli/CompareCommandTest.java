package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jfio compare} black-box through {@link Main}, on the real targets of this machine: a
 * file on the disk behind the temporary directory, a tmpfs mounted for the test, and a loop
 * device over a file. Runs are one second (time_based) on small files: the figures are not
 * asserted, the findings that rest on the target's facts are.
 */
class CompareCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static List<String> rules(JsonNode doc) {
        List<String> out = new ArrayList<>();
        doc.path("jfio_compare").path("findings").forEach(f -> out.add(f.path("rule").asText()));
        return out;
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static JsonNode json(MainTest.Result r) throws Exception {
        assertEquals(ExitCode.OK, r.code(), r.err());
        return JSON.readTree(r.out());
    }

    @Test
    void shouldCompareEnginesOnTheDiskAndShowAMissingEngineAsSkipped() throws Exception {
        MainTest.Result r = MainTest.run("compare", "--engines=psync,libaio,io_uring,unavailable-test",
                "--filename=" + tmp.resolve("f"), "--size=8m", "--rw=randread", "--bs=4k", "--iodepth=8", "--direct=1",
                "--runtime=1", "--time_based", "--output-format=json");
        JsonNode doc = json(r).path("jfio_compare");
        assertTrue(doc.path("target").path("memory_backed").asText().isEmpty(), doc.path("target").toString());
        assertEquals(tmp.resolve("f").toString(), doc.path("target").path("path").asText());
        JsonNode cells = doc.path("cells");
        assertEquals(4, cells.size());
        for (int i = 0; i < 3; i++) {
            JsonNode c = cells.get(i);
            assertEquals("ran", c.path("status").asText(), c.toString());
            assertEquals(1, c.path("runs").size());
            assertTrue(c.path("median").path("iops").asDouble() > 0, c.toString());
            assertTrue(c.path("runs").get(0).path("device_ios").asLong() > 0, "the disk's statistics: " + c);
        }
        JsonNode missing = cells.get(3);
        assertEquals("unavailable-test", missing.path("engine").asText());
        assertEquals("skipped", missing.path("status").asText());
        assertEquals("not available here: libunavailable-test.so.1 not found; fix: apt-get install libunavailable-test1",
                missing.path("reason").asText());
        assertEquals(3, doc.path("order").size());
        for (String key : List.of("iops", "bw_mibps", "lat_p50_us", "lat_p99_us", "lat_p99.9_us", "clat_p50_us",
                "cpu_us_per_io", "ctx_per_io", "max_thread_cpu_pct", "util_pct", "dev_ios_per_issued", "merges", "aqu_sz",
                "await_ms")) {
            assertTrue(cells.get(0).path("median").path(key).isNumber(), key + ": " + cells.get(0));
        }
        assertEquals(List.of("path", "filesystem", "memory_backed", "device", "rotational", "scheduler", "nr_requests",
                "hw_queues", "direct"), fieldNames(doc.path("target")));
        for (JsonNode f : doc.path("findings")) {
            assertEquals(List.of("rule", "seen", "meaning", "advice", "sentence", "evidence"), fieldNames(f));
            assertTrue(f.path("evidence").size() > 0, "a finding names its numbers: " + f);
        }
        List<String> rules = rules(json(r));
        assertFalse(rules.contains("memory-backed"), rules.toString());
        assertFalse(rules.contains("direct-not-bypassing"), "a direct run on the disk claims no cache effect: " + rules);
        assertTrue(rules.contains("sync-depth-1"), "psync asked for iodepth=8: " + rules);
        assertTrue(r.err().lines().allMatch(l -> l.startsWith("jfio compare: [")), r.err());
    }

    @Test
    void shouldSweepTheDepthAndPrintTheTable() {
        MainTest.Result r = MainTest.run("compare", "--engines=libaio", "--iodepth=1,4",
                "--filename=" + tmp.resolve("f"), "--size=8m", "--rw=randread", "--direct=1", "--runtime=1",
                "--time_based");
        assertEquals(ExitCode.OK, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("target: " + tmp.resolve("f") + " on "), lines.get(0));
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("engine")).findFirst().orElseThrow());
        assertTrue(lines.get(header).matches("engine\\s+iodepth\\s+IOPS\\s+MiB/s\\s+p50 us\\s+p99 us\\s+p99.9 us.*"),
                lines.get(header));
        assertTrue(lines.get(header + 1).matches("libaio\\s+1\\s+[0-9].*"), lines.get(header + 1));
        assertTrue(lines.get(header + 2).matches("libaio\\s+4\\s+[0-9].*"), lines.get(header + 2));
        assertTrue(r.out().contains("findings"), r.out());
    }

    @Test
    void shouldFindATmpfsTargetAndInterleaveTheRepeats() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("shm"));
        mountTmpfs(dir);
        try {
            MainTest.Result r = MainTest.run("compare", "--engines=psync,sync", "--repeat=2",
                    "--filename=" + dir.resolve("f"), "--size=4m", "--rw=randread", "--runtime=1", "--time_based",
                    "--output-format=json");
            JsonNode doc = json(r);
            assertEquals("memory-backed", rules(doc).get(0), rules(doc).toString());
            JsonNode order = doc.path("jfio_compare").path("order");
            List<String> seq = new ArrayList<>();
            order.forEach(o -> seq.add(o.path("engine").asText() + "/" + o.path("repeat").asInt()));
            assertEquals(List.of("psync/0", "sync/0", "sync/1", "psync/1"), seq);
            JsonNode psync = doc.path("jfio_compare").path("cells").get(0);
            assertEquals(2, psync.path("runs").size());
            assertTrue(psync.path("median").path("util_pct").isNull(), "no block device under tmpfs: " + psync);
        } finally {
            exec("umount", dir.toString());
        }
    }

    @Test
    void shouldFindALoopDeviceOverAPageCachedFile() throws Exception {
        try (LoopDevice loop = LoopDevice.createBuffered(tmp, 64L << 20)) {
            MainTest.Result r = MainTest.run("compare", "--engines=psync,libaio", "--filename=" + loop.device(),
                    "--size=16m", "--rw=randread", "--direct=1", "--iodepth=4", "--runtime=1", "--time_based",
                    "--output-format=json");
            JsonNode doc = json(r);
            JsonNode target = doc.path("jfio_compare").path("target");
            String name = loop.device().getFileName().toString();
            String backing = target.path("memory_backed").asText();
            assertTrue(backing.startsWith(name + " over the file " + loop.image()
                    + " (loop/dio=0): its I/O goes through the page cache of "), backing);
            assertTrue(rules(doc).contains("memory-backed"), rules(doc).toString());
        }
    }

    @Test
    void shouldWarnAJobAndTheCheckAboutAMemoryBackedTarget() throws Exception {
        Path dir = Files.createDirectory(tmp.resolve("shm"));
        mountTmpfs(dir);
        try {
            MainTest.Result r = MainTest.run("--warnings=stderr", "--name=t", "--filename=" + dir.resolve("f"), "--size=1m",
                    "--rw=read", "--output-format=json");
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertTrue(r.err().contains("jfio: warning: t: " + dir.resolve("f") + " is memory-backed: tmpfs at " + dir
                    + ": a memory filesystem"), r.err());
            JsonNode warning = JSON.readTree(r.out()).path("jfio").path("warnings").get(0);
            assertEquals("memory-backed", warning.path("check").asText(), r.out());
        } finally {
            exec("umount", dir.toString());
        }
        MainTest.Result check = MainTest.run("check", "/dev/jfio-no-such-disk");
        assertTrue(check.out().contains("/dev/jfio-no-such-disk: no such device: /dev is devtmpfs, which holds the "
                + "kernel's device nodes, and it has none of this name"), check.out());
        assertFalse(check.out().contains("memory-backed"), check.out());
        assertFalse(check.out().contains("probe file"), "no file is created under /dev: " + check.out());
        MainTest.Result nul = MainTest.run("check", "/dev/null");
        assertFalse(nul.out().contains("memory-backed"), "a character device holds no file data: " + nul.out());
        assertTrue(nul.out().contains("/dev/null: character device"), nul.out());
    }

    @Test
    void shouldWarnAboutMoreRequestsInFlightThanTheDeviceQueues() {
        MainTest.Result r = MainTest.run("check", "--filename=" + tmp.resolve("f"), "--size=1m", "--ioengine=libaio",
                "--direct=1", "--iodepth=65536", "--numjobs=64");
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("WARN  nr-requests    check: iodepth=65536 x numjobs=64 keeps "
                + "4194304 requests in flight, but ")), r.out());
    }

    @Test
    void shouldRefuseBadInputBeforeRunning() {
        MainTest.run("compare", "--repeat=0", "--filename=" + tmp.resolve("f"), "--size=1m").assertBadInput();
        MainTest.run("compare", "--engines=psycn", "--filename=" + tmp.resolve("f"), "--size=1m").assertBadInput();
        MainTest.run("compare", "--output-format=terse", "--filename=" + tmp.resolve("f"), "--size=1m").assertBadInput();
        MainTest.run("compare", "--iodepth=1,x", "--filename=" + tmp.resolve("f"), "--size=1m").assertBadInput();
        assertFalse(Files.exists(tmp.resolve("f")), "nothing is laid out before the checks pass");
    }

    @Test
    void shouldApplyAPlainRunsChecksToEveryCellBeforeRunning() {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("compare", "--readonly", "--engines=psync,libaio", "--filename=" + f,
                "--size=1m", "--rw=randwrite", "--runtime=1", "--time_based").assertBadInput();
        assertEquals("jfio: compare: rw=randwrite writes or trims, but --readonly allows only reads", r.err().strip());
        MainTest.Result two = MainTest.run("compare", "--engines=psync", "--name=a", "--filename=" + f, "--size=1m",
                "--name=b", "--filename=" + f, "--size=1m").assertBadInput();
        assertEquals("jfio: compare runs one job per cell; the job files and options make 2 jobs (a, b): give a job "
                + "file with one job", two.err().strip());
        assertFalse(Files.exists(f), "nothing is laid out before the checks pass");
    }

    @Test
    void shouldCheckTheOutputBeforeRunningAndNeverWriteItOverTheDataFile() throws Exception {
        Path f = tmp.resolve("f");
        byte[] data = new byte[1 << 20];
        java.util.Arrays.fill(data, (byte) 0x5a);
        Files.write(f, data);
        List<String> job = List.of("compare", "--engines=psync", "--filename=" + f, "--size=1m", "--rw=read",
                "--runtime=1", "--time_based");
        MainTest.Result same = run(job, "--output=" + f).assertBadInput();
        assertTrue(same.err().contains("is job compare's file " + f), same.err());
        assertTrue(java.util.Arrays.equals(data, Files.readAllBytes(f)), "the data file is untouched");
        assertEquals("", same.out());
        MainTest.Result missing = run(job, "--output=" + tmp.resolve("no/such/dir/r.txt")).assertBadInput();
        assertTrue(missing.err().startsWith("jfio: --output=" + tmp.resolve("no/such/dir/r.txt") + ": cannot write: "),
                missing.err());
        assertTrue(run(job, "--output=/proc/self/nonexist").assertBadInput().err().contains("cannot write"));
        assertEquals("jfio: --output= is empty: give the file the report goes to",
                run(job, "--output=").assertBadInput().err().strip());
        assertFalse(missing.err().contains("[1/1]"), "nothing ran: " + missing.err());
        Path report = tmp.resolve("r.json");
        MainTest.Result ok = run(job, "--output=" + report, "--output-format=json");
        assertEquals(ExitCode.OK, ok.code(), ok.err());
        assertEquals("", ok.out());
        assertEquals(1, JSON.readTree(report.toFile()).path("jfio_compare").path("order").size());
    }

    @Test
    void shouldRefuseTheFlagsCompareCannotDoAndHonourParseOnly() {
        Path f = tmp.resolve("f");
        List<String> job = List.of("compare", "--engines=psync", "--filename=" + f, "--size=1m", "--rw=read",
                "--runtime=1", "--time_based");
        for (String flag : List.of("--showcmd", "--eta=always", "--eta-newline=1", "--eta-interval=1",
                "--status-interval=1", "--extended", "--terse-version=3")) {
            MainTest.Result r = run(job, flag).assertBadInput();
            String name = flag.contains("=") ? flag.substring(0, flag.indexOf('=')) : flag;
            assertTrue(r.err().startsWith("jfio: compare does not support " + name + ": "), r.err());
            assertEquals("", r.out());
        }
        MainTest.Result two = run(job, "--output-format=normal,json").assertBadInput();
        assertTrue(two.err().contains("compare writes one format"), two.err());
        assertFalse(Files.exists(f), "nothing is laid out before the checks pass");
        MainTest.Result parseOnly = run(job, "--parse-only");
        assertEquals(ExitCode.OK, parseOnly.code(), parseOnly.err());
        assertEquals("", parseOnly.out() + parseOnly.err());
        run(job, "--parse-only", "--readonly", "--rw=write").assertBadInput();
        assertFalse(Files.exists(f), "--parse-only runs nothing");
    }

    @Test
    void shouldExitWithAnErrorWhenACellFailsOrNoEngineCanRun() throws Exception {
        Path f = tmp.resolve("f");
        MainTest.Result r = MainTest.run("compare", "--engines=psync,io_uring", "--iodepth=65536", "--filename=" + f,
                "--size=1m", "--rw=randread", "--runtime=1", "--time_based", "--output-format=json");
        assertEquals(ExitCode.JOB_ERROR, r.code(), r.err());
        JsonNode cells = JSON.readTree(r.out()).path("jfio_compare").path("cells");
        assertEquals("ran", cells.get(0).path("status").asText(), cells.toString());
        assertEquals("failed", cells.get(1).path("status").asText(), cells.toString());
        MainTest.Result none = MainTest.run("compare", "--engines=mmap", "--direct=1", "--filename=" + f,
                "--size=1m", "--rw=randread").assertBadInput();
        assertTrue(none.err().startsWith("jfio: compare: no engine could run this job (mmap: "), none.err());
    }

    private static MainTest.Result run(List<String> job, String... flags) {
        List<String> args = new ArrayList<>(List.of(flags));
        args.addAll(job);
        return MainTest.run(args.toArray(String[]::new));
    }

    private static void mountTmpfs(Path dir) throws Exception {
        String uid = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Uid:")).findFirst().orElse("Uid: -1").split("\\s+")[1];
        if (!uid.equals("0")) {
            if ("true".equals(System.getenv("CI"))) {
                fail("mounting a tmpfs needs root; CI=true requires it");
            }
            Assumptions.abort("mounting a tmpfs needs root (uid " + uid + ")");
        }
        exec("mount", "-t", "tmpfs", "-o", "size=32m", "jfio-compare-test", dir.toString());
    }

    private static void exec(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            fail(String.join(" ", command) + " failed: " + out);
        }
    }
}
