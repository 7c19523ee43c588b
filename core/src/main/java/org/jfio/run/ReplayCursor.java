package org.jfio.run;

import org.jfio.job.IologReader;
import org.jfio.job.JobSpec;
import org.jfio.job.Replay;

/**
 * One clone's place in the iolog it replays ({@code read_iolog}): the entries, and when each is
 * due. Without {@code read_iolog_chunked} the whole log is read at setup into arrays (its size
 * in memory); with it, {@value #CHUNK} entries at a time are read while the job runs, by a
 * parser that allocates nothing, so memory stays bounded however long the log is.
 *
 * <p>Timing, as fio 3.33's {@code iolog_delay}: an entry of a version 3 log is due its logged
 * delay (scaled by {@code replay_time_scale}) after the previous entry was issued; a clone that
 * slept past a due time makes the next one up (the delay counts from when the previous entry was
 * due), one whose I/O took longer than the gap does not catch up (the delay counts from its
 * late issue). A version 2 {@code wait} holds the next entry until that many ms after the job's
 * start. {@code replay_no_stall} issues every entry at once.
 *
 * <p>Job-thread only; allocates nothing per request.
 */
final class ReplayCursor implements AutoCloseable {
    /** Entries read at a time under {@code read_iolog_chunked}. */
    static final int CHUNK = 1024;

    private final IologReader reader;
    private final boolean chunked;
    private byte[] ddirs;
    private int[] fileIndexes;
    private long[] offsets;
    private int[] lengths;
    private long[] delaysNs;
    private int count;
    private int next;
    private long startNs;
    /** When the last entry was issued, or due if it went out early (see the class comment). */
    private long baseNs;
    private int ddir;
    private int file;
    private long offset;
    private int length;
    private long dueNs;

    private ReplayCursor(IologReader reader, boolean chunked) {
        this.reader = reader;
        this.chunked = chunked;
        int capacity = chunked ? CHUNK : 256;
        ddirs = new byte[capacity];
        fileIndexes = new int[capacity];
        offsets = new long[capacity];
        lengths = new int[capacity];
        delaysNs = new long[capacity];
    }

    /**
     * Opens the clone's log (the {@code read_iolog} entry {@code cloneIndex} modulo their number)
     * and, without {@code read_iolog_chunked}, reads all of it.
     *
     * @throws org.jfio.spi.JfioException when the log cannot be read
     */
    static ReplayCursor open(JobSpec spec, int cloneIndex) {
        Replay r = spec.replay();
        ReplayCursor c = new ReplayCursor(IologReader.open(r.logOf(cloneIndex), r, spec.files().filenames()), r.chunked());
        if (!r.chunked()) {
            c.readAll();
        }
        return c;
    }

    private void readAll() {
        while (reader.next()) {
            if (count == ddirs.length) {
                grow();
            }
            store(count++);
        }
    }

    private void grow() {
        int n = ddirs.length * 2;
        ddirs = java.util.Arrays.copyOf(ddirs, n);
        fileIndexes = java.util.Arrays.copyOf(fileIndexes, n);
        offsets = java.util.Arrays.copyOf(offsets, n);
        lengths = java.util.Arrays.copyOf(lengths, n);
        delaysNs = java.util.Arrays.copyOf(delaysNs, n);
    }

    private void store(int i) {
        ddirs[i] = (byte) reader.ddir();
        fileIndexes[i] = reader.file();
        offsets[i] = reader.offset();
        lengths[i] = reader.length();
        delaysNs[i] = reader.delayNs();
    }

    /** The replay starts now ({@link System#nanoTime()} scale): waits count from here. */
    void start(long nowNs) {
        startNs = nowNs;
        baseNs = nowNs;
    }

    /**
     * Moves to the next request to replay (a version 2 wait folds into the request after it).
     *
     * @return its {@link IologReader} direction (read, write, sync, datasync), or -1 at the end of the log
     */
    int next() {
        long waitUntil = Long.MIN_VALUE;
        while (true) {
            if (next == count && !refill()) {
                return -1;
            }
            int i = next++;
            if (ddirs[i] == IologReader.WAIT) {
                waitUntil = startNs + delaysNs[i];
                continue;
            }
            ddir = ddirs[i];
            file = fileIndexes[i];
            offset = offsets[i];
            length = lengths[i];
            long due = baseNs + delaysNs[i];
            dueNs = waitUntil == Long.MIN_VALUE ? due : Math.max(due, waitUntil);
            return ddir;
        }
    }

    private boolean refill() {
        if (!chunked) {
            return false;
        }
        count = 0;
        next = 0;
        while (count < CHUNK && reader.next()) {
            store(count++);
        }
        return count > 0;
    }

    /** The request taken last was issued at {@code nowNs}: the next delay counts from then, or from its due time if earlier. */
    void issued(long nowNs) {
        baseNs = nowNs - dueNs > 0 ? nowNs : dueNs;
    }

    /** @return the direction of the request taken last */
    int ddir() {
        return ddir;
    }

    /** @return the file index of the request taken last */
    int file() {
        return file;
    }

    /** @return the offset of the request taken last, bytes */
    long offset() {
        return offset;
    }

    /** @return the length of the request taken last, bytes */
    int length() {
        return length;
    }

    /** @return when the request taken last is due ({@link System#nanoTime()} scale) */
    long dueNs() {
        return dueNs;
    }

    /** @return trims in the log, not replayed (as fio 3.33) */
    long skippedTrims() {
        return reader.skippedTrims();
    }

    /** @return lines of the log that were skipped as malformed */
    long badLines() {
        return reader.badLines();
    }

    @Override
    public void close() {
        reader.close();
    }
}
