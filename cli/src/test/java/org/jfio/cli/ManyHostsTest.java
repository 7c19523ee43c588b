package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.fleet.StartBarrier;
import org.jfio.report.html.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many ranks on this machine: jfio processes meeting at a barrier in a shared temp directory,
 * ranks from a scheduler's environment, and {@code jfio merge} of their results. Black-box.
 */
class ManyHostsTest {
    @TempDir
    Path tmp;

    private List<String> job(String... extra) {
        List<String> a = new ArrayList<>(List.of("--name=t", "--ioengine=psync", "--rw=randread", "--bs=4k", "--size=1m",
                "--filename=" + tmp.resolve("f.$rank"), "--runtime=1", "--time_based", "--output-format=json"));
        a.addAll(List.of(extra));
        return a;
    }

    private static long windowStartMs(Path result) throws Exception {
        JsonNode job = JsonNode.parse(Files.readString(result)).get("jobs").elements().get(0);
        JsonNode plot = job.get("jfio").get("plot");
        return (long) (plot.get("start_ms").number(0) + plot.get("ramp_ms").number(0));
    }

    /**
     * @return rank i's arrival at the barrier (ms since the epoch, from its {@code jfio.rank-i.ready}
     *         file), or 0 while the file is not there
     */
    private static long arrivalMs(Path bar, int i) throws IOException {
        try {
            String text = Files.readString(bar.resolve("jfio.rank-" + i + ".ready")).strip();
            return Long.parseLong(text.substring(0, text.indexOf(' ')));
        } catch (NoSuchFileException e) {
            return 0;
        }
    }

