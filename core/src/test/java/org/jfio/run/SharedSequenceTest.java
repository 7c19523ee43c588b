package org.jfio.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.job.JobSpec;
import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;

/** {@code request_rules=sysbench}: the request sequence of sysbench 1.0.20 fileio's generators. */
class SharedSequenceTest {
    private static final long MIB = 1 << 20;

    private static SharedSequence sequence(int files, long fileBytes, int clones, String... options) {
        JobSpec.Builder b = JobSpec.builder("seq").set("request_rules", "sysbench").set("size", files * fileBytes);
        for (int i = 0; i < options.length; i += 2) {
            b.set(options[i], options[i + 1]);
        }
        List<FileRegion> regions = new ArrayList<>();
        for (int i = 0; i < files; i++) {
            regions.add(new FileRegion(Path.of("test_file." + i), 0, fileBytes));
        }
        return new SharedSequence(b.build(), regions, clones, 42);
    }

    /** @return the kinds of the first n requests: R, W, F (sync), or . once the sequence ended */
    private static String kinds(SharedSequence s, int n) {
        SharedSequence.Request r = new SharedSequence.Request();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int k = s.next(r);
            sb.append(k == SharedSequence.END ? '.' : k == SharedSequence.SYNC ? 'F' : k == 0 ? 'R' : 'W');
        }
        return sb.toString();
    }

    @Test
    void shouldInterleaveReadsAndWritesByTheRatioAndSyncEveryFile() {
        // sysbench 1.0.20, rndrw, ratio 1.5, 2 files, --file-fsync-freq=10 (its trace: period 5, 3R:2W)
        assertEquals("RWRWRRWRWRFFRWRWRRWRWRFF",
                kinds(sequence(2, MIB, 1, "rw", "randrw", "bs", "16k", "sync_all", "10"), 24));
        assertEquals("RRRWRRRRWRRRRWRRRRWR", kinds(sequence(2, MIB, 1, "rw", "randrw", "bs", "16k", "rwmix_ratio", "4"), 20));
        assertEquals("WWWWWWWWWW", kinds(sequence(2, MIB, 1, "rw", "randrw", "bs", "16k", "rwmix_ratio", "0"), 10));
    }

    @Test
    void shouldPaceTheWholeSequenceSyncsIncludedWithoutChangingItsMix() {
        // sysbench's --rate=N: N events per second in total (fsyncs too), the mix as without a rate
        String[] opts = {"rw", "randrw", "bs", "16k", "sync_all", "10", "rate_iops", "1000"};
        SharedSequence paced = sequence(2, MIB, 1, opts);
        assertTrue(paced.paced());
        assertEquals(kinds(sequence(2, MIB, 1, "rw", "randrw", "bs", "16k", "sync_all", "10"), 2400),
                kinds(sequence(2, MIB, 1, opts), 2400));
        SharedSequence.Request r = new SharedSequence.Request();
        paced.next(r);
        long first = r.dueNs;
        long last = first;
        int syncs = 0;
        for (int i = 1; i < 20_000; i++) {
            syncs += paced.next(r) == SharedSequence.SYNC ? 1 : 0;
            assertTrue(r.dueNs >= last, "due times never go back");
            last = r.dueNs;
        }
        assertTrue(syncs > 3000, "syncs are events of the paced sequence: " + syncs);
        // 19,999 gaps of mean 1 ms (exponential, seeded): the schedule spans 20 s within 3 %
        double seconds = (last - first) / 1e9;
        assertTrue(Math.abs(seconds - 20.0) < 0.6, "20,000 events at 1000/s span " + seconds + " s");
        assertTrue(!sequence(2, MIB, 1, "rw", "randrw", "bs", "16k").paced());
    }

    @Test
    void shouldNeverSyncWithoutWritesOrOnSequentialReads() {
        assertEquals("R".repeat(30), kinds(sequence(3, MIB, 1, "rw", "randread", "bs", "4k", "sync_all", "5"), 30));
        assertEquals("R".repeat(30), kinds(sequence(3, MIB, 1, "rw", "read", "bs", "4k", "sync_all", "5"), 30));
        assertEquals("WWWWWFFFWWWWWFFF", kinds(sequence(3, MIB, 1, "rw", "write", "bs", "4k", "sync_all", "5"), 16));
    }

    @Test
    void shouldCountSyncsInTheRequestBudget() {
        assertEquals("WWWFFWWWFF" + ".....",
                kinds(sequence(2, MIB, 1, "rw", "randwrite", "bs", "4k", "sync_all", "3", "number_ios", "10"), 15));
    }

    @Test
    void shouldGoThroughTheFilesInOrderAndCutTheLastRequestOfAFile() {
        SharedSequence s = sequence(2, 40 * 1024, 1, "rw", "write", "bsrange", "4k-16k");
        SharedSequence.Request r = new SharedSequence.Request();
        List<String> got = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            s.next(r);
            got.add(r.file + "@" + r.offset + "+" + r.length);
        }
        assertEquals(List.of("0@0+16384", "0@16384+16384", "0@32768+8192", "1@0+16384", "1@16384+16384", "1@32768+8192",
                "0@0+16384"), got);
    }

    @Test
    void shouldPickRandomOffsetsInBlocksOverAllFiles() {
        SharedSequence s = sequence(4, MIB, 1, "rw", "randread", "bs", "16k");
        SharedSequence.Request r = new SharedSequence.Request();
        int[] perFile = new int[4];
        for (int i = 0; i < 4000; i++) {
            s.next(r);
            assertEquals(0, r.offset % 16384);
            assertTrue(r.offset + r.length <= MIB);
            perFile[r.file]++;
        }
        for (int n : perFile) {
            assertTrue(n > 800 && n < 1200, "uniform over the files: " + java.util.Arrays.toString(perFile));
        }
    }

    @Test
    void shouldShareOneBudgetBetweenClones() throws InterruptedException {
        SharedSequence s = sequence(2, MIB, 4, "rw", "randrw", "bs", "4k", "sync_all", "7", "number_ios", "100000");
        AtomicLong taken = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                SharedSequence.Request r = new SharedSequence.Request();
                while (s.next(r) != SharedSequence.END) {
                    taken.incrementAndGet();
                }
            }));
        }
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(100000, taken.get());
    }

    @Test
    void shouldRefuseSyncAllWithoutTheSysbenchRules() {
        JfioException e = assertThrows(JfioException.class,
                () -> JobSpec.builder("x").set("rw", "randwrite").set("size", "1m").set("sync_all", "10").build());
        assertTrue(e.getMessage().contains("sync_all=10 needs request_rules=sysbench"), e.getMessage());
        assertThrows(JfioException.class, () -> JobSpec.builder("x").set("rwmix_ratio", "-1").build());
    }
}
