package org.jfio.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.jfio.spi.JfioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The barrier in a directory, several ranks in one process (the CLI's test runs them as processes). */
class StartBarrierTest {
    @TempDir
    Path dir;

    @Test
    void shouldGiveEveryRankTheSameStartAfterTheLastArrival() throws Exception {
        int n = 4;
        List<CompletableFuture<Long>> starts = new ArrayList<>();
        List<StartBarrier> barriers = new ArrayList<>();
        long before = System.currentTimeMillis();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(n); // one thread per rank
        for (int i = 0; i < n; i++) {
            StartBarrier b = new StartBarrier(dir, new Rank(i, n, "test"), "run", 30_000, "host" + i);
            b.check();
            barriers.add(b);
            starts.add(CompletableFuture.supplyAsync(() -> b.await(() -> false), pool));
            Thread.sleep(20); // they arrive one after another
        }
        long first = starts.get(0).get();
        for (CompletableFuture<Long> s : starts) {
            assertEquals(first, s.get(), "one start for all");
        }
        assertTrue(first >= before + StartBarrier.DEFAULT_GAP_MS, "after the last arrival plus the gap");
        assertEquals(n, Files.list(dir).count(), "one file per rank");
        pool.shutdown();
        for (StartBarrier b : barriers) {
            b.close();
        }
        assertEquals(0, Files.list(dir).count(), "each rank removed its own file");
    }

    @Test
    void shouldNameTheRanksItWaitedForWhenTheTimeoutPasses() {
        StartBarrier b = new StartBarrier(dir, new Rank(1, 4, "test"), "run", 200, "h");
        JfioException e = assertThrows(JfioException.class, () -> b.await(() -> false));
        assertEquals("barrier: rank 1/4 waited 0.2 s in " + dir + " for ranks 0, 2, 3 (no run.rank-N.ready file);"
                + " it stops without running", e.getMessage());
        b.close();
        assertFalse(Files.exists(dir.resolve("run.rank-1.ready")));
    }

    @Test
    void shouldRefuseItsOwnLeftoverFile() throws Exception {
        Files.writeString(dir.resolve("run.rank-0.ready"), "1 h\n");
        StartBarrier b = new StartBarrier(dir, new Rank(0, 2, "test"), "run", 1000, "h");
        JfioException e = assertThrows(JfioException.class, b::check);
        assertTrue(e.getMessage().endsWith("run.rank-0.ready exists already: an earlier run's leftover or rank 0 started"
                + " twice; remove it"), e.getMessage());
    }

    @Test
    void shouldNotCountAnotherRanksStaleFile() throws Exception {
        Files.writeString(dir.resolve("run.rank-1.ready"), (System.currentTimeMillis() - 60_000) + " old\n");
        StartBarrier b = new StartBarrier(dir, new Rank(0, 2, "test"), "run", 300, "h");
        JfioException e = assertThrows(JfioException.class, () -> b.await(() -> false));
        assertTrue(e.getMessage().contains("for rank 1 "), e.getMessage());
        b.close();
    }

    @Test
    void shouldStopWaitingWhenAskedTo() {
        StartBarrier b = new StartBarrier(dir, new Rank(0, 2, "test"), "run", 60_000, "h");
        long start = b.await(() -> true);
        assertTrue(start <= System.currentTimeMillis());
        b.close();
    }
}
