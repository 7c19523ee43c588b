package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.job.FileServiceType;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files, regions and stop conditions, checked through write_iolog. */
class FilesTest {
    private static final long BS = 4096;

    @TempDir
    Path dir;

    private static JobSpec.Builder job(String name) {
        return JobSpec.builder(name).set("ioengine", "null").rw(ReadWrite.READ).set("bs", BS);
    }

    @Test
    void shouldAppendAfterTheEndOfTheFileWithFileAppend() throws IOException {
        Path f = dir.resolve("append.dat");
        byte[] old = new byte[64 * 1024];
        java.util.Arrays.fill(old, (byte) 0x11);
        Files.write(f, old);
        RunResult r = JobRunner.of(JobPlan.of(JobSpec.builder("append").set("filename", f.toString())
                .set("ioengine", "psync").rw(ReadWrite.WRITE).set("bs", 4096).set("size", 16 * 1024)
                .set("file_append", true).build())).run();
        assertEquals(4, r.groups().get(0).reported().get(0).direction(DataDirection.WRITE).ios());
        byte[] now = Files.readAllBytes(f);
        assertEquals(80 * 1024, now.length, "16 KiB written after the 64 KiB that were there");
        assertTrue(java.util.Arrays.equals(old, java.util.Arrays.copyOf(now, old.length)), "the old data is untouched");
    }

    @Test
    void shouldGenerateFileNamesAndGoRoundRobin() {
        Iolog log = Iolog.run(dir, job("rr").set("nrfiles", 4).set("size", 4 * 8 * BS).build());
        assertEquals(32, log.ios.size());
        for (int i = 0; i < 32; i++) {
            assertEquals("rr.0." + (i % 4), log.ios.get(i).file());
            assertEquals((i / 4) * BS, log.ios.get(i).offset(), "each file's region is size/nrfiles");
        }
        assertEquals(List.of("rr.0.0 add", "rr.0.1 add", "rr.0.2 add", "rr.0.3 add",
                "rr.0.0 open", "rr.0.1 open", "rr.0.2 open", "rr.0.3 open",
                "rr.0.0 close", "rr.0.1 close", "rr.0.2 close", "rr.0.3 close"), log.fileLines);
    }

    @Test
    void shouldSwitchFilesEveryNIosAndFinishFilesInTurnWhenSequential() {
        Iolog rr = Iolog.run(dir, job("rr2").set("nrfiles", 2).set("size", 2 * 8 * BS)
                .set("file_service_type", FileServiceType.ROUNDROBIN.fioName() + ":" + 3).build());
        StringBuilder seen = new StringBuilder();
        for (Iolog.Io io : rr.ios) {
            seen.append(io.file().charAt(io.file().length() - 1));
        }
        assertEquals("0001110001110011", seen.toString());
        Iolog seq = Iolog.run(dir, job("sq").set("nrfiles", 3).set("size", 3 * 4 * BS)
                .set("file_service_type", FileServiceType.SEQUENTIAL.fioName() + ":" + 1).build());
        seen.setLength(0);
        for (Iolog.Io io : seq.ios) {
            seen.append(io.file().charAt(io.file().length() - 1));
        }
        assertEquals("000011112222", seen.toString());
    }

    @Test
    void shouldSkewFileChoiceWithZipfParetoAndNormal() {
        for (String type : List.of("zipf:1.2", "pareto:0.3", "gauss:5")) {
            JobSpec spec = new org.jfio.job.ArgvParser().parse(List.of("--name=fst", "--ioengine=null", "--rw=randread",
                    "--bs=4k", "--nrfiles=8", "--size=32m", "--number_ios=2000", "--norandommap",
                    "--file_service_type=" + type)).jobs().get(0);
            Iolog log = Iolog.run(dir, spec);
            Map<String, Integer> perFile = new HashMap<>();
            for (Iolog.Io io : log.ios) {
                perFile.merge(io.file(), 1, Integer::sum);
            }
            int hottest = perFile.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            assertEquals(2000, log.ios.size(), type);
            assertTrue(hottest > 2000 / 8 * 2, type + ": the hottest of 8 files takes far more than 1/8: " + perFile);
        }
    }

