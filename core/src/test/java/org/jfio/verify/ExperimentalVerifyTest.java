package org.jfio.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code experimental_verify=1} on real files with psync: no table of written blocks; each pass's
 * requests are generated again from the clone's seed and its writes read back (fio's replay).
 * Every write of every loop is checked with its own seed and numberio (a replay that drifted
 * would read a block whose header names another write), reads of a mixed job are passed over,
 * damage is found, and what the replay cannot reproduce is refused in one line.
 */
class ExperimentalVerifyTest {
    private static final int BS = 4096;
    private static final int BLOCKS = 128;

    @TempDir
    Path dir;

    private JobSpec.Builder job(String rw) {
        return JobSpec.builder("x").set("ioengine", "psync").set("filename", dir.resolve("x.dat").toString())
                .set("size", (long) BS * BLOCKS).set("bs", BS).set("rw", rw).set("verify", "md5")
                .set("experimental_verify", true).set("verify_state_dir", dir.toString());
    }

    private static JobResult run(JobSpec spec) {
        return JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.load()).run().groups().get(0).reported().get(0);
    }

    @Test
    void shouldReplayEveryLoopOfRandomWrites() {
        JobResult r = run(job("randwrite").set("loops", 3).build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(3L * BLOCKS, r.direction(DataDirection.WRITE).ios());
        assertEquals(3L * BLOCKS, r.verify().blocks(), "each loop's writes, read back after it");
        assertEquals(3L * BLOCKS, r.direction(DataDirection.READ).ios());
    }

    @Test
    void shouldPassOverTheReadsOfAMixedJob() {
        JobResult r = run(job("randrw").set("loops", 2).build());
        assertEquals(0, r.error(), r.errorMessage());
        long writes = r.direction(DataDirection.WRITE).ios();
        assertTrue(writes > 0 && writes < 2L * BLOCKS, "a mix: " + writes);
        assertEquals(writes, r.verify().blocks(), "the writes, and only them");
    }

    @Test
    void shouldReplayVariableBlockSizes() {
        JobResult r = run(job("randwrite").set("bsrange", "4k-16k").set("size", 1L << 20).build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(r.direction(DataDirection.WRITE).ios(), r.verify().blocks());
        assertEquals(r.direction(DataDirection.WRITE).bytes(), r.verify().bytes());
    }

    @Test
    void shouldFindACorruptedBlockOfARandomWriteJob() throws IOException {
        JobResult w = run(job("randwrite").set("do_verify", false).build());
        assertEquals(0, w.error(), w.errorMessage());
        try (RandomAccessFile raf = new RandomAccessFile(dir.resolve("x.dat").toFile(), "rw")) {
            raf.seek(77L * BS + 2000);
            int b = raf.read();
            raf.seek(77L * BS + 2000);
            raf.write(b ^ 1);
        }
        JobResult v = run(job("randwrite").set("verify_only", true).build());
        assertEquals(84, v.error(), "EILSEQ, as fio");
        assertEquals("checksum", v.verify().firstKind(), v.verify().firstFailure());
        assertTrue(v.errorMessage().startsWith("verify (md5): data checksum mismatch (the data was changed after it was written) at file "), v.errorMessage());
        assertTrue(v.errorMessage().contains("offset " + 77L * BS + ", length 4096"), v.errorMessage());
    }

    @Test
    void shouldRefuseWhatTheReplayCannotReproduce() {
        JfioException e = assertThrows(JfioException.class, () -> job("randwrite").set("norandommap", true).build());
        assertTrue(e.getMessage().startsWith("x: experimental_verify=1 replays the job's requests: norandommap"), e.getMessage());
        e = assertThrows(JfioException.class, () -> job("write").set("verify_backlog", 8).build());
        assertTrue(e.getMessage().contains("verify_backlog=8"), e.getMessage());
        e = assertThrows(JfioException.class, () -> job("randrw").set("rate", "1m").build());
        assertTrue(e.getMessage().contains("under a rate cap a mixed job's directions depend on time"), e.getMessage());
        e = assertThrows(JfioException.class, () -> job("write").set("ramp_time", "1").build());
        assertTrue(e.getMessage().contains("ramp_time"), e.getMessage());
        e = assertThrows(JfioException.class, () -> job("write").set("verify", "0").build());
        assertTrue(e.getMessage().contains("experimental_verify=1 needs verify="), e.getMessage());
    }
}
