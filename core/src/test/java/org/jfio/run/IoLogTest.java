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
                "seq.0.0 write 0 4096", "seq.0.0 write 4096 4096", "seq.0.0 sync 0 0",
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
}
