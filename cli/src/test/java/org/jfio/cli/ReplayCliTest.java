package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * read_iolog from the command and job files: fio's t/jobs t0031 (write_iolog, then read_iolog of
 * that log with libaio and a latency log) and t0038 (a version 3 log with trims, null engine),
 * with their options and paths in a temporary directory; the JSON echo; a bad log in one line.
 */
class ReplayCliTest {
    @TempDir
    Path tmp;

    private JsonNode json(String... args) throws Exception {
        Path out = tmp.resolve("out.json");
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--output-format=json";
        all[args.length + 1] = "--output=" + out;
        MainTest.Result r = MainTest.run(all);
        assertEquals(ExitCode.OK, r.code(), r.err());
        return new ObjectMapper().readTree(Files.readString(out)).get("jobs").get(0);
    }

    @Test
    void shouldRunT0031sWriteThenReplayWithLibaio() throws Exception {
        Path pre = tmp.resolve("pre.fio");
        Files.writeString(pre, """
                [job]
                rw=write
                ioengine=libaio
                size=1mb
                time_based=1
                runtime=1
                filename=@t0030file
                write_iolog=@iolog
                """.replace("@", tmp + "/"));
        JsonNode written = json(pre.toString());
        Path post = tmp.resolve("post.fio");
        Files.writeString(post, """
                [job]
                rw=read
                ioengine=libaio
                iodepth=128
                filename=@t0030file
                read_iolog=@iolog
                write_lat_log=@lat_log
                """.replace("@", tmp + "/"));
        JsonNode replayed = json(post.toString());
        // the log's writes are replayed as writes, whatever rw says (fio: the log decides)
        assertEquals(written.get("write").get("total_ios").asLong(), replayed.get("write").get("total_ios").asLong());
        assertEquals(written.get("write").get("io_bytes").asLong(), replayed.get("write").get("io_bytes").asLong());
        assertEquals(tmp + "/iolog", replayed.get("job options").get("read_iolog").asText());
        assertTrue(Files.size(tmp.resolve("lat_log_clat.1.log")) > 0);
    }

    @Test
    void shouldPrintTheHeaderLineWithTheJobsOwnRwAndBlockSizesAsFio() throws Exception {
        Path data = tmp.resolve("f");
        Files.write(data, new byte[1 << 20]);
        Path log = tmp.resolve("log");
        Files.write(log, List.of("fio version 2 iolog", data + " add", data + " open", data + " read 8192 4096",
                data + " write 0 8192", data + " close"));
        // fio 3.33 prints this line before it reads the log: the job as written, not the log's 4096/8192 (or 1B-1B)
        MainTest.Result plain = MainTest.run("--name=r", "--read_iolog=" + log);
        assertEquals(ExitCode.OK, plain.code(), plain.err());
        assertTrue(plain.out().startsWith("r: (g=0): rw=read, bs=(R) 4096B-4096B, (W) 4096B-4096B, (T) 4096B-4096B, "
                + "ioengine=psync, iodepth=1\n"), plain.out());
        MainTest.Result set = MainTest.run("--name=r", "--read_iolog=" + log, "--rw=randwrite", "--bs=16k");
        assertTrue(set.out().startsWith("r: (g=0): rw=randwrite, bs=(R) 16.0KiB-16.0KiB, (W) 16.0KiB-16.0KiB, "
                + "(T) 16.0KiB-16.0KiB, ioengine=psync, iodepth=1\n"), set.out());
        assertTrue(set.out().contains("issued rwts: total=1,1,0,0"), "the log's read and write were replayed: " + set.out());
    }

    @Test
    void shouldSayTheLogHasNothingLeftWhenSkipsLeaveOutEveryRequest() throws Exception {
        Path data = tmp.resolve("f");
        Path log = tmp.resolve("log");
        Files.write(log, List.of("fio version 2 iolog", data + " add", data + " open", data + " read 8192 4096",
                data + " write 0 8192", data + " close"));
        MainTest.Result skipped = MainTest.run("--name=r", "--read_iolog=" + log, "--replay_skip=write,read");
        skipped.assertBadInput();
        assertTrue(skipped.err().contains("r: read_iolog=" + log + ": nothing left to replay: replay_skip=read,write "
                + "leaves out all 2 of its read and write requests"), skipped.err());
        Path writes = tmp.resolve("writes");
        Files.write(writes, List.of("fio version 2 iolog", data + " add", data + " open", data + " write 0 8192", data + " close"));
        Path job = tmp.resolve("ro.fio");
        Files.writeString(job, "[r]\nreadonly=1\nread_iolog=" + writes + "\n");
        MainTest.Result readonly = MainTest.run(job.toString());
        readonly.assertBadInput();
        assertTrue(readonly.err().contains("nothing left to replay: read-only mode (--readonly or readonly=1: it skips the"
                + " log's writes) leaves out all 1 "), readonly.err());
        assertTrue(!Files.exists(data), "nothing was laid out before the refusal");
    }

