package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.jfio.job.ArgvParser;
import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where a sequential job ends when its region is not a whole number of blocks, and how long the
 * file it lays out is, as fio 3.33 ({@code io_u.c} {@code get_next_offset}, {@code get_next_buflen},
 * {@code fill_io_u}; {@code filesetup.c} {@code setup_files}; {@code backend.c}
 * {@code io_bytes_exceeded}): a request starts anywhere before the end of the region as asked
 * (not rounded to the block size); of a fixed size it may cross that end, never the end of the
 * file; a new file is laid out to exactly the size asked; a size that varies is drawn to fit.
 *
 * <p>Each row's figures are fio 3.33's: {@code fio --name=j --directory=DIR --write_iolog=log
 * --output-format=json ARGS} over a new file, an existing 1 MiB file ({@code big}) or one of
 * exactly the region's end ({@code exact}); requests from the iolog, file sizes by stat. The
 * {@code shared} test runs the real fio on the same rows, so the pinned figures stay fio's.
 */
class SequentialEndTest {
    @TempDir
    Path dir;

    /** What the files hold before the job. */
    enum State { NEW, BIG, EXACT }

    /**
     * One row of the table.
     *
     * @param files  the file names (one unless nrfiles=)
     * @param exact  the length of an {@code EXACT} file
     * @param ops    the requests, as "r0+4096", in the order issued (sorted when {@code sorted})
     * @param sizes  each file's length after the run
     */
    record Row(String args, State state, List<String> files, long exact, List<String> ops, boolean sorted, long[] sizes) {
    }

    private static final List<String> F = List.of("f");
    private static final List<String> F3 = List.of("j.0.0", "j.0.1", "j.0.2");
    private static final long MIB = 1 << 20;