    @Test
    void shouldSayOnceWhenATimeBasedSequentialWriterWrapsButNotForReadersOrRandomWriters() {
        for (ReadWrite rw : List.of(ReadWrite.WRITE, ReadWrite.READ, ReadWrite.RANDWRITE)) {
            List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
            JobSpec spec = JobSpec.builder("wrap-" + rw).set("ioengine", "null").rw(rw).set("bs", BS).set("size", 16 * BS)
                    .set("time_based", true).set("runtime", java.time.Duration.ofNanos(200_000_000L)).build();
            runNoting(spec, notices);
            long wraps = notices.stream().filter(n -> n.contains("start over from its beginning")).count();
            assertEquals(rw == ReadWrite.WRITE ? 1 : 0, wraps, rw + ": " + notices);
        }
    }

    @Test
    void shouldSizeEachFileWithinAFilesizeRangeAndCoverTheirSum() throws IOException {
        List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
        JobSpec spec = new org.jfio.job.ArgvParser().parse(List.of("--name=fs", "--ioengine=psync", "--rw=read",
                "--directory=" + dir, "--filesize=64k-256k", "--nrfiles=4")).jobs().get(0);
        RunResult r = runNoting(spec, notices);
        long sum = 0;
        java.util.Set<Long> sizes = new java.util.HashSet<>();
        for (int f = 0; f < 4; f++) {
            long size = Files.size(dir.resolve("fs.0." + f));
            assertTrue(size >= 64 * 1024 && size <= 256 * 1024 && size % BS == 0, "file " + f + ": " + size);
            sizes.add(size);
            sum += size;
        }
        assertTrue(sizes.size() > 1, "sizes are drawn, not all the same: " + sizes);
        assertEquals(sum, r.groups().get(0).jobs().get(0).direction(DataDirection.READ).bytes(), "one pass over every file");
        assertEquals(List.of("fs: Laying out IO files (4 files / total 0MiB)"), notices);
    }

    @Test
    void shouldMeasureOnlyWhatTheDisableSwitchesAndGtodReduceLeave() {
        org.jfio.result.DirectionResult noClat = timed("--disable_clat=1", "--disable_slat=1");
        assertEquals(0, noClat.clat().count());
        assertEquals(0, noClat.slat().count());
        assertEquals(noClat.ios(), noClat.lat().count(), "lat is still measured");
        assertTrue(noClat.bwKiBps().samples() > 0, "bandwidth is still sampled");
        org.jfio.result.DirectionResult reduced = timed("--gtod_reduce=1");
        assertTrue(reduced.ios() > 0);
        assertEquals(0, reduced.clat().count() + reduced.lat().count() + reduced.slat().count());
        assertEquals(0, reduced.bwKiBps().samples() + reduced.iopsSamples().samples(), "no bw/iops samples");
    }

    @Test
    void shouldRunButNotReportAJobWithStatsOff() {
        JobPlan plan = new org.jfio.job.ArgvParser().parse(List.of("--name=hidden", "--ioengine=null", "--size=1m",
                "--stats=0", "--name=shown", "--ioengine=null", "--size=1m"));
        RunResult r = JobRunner.of(plan).run();
        assertEquals(List.of("shown"), r.groups().get(0).jobs().stream().map(org.jfio.result.JobResult::name).toList());
    }

    private static org.jfio.result.DirectionResult timed(String... switches) {
        List<String> args = new java.util.ArrayList<>(List.of("--name=m", "--ioengine=null", "--size=1m", "--iodepth=4",
                "--time_based", "--runtime=1200ms"));
        args.addAll(List.of(switches));
        RunResult r = JobRunner.of(new org.jfio.job.ArgvParser().parse(args)).run();
        return r.groups().get(0).jobs().get(0).direction(DataDirection.READ);
    }

    @Test
    void shouldPickRandomFilesEvenly() {
        Iolog log = Iolog.run(dir, job("rf").rw(ReadWrite.RANDREAD).set("nrfiles", 4).set("size", 4 * 2500 * BS)
                .set("file_service_type", FileServiceType.RANDOM.fioName() + ":" + 1).set("norandommap", true).build());
        Map<String, Integer> perFile = new HashMap<>();
        for (Iolog.Io io : log.ios) {
            perFile.merge(io.file(), 1, Integer::sum);
        }
        assertEquals(4, perFile.size());
        for (int n : perFile.values()) {
            assertEquals(25.0, n / 100.0, 1.5);
        }
    }

