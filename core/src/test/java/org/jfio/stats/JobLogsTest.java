package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.jfio.spi.DataDirection;
import org.jfio.result.DirectionResult;
import org.jfio.spi.JfioException;
import org.jfio.result.JobResult;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.LogSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Jobs on the null engine writing every kind of log, read back: fio's CSV logs (row counts,
 * columns, directions, block sizes, lat against clat), fio's histogram log (bin count) and the
 * HdrHistogram log (read by HdrHistogram's own reader, counts equal to the job's clat count).
 */
class JobLogsTest {
    private static final int READ = 0;
    private static final int WRITE = 1;

    @TempDir
    static Path shared;
    static JobResult five;

    @TempDir
    Path dir;

    /** One CSV row: time ms, value, ddir, bs, then offset (log_offset=1) and prio. */
    record Row(long time, long value, int ddir, long bs, long[] rest) {
    }

    /** The brief's run: randrw, 5 s, log_avg_msec=1000, every log. */
    @BeforeAll
    static void runFiveSeconds() {
        String p = shared.resolve("w").toString();
        LogSpec logs = LogSpec.NONE.withBwLog(p).withIopsLog(p).withLatLog(p).withHistLog(p).withHdrLog(p)
                .withAvgMs(1000).withHistMs(1000).withHdrMs(1000);
        five = run(JobSpec.builder("five").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 1L << 30).set("bs", 4096)
                .set("iodepth", 8).set("time_based", true).set("runtime", java.time.Duration.ofNanos(5_000_000_000L)).with(logs).build()).get(0);
    }

    private static List<JobResult> run(JobSpec... specs) {
        RunResult r = JobRunner.of(JobPlan.of(specs)).run();
        List<JobResult> out = new ArrayList<>();
        r.groups().forEach(g -> out.addAll(g.jobs()));
        assertEquals(0, r.firstError());
        return out;
    }

    private static List<Row> rows(Path file, int columns) throws IOException {
        List<Row> out = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split(", ", -1);
            assertEquals(columns, f.length, "columns of '" + line + "' in " + file.getFileName());
            long[] rest = new long[columns - 4];
            for (int i = 4; i < columns; i++) {
                rest[i - 4] = Long.parseLong(f[i]);
            }
            out.add(new Row(Long.parseLong(f[0]), Long.parseLong(f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]),
                    rest));
        }
        return out;
    }

    private static long count(List<Row> rows, int ddir) {
        return rows.stream().filter(r -> r.ddir == ddir).count();
    }

    /**
     * fio's rules for a 5 s run at log_avg_msec=1000, per direction: a latency log writes a
     * row for each window (1, 2, 3, 4 s) and one for the window the end closes: 5 rows; a bw/iops
     * log writes one per sample, every second while the job runs: 5 in jfio, whose samples come
     * from completions (fio's helper thread usually misses the one at the very end: 4). One more
     * or less when the end falls next to a boundary. A stall of the machine longer than a window
     * leaves a window without a row; such gaps are counted from the rows' times, so the rule is
     * checked on what the run actually did. Every row but a direction's last is stamped on its
     * window's nominal end (a multiple of 1000 ms), however late the job thread was, as fio's
     * {@code tools/fiologparser.py -A} needs.
     */
    @Test
    void shouldWriteAWindowRowPerSecondAndDirectionForFiveSeconds() throws IOException {
        for (String type : List.of("bw", "iops", "slat", "clat", "lat")) {
            List<Row> rows = rows(shared.resolve("w_" + type + ".1.log"), 5);
            for (int d : new int[] {READ, WRITE}) {
                List<Row> mine = rows.stream().filter(r -> r.ddir == d).toList();
                long skipped = 0;
                for (int i = 1; i < mine.size(); i++) {
                    long gap = mine.get(i).time / 1000 - mine.get(i - 1).time / 1000;
                    assertTrue(mine.get(i).time >= mine.get(i - 1).time, type + " times go forward");
                    skipped += Math.max(0, gap - 1);
                }
                long n = mine.size();
                assertTrue(n + skipped >= 4 && n + skipped <= 6,
                        type + " has " + n + " rows for ddir " + d + " (" + skipped + " windows without a row)");
                for (int i = 0; i < mine.size() - 1; i++) {
                    assertEquals(0, mine.get(i).time % 1000, type + " row " + i + " of ddir " + d
                            + " is stamped on its window's end: " + mine.get(i).time);
                }
            }
            for (Row r : rows) {
                assertTrue(r.ddir == READ || r.ddir == WRITE, type + " ddir " + r.ddir);
                assertEquals(0, r.bs, type + ": a window row has bs 0");
                assertEquals(0, r.rest[0], type + ": priority column");
                assertTrue(r.value > 0, type + " value " + r.value);
                assertTrue(r.time >= 1000, type + " time " + r.time);
            }
        }
    }

    @Test
    void shouldMakeTheBandwidthLogsRowsTheReportsSamples() throws IOException {
        List<Row> bw = rows(shared.resolve("w_bw.1.log"), 5);
        List<Row> iops = rows(shared.resolve("w_iops.1.log"), 5);
        assertEquals(1000, five.spec().reporting().bwAvgTimeMs(), "bwavgtime follows log_avg_msec when not set");
        for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE}) {
            DirectionResult r = five.direction(d);
            assertEquals(r.bwKiBps().samples(), count(bw, d.ordinal()));
            assertEquals(r.iopsSamples().samples(), count(iops, d.ordinal()));
            assertEquals(r.bwKiBps().max(), bw.stream().filter(x -> x.ddir == d.ordinal())
                    .mapToLong(Row::value).max().orElseThrow());
        }
        assertEquals(bw.size(), iops.size());
        for (int i = 0; i < bw.size(); i++) {
            assertEquals(bw.get(i).time, iops.get(i).time);
            assertEquals(bw.get(i).ddir, iops.get(i).ddir);
            // 4 KiB per I/O: KiB/s = 4 x IOPS, up to the truncation of each division
            assertTrue(Math.abs(bw.get(i).value - 4 * iops.get(i).value) <= 4, bw.get(i) + " vs " + iops.get(i));
        }
    }

    @Test
    void shouldLogLatAtLeastClatInEveryWindow() throws IOException {
        List<Row> clat = rows(shared.resolve("w_clat.1.log"), 5);
        List<Row> lat = rows(shared.resolve("w_lat.1.log"), 5);
        List<Row> slat = rows(shared.resolve("w_slat.1.log"), 5);
        assertEquals(clat.size(), lat.size());
        assertFalse(slat.isEmpty(), "the null engine at iodepth 8 submits asynchronously");
        for (int i = 0; i < clat.size(); i++) {
            Row c = clat.get(i);
            Row l = lat.get(i);
            assertEquals(c.time, l.time);
            assertEquals(c.ddir, l.ddir);
            assertTrue(l.value >= c.value, "lat " + l + " >= clat " + c);
        }
    }

    @Test
    void shouldWriteFiosHistogramRowsWith1856Bins() throws IOException {
        List<String> lines = Files.readAllLines(shared.resolve("w_clat_hist.1.log"));
        long[] total = new long[2];
        for (String line : lines) {
            String[] f = line.split(", ");
            assertEquals(3 + 1856, f.length);
            int ddir = Integer.parseInt(f[1]);
            assertEquals(4096, Long.parseLong(f[2]));
            for (int i = 3; i < f.length; i++) {
                total[ddir] += Long.parseLong(f[i]);
            }
        }
        for (int d : new int[] {READ, WRITE}) {
            long rows = lines.stream().filter(l -> l.split(", ")[1].equals(Integer.toString(d))).count();
            // rows at 1, 2, 3, 4 s after the first completion; the open interval is not written (fio)
            assertTrue(rows >= 1 && rows <= 5, rows + " histogram rows for ddir " + d);
            long clat = five.direction(DataDirection.of(d)).clat().count();
            assertTrue(total[d] > 0 && total[d] <= clat, total[d] + " of " + clat);
        }
    }

    @Test
    void shouldWriteAnHdrHistogramLogThatHdrHistogramReads() throws IOException {
        Map<String, Long> byTag = new HashMap<>();
        try (HistogramLogReader reader = new HistogramLogReader(shared.resolve("w_clat.1.hlog").toFile())) {
            EncodableHistogram h;
            while ((h = reader.nextIntervalHistogram()) != null) {
                byTag.merge(h.getTag(), ((org.HdrHistogram.Histogram) h).getTotalCount(), Long::sum);
            }
        }
        assertEquals(Map.of("read", five.direction(DataDirection.READ).clat().count(),
                "write", five.direction(DataDirection.WRITE).clat().count()), byTag);
    }

    @Test
    void shouldLogEveryIoWithoutAWindow() throws IOException {
        String p = dir.resolve("io").toString();
        LogSpec logs = LogSpec.NONE.withBwLog(p).withIopsLog(p).withLatLog(p).withOffset(true);
        JobResult r = run(JobSpec.builder("io").set("ioengine", "null").rw(ReadWrite.RANDRW).set("size", 1L << 20).set("bs", 4096)
                .set("iodepth", 4).set("number_ios", 3000).with(logs).build()).get(0);
        Map<String, List<Row>> files = new HashMap<>();
        for (String type : List.of("bw", "iops", "slat", "clat", "lat")) {
            files.put(type, rows(dir.resolve("io_" + type + ".1.log"), 6));
        }
        for (DataDirection d : new DataDirection[] {DataDirection.READ, DataDirection.WRITE}) {
            long ios = r.direction(d).ios();
            assertTrue(ios > 0);
            for (String type : files.keySet()) {
                assertEquals(ios, count(files.get(type), d.ordinal()), type + " rows of " + d);
            }
            assertEquals(ios, r.direction(d).bwKiBps().samples(), "a per-I/O bw log samples bw per I/O (fio)");
            assertEquals(1, r.direction(d).iopsSamples().max());
        }
        assertEquals(r.direction(DataDirection.READ).ios() + r.direction(DataDirection.WRITE).ios(),
                files.get("clat").size());
        List<Row> slat = files.get("slat");
        List<Row> clat = files.get("clat");
        List<Row> lat = files.get("lat");
        for (int i = 0; i < clat.size(); i++) {
            Row c = clat.get(i);
            assertEquals(4096, c.bs);
            long offset = c.rest[0];
            assertTrue(offset % 4096 == 0 && offset < 1L << 20, "offset " + offset);
            assertEquals(0, c.rest[1]);
            assertEquals(lat.get(i).value, slat.get(i).value + c.value, "lat = slat + clat, I/O " + i);
            assertEquals(offset, lat.get(i).rest[0]);
            Row bw = files.get("bw").get(i);
            assertEquals(c.value > 0 ? 4096L * 1_000_000 / c.value : 0, bw.value, "bw = bytes * 10^6 / clat ns");
            assertEquals(1, files.get("iops").get(i).value);
        }
    }

    @Test
    void shouldLogEachWindowsMaximumWithLogMaxValue() throws IOException {
        String p = dir.resolve("max").toString();
        LogSpec logs = LogSpec.NONE.withLatLog(p).withAvgMs(100).withMaxValue(true);
        JobResult r = run(JobSpec.builder("max").set("ioengine", "null").rw(ReadWrite.RANDREAD).set("size", 1L << 30)
                .set("bs", 4096).set("time_based", true).set("runtime", java.time.Duration.ofNanos(1_000_000_000L)).with(logs).build()).get(0);
        List<Row> clat = rows(dir.resolve("max_clat.1.log"), 5);
        assertTrue(clat.size() >= 2 && clat.size() <= 11, clat.size() + " rows of 100 ms windows in 1 s");
        assertEquals(r.direction(DataDirection.READ).clat().maxNs(),
                clat.stream().mapToLong(Row::value).max().orElseThrow(), "the largest window maximum is the job's");
        assertTrue(Files.readAllLines(dir.resolve("max_slat.1.log")).isEmpty(), "a sync engine has no slat");
    }

    @Test
    void shouldShareOneFileAcrossClonesWithoutPerJobLogs() throws IOException {
        Path shared = dir.resolve("s_bw.log");
        Files.writeString(shared, "earlier\n");
        LogSpec logs = LogSpec.NONE.withBwLog(dir.resolve("s").toString()).withPerJobLogs(false);
        run(JobSpec.builder("s").set("ioengine", "null").rw(ReadWrite.READ).set("size", 1L << 20).set("bs", 4096).set("number_ios", 100)
                .set("numjobs", 2).with(logs).build());
        List<String> lines = Files.readAllLines(shared);
        assertEquals("earlier", lines.get(0), "fio appends to a shared log");
        assertEquals(201, lines.size());
        assertFalse(Files.exists(dir.resolve("s_bw.1.log")));
    }

    @Test
    void shouldNumberLogsByTheJobsPlaceInTheRun() throws IOException {
        Path stale = dir.resolve("b_iops.3.log");
        Files.writeString(stale, "stale\nrows\n");
        String a = dir.resolve("a").toString();
        JobSpec first = JobSpec.builder("first").set("ioengine", "null").rw(ReadWrite.READ).set("size", 1L << 20).set("number_ios", 10)
                .set("numjobs", 2).with(LogSpec.NONE.withIopsLog(a)).build();
        JobSpec second = JobSpec.builder("second").set("ioengine", "null").rw(ReadWrite.READ).set("size", 1L << 20).set("number_ios", 10)
                .with(LogSpec.NONE.withIopsLog(dir.resolve("b").toString())).build();
        run(first, second);
        assertEquals(10, Files.readAllLines(dir.resolve("a_iops.1.log")).size());
        assertEquals(10, Files.readAllLines(dir.resolve("a_iops.2.log")).size());
        assertEquals(10, Files.readAllLines(stale).size(), "a per-job log starts empty");
    }

    @Test
    void shouldRefuseALogInAMissingDirectoryInOneLine() {
        String p = dir.resolve("missing").resolve("x").toString();
        JfioException e = assertThrows(JfioException.class, () -> JobRunner.of(JobPlan.of(JobSpec.builder("m")
                .set("ioengine", "null").set("size", 1L << 20).with(LogSpec.NONE.withBwLog(p)).build())).run());
        assertEquals("m: write_bw_log: cannot create " + p + "_bw.1.log: No such file or directory", e.getMessage());
    }
}
