package org.jfio.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
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
 * {@code verify_state_save} / {@code verify_state_load} end to end on real files with psync: a
 * write job cut short by its runtime saves how far it got; a later {@code verify_only} run (or a
 * read job) with the state checks exactly the blocks that were written, finds damage in one of
 * them, and leaves the state file as it was.
 */
class VerifyStateRunTest {
    private static final int BS = 4096;
    private static final int BLOCKS = 256;

    @TempDir
    Path dir;

    private JobSpec.Builder job(String rw) {
        return JobSpec.builder("st").set("ioengine", "psync").set("filename", dir.resolve("d.dat").toString())
                .set("size", (long) BS * BLOCKS).set("bs", BS).set("rw", rw).set("verify", "crc32c")
                .set("verify_state_dir", dir.toString());
    }

    private static JobResult run(JobSpec spec) {
        return JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.load()).run().groups().get(0).reported().get(0);
    }

    private Path stateFile() {
        return dir.resolve("local-st-0-verify.state");
    }

    /** Writes for 1 s at 100 blocks/s, a quarter of the file or so: @return the writes that completed */
    private long writePartly(int iodepth) {
        JobResult w = run(job("write").set("rate", "400k").set("runtime", "1").set("iodepth", iodepth).build());
        assertEquals(0, w.error(), w.errorMessage());
        long writes = w.direction(DataDirection.WRITE).ios();
        assertTrue(writes > 0 && writes < BLOCKS, "the runtime cut the writes short: " + writes);
        return writes;
    }

    @Test
    void shouldSaveTheStateAndVerifyExactlyTheCompletedWrites() throws IOException {
        long writes = writePartly(4);
        VerifyState s = VerifyState.read(stateFile(), "t");
        assertEquals(writes, s.numberio(), "numberio: the writes issued (psync: each completed)");
        assertEquals(4, s.depth(), "fio keeps iodepth completions per file");
        assertEquals(4, s.completions());
        assertTrue(s.completed(0, (writes - 1) * BS), "the last write is among the completions");
        byte[] saved = Files.readAllBytes(stateFile());

        JobResult v = run(job("write").set("verify_only", true).set("verify_state_load", true).build());
        assertEquals(0, v.error(), v.errorMessage());
        assertEquals(writes, v.verify().blocks(), "every completed write, and nothing past it");
        assertEquals(writes, v.direction(DataDirection.READ).ios());
        assertArrayEquals(saved, Files.readAllBytes(stateFile()), "a verify_only run leaves the write run's state");

        JobResult without = run(job("write").set("verify_only", true).set("verify_state_save", false).build());
        assertEquals(84, without.error(), "without the state, the first block never written fails");
        assertEquals("bad_magic", without.verify().firstKind());
        assertTrue(without.errorMessage().contains("offset " + writes * BS + ","), without.errorMessage());
    }

    @Test
    void shouldFindACorruptedCompletedBlock() throws IOException {
        long writes = writePartly(1);
        long at = (writes - 1) * BS + 100;
        try (RandomAccessFile raf = new RandomAccessFile(dir.resolve("d.dat").toFile(), "rw")) {
            raf.seek(at);
            int b = raf.read();
            raf.seek(at);
            raf.write(b ^ 0x40);
        }
        JobResult v = run(job("write").set("verify_only", true).set("verify_state_load", true).build());
        assertEquals(84, v.error(), "EILSEQ, as fio");
        assertEquals("checksum", v.verify().firstKind(), v.verify().firstFailure());
        assertTrue(v.errorMessage().startsWith("verify (crc32c): data checksum mismatch (the data was changed after it was written) at file "), v.errorMessage());
        assertTrue(v.errorMessage().contains("offset " + (writes - 1) * BS + ", length 4096"), v.errorMessage());
        assertEquals(writes - 1, v.verify().blocks(), "the blocks before it were good");
    }

    @Test
    void shouldStopAReadJobWhereTheWritesStopped() throws IOException {
        long writes = writePartly(2);
        byte[] saved = Files.readAllBytes(stateFile());
        JobResult r = run(job("read").set("verify_state_load", true).build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(writes, r.direction(DataDirection.READ).ios(), "fio's read job ends at the first block not written");
        assertEquals(writes, r.verify().blocks());
        assertArrayEquals(saved, Files.readAllBytes(stateFile()), "a read job writes no state");
    }

    @Test
    void shouldRefuseAMissingStateBeforeRunning() throws IOException {
        Files.write(dir.resolve("d.dat"), new byte[BS * BLOCKS]);
        JfioException e = assertThrows(JfioException.class,
                () -> run(job("write").set("verify_only", true).set("verify_state_load", true).build()));
        assertTrue(e.getMessage().startsWith("st: verify_state_load=1: no state file " + stateFile()), e.getMessage());
    }

    @Test
    void shouldWriteNoStateWhenAskedNot() {
        JobResult w = run(job("write").set("verify_state_save", false).build());
        assertEquals(0, w.error(), w.errorMessage());
        assertEquals(BLOCKS, w.verify().blocks());
        assertFalse(Files.exists(stateFile()));
        JobResult w2 = run(job("write").build());
        assertEquals(0, w2.error(), w2.errorMessage());
        assertEquals(BLOCKS, VerifyState.read(stateFile(), "t").numberio(), "fio's default: saved");
    }
}