    @Test
    void shouldNameFilesWithFilenameFormat() {
        Iolog log = Iolog.run(dir, job("fmt").set("filename_format", "data-$jobname-$jobnum-$filenum.bin").set("nrfiles", 2)
                .set("size", 4 * BS).build());
        assertEquals("data-fmt-0-0.bin", log.ios.get(0).file());
        assertEquals("data-fmt-0-1.bin", log.ios.get(1).file());
    }

    @Test
    void shouldStartEachCloneAtItsOffsetIncrement() {
        Path log = dir.resolve("inc.log");
        JobRunner.of(JobPlan.of(job("inc").set("filename", "shared").set("size", 16 * BS).set("offset", BS).set("offset_increment", 1L << 20)
                .set("numjobs", 3).set("write_iolog", log.toString()).build())).run();
        for (int clone = 0; clone < 3; clone++) {
            List<Iolog.Io> ios = Iolog.read(dir.resolve("inc.log." + clone)).ios;
            assertEquals(16, ios.size());
            long start = BS + clone * (1L << 20);
            assertEquals(start, ios.get(0).offset());
            assertEquals(start + 15 * BS, ios.get(15).offset());
        }
    }

    @Test
    void shouldStopAfterNumberIos() {
        Iolog log = Iolog.run(dir, job("nios").rw(ReadWrite.RANDREAD).set("size", 1000 * BS).set("number_ios", 123).build());
        assertEquals(123, log.ios.size());
        assertEquals(123, log.result.direction(DataDirection.READ).ios());
        Iolog capped = Iolog.run(dir, job("nios2").set("size", 10 * BS).set("number_ios", 1000).build());
        assertEquals(10, capped.ios.size(), "number_ios adds no I/O beyond size");
    }

    @Test
    void shouldWrapAroundTheRegionForIoSize() {
        Iolog log = Iolog.run(dir, job("wrap").set("size", 16 * BS).set("io_size", 40 * BS).build());
        assertEquals(40, log.ios.size());
        for (int i = 0; i < 40; i++) {
            assertEquals((i % 16) * BS, log.ios.get(i).offset());
        }
    }

