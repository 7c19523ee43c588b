package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * fio's {@code dedupe_percentage} and {@code dedupe_mode}: a 4 MiB file written in 4 KiB blocks
 * with psync, then its blocks counted. fio 3.33 on the same job ({@code dedupe_percentage=50}):
 * 1024 blocks, about half of them copies of another.
 */
class DedupeTest {
    private static final int BLOCKS = 1024;
    private static final int BS = 4096;

    @TempDir
    Path dir;

    /** @return how many times each distinct block content occurs */
    private Map<ByteBuffer, Integer> writeAndCount(String... options) throws IOException {
        Path f = dir.resolve("d");
        Files.deleteIfExists(f);
        JobSpec.Builder b = JobSpec.builder("d").set("filename", f.toString()).set("ioengine", "psync")
                .set("rw", "write").set("bs", BS).set("size", (long) BLOCKS * BS);
        for (String o : options) {
            int eq = o.indexOf('=');
            b.set(o.substring(0, eq), o.substring(eq + 1));
        }
        JobRunner.of(JobPlan.of(b.build())).run();
        byte[] all = Files.readAllBytes(f);
        assertEquals(BLOCKS * BS, all.length);
        Map<ByteBuffer, Integer> counts = new HashMap<>();
        for (int i = 0; i < BLOCKS; i++) {
            counts.merge(ByteBuffer.wrap(all, i * BS, BS).slice(), 1, Integer::sum);
        }
        return counts;
    }

    @Test
    void shouldWriteOnlyUniqueBlocksWithoutDedupe() throws IOException {
        assertEquals(BLOCKS, writeAndCount().size());
        assertEquals(BLOCKS, writeAndCount("refill_buffers=1").size());
    }

    @Test
    void shouldRepeatTheLastUniqueBlockForTheDedupedShare() throws IOException {
        Map<ByteBuffer, Integer> counts = writeAndCount("dedupe_percentage=50");
        int duplicates = BLOCKS - counts.size();
        assertTrue(duplicates > BLOCKS * 40 / 100 && duplicates < BLOCKS * 60 / 100, "duplicates: " + duplicates);
    }

    @Test
    void shouldWriteOneBlockOverAndOverAtOneHundredPercent() throws IOException {
        assertEquals(1, writeAndCount("dedupe_percentage=100").size());
    }

    @Test
    void shouldRepeatBlocksOfTheWorkingSetOnly() throws IOException {
        // 5% of 4 MiB in 4 KiB pages: the first 51 unique blocks are the working set
        Map<ByteBuffer, Integer> counts = writeAndCount("dedupe_percentage=50", "dedupe_mode=working_set");
        int duplicates = BLOCKS - counts.size();
        assertTrue(duplicates > BLOCKS * 40 / 100 && duplicates < BLOCKS * 60 / 100, "duplicates: " + duplicates);
        long repeatedContents = counts.values().stream().filter(n -> n > 1).count();
        assertTrue(repeatedContents <= 51, "only working-set blocks repeat: " + repeatedContents);
        assertTrue(counts.values().stream().anyMatch(n -> n > 3), "a working-set block repeats several times");
    }

    @Test
    void shouldKeepTheCompressiblePartOfDedupedBlocks() throws IOException {
        Map<ByteBuffer, Integer> counts = writeAndCount("dedupe_percentage=50", "buffer_compress_percentage=50");
        ByteBuffer any = counts.keySet().iterator().next();
        int zeros = 0;
        for (int i = 0; i < BS; i++) {
            zeros += any.get(i) == 0 ? 1 : 0;
        }
        assertTrue(zeros >= BS / 2, "half of each block compresses: " + zeros);
        assertTrue(BLOCKS - counts.size() > BLOCKS * 40 / 100);
    }
}
