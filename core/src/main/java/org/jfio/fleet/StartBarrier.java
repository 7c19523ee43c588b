package org.jfio.fleet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.jfio.spi.JfioException;

/**
 * The ranks' start barrier in a directory they all see ({@code --barrier-dir}: NFS, Lustre,
 * CephFS, a shared volume). Each rank, once its files are laid out, writes
 * {@code RUN.rank-I.ready} (written whole, then renamed into place) holding the wall-clock time
 * it arrived and its host name, then polls the directory until every rank's file is there. All
 * ranks then read the same arrival times and start at the same instant: the last arrival plus
 * {@link #DEFAULT_GAP_MS} (so a rank that sees the last file a little later still starts on
 * time); the clocks are assumed synchronized (NTP, chrony). A rank whose wait passes the timeout
 * throws one line naming the ranks it waited for. Each rank deletes only its own file
 * ({@link #close()}, after the run), so no rank removes a file another may still be looking for.
 *
 * <p>A file older than the timeout before this rank's arrival is an earlier run's leftover and
 * is not counted; this rank's own file already present is refused (a leftover, or the same rank
 * started twice). Not thread-safe: one per process.
 */
public final class StartBarrier implements AutoCloseable {
    /**
     * Delay between the last arrival and the common start: 2 s, time for every rank to see the
     * last file and for its clones to set up (threads, buffers, a cold JVM on a busy host) before
     * they wait for the start.
     */
    public static final long DEFAULT_GAP_MS = 2000;
    /** Default longest wait for the other ranks: 120 s. */
    public static final long DEFAULT_TIMEOUT_MS = 120_000;
    private static final long POLL_MS = 5;

    private final Path dir;
    private final Rank rank;
    private final String run;
    private final long timeoutMs;
    private final String host;
    private Path own;

    /**
     * @param dir       the shared directory (must exist)
     * @param rank      this rank
     * @param run       the run's name in the files' names (e.g. the scheduler's job id), so runs sharing a directory do not meet
     * @param timeoutMs longest wait for the other ranks
     * @param host      this host's name, written in the file for messages
     */
    public StartBarrier(Path dir, Rank rank, String run, long timeoutMs, String host) {
        this.dir = dir;
        this.rank = rank;
        this.run = run;
        this.timeoutMs = timeoutMs;
        this.host = host;
    }

    /**
     * Checks the directory before anything is laid out.
     *
     * @throws JfioException one line when it is missing, not writable, or holds this rank's file already
     */
    public void check() {
        if (!Files.isDirectory(dir)) {
            throw new JfioException("--barrier-dir=" + dir + ": no such directory (create it on a file system every rank sees)");
        }
        if (!Files.isWritable(dir)) {
            throw new JfioException("--barrier-dir=" + dir + ": not writable");
        }
        if (Files.exists(file(rank.index()))) {
            throw new JfioException("--barrier-dir=" + dir + ": " + file(rank.index()).getFileName()
                    + " exists already: an earlier run's leftover or rank " + rank.index() + " started twice; remove it");
        }
    }

    /**
     * Arrives at the barrier and waits for every rank.
     *
     * @param stop polled while waiting: true ends the wait (Ctrl-C), returning at once
     * @return the common start, ms since the epoch
     * @throws JfioException one line naming the missing ranks when the timeout passes, or when the file cannot be written
     */
    public long await(BooleanSupplier stop) {
        long arrivedMs = System.currentTimeMillis();
        own = file(rank.index());
        write(own, arrivedMs + " " + host + "\n");
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        long[] readyMs = new long[rank.count()];
        while (true) {
            List<Integer> missing = new ArrayList<>();
            long last = 0;
            for (int i = 0; i < rank.count(); i++) {
                if (readyMs[i] == 0) {
                    readyMs[i] = readReady(i, arrivedMs);
                }
                if (readyMs[i] == 0) {
                    missing.add(i);
                }
                last = Math.max(last, readyMs[i]);
            }
            if (missing.isEmpty()) {
                return last + DEFAULT_GAP_MS;
            }
            if (stop.getAsBoolean()) {
                return System.currentTimeMillis();
            }
            if (System.nanoTime() - deadline > 0) {
                throw new JfioException("barrier: rank " + rank + " waited " + timeoutMs / 1000.0 + " s in " + dir
                        + " for rank" + (missing.size() > 1 ? "s " : " ") + join(missing)
                        + " (no " + run + ".rank-N.ready file); it stops without running");
            }
            try {
                Thread.sleep(POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return System.currentTimeMillis();
            }
        }
    }

    /** Deletes this rank's own file, if it wrote one. */
    @Override
    public void close() {
        if (own != null) {
            try {
                Files.deleteIfExists(own);
            } catch (IOException e) {
                // the run's result stands; a leftover file is refused, with its name, by the next run
            }
            own = null;
        }
    }

    /** @return the barrier file of rank {@code i} */
    Path file(int i) {
        return dir.resolve(run + ".rank-" + i + ".ready");
    }

    /** @return rank i's arrival (ms since the epoch), or 0 when its file is missing, unreadable or stale */
    private long readReady(int i, long arrivedMs) {
        try {
            String text = Files.readString(file(i), StandardCharsets.UTF_8).strip();
            int space = text.indexOf(' ');
            long ms = Long.parseLong(space < 0 ? text : text.substring(0, space));
            return ms < arrivedMs - timeoutMs ? 0 : ms;
        } catch (NoSuchFileException e) {
            return 0;
        } catch (IOException | NumberFormatException e) {
            return 0; // being written on a file system without atomic rename: read again
        }
    }

    private void write(Path target, String text) {
        Path tmp = dir.resolve("." + target.getFileName() + ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new JfioException("--barrier-dir=" + dir + ": cannot write " + target.getFileName() + ": " + e.getMessage(), e);
        }
    }

    private static String join(List<Integer> ranks) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ranks.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(ranks.get(i));
        }
        return b.toString();
    }
}
