package org.jfio.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.jfio.api.EngineRegistry;
import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.VerifyMode;
import org.jfio.result.JobResult;
import org.jfio.spi.DataDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Data verification end to end on real files with psync: every algorithm round-trips; damage
 * done between the write and the read-back (a flipped byte, a zeroed sector, two blocks swapped,
 * an old copy of a block put back) is found every time with the right diagnosis; the journal
 * tells a lost write across runs; overwrites without a random map, time_based loops, the
 * backlog and read-only jobs verify without false failures.
 */
class VerifyRunTest {
    private static final int BS = 4096;
    private static final int BLOCKS = 64;

    @TempDir
    Path dir;

    private JobSpec.Builder job(String file) {
        return JobSpec.builder("v").set("ioengine", "psync").set("filename", dir.resolve(file).toString())
                .set("size", (long) BS * BLOCKS).set("bs", BS).set("verify_state_dir", dir.toString());
    }

    private static JobResult run(JobSpec spec) {
        return JobRunner.of(JobPlan.of(spec)).engines(EngineRegistry.load()).run().groups().get(0).reported().get(0);
    }

    @ParameterizedTest
    @EnumSource(value = VerifyMode.class, names = {"NONE", "NULL"}, mode = EnumSource.Mode.EXCLUDE)
    void shouldRoundTripEveryAlgorithm(VerifyMode mode) {
        JobSpec.Builder b = job("rt.dat").set("rw", "randwrite").set("verify", mode.fioName());
        if (mode == VerifyMode.PATTERN || mode == VerifyMode.PATTERN_HDR) {
            b.set("verify_pattern", "0xdeadbeef%o\"jfio\"");
        }
        JobResult r = run(b.build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(BLOCKS, r.verify().blocks(), mode + " blocks verified");
        assertEquals(0, r.verify().failures());
        assertEquals(BLOCKS, r.direction(DataDirection.READ).ios(), "the read-back counts as reads, as in fio");
        assertEquals(BLOCKS, r.direction(DataDirection.WRITE).ios());
    }

    /** Writes with verification but no read-back, damages the file, then checks it with verify_only. */
    private JobResult damaged(String mode, Damage damage) throws IOException {
        Path f = dir.resolve("d.dat");
        run(job("d.dat").set("rw", "randwrite").set("verify", mode).set("do_verify", false).build());
        damage.apply(f);
        return run(job("d.dat").set("rw", "randwrite").set("verify", mode).set("verify_only", true).build());
    }

    interface Damage {
        void apply(Path f) throws IOException;
    }

    private static void poke(Path f, long at, byte[] bytes) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
            raf.seek(at);
            raf.write(bytes);
        }
    }

    private static byte[] peek(Path f, long at, int n) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "r")) {
            byte[] b = new byte[n];
            raf.seek(at);
            raf.readFully(b);
            return b;
        }
    }

    private static void assertFailure(JobResult r, String kind, long offset) {
        assertEquals(84, r.error(), "EILSEQ, as fio");
        assertEquals(kind, r.verify().firstKind(), r.verify().firstFailure());
        assertTrue(r.errorMessage().contains("offset " + offset + ","), r.errorMessage());
    }

    @Test
    void shouldFindAFlippedByteAsAChecksumMismatch() throws IOException {
        for (String mode : new String[] {"crc32c", "md5", "crc64", "xxhash", "sha1", "sha256", "sha3-256", "crc7", "crc16", "crc32"}) {
            JobResult r = damaged(mode, f -> poke(f, 5L * BS + 1000, new byte[] {(byte) (peek(f, 5L * BS + 1000, 1)[0] ^ 0x10)}));
            assertFailure(r, "checksum", 5L * BS);
            assertTrue(r.errorMessage().contains("Expected CRC: ") && r.errorMessage().contains("Received CRC: "), r.errorMessage());
        }
    }

    @Test
    void shouldFindAZeroedFirstSectorAsAMissingHeaderAndALaterOneAsAChecksumMismatch() throws IOException {
        JobResult first = damaged("crc32c", f -> poke(f, 7L * BS, new byte[512]));
        assertFailure(first, "bad_magic", 7L * BS);
        JobResult later = damaged("crc32c", f -> poke(f, 7L * BS + 1024, new byte[512]));
        assertFailure(later, "checksum", 7L * BS);
    }

    @Test
    void shouldFindTwoSwappedBlocksAsMisdirectedWrites() throws IOException {
        JobResult r = damaged("md5", f -> {
            byte[] a = peek(f, 2L * BS, BS);
            byte[] b = peek(f, 9L * BS, BS);
            poke(f, 2L * BS, b);
            poke(f, 9L * BS, a);
        });
        assertFailure(r, "misdirected", 2L * BS);
        assertTrue(r.errorMessage().contains("header offset " + 9L * BS + ", wanted " + 2L * BS), r.errorMessage());
    }

    @Test
    void shouldFindADamagedHeader() throws IOException {
        JobResult r = damaged("crc32c", f -> poke(f, 3L * BS + 17, new byte[] {(byte) 0x5a}));
        assertFailure(r, "header_crc", 3L * BS);
    }

    @Test
    void shouldFindAPatternMismatchWithTheByteAndBits() throws IOException {
        Path f = dir.resolve("p.dat");
        run(job("p.dat").set("rw", "write").set("verify_pattern", "0xa5").set("do_verify", false).build());
        poke(f, 4L * BS + 77, new byte[] {(byte) 0xa4});
        JobResult r = run(job("p.dat").set("rw", "write").set("verify_pattern", "0xa5").set("verify_only", true).build());
        assertFailure(r, "pattern", 4L * BS);
        assertTrue(r.errorMessage().contains("got pattern byte 0xa4, wanted 0xa5 (1 bad bits) at block offset 77"), r.errorMessage());
    }

    @Test
    void shouldTellAPatternBlockMovedElsewhere() throws IOException {
        Path f = dir.resolve("o.dat");
        // verify_pattern alone: fio 3.33's header, then the pattern; the header names the offset
        run(job("o.dat").set("rw", "write").set("verify_pattern", "%o").set("do_verify", false).build());
        poke(f, 6L * BS, peek(f, 1L * BS, BS));
        JobResult hdr = run(job("o.dat").set("rw", "write").set("verify_pattern", "%o").set("verify_only", true).build());
        assertFailure(hdr, "misdirected", 6L * BS);
        // verify=pattern: no header, the %o bytes in the pattern tell the offset
        run(job("o.dat").set("rw", "write").set("verify", "pattern").set("verify_pattern", "%o").set("do_verify", false).build());
        poke(f, 6L * BS, peek(f, 1L * BS, BS));
        JobResult bare = run(job("o.dat").set("rw", "write").set("verify", "pattern").set("verify_pattern", "%o")
                .set("verify_only", true).build());
        assertFailure(bare, "pattern", 6L * BS);
    }

    @Test
    void shouldTellALostWriteFromTheJournalAcrossRuns() throws IOException {
        Path f = dir.resolve("j.dat");
        String journal = dir.resolve("j.journal").toString();
        JobSpec write = job("j.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_journal", journal).build();
        assertEquals(0, run(write).error());
        byte[] old = peek(f, 11L * BS, BS);
        assertEquals(0, run(write).error(), "a second run overwrites every block with a newer generation");
        poke(f, 11L * BS, old); // the device "lost" the second write of block 11
        JobResult check = run(job("j.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_only", true)
                .set("verify_journal", journal).build());
        assertFailure(check, "stale", 11L * BS);
        assertTrue(check.errorMessage().contains("holds generation"), check.errorMessage());
        JobResult without = run(job("j.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_only", true).build());
        assertEquals(0, without.error(), "without the journal the old copy is internally valid: fio's checks alone pass it");
    }

    @Test
    void shouldVerifyOnlyTheLastWriteOfEachBlockWithoutARandomMap() {
        JobResult r = run(job("n.dat").set("rw", "randwrite").set("norandommap", true).set("io_size", 8L * BS * BLOCKS)
                .set("verify", "crc32c").build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(8L * BLOCKS, r.direction(DataDirection.WRITE).ios());
        assertTrue(r.verify().blocks() <= BLOCKS && r.verify().blocks() > BLOCKS / 2, r.verify().blocks() + " blocks");
    }

    @Test
    void shouldWriteForTheWholeRuntimeInATimeBasedJobAndVerifyInlineWithABacklog() {
        // fio 3.33: a time_based write+verify job writes until the runtime ends and never reads back
        // ("verification read phase will never start"); verify_backlog verifies while it writes
        JobResult plain = run(job("t.dat").set("rw", "write").set("verify", "xxhash").set("time_based", true)
                .set("runtime", java.time.Duration.ofMillis(500)).build());
        assertEquals(0, plain.error(), plain.errorMessage());
        assertEquals(0, plain.verify().blocks());
        assertTrue(plain.direction(DataDirection.WRITE).ios() > BLOCKS, "it loops over the region");
        JobResult backlog = run(job("t.dat").set("rw", "write").set("verify", "xxhash").set("time_based", true)
                .set("verify_backlog", 16).set("runtime", java.time.Duration.ofMillis(500)).build());
        assertEquals(0, backlog.error(), backlog.errorMessage());
        assertTrue(backlog.verify().blocks() > BLOCKS, "verified while writing, pass after pass: " + backlog.verify().blocks());
        assertEquals(0, backlog.verify().failures());
    }

    @Test
    void shouldWarnAsFioThatATimeBasedReadBackNeverStarts() {
        java.util.List<String> warnings = new java.util.ArrayList<>();
        new org.jfio.job.ArgvParser().warnings(warnings::add).parse(java.util.List.of("--name=t", "--size=1m", "--rw=write",
                "--verify=md5", "--time_based", "--runtime=5"));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).contains("the verify read-back will never start"), warnings.get(0));
    }

    @Test
    void shouldRefuseVerifyOnlyWithoutAChecksumAndTellAnotherWriter() throws IOException {
        org.jfio.spi.JfioException e = org.junit.jupiter.api.Assertions.assertThrows(org.jfio.spi.JfioException.class,
                () -> job("x.dat").set("rw", "randwrite").set("verify_only", true).build());
        assertTrue(e.getMessage().contains("verify_only=1 needs verify="), e.getMessage());
        JobResult shared = run(job("s.dat").set("rw", "randwrite").set("verify", "crc32c").set("numjobs", 4).build());
        if (shared.error() != 0) {
            assertTrue(shared.errorMessage().contains("overwritten by another job") && shared.errorMessage().contains("thread"),
                    shared.errorMessage());
        }
    }

    @Test
    void shouldVerifyInlineWithABacklogAndReadOnlyJobs() {
        JobResult backlog = run(job("b.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_backlog", 8)
                .set("verify_backlog_batch", 4).build());
        assertEquals(0, backlog.error(), backlog.errorMessage());
        assertEquals(BLOCKS, backlog.verify().blocks(), "every block once: half inline, the rest at the end");
        JobResult read = run(job("b.dat").set("rw", "randread").set("verify", "crc32c").build());
        assertEquals(0, read.error(), read.errorMessage());
        assertEquals(BLOCKS, read.verify().blocks(), "a read-only job checks every read");
    }

    /**
     * fio 3.33 counts the verified reads of a read-only job as verified bytes, not as bytes done,
     * so after its first loop the job looks idle and ends: {@code rw=read verify=crc32c loops=4}
     * reads the region once (16 MiB: 4096 reads), while a write job with verify and
     * {@code loops=4} writes and reads back four times (16384 writes, 16384 reads).
     */
    @Test
    void shouldReadOnceInAReadOnlyVerifyJobWithLoopsAsFio() {
        JobResult w = run(job("l.dat").set("rw", "write").set("verify", "crc32c").set("loops", 4).build());
        assertEquals(0, w.error(), w.errorMessage());
        assertEquals(4 * BLOCKS, w.direction(DataDirection.WRITE).ios());
        assertEquals(4 * BLOCKS, w.direction(DataDirection.READ).ios());
        assertEquals(4 * BLOCKS, w.verify().blocks());
        JobResult r = run(job("l.dat").set("rw", "read").set("verify", "crc32c").set("loops", 4).build());
        assertEquals(0, r.error(), r.errorMessage());
        assertEquals(BLOCKS, r.direction(DataDirection.READ).ios());
        assertEquals((long) BS * BLOCKS, r.direction(DataDirection.READ).bytes());
        assertEquals(BLOCKS, r.verify().blocks());
        JobResult plain = run(job("l.dat").set("rw", "read").set("loops", 4).build());
        assertEquals(4 * BLOCKS, plain.direction(DataDirection.READ).ios(), "without verify every loop runs");
    }

    @Test
    void shouldCheckEveryIntervalWithAMovedHeader() throws IOException {
        Path f = dir.resolve("i.dat");
        JobSpec.Builder w = job("i.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_interval", 512)
                .set("verify_offset", 64);
        assertEquals(0, run(w.build()).error());
        byte[] b = peek(f, 2L * BS + 1500, 1);
        poke(f, 2L * BS + 1500, new byte[] {(byte) ~b[0]});
        JobResult r = run(job("i.dat").set("rw", "randwrite").set("verify", "crc32c").set("verify_interval", 512)
                .set("verify_offset", 64).set("verify_only", true).build());
        assertFailure(r, "checksum", 2L * BS + 1024);
        assertTrue(r.errorMessage().contains("1 of 8 verify intervals of the block are bad"), r.errorMessage());
    }

    @Test
    void shouldRefuseATableLargerThanHalfTheHeapBeforeAnythingIsWritten() {
        JobPlan plan = JobPlan.of(JobSpec.builder("big").set("filename", dir.resolve("big").toString()).set("size", "100g")
                .set("bs", 512).set("rw", "write").set("verify", "crc32c").build());
        org.jfio.spi.JfioException e = org.junit.jupiter.api.Assertions.assertThrows(org.jfio.spi.JfioException.class,
                () -> org.jfio.job.PlanChecks.checkVerifyMemory(plan, 64L << 20));
        assertTrue(e.getMessage().startsWith("big: verify keeps 16 bytes per written block"), e.getMessage());
        assertTrue(e.getMessage().contains("3200 MiB") && e.getMessage().contains("JFIO_JAVA_OPTS=-Xmx7g"), e.getMessage());
        org.jfio.job.PlanChecks.checkVerifyMemory(plan, 8L << 30); // fits in 8 GiB
        assertTrue(!Files.exists(dir.resolve("big")));
    }

    @Test
    void shouldGoOnAfterBadBlocksUnderContinueOnErrorVerify() throws IOException {
        Path f = dir.resolve("c.dat");
        run(job("c.dat").set("rw", "write").set("verify", "crc32c").set("do_verify", false).build());
        poke(f, 1L * BS + 100, new byte[] {1, 2, 3});
        poke(f, 30L * BS + 100, new byte[] {1, 2, 3});
        JobResult r = run(job("c.dat").set("rw", "write").set("verify", "crc32c").set("verify_only", true)
                .set("continue_on_error", "verify").build());
        assertEquals(0, r.error());
        assertEquals(2, r.verify().failures());
        assertEquals(BLOCKS - 2, r.verify().blocks());
        assertTrue(Files.exists(f));
        assertTrue(Arrays.equals(new byte[] {1, 2, 3}, peek(f, 1L * BS + 100, 3)), "verify_only wrote nothing");
    }
}
