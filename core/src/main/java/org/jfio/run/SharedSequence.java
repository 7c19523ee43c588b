package org.jfio.run;

import java.util.List;
import java.util.SplittableRandom;

import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;

/**
 * The one request sequence the clones of a {@code request_rules=sysbench} job share, with the
 * rules of sysbench 1.0.20 fileio's request generators ({@code file_get_seq_request},
 * {@code file_get_rnd_request}, and {@code sb_more_events} for the event limit):
 *
 * <ul>
 * <li>Sequential jobs go through file 0, 1, ..., N-1 from offset 0 in steps of the block size (the
 * last request of a file is cut at its end) and then start over at file 0.</li>
 * <li>Random jobs pick a position uniformly over all the files together, rounded down to the block
 * size; the file is position / file size.</li>
 * <li>A mixed job reads while {@code (reads + 1) / (writes + 1) < rwmix_ratio}, else writes; the
 * counts are of the sequence's requests so far (sysbench counts completed ones, the same for
 * synchronous engines).</li>
 * <li>{@code sync_all=N}: when anything was written since the last round and the count of data
 * requests is a multiple of N, the next requests are a sync of file 0, 1, ..., N-1 in turn. A
 * sequential job checks this only on its writes (so sequential reads never sync), a random one
 * on every request.</li>
 * <li>{@code number_ios}, when set, bounds the number of requests of the whole sequence, syncs
 * included (sysbench's {@code --events}).</li>
 * <li>{@code rate_iops}, when set, is the events per second of the whole sequence (all clones,
 * syncs included), as sysbench's {@code --rate}: request k is due at the sum of k exponential gaps
 * of mean 1/rate from the first request (sysbench's event generator draws its gaps the same way);
 * a clone waits for the request it took until it is due, and one behind its time goes at once.
 * The clones' own caps are off ({@link RateLimiter}).</li>
 * </ul>
 *
 * <p>Thread-safety: with one clone the sequence is used by that clone's thread alone, without a
 * lock; with more, {@link #next} holds the sequence's monitor for the few field updates of one
 * request, as sysbench's generator holds its mutex. Allocates nothing per request.
 */
final class SharedSequence {
    /** {@link #next}'s answer: the sequence is over. */
    static final int END = -2;
    /** {@link #next}'s answer: a sync of {@link Request#file}. */
    static final int SYNC = -3;

    private static final int READ = DataDirection.READ.ordinal();
    private static final int WRITE = DataDirection.WRITE.ordinal();

    private final boolean locked;
    private final int numFiles;
    private final long fileBytes;
    private final long totalBytes;
    private final long blockBytes;
    private final boolean random;
    private final boolean mixed;
    private final int fixedDdir;
    private final double ratio;
    private final int syncAllEvery;
    private final long budget;
    private final SplittableRandom rnd;
    private final double meanGapNs;
    private final SplittableRandom gaps;

    private long claimed;
    private long reads;
    private long writes;
    private long requestsPerformed;
    private boolean dirty;
    private int syncFile;
    private int currentFile;
    private long position;
    private long epochNs;
    private double dueNs;

    /** Where one clone's next request goes; one per clone, reused for every request. */
    static final class Request {
        int file;
        long offset;
        int length;
        /** When the request is due under {@code rate_iops} ({@link IoClock#nowNs()} scale). */
        long dueNs;
    }

    /**
     * @param regions the first clone's files (all clones use the same files, in the same order)
     * @param clones  the number of clones taking requests
     * @param seed    the seed of the random offsets
     */
    SharedSequence(JobSpec spec, List<FileRegion> regions, int clones, long seed) {
        this.locked = clones > 1;
        this.numFiles = regions.size();
        this.fileBytes = regions.get(0).sizeBytes();
        this.totalBytes = fileBytes * numFiles;
        this.blockBytes = spec.maxBlockSizeBytes();
        this.random = spec.rw().isRandom();
        this.mixed = spec.rw().isMixed();
        this.fixedDdir = spec.rw().hasReads() ? READ : WRITE;
        this.ratio = spec.io().rwmixRatio();
        this.syncAllEvery = spec.io().syncAllEvery();
        this.budget = spec.io().numberIos();
        this.rnd = new SplittableRandom(seed);
        long rate = Math.max(spec.rate().iops().get(DataDirection.READ), spec.rate().iops().get(DataDirection.WRITE));
        this.meanGapNs = rate > 0 ? 1e9 / rate : 0;
        // apart from the offsets' draws, so a seed gives the same offsets with or without a rate
        this.gaps = new SplittableRandom(~seed);
    }

    /** @return true when {@code rate_iops} paces the sequence ({@link Request#dueNs} is set) */
    boolean paced() {
        return meanGapNs > 0;
    }

    /** @return the kind of the sync requests {@code sync_all} makes */
    static DataDirection syncKind(JobSpec spec) {
        return spec.io().syncAllDatasync() ? DataDirection.DATASYNC : DataDirection.SYNC;
    }

    /**
     * Takes the sequence's next request.
     *
     * @param out where the request's file, offset and length go
     * @return the data direction's ordinal, {@link #SYNC} or {@link #END}
     */
    int next(Request out) {
        if (locked) {
            synchronized (this) {
                return take(out);
            }
        }
        return take(out);
    }

    private int take(Request out) {
        if (budget > 0 && claimed >= budget) {
            return END;
        }
        claimed++;
        if (meanGapNs > 0) {
            pace(out);
        }
        return random ? randomRequest(out) : sequentialRequest(out);
    }

    private void pace(Request out) {
        if (epochNs == 0) {
            epochNs = IoClock.nowNs();
        } else {
            dueNs += meanGapNs * -Math.log(1.0 - gaps.nextDouble());
        }
        out.dueNs = epochNs + (long) dueNs;
    }

    private int sequentialRequest(Request out) {
        if (fixedDdir == WRITE && syncDue()) {
            return sync(out);
        }
        requestsPerformed++;
        count(fixedDdir);
        if (currentFile == numFiles) {
            currentFile = 0;
            position = 0;
        }
        out.file = currentFile;
        out.offset = position;
        out.length = (int) Math.min(blockBytes, fileBytes - position);
        position += out.length;
        if (position == fileBytes) {
            currentFile++;
            position = 0;
        }
        return fixedDdir;
    }

    private int randomRequest(Request out) {
        int ddir = mixed ? ((double) (reads + 1) / (writes + 1) < ratio ? READ : WRITE) : fixedDdir;
        if (syncDue()) {
            return sync(out);
        }
        long pos = (long) (rnd.nextDouble() * totalBytes);
        pos -= pos % blockBytes;
        out.file = (int) Math.min(pos / fileBytes, numFiles - 1);
        out.offset = pos - (long) out.file * fileBytes;
        out.length = (int) Math.min(blockBytes, fileBytes - out.offset);
        requestsPerformed++;
        count(ddir);
        return ddir;
    }

    private boolean syncDue() {
        return syncAllEvery != 0 && dirty && requestsPerformed % syncAllEvery == 0;
    }

    private int sync(Request out) {
        out.file = syncFile;
        out.offset = 0;
        out.length = 0;
        if (++syncFile == numFiles) {
            syncFile = 0;
            dirty = false;
        }
        return SYNC;
    }

    private void count(int ddir) {
        if (ddir == WRITE) {
            writes++;
            dirty = true;
        } else {
            reads++;
        }
    }
}
