package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IoLogTest {
    @TempDir
    Path dir;

    @Test
    void shouldWriteFiosVersion3FormatWithTimeStamps() throws IOException {
        Iolog log = Iolog.run(dir, JobSpec.builder("seq").set("ioengine", "null").rw(ReadWrite.WRITE)
                .set("size", 4 * 4096L).set("bs", 4096).set("fsync", 2).build());
        List<String> lines = Files.readAllLines(dir.resolve("seq.log"));
        long previous = 0;
        for (String line : lines.subList(1, lines.size())) {
            long stamp = Long.parseLong(line.substring(0, line.indexOf(' ')));
            assertTrue(stamp >= previous, line); // microseconds since the log was opened, never going back
            previous = stamp;
        }
        lines = lines.stream().map(l -> l.startsWith("fio") ? l : l.substring(l.indexOf(' ') + 1)).toList();
        assertEquals(List.of("fio version 3 iolog", "seq.0.0 add", "seq.0.0 open",
                "seq.0.0 write 0 4096", "seq.0.0 write 4096 4096", "seq.0.0 sync 4096 0",
                "seq.0.0 write 8192 4096", "seq.0.0 write 12288 4096", "seq.0.0 close"), lines);
        assertEquals(4, log.result.direction(DataDirection.WRITE).ios());
    }

    @Test
    void shouldLogEveryRequestAcrossManyBatches() {
        long ios = IoLog.RECORDS * 2L + 123;
        Iolog log = Iolog.run(dir, JobSpec.builder("many").set("ioengine", "null").rw(ReadWrite.READ)
                .set("size", ios * 512).set("bs", 512).build());
        assertEquals(ios, log.ios.size());
        for (int i = 0; i < log.ios.size(); i++) {
            assertEquals(i * 512L, log.ios.get(i).offset());
        }
        assertEquals(List.of("many.0.0 add", "many.0.0 open", "many.0.0 close"), log.fileLines);
    }

    @Test
    void shouldLogEachCloneToItsOwnFile() {
        Path log = dir.resolve("clones.log");
        org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(JobSpec.builder("c").set("ioengine", "null").rw(ReadWrite.READ)
                .set("size", 8 * 4096L).set("numjobs", 2).set("write_iolog", log.toString()).build())).run();
        Iolog first = Iolog.read(dir.resolve("clones.log.0"));
        Iolog second = Iolog.read(dir.resolve("clones.log.1"));
        assertEquals(8, first.ios.size());
        assertTrue(first.ios.get(0).file().equals("c.0.0"));
        assertTrue(second.ios.get(0).file().equals("c.1.0"));
    }

    /**
     * fio 3.33's iolog of the same job ({@code --filename=v.dat --bs=4k --ioengine=psync}), time
     * stamps left out: every request it queues is there, a verify read-back's reads too; a file
     * is logged open at its first request and closed whenever the job closes its files (before a
     * read-back, between loops) and at the end.
     */
    @Test
    void shouldLogTheVerifyReadBackAsFio() {
        assertEquals(List.of("version 3 iolog", "v.dat add", "v.dat open", "v.dat write 0 4096", "v.dat write 4096 4096",
                "v.dat write 8192 4096", "v.dat write 12288 4096", "v.dat close", "v.dat open", "v.dat read 0 4096",
                "v.dat read 4096 4096", "v.dat read 8192 4096", "v.dat read 12288 4096", "v.dat close"),
                fioStyle(file().rw(ReadWrite.WRITE).set("size", 16384L).set("verify", "crc32c")));
    }

    @Test
    void shouldLogVerifyBacklogReadsWhereFioIssuesThem() {
        // a batch of 2 whenever the writes not verified yet are a multiple of 4; none after the last write
        assertEquals(List.of("version 3 iolog", "v.dat add", "v.dat open", "v.dat write 0 4096", "v.dat write 4096 4096",
                "v.dat write 8192 4096", "v.dat write 12288 4096", "v.dat read 0 4096", "v.dat read 4096 4096",
                "v.dat write 16384 4096", "v.dat write 20480 4096", "v.dat read 8192 4096", "v.dat read 12288 4096",
                "v.dat write 24576 4096", "v.dat write 28672 4096", "v.dat close", "v.dat open", "v.dat read 16384 4096",
                "v.dat read 20480 4096", "v.dat read 24576 4096", "v.dat read 28672 4096", "v.dat close"),
                fioStyle(file().rw(ReadWrite.WRITE).set("size", 32768L).set("verify", "crc32c").set("verify_backlog", 4)
                        .set("verify_backlog_batch", 2)));
    }

    @Test
    void shouldOpenEachFileAtItsFirstRequestAndReadSequentialWritesBackFileByFile() {
        assertEquals(List.of("version 3 iolog", "v.0.0 add", "v.0.1 add", "v.0.0 open", "v.0.0 write 0 4096", "v.0.1 open",
                "v.0.1 write 0 4096", "v.0.0 write 4096 4096", "v.0.1 write 4096 4096", "v.0.0 close", "v.0.1 close",
                "v.0.0 open", "v.0.0 read 0 4096", "v.0.0 read 4096 4096", "v.0.1 open", "v.0.1 read 0 4096",
                "v.0.1 read 4096 4096", "v.0.0 close", "v.0.1 close"),
                fioStyle(JobSpec.builder("v").set("directory", dir.toString()).set("nrfiles", 2).set("ioengine", "psync")
                        .set("bs", 4096).rw(ReadWrite.WRITE).set("size", 16384L).set("verify", "crc32c")));
    }

    @Test
    void shouldCloseTheFilesBetweenLoopsAndLogASyncAtItsUnitsLastOffset() {
        assertEquals(List.of("version 3 iolog", "v.dat add", "v.dat open", "v.dat read 0 4096", "v.dat read 4096 4096",
                "v.dat close", "v.dat open", "v.dat read 0 4096", "v.dat read 4096 4096", "v.dat close"),
                fioStyle(file().rw(ReadWrite.READ).set("size", 8192L).set("loops", 2)));
        assertEquals(List.of("version 3 iolog", "v.dat add", "v.dat open", "v.dat write 0 4096", "v.dat write 4096 4096",
                "v.dat sync 4096 0", "v.dat write 8192 4096", "v.dat write 12288 4096", "v.dat close"),
                fioStyle(file().rw(ReadWrite.WRITE).set("size", 16384L).set("fsync", 2)));
    }

    private JobSpec.Builder file() {
        return JobSpec.builder("v").set("filename", dir.resolve("v.dat").toString()).set("ioengine", "psync").set("bs", 4096);
    }

    /** Runs the job with write_iolog; @return the log's lines without time stamps, file names relative to {@link #dir} */
    private List<String> fioStyle(JobSpec.Builder job) {
        Path log = dir.resolve("fio-style.log");
        org.jfio.api.JobRunner.of(org.jfio.job.JobPlan.of(job.set("write_iolog", log.toString()).build())).run();
        try {
            String prefix = dir + "/";
            return Files.readAllLines(log).stream()
                    .map(l -> l.startsWith("fio") ? l.substring(4) : l.substring(l.indexOf(' ') + 1).replace(prefix, ""))
                    .toList();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