    @Test
    void shouldDeleteOnlyTheFilesItCreatedWithUnlink() throws IOException {
        Path existing = dir.resolve("existing");
        Files.write(existing, new byte[64 * 1024]);
        JobSpec a = JobSpec.builder("a").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 64 * 1024).set("unlink", true).build();
        JobSpec b = JobSpec.builder("b").set("ioengine", "psync").rw(ReadWrite.READ).set("filename", existing.toString())
                .set("size", 64 * 1024).set("unlink", true).build();
        RunResult r = JobRunner.of(JobPlan.of(a, b)).run();
        assertEquals(0, r.groups().get(0).reported().get(0).error());
        assertFalse(Files.exists(dir.resolve("a.0.0")), "created by the run: deleted");
        assertTrue(Files.exists(existing), "existed before: kept");
    }

    @Test
    void shouldKeepAFileThatReplacedTheOneItCreatedWithUnlink() throws IOException {
        Path file = dir.resolve("swap.dat");
        JobSpec spec = JobSpec.builder("swap").set("ioengine", "psync").rw(ReadWrite.RANDREAD)
                .set("filename", file.toString()).set("size", 64 * 1024).set("unlink", true).build();
        List<String> notices = new java.util.concurrent.CopyOnWriteArrayList<>();
        byte[] replacement = new byte[64 * 1024];
        java.util.Arrays.fill(replacement, (byte) 7);
        RunResult r = JobRunner.of(JobPlan.of(spec)).listener(new org.jfio.api.RunListener() {
            @Override
            public void notice(String line) {
                notices.add(line);
            }

            @Override
            public void jobStarted(String jobName, int clone) {
                try { // someone removes the job's file and puts another in its place while the job runs
                    Files.delete(file);
                    Files.write(file, replacement);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }).run();
        assertEquals(0, r.groups().get(0).reported().get(0).error());
        assertTrue(Files.exists(file), "the replacement is not jfio's file: kept");
        assertTrue(java.util.Arrays.equals(replacement, Files.readAllBytes(file)), "and unchanged");
        assertTrue(notices.contains("unlink: " + file + " was replaced while the job ran (another file now has its name); "
                + "left in place"), notices.toString());
    }

    @Test
    void shouldSayTheFileShrankWhenItIsTruncatedDuringARead() {
        Path file = dir.resolve("shrink.dat");
        JobSpec spec = JobSpec.builder("shrink").set("ioengine", "psync").rw(ReadWrite.READ)
                .set("filename", file.toString()).set("size", 256 * 1024).build();
        RunResult r = JobRunner.of(JobPlan.of(spec)).listener(new org.jfio.api.RunListener() {
            @Override
            public void jobStarted(String jobName, int clone) {
                try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file,
                        java.nio.file.StandardOpenOption.WRITE)) {
                    ch.truncate(0); // another program truncates the file as the job starts reading
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }).run();
        org.jfio.result.JobResult job = r.groups().get(0).reported().get(0);
        assertEquals(5, job.error(), "EIO, as fio reports it");
        assertTrue(job.errorMessage().startsWith("read of 4096 bytes at offset 0 on " + file + ": EIO (Input/output error);"
                + " no byte was transferred: the file ends at 0 bytes, before this request: it shrank while the job ran"),
                job.errorMessage());
        assertFalse(job.errorMessage().contains("device's health"), job.errorMessage());
    }

    @Test
    void shouldRefuseToCreateFilesWhenNotAllowed() {
        JobSpec spec = JobSpec.builder("nc").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 64 * 1024).set("allow_file_create", false).build();
        JfioException e = assertThrows(JfioException.class, () -> JobRunner.of(JobPlan.of(spec)).run());
        assertTrue(e.getMessage().contains("allow_file_create=0"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("nc.0.0")));
    }

    @Test
    void shouldFillNewFilesOnlyForReadsOrOverwrite() throws IOException {
        JobSpec write = JobSpec.builder("w").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 1L << 20).set("number_ios", 1).build();
        JobRunner.of(JobPlan.of(write)).run();
        byte[] sparse = Files.readAllBytes(dir.resolve("w.0.0"));
        assertEquals(1L << 20, sparse.length);
        assertTrue(allZero(sparse, 4096, sparse.length), "write-only layout writes no data");
        JobRunner.of(JobPlan.of(write.toBuilder().set("name", "o").set("overwrite", true).build())).run();
        byte[] filled = Files.readAllBytes(dir.resolve("o.0.0"));
        assertFalse(allZero(filled, 4096, filled.length), "overwrite=1 fills the file");
        JobRunner.of(JobPlan.of(write.toBuilder().set("name", "r").rw(ReadWrite.READ).set("pre_read", true).build())).run();
        byte[] read = Files.readAllBytes(dir.resolve("r.0.0"));
        assertFalse(allZero(read, 0, read.length), "read jobs get data to read");
    }

    @Test
    void shouldWriteTheBufferPattern() throws IOException {
        JobSpec spec = JobSpec.builder("pat").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 64 * 1024).set("buffer_pattern", "0xdeadbeef").build();
        JobRunner.of(JobPlan.of(spec)).run();
        byte[] data = Files.readAllBytes(dir.resolve("pat.0.0"));
        for (int i = 0; i < data.length; i++) {
            assertEquals(new byte[] {(byte) 0xde, (byte) 0xad, (byte) 0xbe, (byte) 0xef}[i % 4], data[i], "byte " + i);
        }
    }

    @Test
    void shouldMakeBuffersCompressibleAndRefillThem() throws IOException {
        JobSpec spec = JobSpec.builder("cmp").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 256 * 1024).set("buffer_compress_percentage", 75).set("refill_buffers", true).build();
        JobRunner.of(JobPlan.of(spec)).run();
        byte[] data = Files.readAllBytes(dir.resolve("cmp.0.0"));
        long zeros = 0;
        for (byte b : data) {
            zeros += b == 0 ? 1 : 0;
        }
        assertEquals(75.0, 100.0 * zeros / data.length, 1.0);
        assertFalse(java.util.Arrays.equals(java.util.Arrays.copyOfRange(data, 0, 4096),
                java.util.Arrays.copyOfRange(data, 4096, 8192)), "refilled: blocks differ");
    }

    @Test
    void shouldScrambleWritesSoNoTwoBlocksMatch() throws IOException {
        JobSpec spec = JobSpec.builder("scr").set("ioengine", "psync").rw(ReadWrite.WRITE).set("directory", dir.toString())
                .set("size", 64 * 1024).build();
        JobRunner.of(JobPlan.of(spec)).run();
        byte[] data = Files.readAllBytes(dir.resolve("scr.0.0"));
        java.util.Set<String> blocks = new java.util.HashSet<>();
        for (int off = 0; off < data.length; off += 4096) {
            blocks.add(java.util.Arrays.toString(java.util.Arrays.copyOfRange(data, off, off + 4096)));
        }
        assertEquals(16, blocks.size(), "scramble_buffers (default on) makes every block unique");
    }

    /** Offsets below were read from fio 3.33's own write_iolog / lat logs for the same jobs on a 4 MiB file. */
    @Test
    void shouldTakeSizeAndOffsetPercentagesOfTheFileLengthAsFioDoes() throws IOException {
        Path f = dir.resolve("pct");
        try (var raf = new java.io.RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(4 << 20);
        }
        long kb64 = 65536;
        Iolog half = Iolog.run(dir, percentJob(f, "--size=50%", "--offset=25%"));
        assertEquals(32, half.ios.size());
        assertEquals(1 << 20, half.ios.get(0).offset());
        assertEquals(3 * (1 << 20) - kb64, half.ios.get(31).offset());

        // 10% of 4 MiB is 419430.4: the start rounds up to a block (458752), the length down (6 blocks)
        Iolog tenth = Iolog.run(dir, percentJob(f, "--size=10%", "--offset=10%"));
        assertEquals(6, tenth.ios.size());
        assertEquals(458752, tenth.ios.get(0).offset());
        assertEquals(786432, tenth.ios.get(5).offset());
        assertEquals(4 << 20, Files.size(f), "the file is used as it is");
    }

    @Test
    void shouldMoveEachCloneByOffsetIncrementPercent() throws IOException {
        Path f = dir.resolve("inc");
        try (var raf = new java.io.RandomAccessFile(f.toFile(), "rw")) {
            raf.setLength(4 << 20);
        }
        Path log = dir.resolve("inc.log");
        JobSpec inc = percentJob(f, "--size=10%", "--offset_increment=25%").toBuilder().set("numjobs", 2)
                .set("write_iolog", log.toString()).build();
        JobRunner.of(JobPlan.of(inc)).run();
        for (int clone = 0; clone < 2; clone++) {
            List<Iolog.Io> ios = Iolog.read(Path.of(log + "." + clone)).ios;
            assertEquals(6, ios.size());
            assertEquals(clone * (1L << 20), ios.get(0).offset(), "clone " + clone + " starts at " + clone + " x 25%");
        }
    }

    @Test
    void shouldRefuseSizePercentOfAFileThatDoesNotExist() {
        JobSpec spec = percentJob(dir.resolve("missing"), "--size=50%");
        JfioException e = assertThrows(JfioException.class, () -> org.jfio.job.PlanChecks.checkFiles(JobPlan.of(spec)));
        assertTrue(e.getMessage().contains("you need to specify size="), e.getMessage());
    }

    private static JobSpec percentJob(Path f, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("--name=p" + more.length + more[0].hashCode(),
                "--filename=" + f, "--ioengine=psync", "--rw=read", "--bs=64k"));
        args.addAll(List.of(more));
        return new org.jfio.job.ArgvParser().parse(args).jobs().get(0);
    }

    /** Runs the job and keeps the run's notices ({@code Laying out ...}, wrap notices) in {@code notices}. */
    private static RunResult runNoting(JobSpec spec, List<String> notices) {
        return JobRunner.of(JobPlan.of(spec)).listener(new org.jfio.api.RunListener() {
            @Override
            public void notice(String line) {
                notices.add(line);
            }
        }).run();
    }

    private static boolean allZero(byte[] data, int from, int to) {
        for (int i = from; i < to; i++) {
            if (data[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