    /**
     * @return the instant the ranks agree to start at: the last arrival plus the barrier's gap,
     *         read from the ranks' files as they appear (woken by the directory's changes; a file
     *         stays until its rank has run)
     */
    private static long commonStartMs(Path bar, WatchService watcher, int n) throws Exception {
        long[] arrived = new long[n];
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            int missing = 0;
            for (int i = 0; i < n; i++) {
                arrived[i] = arrived[i] != 0 ? arrived[i] : arrivalMs(bar, i);
                missing += arrived[i] == 0 ? 1 : 0;
            }
            if (missing == 0) {
                return Arrays.stream(arrived).max().orElseThrow() + StartBarrier.DEFAULT_GAP_MS;
            }
            WatchKey key = watcher.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            assertNotNull(key, missing + " ranks never arrived at the barrier");
            key.pollEvents();
            key.reset();
        }
    }

    /**
     * Every rank starts its measured window at the instant the barrier fixed (not before it: an
     * exact order; and together, within a bound far above the few tens of ms measured on a quiet
     * machine, since how late a thread wakes on a loaded one is not the barrier's doing).
     */
    @Test
    void shouldStartTheRanksMeasuredWindowsTogetherAtTheBarrierAndMergeThem() throws Exception {
        Path bar = Files.createDirectory(tmp.resolve("barrier"));
        int n = 3;
        List<ChildJfio> ranks = new ArrayList<>();
        long startMs;
        try (WatchService watcher = bar.getFileSystem().newWatchService()) {
            bar.register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
            for (int i = 0; i < n; i++) {
                ranks.add(ChildJfio.start(job("--rank=" + i + "/" + n, "--barrier-dir=" + bar,
                        "--output=" + tmp.resolve("r%r.json")).toArray(String[]::new)));
            }
            startMs = commonStartMs(bar, watcher, n);
        }
        for (ChildJfio c : ranks) {
            assertEquals(ExitCode.OK, c.await(120));
        }
        long min = Long.MAX_VALUE;
        long max = 0;
        List<String> files = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Path r = tmp.resolve("r" + i + ".json");
            files.add(r.toString());
            min = Math.min(min, windowStartMs(r));
            max = Math.max(max, windowStartMs(r));
            assertTrue(windowStartMs(r) >= startMs, "rank " + i + " started at " + windowStartMs(r)
                    + ", before the common start " + startMs);
            JsonNode host = JsonNode.parse(Files.readString(r)).get("jfio").get("host");
            assertEquals(i, (int) host.get("rank").number(-1));
            assertTrue(Files.exists(tmp.resolve("f." + i)), "$rank in filename");
        }
        assertTrue(max - min < StartBarrier.DEFAULT_GAP_MS / 4, "the ranks' measured windows start together: "
                + (max - min) + " ms apart");
        try (var left = Files.list(bar)) {
            assertEquals(0, left.count(), "each rank removed its barrier file");
        }
        List<String> merge = new ArrayList<>(List.of("merge"));
        merge.addAll(files);
        MainTest.Result m = MainTest.run(merge.toArray(String[]::new));
        assertEquals(ExitCode.OK, m.code(), m.err());
        assertTrue(m.out().contains("t: (groupid=0, jobs=3)"), m.out());
        assertTrue(m.out().contains("All hosts: 3 of 3 results over the common window"), m.out());
    }

    @Test
    void shouldExitWithOneLineNamingTheRanksItWaitedFor() throws Exception {
        Path bar = Files.createDirectory(tmp.resolve("barrier"));
        MainTest.Result r = MainTest.run(job("--rank=1/3", "--barrier-dir=" + bar, "--barrier-timeout=0.5")
                .toArray(String[]::new));
        assertEquals(ExitCode.JOB_ERROR, r.code());
        assertEquals("jfio: barrier: rank 1/3 waited 0.5 s in " + bar + " for ranks 0, 2 (no jfio.rank-N.ready file);"
                + " it stops without running", r.err().strip().lines().reduce((a, b) -> b).orElse(""));
        assertEquals("", r.out());
        try (var left = Files.list(bar)) {
            assertEquals(0, left.count());
        }
    }

    @Test
    void shouldTakeTheRankFromSlurmsEnvironment() throws Exception {
        ChildJfio c = ChildJfio.start(List.of("SLURM_PROCID=1", "SLURM_NTASKS=2", "SLURM_JOB_ID=7"),
                job("--output=" + tmp.resolve("s%r.json")).toArray(String[]::new));
        assertEquals(ExitCode.OK, c.await(120));
        JsonNode host = JsonNode.parse(Files.readString(tmp.resolve("s1.json"))).get("jfio").get("host");
        assertEquals(1, (int) host.get("rank").number(-1));
        assertEquals(2, (int) host.get("ranks").number(-1));
        assertTrue(Files.exists(tmp.resolve("f.1")));
    }

    @Test
    void shouldFlagARankWhoseWindowDidNotOverlap() {
        for (int i = 0; i < 2; i++) { // one after the other: their windows do not meet
            MainTest.Result r = MainTest.run(job("--rank=" + i + "/2", "--output=" + tmp.resolve("q" + i + ".json"))
                    .toArray(String[]::new));
            assertEquals(ExitCode.OK, r.code(), r.err());
        }
        MainTest.Result m = MainTest.run("merge", tmp.resolve("q0.json").toString(), tmp.resolve("q1.json").toString(),
                "--output-format=json");
        assertEquals(ExitCode.OK, m.code(), m.err());
        assertTrue(m.out().contains("\"flag\" : \"window did not overlap the others' (left out of all hosts)\""), m.out());
        assertFalse(m.out().contains("All hosts"), "the JSON alone");
    }

    @Test
    void shouldRefuseAResultWithoutTheMergeableData() throws Exception {
        MainTest.Result r = MainTest.run("--name=t", "--ioengine=null", "--size=1m", "--output-format=json",
                "--output=" + tmp.resolve("plain.json"));
        assertEquals(ExitCode.OK, r.code(), r.err());
        MainTest.Result m = MainTest.run("merge", tmp.resolve("plain.json").toString());
        assertEquals(ExitCode.JOB_ERROR, m.code());
        assertEquals("jfio: merge: " + tmp.resolve("plain.json") + ": job 't' has no jfio.plot (histograms and samples"
                + " over time): write results with --output-format=json --extended (a ranked run does so by itself)",
                m.err().strip());
        assertEquals(ExitCode.JOB_ERROR, MainTest.run("merge", tmp.resolve("none.json").toString()).code());
        MainTest.Result flag = MainTest.run("merge", "--rank=0/2", tmp.resolve("plain.json").toString());
        assertEquals(ExitCode.JOB_ERROR, flag.code());
        assertEquals("jfio: merge: --rank belongs to a run of the jobs (jfio [flags] job.fio), not to jfio merge",
                flag.err().strip());
    }
}
