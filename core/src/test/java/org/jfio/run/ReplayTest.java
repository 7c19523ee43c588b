package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.job.Replay;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** read_iolog and the replay_* options: parse, echo, and what a replay issues (read back through write_iolog). */
class ReplayTest {
    @TempDir
    Path dir;

    private Path log(String name, String... lines) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, List.of(lines));
        return p;
    }

    /** Replays {@code spec} with write_iolog on, and returns what it issued. */
    private Iolog replay(JobSpec.Builder b) {
        Path out = dir.resolve("replayed-" + System.nanoTime() + ".log");
        JobRunner.of(JobPlan.of(b.set("write_iolog", out.toString()).build())).run();
        return Iolog.read(out);
    }

    private static List<String> requests(Iolog log) {
        List<String> out = new ArrayList<>();
        for (Iolog.Io io : log.ios) {
            out.add(io.file() + " " + io.action() + " " + io.offset() + " " + io.length());
        }
        return out;
    }

    @Test
    void shouldParseEchoAndDeriveTheJobFromTheLog() throws IOException {
        Path l = log("a.log", "fio version 2 iolog", "/tmp/x add", "/tmp/x open", "/tmp/x read 0 8192",
                "/tmp/x write 4096 16384", "/tmp/x close");
        JobSpec s = JobSpec.builder("r").set("ioengine", "null").record("read_iolog", l.toString())
                .record("replay_no_stall", "1").record("replay_time_scale", "50").record("replay_align", "4096")
                .record("replay_scale", "2").record("replay_skip", "trim,sync").record("read_iolog_chunked", "1").build();
        Replay r = s.replay();
        assertEquals(List.of(l.toString()), r.readIolog());
        assertTrue(r.noStall() && r.chunked());
        assertEquals(50, r.timeScale());
        assertEquals(4096, r.alignBytes());
        assertEquals(2, r.scale());
        assertEquals(4 | Replay.SKIP_SYNC, r.skipMask());
        assertEquals("trim,sync", s.options().get("replay_skip"));
        assertEquals("4096", s.options().get("replay_align"));
        // the log decides files, directions, size and the largest block sizes
        assertEquals(List.of("/tmp/x"), s.files().filenames());
        assertEquals(ReadWrite.RW, s.rw());
        assertEquals(8192 + 16384, s.region().sizeBytes());
        assertEquals(16384, s.maxBlockSizeBytes());
    }

    @Test
    void shouldRefuseBadValuesAndLogsInOneLine() throws IOException {
        Path l = log("b.log", "fio version 2 iolog", "f add", "f read 0 4096");
        assertThrows(JfioException.class, () -> JobSpec.builder("r").set("read_iolog", l.toString()).set("replay_align", "3000").build());
        JfioException skip = assertThrows(JfioException.class, () -> JobSpec.builder("r").set("replay_skip", "flush").build());
        assertTrue(skip.getMessage().contains("unknown skip type 'flush'"), skip.getMessage());
        JfioException missing = assertThrows(JfioException.class,
                () -> JobSpec.builder("r").set("read_iolog", dir.resolve("none").toString()).build());
        assertTrue(missing.getMessage().contains("no such file"), missing.getMessage());
        Path v1 = log("v1.log", "f read 0 4096");
        JfioException old = assertThrows(JfioException.class, () -> JobSpec.builder("r").set("read_iolog", v1.toString()).build());
        assertTrue(old.getMessage().contains("version 1 is no longer supported"), old.getMessage());
        Path blk = dir.resolve("trace.bin");
        Files.write(blk, new byte[] {0x07, 0x74, 0x61, 0x65, 0, 0, 0, 0}); // BLK_IO_TRACE_MAGIC | version, little endian
        JfioException trace = assertThrows(JfioException.class, () -> JobSpec.builder("r").set("read_iolog", blk.toString()).build());
        assertTrue(trace.getMessage().contains("is a blktrace file"), trace.getMessage());
        JfioException merge = assertThrows(JfioException.class, () -> JobSpec.builder("r").set("merge_blktrace_file", "m").build());
        assertTrue(merge.getMessage().contains("blktrace"), merge.getMessage());
    }

    @Test
    void shouldReplayWhatWriteIologWroteInTheSameOrder() {
        Iolog written = Iolog.run(dir, JobSpec.builder("w").set("ioengine", "psync").rw(ReadWrite.RANDRW)
                .set("directory", dir.toString()).set("size", 256 * 4096L).set("bsrange", "4k-64k").set("fsync", 2).build());
        assertTrue(written.of("sync").size() > 2);
        Iolog replayed = replay(JobSpec.builder("r").set("ioengine", "psync")
                .set("read_iolog", dir.resolve("w.log").toString()).set("replay_no_stall", "1"));
        assertEquals(requests(written), requests(replayed));
        JobSpec spec = JobSpec.builder("r").set("ioengine", "null").set("read_iolog", dir.resolve("w.log").toString()).build();
        assertEquals(written.result.direction(DataDirection.READ).bytes() + written.result.direction(DataDirection.WRITE).bytes(),
                spec.region().sizeBytes());
    }

    @Test
    void shouldReplayOntoRealFilesAndIssueTheLoggedRequests() throws IOException {
        Path f = dir.resolve("data");
        Files.write(f, new byte[64 * 1024]);
        Path l = log("real.log", "fio version 3 iolog", "0 " + f + " add", "5 " + f + " open",
                "10 " + f + " write 8192 4096", "20 " + f + " read 0 4096", "30 " + f + " datasync 0 0",
                "40 " + f + " read 8192 4096", "50 " + f + " close");
        JobResult r = JobRunner.of(JobPlan.of(JobSpec.builder("r").set("ioengine", "psync").set("read_iolog", l.toString())
                .build())).run().groups().get(0).reported().get(0);
        assertEquals(2, r.direction(DataDirection.READ).ios());
        assertEquals(1, r.direction(DataDirection.WRITE).ios());
        assertEquals(8192, r.direction(DataDirection.READ).bytes());
    }

    @Test
    void shouldRedirectScaleAlignAndSkip() throws IOException {
        Path l = log("c.log", "fio version 2 iolog", "a add", "b add", "a open", "b open",
                "a read 10000 4096", "b write 20000 4096", "a trim 0 4096", "b sync 0 0", "a read 40960 512",
                "a close", "b close");
        Path target = dir.resolve("target");
        Iolog r = replay(JobSpec.builder("r").set("ioengine", "null").set("read_iolog", l.toString())
                .set("replay_redirect", target.toString()).set("replay_scale", "2").set("replay_align", "4096")
                .set("replay_skip", "write"));
        // 10000/2=5000 -> 4096; the write skipped; the trim not replayed (fio 3.33); 40960/2 = 20480
        assertEquals(List.of(target + " read 4096 4096", target + " sync 0 0", target + " read 20480 512"), requests(r));
    }

    @Test
    void shouldSkipTheLogsWritesUnderReadonlyAsFio() throws IOException {
        Path l = log("ro.log", "fio version 2 iolog", "f add", "f read 0 4096", "f write 4096 4096", "f read 8192 4096");
        JobSpec.Builder b = JobSpec.builder("r").set("ioengine", "null").set("read_iolog", l.toString()).set("readonly", "1");
        assertEquals(ReadWrite.READ, b.build().rw());
        assertEquals(List.of("f read 0 4096", "f read 8192 4096"), requests(replay(b)));
    }

    @Test
    void shouldReadALogInChunksAsTheJobRuns() throws IOException {
        List<String> lines = new ArrayList<>(List.of("fio version 2 iolog", "f add", "f open"));
        int n = ReplayCursor.CHUNK * 3 + 17;
        for (int i = 0; i < n; i++) {
            lines.add("f " + (i % 2 == 0 ? "read " : "write ") + (i * 512L) + " 512");
        }
        Path l = log("big.log", lines.toArray(String[]::new));
        Iolog r = replay(JobSpec.builder("r").set("ioengine", "null").set("read_iolog", l.toString()).set("read_iolog_chunked", "1"));
        assertEquals(n, r.ios.size());
        for (int i = 0; i < n; i++) {
            assertEquals(i * 512L, r.ios.get(i).offset());
            assertEquals(i % 2 == 0 ? "read" : "write", r.ios.get(i).action());
        }
    }

    @Test
    void shouldRunFiosT0038AsFio333Does() throws IOException {
        Path src = Path.of("/work/fio-master/t/jobs/t0038.iolog");
        Path l = dir.resolve("t0038.iolog");
        if (Files.exists(src)) {
            Files.copy(src, l);
        } else { // the first lines of fio's t/jobs/t0038.iolog
            Files.write(l, List.of("fio version 3 iolog", "30 /dev/null add", "10731 /dev/null open",
                    "10736 /dev/null trim 0 2147483648", "10752 /dev/null write 0 4096", "10780 /dev/null trim 4096 2147483648",
                    "10782 /dev/null write 4096 4096", "10892 /dev/null close"));
        }
        long writes = Files.readAllLines(l).stream().filter(s -> s.contains(" write ")).count();
        // t0038-397f1338.fio: read_iolog=t0038.iolog, ioengine=null, iodepth=128
        JobResult r = JobRunner.of(JobPlan.of(JobSpec.builder("test").set("read_iolog", l.toString()).set("ioengine", "null")
                .set("iodepth", "128").build())).run().groups().get(0).reported().get(0);
        assertEquals(writes, r.direction(DataDirection.WRITE).ios());
        assertEquals(0, r.direction(DataDirection.TRIM).ios()); // fio 3.33: "bad ddir: 2", trims not replayed
    }

    @Test
    void shouldMakeEachEntryDueItsScaledDelayAfterThePreviousIssue() throws IOException {
        Path l = log("t.log", "fio version 3 iolog", "100 f add", "200 f open", "1200 f read 0 4096",
                "3200 f read 4096 4096", "3000 f read 8192 4096", "7200 f write 0 4096");
        JobSpec spec = JobSpec.builder("r").set("ioengine", "null").set("read_iolog", l.toString())
                .set("replay_time_scale", "200").build();
        try (ReplayCursor c = ReplayCursor.open(spec, 0)) {
            c.start(1_000_000);
            assertEquals(0, c.next());
            assertEquals(1_000_000 + 550_000, c.dueNs()); // (200-100 + 1200-200) us at twice the rate
            c.issued(1_000_000 + 600_000); // issued late: the next delay counts from the issue
            assertEquals(0, c.next());
            assertEquals(1_600_000 + 1_000_000, c.dueNs());
            c.issued(2_600_000 - 10); // early (cannot happen, but the base is the due time)
            assertEquals(0, c.next());
            assertEquals(2_600_000, c.dueNs()); // a stamp going back: no delay
            c.issued(2_600_000);
            assertEquals(1, c.next());
            assertEquals(2_600_000 + 2_100_000, c.dueNs()); // 7200-3000 us / 2
            assertEquals(-1, c.next());
        }
    }

    @Test
    void shouldHoldAVersion2WaitUntilItsTimeSinceTheStart() throws IOException {
        Path l = log("w.log", "fio version 2 iolog", "f add", "f read 0 4096", "f wait 30 0", "f read 4096 4096");
        JobSpec spec = JobSpec.builder("r").set("ioengine", "null").set("read_iolog", l.toString()).build();
        try (ReplayCursor c = ReplayCursor.open(spec, 0)) {
            c.start(5_000_000);
            c.next();
            assertEquals(5_000_000, c.dueNs());
            c.issued(5_000_000);
            c.next();
            assertEquals(5_000_000 + 30_000_000, c.dueNs());
        }
        JobSpec noStall = spec.toBuilder().set("replay_no_stall", "1").build();
        try (ReplayCursor c = ReplayCursor.open(noStall, 0)) {
            c.start(5_000_000);
            c.next();
            c.issued(5_000_000);
            c.next();
            assertEquals(5_000_000, c.dueNs()); // the wait is dropped
        }
    }
}