    @Test
    void shouldReplayTheLogsReadsAndSkipItsWritesUnderReadonlyAsTheJobOptionDoesAndFio() throws Exception {
        Path data = tmp.resolve("f");
        byte[] before = new byte[1 << 20];
        java.util.Arrays.fill(before, (byte) 7);
        Files.write(data, before);
        Path log = tmp.resolve("log");
        Files.write(log, List.of("fio version 2 iolog", data + " add", data + " open", data + " read 8192 4096",
                data + " write 0 8192", data + " read 0 4096", data + " close"));
        // fio 3.33: --readonly replays the reads and skips the writes ("skips replay of 1 writes due to read-only")
        MainTest.Result flag = MainTest.run("--readonly", "--name=r", "--read_iolog=" + log, "--output-format=json");
        assertEquals(ExitCode.OK, flag.code(), flag.err());
        JsonNode job = new ObjectMapper().readTree(flag.out()).get("jobs").get(0);
        assertEquals(2, job.get("read").get("total_ios").asLong());
        assertEquals(8192, job.get("read").get("io_bytes").asLong());
        assertEquals(0, job.get("write").get("total_ios").asLong());
        assertTrue(job.get("job options").get("readonly") == null, "fio echoes no readonly: " + job.get("job options"));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(data)), "the log's write was not replayed");
        // the job option does the same
        Path jobFile = tmp.resolve("ro.fio");
        Files.writeString(jobFile, "[r]\nreadonly=1\nread_iolog=" + log + "\n");
        MainTest.Result option = MainTest.run(jobFile.toString(), "--output-format=json");
        assertEquals(ExitCode.OK, option.code(), option.err());
        assertEquals(2, new ObjectMapper().readTree(option.out()).get("jobs").get(0).get("read").get("total_ios").asLong());
        // an rw= that writes is refused before the log is read, as fio's option check
        MainTest.Result rw = MainTest.run("--readonly", "--name=r", "--read_iolog=" + log, "--rw=randwrite");
        rw.assertBadInput();
        assertEquals("jfio: r: rw=randwrite writes or trims, but --readonly allows only reads\n", rw.err());
        // a log of writes only has nothing left (fio: "failed initializing iolog")
        Path writes = tmp.resolve("writes");
        Files.write(writes, List.of("fio version 2 iolog", data + " add", data + " open", data + " write 0 8192", data + " close"));
        MainTest.Result none = MainTest.run("--readonly", "--name=r", "--read_iolog=" + writes);
        none.assertBadInput();
        assertTrue(none.err().contains("nothing left to replay: read-only mode (--readonly or readonly=1"), none.err());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(data)));
    }

    @Test
    void shouldRunT0038sLogWithTheNullEngineAsFio333() throws Exception {
        List<String> lines = new java.util.ArrayList<>(List.of("fio version 3 iolog", "30 /dev/null add", "10731 /dev/null open"));
        long t = 10736;
        for (int i = 0; i < 10; i++) {
            lines.add((t++) + " /dev/null trim " + i * 4096 + " 2147483648");
            lines.add((t++) + " /dev/null write " + i * 4096 + " 4096");
        }
        lines.add(t + " /dev/null close");
        Files.write(tmp.resolve("t0038.iolog"), lines);
        Path job = tmp.resolve("t0038.fio");
        Files.writeString(job, "[test]\nread_iolog=" + tmp.resolve("t0038.iolog") + "\nioengine=null\niodepth=128\n");
        JsonNode j = json(job.toString());
        assertEquals(10, j.get("write").get("total_ios").asLong());
        assertEquals(0, j.get("trim").get("total_ios").asLong()); // fio 3.33: "bad ddir: 2" for each trim
    }

    @Test
    void shouldRefuseABadLogInOneLineBeforeAnyIo() throws Exception {
        Files.writeString(tmp.resolve("bad.log"), "not an iolog\n");
        MainTest.Result r = MainTest.run("--name=r", "--read_iolog=" + tmp.resolve("bad.log"));
        r.assertBadInput();
        assertTrue(r.err().contains("not a fio iolog"), r.err());
        MainTest.Result skip = MainTest.run("--name=r", "--ioengine=null", "--size=4k", "--replay_skip=flush");
        skip.assertBadInput();
        assertTrue(skip.err().contains("unknown skip type 'flush'"), skip.err());
    }
}
