package org.jfio.stats;

import java.io.IOException;
import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.IoClock;

/**
 * The rows of one log file on their way from a job thread to the file. The job thread writes
 * each row's numbers into a preallocated {@code long[]} chunk ({@link #claim}); a full chunk
 * goes to the {@link LogWriter} through a {@link HandoffRing}, which formats it
 * ({@link RowFormat}) and hands the chunk back for reuse. The job thread allocates nothing and
 * takes no lock; when the writer falls behind by every chunk, the job thread waits for one to
 * come back (the log's memory stays bounded instead of growing with the run).
 *
 * <p>{@link #claim}, {@link #data} and {@link #publish} belong to the job thread;
 * {@link #drain} and {@link #close} to the writer thread.
 */
final class RowLog implements LogSink {
    /** How long the job thread parks while it waits for the writer to free a chunk. */
    private static final long WAIT_NS = 20_000;

    private final int stride;
    private final HandoffRing<long[]> full;
    private final HandoffRing<long[]> free;
    private final int[] lengths;
    private final RowFormat format;
    private final LogOutput out;
    private final LogWriter writer;
    private long[] data;
    private int pos;
    private long published;
    private long waitedNs;
    private long written;

    /**
     * @param stride       numbers per row
     * @param rowsPerChunk rows per chunk
     * @param chunks       chunks allocated up front (the most ever in flight)
     */
    RowLog(int stride, int rowsPerChunk, int chunks, RowFormat format, LogOutput out, LogWriter writer) {
        this.stride = stride;
        this.format = format;
        this.out = out;
        this.writer = writer;
        this.full = new HandoffRing<>(chunks);
        this.free = new HandoffRing<>(chunks);
        this.lengths = new int[full.capacity()];
        for (int i = 1; i < chunks; i++) {
            free.offer(new long[stride * rowsPerChunk]);
        }
        this.data = new long[stride * rowsPerChunk];
        writer.add(this);
    }

    /**
     * Job thread: makes room for one row.
     *
     * @return the index in {@link #data()} where the row's {@code stride} numbers go
     */
    int claim() {
        if (pos == data.length) {
            publish();
            data = takeFree();
        }
        int at = pos;
        pos += stride;
        return at;
    }

    /** @return the chunk the last {@link #claim} points into */
    long[] data() {
        return data;
    }

    /** Job thread: hands the rows written so far to the writer (a full chunk, or the last one; no rows after that). */
    void publish() {
        if (pos == 0) {
            return;
        }
        lengths[(int) (published++ % lengths.length)] = pos;
        while (!full.offer(data)) {
            // cannot happen: there are no more chunks than ring slots
            Thread.onSpinWait();
        }
        pos = 0;
        data = null;
        writer.wake();
    }

    private long[] takeFree() {
        long[] c = free.poll();
        if (c != null) {
            return c;
        }
        long from = IoClock.nowNs();
        while (c == null) {
            writer.wake();
            LockSupport.parkNanos(WAIT_NS);
            c = free.poll();
        }
        waitedNs += IoClock.nowNs() - from;
        return c;
    }

    /** @return how long the job thread waited for the writer to free a chunk, in ns */
    long waitedNs() {
        return waitedNs;
    }

    @Override
    public boolean drain() {
        boolean any = false;
        long[] chunk;
        while ((chunk = full.poll()) != null) {
            int length = lengths[(int) (written++ % lengths.length)];
            if (!out.failed()) {
                try {
                    for (int at = 0; at < length; at += stride) {
                        format.write(chunk, at, out);
                    }
                } catch (IOException | RuntimeException e) {
                    out.fail(e);
                }
            }
            free.offer(chunk);
            any = true;
        }
        if (any) {
            out.flushKeepingFailure();
        }
        return any;
    }

    @Override
    public void close() {
        out.finish();
    }

    @Override
    public String failure() {
        return out.failure();
    }
}
