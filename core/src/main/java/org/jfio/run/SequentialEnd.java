package org.jfio.run;

import org.jfio.spi.IoFile;

/**
 * Where a sequential request may go in a file's region, as fio 3.33's {@code get_next_seq_offset},
 * {@code get_next_offset}, {@code get_next_buflen} and {@code fill_io_u}: it starts anywhere before
 * the end of the region as asked ({@link IoFile#ioBytes()}, fio's {@code io_size}, not rounded to
 * the block size); a fixed-size request may then cross that end ({@code get_next_buflen} skips
 * {@code io_u_fits}), never the end of the file ({@link IoFile#fileBytes()}, fio's
 * {@code real_file_size}); a request whose size varies ({@code bsrange}, {@code bssplit}) is drawn
 * to fit the region ({@code io_u_fits}). For a new file of {@code size=10k}, {@code bs=4k}: requests
 * at 0 and 4k (the third would cross the file's end at 10240); in an existing larger file: 0, 4k
 * and 8k, 12 KiB.
 *
 * <p>Offsets are relative to the region. Not thread-safe: owned by one job thread's
 * {@link OffsetGenerator}; allocates nothing per request.
 */
final class SequentialEnd {
    /** Per file: the region as asked (fio's {@code io_size}). */
    private final long[] ioBytes;
    /** Per file: bytes from the region's start to the end of the file (fio's {@code real_file_size}). */
    private final long[] roomBytes;
    /** Per file: where a hole wraps, the file's length when the job began (fio compares it with relative positions). */
    private final long[] wrapAtBytes;
    /** Per direction: the request length when it never varies, else 0. */
    private final long[] fixedLength;
    private final BlockSizeChooser sizes;
    private final long seqAddBytes;
    private final boolean multiFile;
    /** One file and {@code io_size=}: a request with no room before the file's end starts the region over (fio's next loop). */
    private final boolean restartAtFileEnd;
    private long length;

    /**
     * @param wrapAtBytes per file, where a hole wraps
     * @param fixedLength per direction, the fixed request length or 0
     * @param seqAddBytes the {@code rw=...:N} hole (negative backwards), 0 for none
     * @param ioSizeSet   true when the job sets {@code io_size}
     */
    SequentialEnd(IoFile[] files, long[] wrapAtBytes, long[] fixedLength, BlockSizeChooser sizes, long seqAddBytes,
            boolean ioSizeSet) {
        this.ioBytes = new long[files.length];
        this.roomBytes = new long[files.length];
        for (IoFile f : files) {
            ioBytes[f.index()] = Math.max(f.sizeBytes(), f.ioBytes());
            roomBytes[f.index()] = Math.max(f.sizeBytes(), f.fileBytes() - f.offsetBytes());
        }
        this.wrapAtBytes = wrapAtBytes;
        this.fixedLength = fixedLength;
        this.sizes = sizes;
        this.seqAddBytes = seqAddBytes;
        this.multiFile = files.length > 1;
        this.restartAtFileEnd = files.length == 1 && ioSizeSet;
    }

    /** @return the length of the request {@link #next} or {@link #holed} placed last */
    long length() {
        return length;
    }

    /**
     * Without a hole: past the region's end one file starts over (a time_based job's reset, or the
     * next loop of an {@code io_size} larger than the region), while with several files that file is
     * done; a request that would cross the end of the file ends the pass, or, with one file and
     * {@code io_size}, starts the region over.
     *
     * @param rel where the direction's last request ended (or began, {@code rw_sequencer=identical})
     * @return the request's offset, or -1: this file (with several) or this pass is over
     */
    long next(int file, long rel, int ddir) {
        long io = ioBytes[file];
        long at = rel;
        if (at >= io) {
            if (multiFile) {
                return -1; // fio's get_next_offset: this file is done, the others go on
            }
            at = 0;
        }
        long len = fitted(io, at, ddir);
        if (len <= 0 || at + len > roomBytes[file]) {
            if (!restartAtFileEnd || at == 0) {
                return -1; // fio's fill_io_u: the request would cross the end of the file
            }
            at = 0;
            len = fitted(io, at, ddir);
            if (len <= 0 || len > roomBytes[file]) {
                return -1;
            }
        }
        length = len;
        return at;
    }

    /**
     * With a hole: a request that ended at the end of the file ends the pass; else the hole is
     * added to where the last request ended (not before the first); past the end a forward hole
     * wraps to the start, a backward one (before the start) to the end plus the hole. As in fio,
     * "past the end" is past the file's length, which may be longer than the region; a request
     * starts before the end of the region as asked and never crosses the end of the file, else the
     * pass ends there ({@code rw=read:512k}, {@code bs=1m}, {@code size=128m}: 85 requests, as fio;
     * a new file of {@code size=10k} with {@code bs=4k}, {@code rw=read:4k}: one request, an
     * existing larger one: two, at 0 and 8k).
     *
     * @param lastPos where the direction's last request ended
     * @return the request's offset, or -1 at the end of the pass
     */
    long holed(int file, long lastPos, int ddir) {
        long io = ioBytes[file];
        long rel = lastPos;
        if (rel >= wrapAtBytes[file]) {
            return -1; // the last request ended at the end of the file
        }
        if (rel != 0) {
            rel += seqAddBytes;
            if (rel < 0 || rel >= wrapAtBytes[file]) {
                rel = seqAddBytes > 0 ? 0 : Math.min(io, wrapAtBytes[file]) + seqAddBytes;
            }
        }
        if (rel < 0 || rel >= io) {
            return -1;
        }
        long len = fitted(io, rel, ddir);
        if (len <= 0 || rel + len > roomBytes[file]) {
            return -1;
        }
        length = len;
        return rel;
    }

    /**
     * fio's {@code get_next_buflen}: a fixed size as it is; a size that varies drawn to fit the
     * region from {@code rel} ({@code io_u_fits}), or 0 when not even the smallest fits.
     */
    private long fitted(long io, long rel, int ddir) {
        long fixed = fixedLength[ddir];
        if (fixed != 0) {
            return fixed;
        }
        long room = io - rel;
        return room < sizes.minBytes(ddir) ? 0 : sizes.next(ddir, room);
    }
}
