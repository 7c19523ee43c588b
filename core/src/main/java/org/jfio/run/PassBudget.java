package org.jfio.run;

import org.jfio.job.JobSpec;
import org.jfio.spi.IoFile;

/**
 * How much one clone's I/O loop issues: fio's {@code io_size} bytes per pass over the region (the
 * region's size without it), {@code loops} passes, at most {@code number_ios} requests in the
 * measured window. Under {@code rw=trimwrite} each byte is trimmed, then written, so both budgets
 * count twice (fio doubles them); a replay ({@code read_iolog}) ends with its log, whatever the
 * bytes; under a shared sequence ({@code request_rules=sysbench}) {@code number_ios} bounds the
 * sequence ({@link RequestSource#ended()}), not the clone.
 *
 * <p>Also says once per clone that a sequential writer wraps around its region ({@link #wrapped}).
 *
 * <p>Job-thread only; allocates nothing but the one notice.
 */
final class PassBudget {
    private final long ioSizePerPass;
    private final long numberIos;
    private final int loops;
    private final boolean timeBased;
    private final boolean sequentialWrites;
    private final String jobName;
    private int pass;
    /** Bytes issued in the current pass over the region. */
    private long issuedBytes;
    private boolean wrapNoticed;
    /** The pass that ended was a loop ({@link #nextLoop}): what it issued past its bytes counts against the next one. */
    private boolean carryOver;

    /**
     * @param files  the clone's files, whose regions as asked ({@link IoFile#ioBytes()}) make a pass
     * @param replay true when the clone replays an iolog
     */
    PassBudget(JobSpec spec, IoFile[] files, boolean replay) {
        long region = 0;
        for (IoFile file : files) {
            region += file.ioBytes(); // fio's limit: the files' io_size as asked, not rounded to the block size
        }
        long ioSize = spec.region().ioSizeBytes() > 0 ? spec.region().ioSizeBytes() : region;
        int perByte = spec.rw().isTrimWrite() ? 2 : 1;
        this.ioSizePerPass = replay ? Long.MAX_VALUE : ioSize * perByte;
        this.numberIos = spec.io().sharedSequence() ? 0 : spec.io().numberIos() * perByte;
        this.loops = spec.timing().loops();
        this.timeBased = spec.timing().timeBased();
        this.sequentialWrites = spec.rw().hasWrites() && !spec.rw().isRandom();
        this.jobName = spec.name();
    }

    /** @return the bytes of one pass ({@link Long#MAX_VALUE} for a replay) */
    long ioSizePerPass() {
        return ioSizePerPass;
    }

    /** @return the clone's {@code number_ios} (doubled under trimwrite), 0 for no limit */
    long numberIos() {
        return numberIos;
    }

    /** @return true when {@code number_ios} is set and {@code issuedIos} reached it */
    boolean allIssued(long issuedIos) {
        return numberIos > 0 && issuedIos >= numberIos;
    }

    /** A request of {@code bytes} was prepared in this pass. */
    void issued(long bytes) {
        issuedBytes += bytes;
    }

    /** The request source found no room left in the region (fio's fill_io_u): this pass is over. */
    void regionFull() {
        issuedBytes = Math.max(issuedBytes, ioSizePerPass);
    }

    /** @return true when the bytes of the current pass were issued */
    boolean passDone() {
        return issuedBytes >= ioSizePerPass;
    }

    /**
     * A new pass begins (after {@link #nextPass}, or when the measured window starts). After a
     * loop the bytes the last one issued past its own count against this one: fio 3.33 bounds
     * the loops together ({@code io_bytes_exceeded}: {@code size * loops} bytes issued in all), so
     * with {@code size=10k}, {@code bs=4k} on a larger file and {@code loops=2} the first loop
     * issues 12k, the second 8k.
     */
    void restart() {
        issuedBytes = carryOver ? Math.max(0, issuedBytes - ioSizePerPass) : 0;
        carryOver = false;
    }

    /**
     * @param measuring true once the measured window has begun
     * @return true when the job goes back to the start of its region because it is time_based
     *         (or still ramping), not because {@code loops} asked for it
     */
    boolean wraps(boolean measuring) {
        return timeBased || !measuring;
    }

    /** @return true when a pass ended by {@code loops} (not a wrap) has a next one; counts the pass */
    boolean nextLoop() {
        carryOver = true;
        return ++pass < loops;
    }

    /**
     * The job wrapped ({@link #wraps}): a sequential writer then rewrites the same blocks, which fio
     * does silently. jfio says so once per clone, as a notice.
     */
    void wrapped(RunEvents listener) {
        if (wrapNoticed || !sequentialWrites) {
            return;
        }
        wrapNoticed = true;
        listener.notice(jobName + ": sequential writes reached the end of the region ("
                + issuedBytes + " bytes) and start over from its beginning, rewriting the same blocks");
    }
}
