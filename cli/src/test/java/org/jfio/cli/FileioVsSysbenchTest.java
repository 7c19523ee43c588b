package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code jfio fileio} next to the real sysbench 1.0.20: the same files from prepare, the same
 * request counts (sysbench's counted with strace), and the same output lines once the numbers are
 * set aside (against sysbench outputs kept in the test resources, so that part runs without
 * sysbench). The live parts are skipped where sysbench 1.0.20 or strace is not installed.
 */
class FileioVsSysbenchTest {
    private static final Path SYSBENCH = Path.of("/usr/bin/sysbench");
    private static final Path STRACE = Path.of("/usr/bin/strace");
    /** The latency lines, printed %39.2f / %27.2f: the number ends at a fixed column. */
    private static final Pattern RIGHT_ALIGNED = Pattern.compile("^( +(?:min|avg|max|sum|\\d+th percentile)): +[\\d.]+$");

    @TempDir
    Path tmp;

    private static boolean sysbench() {
        if (!Files.isExecutable(SYSBENCH)) {
            return false;
        }
        try {
            return exec(Path.of("/tmp"), List.of(SYSBENCH.toString(), "--version")).contains("sysbench 1.0.20");
        } catch (IOException e) {
            return false;
        }
    }

    private static String exec(Path dir, List<String> cmd) throws IOException {
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "sysbench ended");
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"--file-num=3 --file-total-size=3M", "--file-num=5 --file-total-size=100000 --file-block-size=4096",
        "--file-num=1 --file-total-size=1000 --file-block-size=512"})
    void shouldPrepareTheSameFilesAsSysbench(String args) throws IOException {
        assumeTrue(sysbench(), "sysbench 1.0.20 is not installed");
        Path sb = Files.createDirectory(tmp.resolve("sysbench"));
        Path jf = Files.createDirectory(tmp.resolve("jfio"));
        List<String> cmd = new ArrayList<>(List.of(SYSBENCH.toString(), "fileio"));
        cmd.addAll(List.of(args.split(" ")));
        cmd.add("prepare");
        exec(sb, cmd);
        List<String> j = new ArrayList<>(List.of("fileio", "--file-dir=" + jf));
        j.addAll(List.of(args.split(" ")));
        j.add("prepare");
        assertEquals(ExitCode.OK, MainTest.run(j.toArray(String[]::new)).code());
        assertEquals(listing(sb), listing(jf));
    }

    @Test
    void shouldLeaveTheSameFilesAsSysbenchThroughSeqwr() throws IOException {
        // sysbench 1.0.20: seqwr's prepare creates the files, its run truncates them and writes from
        // the start (100 blocks: file 0 whole, 36 blocks of file 1, file 2 empty), prepare extends them
        assumeTrue(sysbench(), "sysbench 1.0.20 is not installed");
        Path sb = Files.createDirectory(tmp.resolve("sysbench"));
        Path jf = Files.createDirectory(tmp.resolve("jfio"));
        List<List<String>> steps = List.of(List.of("--file-test-mode=seqwr", "prepare"),
                List.of("--file-test-mode=seqwr", "--events=100", "--time=0", "run"), List.of("prepare"));
        for (List<String> step : steps) {
            List<String> cmd = new ArrayList<>(List.of(SYSBENCH.toString(), "fileio", "--file-num=3", "--file-total-size=3M"));
            cmd.addAll(step);
            exec(sb, cmd);
            List<String> j = new ArrayList<>(List.of("fileio", "--file-dir=" + jf, "--file-num=3", "--file-total-size=3M"));
            j.addAll(step);
            MainTest.Result r = MainTest.run(j.toArray(String[]::new));
            assertEquals(ExitCode.OK, r.code(), r.err());
            assertEquals(listing(sb), listing(jf), String.join(" ", step));
        }
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().map(p -> {
                try {
                    return p.getFileName() + " " + Files.size(p);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"--file-test-mode=rndrw --events=1500 --file-fsync-freq=20",
        "--file-test-mode=rndrw --events=900 --file-rw-ratio=0.5 --file-fsync-mode=fdatasync",
        "--file-test-mode=rndwr --events=600 --threads=3",
        "--file-test-mode=seqrewr --events=800 --threads=2 --file-fsync-freq=33",
        "--file-test-mode=seqwr --events=400 --file-fsync-all",
        "--file-test-mode=rndrd --events=500 --file-fsync-end=off"})
    void shouldDoTheSameRequestsAsSysbench(String args) throws IOException {
        assumeTrue(sysbench() && Files.isExecutable(STRACE), "sysbench 1.0.20 or strace is not installed");
        List<String> common = new ArrayList<>(List.of("--file-num=3", "--file-total-size=6M", "--time=0"));
        common.addAll(List.of(args.split(" ")));
        List<String> prepare = new ArrayList<>(List.of(SYSBENCH.toString(), "fileio", "--file-num=3", "--file-total-size=6M",
                "prepare"));
        exec(tmp, prepare);
        long[] baseline = straced(List.of("--file-num=3", "--file-total-size=6M", "--time=0", "--events=1",
                "--file-test-mode=seqrewr", "--file-fsync-end=off", "--file-fsync-freq=0"));
        long[] sb = straced(common);
        long[] want = {sb[0] - baseline[0], sb[1] - baseline[1] + 1, sb[2]};
        List<String> j = new ArrayList<>(List.of("fileio", "--file-dir=" + tmp, "--output-format=sysbench,json"));
        j.addAll(common);
        j.add("run");
        MainTest.Result r = MainTest.run(j.toArray(String[]::new));
        assertEquals(ExitCode.OK, r.code(), r.err());
        FileioCommandTest.Counts c = FileioCommandTest.Counts.of(r.out());
        assertEquals(want[0], c.reads(), "reads");
        assertEquals(want[1], c.writes(), "writes");
        long end = args.contains("rndrd") || args.contains("fsync-all") || args.contains("fsync-end=off") ? 0 : 3L * c.threads();
        assertEquals(want[2], c.syncs() + end, "fsyncs");
    }

    /** @return sysbench's preads, pwrites and fsyncs+fdatasyncs of one run, counted by strace */
    private long[] straced(List<String> args) throws IOException {
        Path counts = tmp.resolve("strace.txt");
        List<String> cmd = new ArrayList<>(List.of(STRACE.toString(), "-f", "-qq", "-c", "-e",
                "trace=pread64,pwrite64,fsync,fdatasync", "-o", counts.toString(), SYSBENCH.toString(), "fileio"));
        cmd.addAll(args);
        cmd.add("run");
        exec(tmp, cmd);
        long[] out = new long[3];
        for (String line : Files.readAllLines(counts)) {
            String[] f = line.trim().split("\\s+");
            if (f.length < 2 || !f[f.length - 2].matches("\\d+")) {
                continue;
            }
            long calls = Long.parseLong(f[f.length - 2]);
            switch (f[f.length - 1]) {
                case "pread64" -> out[0] = calls;
                case "pwrite64" -> out[1] = calls;
                case "fsync", "fdatasync" -> out[2] += calls;
                default -> { }
            }
        }
        return out;
    }

    /** The outputs kept in src/test/resources/sysbench, each with the jfio command that matches it. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "prepare.txt | prepare",
        "cleanup.txt | cleanup",
        "run-rndrw-interval-histogram.txt | --file-test-mode=rndrw --time=2 --report-interval=1 --histogram --rand-seed=7 run",
        "run-seqrewr-merged-threads.txt | --file-test-mode=seqrewr --file-merged-requests=4 --time=1 --threads=2 run",
        "run-rndrd-events-direct.txt | --file-test-mode=rndrd --events=2000 --time=0 --percentile=0 --file-extra-flags=direct run",
        "run-rndwr-fsyncall-mmap-rate.txt | --file-test-mode=rndwr --time=1 --file-fsync-all --file-fsync-mode=fdatasync --file-io-mode=mmap --rate=1000 run"})
    void shouldPrintTheLinesSysbenchPrints(String resource, String args) throws IOException {
        Path res = TestPaths.repoRoot().resolve("cli/src/test/resources/sysbench").resolve(resource.trim());
        List<String> want = shape(Files.readString(res));
        if (!args.trim().equals("prepare")) {
            assertEquals(ExitCode.OK, MainTest.run("fileio", "--file-dir=" + tmp, "--file-num=2", "--file-total-size=8M",
                    "prepare").code());
        }
        List<String> j = new ArrayList<>(List.of("fileio", "--file-dir=" + tmp, "--file-num=2", "--file-total-size=8M"));
        j.addAll(List.of(args.trim().split(" +")));
        MainTest.Result r = MainTest.run(j.toArray(String[]::new));
        assertEquals(ExitCode.OK, r.code(), r.err());
        // jfio's own warnings (a buffered run measures the page cache) follow sysbench's lines as one block
        String out = r.out();
        int own = out.indexOf("\njfio warnings:\n");
        if (own >= 0) {
            assertTrue(out.substring(own + 1).lines().skip(1).allMatch(l -> l.startsWith("  ")), out);
            out = out.substring(0, own);
        }
        assertEquals(String.join("\n", want), String.join("\n", shape(out)));
    }

    /**
     * @return the output without its banner, with each number as {@code N}, histogram rows as one
     *         row, and runs of equal lines (interim lines, histogram rows) as one line
     */
    static List<String> shape(String out) {
        List<String> lines = new ArrayList<>();
        List<String> all = out.lines().toList();
        for (String line : all.subList(1, all.size())) {
            Matcher right = RIGHT_ALIGNED.matcher(line);
            String s = right.matches() ? right.group(1) + ": N, right-aligned to column " + line.length()
                    : line.replaceAll("\\d+(\\.\\d+)?", "N").replaceAll("\\|\\**\\s*N$", "|BAR N");
            if (line.matches("\\s*\\d+(\\.\\d+)? \\|\\**\\s*\\d+")) {
                s = "       N |BAR N"; // a histogram row, whatever its width: how many rows depends on the run's timing
            }
            if (s.startsWith("Creating file ") || s.startsWith("Reusing existing file ")) {
                s = "<file line>";
            }
            if (lines.isEmpty() || !lines.get(lines.size() - 1).equals(s)) {
                lines.add(s);
            }
        }
        return lines;
    }

    @Test
    void shouldKeepOnlyTheShapeOfAnOutput() {
        assertEquals(List.of("", "[ Ns ] reads: N MiB/s", "       N |BAR N", "         min: N, right-aligned to column 53", "x"),
                shape("banner\n\n[ 1s ] reads: 2.50 MiB/s\n[ 2s ] reads: 3.00 MiB/s\n       0.001 |***   7\n"
                        + "       0.002 |*     1\n         min:                                    0.00\nx\n"));
    }

    /**
     * {@code --forced-shutdown=0}: sysbench 1.0.20 stops the run at {@code --time}, prints its FATAL
     * line where the run stopped and the unfinished events after the throughput, and exits 2.
     */
    @Test
    void shouldForceTheShutdownAsSysbench() throws Exception {
        assumeTrue(sysbench(), "sysbench 1.0.20 is not installed");
        List<String> options = List.of("--file-num=2", "--file-total-size=8M", "--file-test-mode=rndrw", "--time=1",
                "--forced-shutdown=0");
        assertEquals(ExitCode.OK, MainTest.run("fileio", "--file-dir=" + tmp, "--file-num=2", "--file-total-size=8M",
                "prepare").code());
        List<String> cmd = new ArrayList<>(List.of(SYSBENCH.toString(), "fileio"));
        cmd.addAll(options);
        cmd.add("run");
        Process p;
        String theirs;
        int tries = 0;
        do { // sysbench's own run may end at --time a moment before its shutdown timer fires (exit 0), or
             // crash in its shutdown (exit 139, seen once in a fresh-clone verify): run it again
            p = new ProcessBuilder(cmd).directory(tmp.toFile()).redirectErrorStream(true).start();
            theirs = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "sysbench ended");
        } while (p.exitValue() != 2 && ++tries < 5);
        List<String> args = new ArrayList<>(List.of("fileio", "--file-dir=" + tmp));
        args.addAll(options);
        args.add("run");
        MainTest.Result ours = MainTest.run(args.toArray(String[]::new));
        assertEquals(2, p.exitValue(), theirs);
        assertEquals(p.exitValue(), ours.code(), ours.out() + ours.err());
        String fatal = "Threads started!\n\nFATAL: The --max-time limit has expired, forcing shutdown...\n\nFile operations:";
        assertTrue(theirs.contains(fatal), theirs);
        assertTrue(ours.out().contains(fatal), ours.out());
        Pattern unfinished = Pattern.compile("MiB/s: +[\\d.]+\n\nNumber of unfinished transactions on forced shutdown: \\d+\n\nGeneral");
        assertTrue(unfinished.matcher(theirs).find(), theirs);
        assertTrue(unfinished.matcher(ours.out()).find(), ours.out());
    }
}
