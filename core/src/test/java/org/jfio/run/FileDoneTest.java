package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.jfio.job.ArgvParser;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A job of several files, as fio 3.33's {@code set_io_u_file}: a file is done for the pass when a
 * request finds no room in it (its random map is full or has no free block in reach, its
 * sequential position ran off its end), not after some number of bytes; the other files go on
 * until every one is done. The fio figures are fio 3.33's over the same seeds
 * ({@code --randrepeat=0 --randseed=1..N}, write_iolog counted per file).
 */
class FileDoneTest {
    @TempDir
    Path dir;

    private Iolog run(String name, String... args) {
        List<String> argv = new ArrayList<>(List.of("--name=" + name, "--ioengine=null", "--nrfiles=4", "--randrepeat=0"));
        argv.addAll(List.of(args));
        JobSpec spec = new ArgvParser().parse(argv).jobs().get(0);
        return Iolog.run(dir, spec);
    }

    private static Map<String, Integer> perFile(Iolog log) {
        Map<String, Integer> out = new TreeMap<>();
        for (Iolog.Io io : log.ios) {
            out.merge(io.file(), 1, Integer::sum);
        }
        return out;
    }

    /**
     * {@code rw=randwrite bs=64k,1m}: a write whose block is taken finds the next free 64k bit past
     * its own 16 blocks, which ends that file only. fio over 20 seeds, 4 files of 16 MiB: 47.2
     * writes for roundrobin, sequential and random, about 12 per file (jfio before: 33.3, 16.0 and
     * 28.8, the first file to end ending them all).
     */
    @Test
    void shouldEndOnlyTheFileWhoseRandomMapHasNoRoomLeft() {
        int runs = 20;
        for (String type : List.of("roundrobin", "sequential", "random")) {
            double writes = 0;
            Map<String, Integer> files = new TreeMap<>();
            for (int seed = 1; seed <= runs; seed++) {
                Iolog log = run("m" + type + seed, "--rw=randwrite", "--bs=64k,1m", "--filesize=16m",
                        "--file_service_type=" + type, "--randseed=" + seed);
                writes += log.ios.size();
                perFile(log).forEach((f, n) -> files.merge(f.substring(f.length() - 1), n, Integer::sum));
            }
            assertEquals(47.2, writes / runs, 7.0, type);
            assertEquals(4, files.size(), type + ": every file had writes: " + files);
            for (int n : files.values()) {
                assertEquals(11.8, n / (double) runs, 4.0, type + ": " + files);
            }
        }
    }

    /** fio: without a random map no random request ever fails, so the first file is never done: all 1024 reads go to it. */
    @Test
    void shouldStayOnTheFirstFileWhenSequentialWithoutARandomMap() {
        Iolog log = run("nm", "--rw=randread", "--bs=4k", "--filesize=1m", "--norandommap", "--file_service_type=sequential",
                "--randseed=3");
        assertEquals(Map.of("nm.0.0", 1024), perFile(log));
    }

    /**
     * A partly random job's file is done once its random requests took every block (its sequential
     * ones do not mark the map): fio over 5 seeds, {@code percentage_random=50}, 4 files of 1 MiB,
     * sequential file service: 504.8 reads on the first file, 500.8 on the second, 18.4 on the
     * third (jfio before: 256 on each).
     */
    @Test
    void shouldStayOnAPartlyRandomFileUntilItsRandomRequestsTookEveryBlock() {
        int runs = 5;
        double first = 0;
        for (int seed = 1; seed <= runs; seed++) {
            Iolog log = run("pr" + seed, "--rw=randread", "--bs=4k", "--filesize=1m", "--percentage_random=50",
                    "--file_service_type=sequential", "--randseed=" + seed);
            assertEquals(1024, log.ios.size());
            int n = perFile(log).get("pr" + seed + ".0.0");
            assertTrue(n > 256, "at least its 256 random reads, and sequential ones between them: " + n);
            first += n;
        }
        assertEquals(504.8, first / runs, 40.0);
    }

    /**
     * Under a distribution over the files no file is ever done: a full one starts over and the
     * distribution keeps drawing every file until the job's bytes are issued (fio, zipf:1.2, 4
     * files of 1 MiB, 3 seeds: 274.0, 317.3, 325.6 and 107.0 reads; jfio before: 256 on each).
     */
    @Test
    void shouldKeepDrawingFilesByTheDistributionPastAFullFile() {
        Iolog log = run("z", "--rw=randread", "--bs=4k", "--filesize=1m", "--file_service_type=zipf:1.2", "--randseed=1");
        assertEquals(1024, log.ios.size());
        int hottest = perFile(log).values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertTrue(hottest > 256, "the hottest file takes more than its size: " + perFile(log));
    }
}