    private static List<String> seq(String ddir, long start, long bs, int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(ddir + (start + i * bs) + "+" + bs);
        }
        return out;
    }

    private static List<String> cat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static List<String> interleave3(String ddir, int perFile, long bs) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < perFile * 3; i++) {
            out.add(F3.get(i % 3) + ":" + ddir + (i / 3) * bs + "+" + bs);
        }
        return out;
    }

    /** The table: fio 3.33's requests and file sizes for each row (rw=read and rw=write alike). */
    static List<Row> rows() {
        List<Row> out = new ArrayList<>();
        for (String d : List.of("r", "w")) {
            String rw = d.equals("r") ? " --rw=read" : " --rw=write";
            // the new user's case: an existing 1 MiB file, size=10k bs=4k: 3 requests, 12 KiB (jfio before: 2)
            out.add(new Row("--filename=f --size=10k --bs=4k" + rw, State.BIG, F, 0, seq(d, 0, 4096, 3), false, new long[] {MIB}));
            // a new file is laid out to 10240 bytes (jfio before: 8192); the third block would cross its end
            out.add(new Row("--filename=f --size=10k --bs=4k" + rw, State.NEW, F, 0, seq(d, 0, 4096, 2), false, new long[] {10240}));
            out.add(new Row("--filename=f --size=10k --bs=4k" + rw, State.EXACT, F, 10240, seq(d, 0, 4096, 2), false, new long[] {10240}));
            out.add(new Row("--filename=f --size=1000000 --bs=4k" + rw, State.NEW, F, 0, seq(d, 0, 4096, 244), false, new long[] {1000000}));
            out.add(new Row("--filename=f --size=1000000 --bs=4k" + rw, State.BIG, F, 0, seq(d, 0, 4096, 245), false, new long[] {MIB}));
            out.add(new Row("--filename=f --size=100k --bs=64k" + rw, State.NEW, F, 0, seq(d, 0, 65536, 1), false, new long[] {102400}));
            out.add(new Row("--filename=f --size=100k --bs=64k" + rw, State.BIG, F, 0, seq(d, 0, 65536, 2), false, new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --offset=4k --bs=4k" + rw, State.NEW, F, 0, seq(d, 4096, 4096, 2), false,
                    new long[] {14336}));
            out.add(new Row("--filename=f --size=10k --offset=4k --bs=4k" + rw, State.BIG, F, 0, seq(d, 4096, 4096, 3), false,
                    new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --bs=4k --direct=1" + rw, State.BIG, F, 0, seq(d, 0, 4096, 3), false,
                    new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --bs=4k --direct=1" + rw, State.NEW, F, 0, seq(d, 0, 4096, 2), false,
                    new long[] {10240}));
            // loops: fio bounds them together (size * loops bytes issued): 12k, then 8k
            out.add(new Row("--filename=f --size=10k --bs=4k --loops=2" + rw, State.BIG, F, 0,
                    cat(seq(d, 0, 4096, 3), seq(d, 0, 4096, 2)), false, new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --bs=4k --loops=2" + rw, State.NEW, F, 0,
                    cat(seq(d, 0, 4096, 2), seq(d, 0, 4096, 2)), false, new long[] {10240}));
            out.add(new Row("--filename=f --size=10k --io_size=20k --bs=4k" + rw, State.BIG, F, 0,
                    cat(seq(d, 0, 4096, 3), seq(d, 0, 4096, 2)), false, new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --io_size=20k --bs=4k" + rw, State.NEW, F, 0,
                    cat(cat(seq(d, 0, 4096, 2), seq(d, 0, 4096, 2)), seq(d, 0, 4096, 1)), false, new long[] {10240}));
            // the second clone's region starts at 10k: the first clone's last block crosses into it only
            // in a file that already reaches that far (fio lays the clones out one after the other)
            out.add(new Row("--filename=f --size=10k --bs=4k --numjobs=2 --offset_increment=10k" + rw, State.NEW, F, 0,
                    sorted(cat(seq(d, 0, 4096, 2), seq(d, 10240, 4096, 2))), true, new long[] {20480}));
            out.add(new Row("--filename=f --size=10k --bs=4k --numjobs=2 --offset_increment=10k" + rw, State.BIG, F, 0,
                    sorted(cat(seq(d, 0, 4096, 3), seq(d, 10240, 4096, 3))), true, new long[] {MIB}));
            out.add(new Row("--filename=f --size=10k --bs=4k --numjobs=2 --offset_increment=8k" + rw, State.BIG, F, 0,
                    sorted(cat(seq(d, 0, 4096, 3), seq(d, 8192, 4096, 3))), true, new long[] {MIB}));
            // size split over 3 files: 3413 bytes each, less than a block; fio refuses nothing
            out.add(new Row("--nrfiles=3 --size=10k --bs=4k" + rw, State.NEW, F3, 0, List.of(), false, new long[] {3413, 3413, 3413}));
            out.add(new Row("--nrfiles=3 --size=10k --bs=4k" + rw, State.BIG, F3, 0, interleave3(d, 1, 4096), false,
                    new long[] {MIB, MIB, MIB}));
            out.add(new Row("--nrfiles=3 --size=100k --bs=4k" + rw, State.NEW, F3, 0, interleave3(d, 8, 4096), false,
                    new long[] {34133, 34133, 34133}));
            List<String> big3 = interleave3(d, 8, 4096);
            big3.add("j.0.0:" + d + "32768+4096");
            out.add(new Row("--nrfiles=3 --size=100k --bs=4k" + rw, State.BIG, F3, 0, big3, false, new long[] {MIB, MIB, MIB}));
            // a hole: rw=read:4k skips 4k after each request
            out.add(new Row("--filename=f --size=10k --bs=4k" + rw + ":4k", State.NEW, F, 0, seq(d, 0, 4096, 1), false,
                    new long[] {10240}));
            out.add(new Row("--filename=f --size=10k --bs=4k" + rw + ":4k", State.BIG, F, 0, List.of(d + "0+4096", d + "8192+4096"),
                    false, new long[] {MIB}));
        }
        return out;
    }

    private static List<String> sorted(List<String> ops) {
        List<String> out = new ArrayList<>(ops);
        out.sort(null);
        return out;
    }

    private void prepare(Row row) throws IOException {
        for (String f : row.files()) {
            long len = row.state() == State.BIG ? MIB : row.state() == State.EXACT ? row.exact() : -1;
            if (len >= 0) {
                try (RandomAccessFile raf = new RandomAccessFile(dir.resolve(f).toFile(), "rw")) {
                    raf.setLength(len);
                }
            }
        }
    }

    private List<String> argv(Row row, Path log) {
        List<String> argv = new ArrayList<>(List.of("--name=j", "--directory=" + dir, "--write_iolog=" + log));
        argv.addAll(List.of(row.args().split(" ")));
        return argv;
    }

    /**
     * @param log the iolog; jfio writes one per clone ({@code log.0}, {@code log.1}), fio one in all
     * @return the iolog's requests as "r0+4096" (prefixed "file:" for several files)
     */
    private static List<String> ops(Path log, boolean manyFiles, boolean sort) throws IOException {
        List<String> lines = new ArrayList<>();
        try (var s = Files.list(log.getParent())) {
            for (Path p : s.sorted().toList()) {
                String name = p.getFileName().toString();
                if (name.equals(log.getFileName().toString()) || name.startsWith(log.getFileName() + ".")) {
                    lines.addAll(Files.readAllLines(p));
                }
            }
        }
        assertTrue(lines.size() > 0, "no iolog " + log);
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ");
            if (f.length == 5 && (f[2].equals("read") || f[2].equals("write"))) {
                String file = Path.of(f[1]).getFileName().toString();
                out.add((manyFiles ? file + ":" : "") + f[2].charAt(0) + f[3] + "+" + f[4]);
            }
        }
        if (sort) {
            out.sort(null);
        }
        return out;
    }

    private long[] sizes(Row row) throws IOException {
        long[] out = new long[row.files().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Files.size(dir.resolve(row.files().get(i)));
        }
        return out;
    }

    private void clean() throws IOException {
        try (var s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
    }

    @Test
    void shouldIssueFiosRequestsAndLayOutFiosFileSizesForEveryRow() throws IOException {
        for (Row row : rows()) {
            clean();
            prepare(row);
            Path log = dir.resolve("j.log");
            JobSpec spec = new ArgvParser().parse(argv(row, log)).jobs().get(0);
            var result = org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(spec)).run().groups().get(0).reported().get(0);
            String what = row.state() + " " + row.args();
            assertEquals(0, result.error(), what + ": " + result.errorMessage());
            assertEquals(row.ops(), ops(log, row.files().size() > 1, row.sorted()), what);
            assertEquals(java.util.Arrays.toString(row.sizes()), java.util.Arrays.toString(sizes(row)), what + ": file sizes");
        }
    }

    /**
     * {@code bsrange=4k-8k}, {@code size=10k}: each request is drawn to fit the region (fio's
     * {@code io_u_fits}), so whatever the draws the job reads 8 KiB, never past 10k, in a new file
     * (laid out to 10240 bytes) as in a larger one. fio 3.33: 8192 bytes both.
     */
    @Test
    void shouldDrawVaryingSizesToFitTheRegion() throws IOException {
        for (State state : List.of(State.NEW, State.BIG)) {
            for (int seed = 1; seed <= 5; seed++) {
                clean();
                Row row = new Row("--filename=f --size=10k --bsrange=4k-8k --rw=read --randseed=" + seed, state, F, 0, List.of(),
                        false, null);
                prepare(row);
                Path log = dir.resolve("j.log");
                org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(new ArgvParser().parse(argv(row, log)).jobs().get(0))).run();
                long bytes = 0;
                for (String op : ops(log, false, false)) {
                    long off = Long.parseLong(op.substring(1, op.indexOf('+')));
                    long len = Long.parseLong(op.substring(op.indexOf('+') + 1));
                    assertTrue(off + len <= 10240, state + " seed " + seed + ": " + op);
                    bytes += len;
                }
                assertEquals(8192, bytes, state + " seed " + seed);
                assertEquals(state == State.NEW ? 10240 : MIB, Files.size(dir.resolve("f")));
            }
        }
    }

    /**
     * time_based: a direction whose position passed the end of the region starts over at its
     * start (fio's {@code get_next_seq_offset}), so in a larger file each pass reads 0, 4k, 8k; in
     * a new file of 10240 bytes the third block would cross the file's end, so each pass reads 0, 4k.
     * fio 3.33 ({@code --time_based --runtime=1 --rate_iops=10}): 0 4k 8k 0 4k 8k ... and 0 4k 0 4k ...
     */
    @Test
    void shouldStartEachTimeBasedPassAtTheStartOfTheRegion() throws IOException {
        for (State state : List.of(State.BIG, State.NEW)) {
            clean();
            Row row = new Row("--filename=f --size=10k --bs=4k --rw=read --time_based --runtime=1 --rate_iops=10", state, F, 0,
                    List.of(), false, null);
            prepare(row);
            Path log = dir.resolve("j.log");
            org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(new ArgvParser().parse(argv(row, log)).jobs().get(0))).run();
            List<String> ops = ops(log, false, false);
            assertTrue(ops.size() >= 6, state + ": " + ops);
            int perPass = state == State.BIG ? 3 : 2;
            for (int i = 0; i < ops.size(); i++) {
                assertEquals("r" + (i % perPass) * 4096 + "+4096", ops.get(i), state + ": " + ops);
            }
        }
    }

    /**
     * A random job reads the region's whole blocks, once each (the random map), then its pass is
     * over: {@code randread size=10k bs=4k} reads 2 blocks, not a third to reach 10k; without the
     * map it reads 3 (the byte count, 10k, is not rounded). fio 3.33: 8192 and 12288 bytes.
     */
    @Test
    void shouldEndARandomPassWhenTheMapIsFullAndCountBytesWithoutIt() throws IOException {
        for (State state : List.of(State.NEW, State.BIG)) {
            for (String extra : List.of("", " --norandommap")) {
                clean();
                Row row = new Row("--filename=f --size=10k --bs=4k --rw=randread" + extra, state, F, 0, List.of(), false, null);
                prepare(row);
                Path log = dir.resolve("j.log");
                org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(new ArgvParser().parse(argv(row, log)).jobs().get(0))).run();
                List<String> ops = ops(log, false, false);
                assertEquals(extra.isEmpty() ? 2 : 3, ops.size(), state + extra + ": " + ops);
                for (String op : ops) {
                    assertTrue(op.equals("r0+4096") || op.equals("r4096+4096"), state + extra + ": " + ops);
                }
            }
        }
    }

    /** fio 3.33 refuses a job smaller than one block ("size too small ... 2048 < 4096"): so does jfio, before writing. */
    @Test
    void shouldStillRefuseAJobSmallerThanABlock() throws IOException {
        Row row = new Row("--filename=f --size=2k --bs=4k --rw=write", State.NEW, F, 0, List.of(), false, null);
        JobSpec spec = new ArgvParser().parse(argv(row, dir.resolve("j.log"))).jobs().get(0);
        JfioException e = assertThrows(JfioException.class, () -> FileSetup.regions(spec, 0, false));
        assertTrue(e.getMessage().contains("less than the block size 4096"), e.getMessage());
        assertTrue(Files.notExists(dir.resolve("f")));
    }

    /** write then verify on a larger file: fio 3.33 writes 3 blocks and reads the 3 back (12288 bytes each way). */
    @Test
    void shouldVerifyTheBlockThatCrossesTheRegionsEnd() throws IOException {
        Row row = new Row("--filename=f --size=10k --bs=4k --rw=write --verify=crc32c", State.BIG, F, 0, List.of(), false, null);
        prepare(row);
        JobSpec spec = new ArgvParser().parse(argv(row, dir.resolve("j.log"))).jobs().get(0);
        var result = org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(spec)).run().groups().get(0).reported().get(0);
        assertEquals(0, result.error(), result.errorMessage());
        assertEquals(12288, result.direction(DataDirection.WRITE).bytes());
        assertEquals(12288, result.direction(DataDirection.READ).bytes());
    }

    /** The pinned figures are fio's: the real fio 3.33 on every row (shared profile; needs fio on PATH). */
    @Test
    @Tag("shared")
    void shouldMatchTheRealFioOnEveryRow() throws Exception {
        Path fio = findFio();
        for (Row row : rows()) {
            clean();
            prepare(row);
            Path log = dir.resolve("fio.log");
            List<String> cmd = new ArrayList<>(List.of(fio.toString(), "--output-format=json", "--output=" + dir.resolve("fio.json")));
            cmd.addAll(argv(row, log));
            Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("fio.out").toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("fio did not finish: " + row.args());
            }
            String what = "fio " + row.state() + " " + row.args();
            assertEquals(0, p.exitValue(), what + ": " + Files.readString(dir.resolve("fio.out")));
            assertEquals(row.ops(), ops(log, row.files().size() > 1, row.sorted()), what);
            assertEquals(java.util.Arrays.toString(row.sizes()), java.util.Arrays.toString(sizes(row)), what + ": file sizes");
        }
    }

    private static Path findFio() {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path p = Path.of(d, "fio");
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new AssertionError("fio is not on PATH (CI installs the Debian package fio)");
        }
        Assumptions.abort("fio is not installed: apt-get install fio");
        return null;
    }

}
