package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.jfio.api.JobRunner;
import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dedupe_global=1} (fio's dedupe.c): two jobs with {@code dedupe_mode=working_set} share
 * one working set, so blocks of one job's file repeat blocks of the other's. Measured as fio's
 * example dedupe-global.fio says to: distinct 4k blocks of each file and of both together.
 */
class DedupeGlobalTest {
    private static final int BLOCK = 4096;

    @TempDir
    Path tmp;

    /** @return the distinct 4k blocks of the files, together (as hex keys) */
    private static Set<ByteBuffer> distinct(Path... files) throws IOException {
        Set<ByteBuffer> blocks = new HashSet<>();
        for (Path f : files) {
            byte[] all = Files.readAllBytes(f);
            for (int off = 0; off + BLOCK <= all.length; off += BLOCK) {
                blocks.add(ByteBuffer.wrap(all, off, BLOCK).slice());
            }
        }
        return blocks;
    }

    /** @return blocks of a's file also found in b's */
    private long shared(Path a, Path b) throws IOException {
        Set<ByteBuffer> inA = distinct(a);
        Set<ByteBuffer> inB = distinct(b);
        return inA.stream().filter(inB::contains).count();
    }

    private Path[] run(String dir, boolean global) throws IOException {
        Path d = Files.createDirectories(tmp.resolve(dir));
        String text = """
                [global]
                ioengine=psync
                size=4m
                bs=4k
                rw=write
                dedupe_mode=working_set
                dedupe_percentage=50
                dedupe_working_set_percentage=50
                buffer_compress_percentage=50
                randseed=42
                directory=%s
                dedupe_global=%d
                [a]
                [b]
                """.formatted(d, global ? 1 : 0);
        RunResult r = JobRunner.of(JobPlan.fromJobText(text)).run();
        assertEquals(0, r.firstError());
        assertEquals(2, r.groups().get(0).reported().size());
        return new Path[] {d.resolve("a.0.0"), d.resolve("b.0.0")};
    }

    @Test
    void shouldRepeatTheOtherJobsBlocksOnlyWithDedupeGlobal() throws IOException {
        Path[] own = run("own", false);
        Path[] global = run("global", true);
        assertEquals(0, shared(own[0], own[1]), "without dedupe_global each job repeats its own blocks only");
        long crossed = shared(global[0], global[1]);
        // a: 1024 writes, about 512 deduped, half of them (pages 0..255 of b's working-set share) from b:
        // about 256 * (1 - 1/e) = 162 distinct blocks of b in a, and as many of a in b
        assertTrue(crossed > 100 && crossed < 400, "blocks shared between the two files: " + crossed);
        // the run-wide count of distinct blocks is what each job generated new: the same either way
        int ownTotal = distinct(own).size();
        int globalTotal = distinct(global).size();
        assertTrue(Math.abs(ownTotal - globalTotal) < 100, ownTotal + " vs " + globalTotal);
        assertTrue(distinct(global[0]).size() > distinct(own[0]).size(),
                "a's file alone has more distinct blocks when its repeats come from b too");
    }
}
