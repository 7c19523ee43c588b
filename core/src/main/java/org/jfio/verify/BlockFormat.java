package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;

import org.jfio.job.VerifyMode;
import org.jfio.job.VerifyOptions;
import org.jfio.job.VerifyPattern;

/**
 * How a written block is laid out for verification, in fio 3.33's format: the data (random bytes
 * drawn from the write's seed, or {@code verify_pattern} repeated with {@code %o} replaced by the
 * request's offset), cut into verify intervals ({@code verify_interval}, else the whole block);
 * each interval starts with the 40-byte {@link BlockHeader} and the checksum of the rest of the
 * interval, the two then swapped with the bytes at {@code verify_offset} when it is set.
 * {@code pattern} (fio 3.33: no header) is the pattern alone.
 *
 * <p>The seed in the header is jfio's generation of the write (unique for the run, and across
 * runs with a journal), so an older copy of a block is told from the latest one.
 *
 * <p>One per job clone; its scratch state is reused, nothing is allocated per block. Not
 * thread-safe.
 */
public final class BlockFormat {
    private final VerifyMode mode;
    private final int intervalBytes;
    private final int verifyOffset;
    private final int headerBytes;
    private final int thread;
    private final byte[] pattern;
    private final int[] offsetPositions;
    private final BlockChecksum checksum;
    private final Crc32cSum headerCrc = new Crc32cSum();
    private final byte[] sum;

    /**
     * @param options     the job's verify options
     * @param thread      fio's thread number for the header (the job's number, from 1)
     * @param writeMinBs  the smallest write size
     * @param writeMaxBs  the largest write size
     * @param readMinBs   the smallest read size (0 when the job does not read)
     */
    public BlockFormat(VerifyOptions options, int thread, long writeMinBs, long writeMaxBs, long readMinBs) {
        this.mode = options.mode();
        this.intervalBytes = effectiveInterval(options.intervalBytes(), writeMinBs, writeMaxBs, readMinBs);
        this.verifyOffset = options.offsetBytes();
        this.headerBytes = mode.headerBytes();
        this.thread = thread;
        VerifyPattern p = options.pattern();
        this.pattern = p == null ? null : p.bytes();
        this.offsetPositions = p == null ? new int[0] : p.offsetPositions();
        this.checksum = BlockChecksum.of(mode);
        this.sum = new byte[Math.max(1, mode.digestBytes())];
    }

    /**
     * fio 3.33's fix-up of {@code verify_interval}: unset with mixed write sizes means the
     * smallest; never above the smallest write (or read) size; and a factor of both the smallest
     * and largest write sizes, else their greatest common divisor.
     */
    static int effectiveInterval(int option, long writeMin, long writeMax, long readMin) {
        long vi = option;
        if (writeMax != writeMin && vi == 0) {
            vi = writeMin;
        }
        if (vi > writeMin) {
            vi = writeMin;
        } else if (readMin > 0 && vi > readMin) {
            vi = readMin;
        }
        if (vi == 0 || writeMin % vi != 0 || writeMax % vi != 0) {
            vi = java.math.BigInteger.valueOf(writeMin).gcd(java.math.BigInteger.valueOf(writeMax)).longValue();
        }
        return (int) vi;
    }

    /** @return the thread number this job stamps into its headers */
    int thread() {
        return thread;
    }

    VerifyMode mode() {
        return mode;
    }

    /** @return the effective {@code verify_interval} (the headers' offset step) */
    int intervalBytes() {
        return intervalBytes;
    }

    int headerBytes() {
        return headerBytes;
    }

    int verifyOffset() {
        return verifyOffset;
    }

    byte[] pattern() {
        return pattern;
    }

    /** @return the bytes between two headers in a block of {@code length} bytes (fio's {@code get_hdr_inc}) */
    int interval(int length) {
        return intervalBytes > 0 && intervalBytes <= length ? intervalBytes : length;
    }

    /**
     * Fills a write's buffer and stamps it.
     *
     * @param seed     the write's generation (the header's seed; the random data is drawn from it)
     * @param numberio the write's number in its pass (the header keeps its low 16 bits)
     * @param timeNs   when the write was prepared (the header's time)
     */
    public void stamp(MemorySegment buf, ByteBuffer view, long offset, int length, long seed, int numberio, long timeNs) {
        fill(buf, offset, length, seed);
        if (headerBytes == 0) {
            return;
        }
        int step = interval(length);
        for (int at = 0, n = 0; at < length; at += step, n++) {
            BlockHeader.write(buf, at, mode.typeCode(), step, seed, offset + (long) n * intervalBytes, timeNs, thread, numberio);
            BlockHeader.crc(buf, at, headerCrc.of(view, at, BlockHeader.CRC_COVERS));
            if (checksum != null) {
                checksum.digest(buf, view, at + headerBytes, step - headerBytes, sum);
                MemorySegment.copy(sum, 0, buf, ValueLayout.JAVA_BYTE, at + BlockHeader.BYTES, mode.digestBytes());
            }
            if (verifyOffset > 0) {
                BlockHeader.swap(buf, at, at + verifyOffset, headerBytes);
            }
        }
    }

    /** Fills {@code buf[0, length)} with a write's data: the pattern (with the offset for {@code %o}), else random from the seed. */
    public void fill(MemorySegment buf, long offset, int length, long seed) {
        if (pattern != null) {
            fillPattern(buf, offset, length);
            return;
        }
        // a Weyl sequence from the seed, each step mixed by one multiply: data that neither
        // compresses nor dedupes, at about a nanosecond per 8 bytes
        long x = (seed ^ (seed >>> 31)) * 0xBF58476D1CE4E5B9L;
        int at = 0;
        for (; at + Long.BYTES <= length; at += Long.BYTES) {
            x += 0x9E3779B97F4A7C15L;
            long z = (x ^ (x >>> 32)) * 0xD6E8FEB86659FD93L;
            buf.set(ValueLayout.JAVA_LONG_UNALIGNED, at, z ^ (z >>> 32));
        }
        for (; at < length; at++) {
            buf.set(ValueLayout.JAVA_BYTE, at, (byte) (x >>> (at & 7)));
        }
    }

    private void fillPattern(MemorySegment buf, long offset, int length) {
        int first = Math.min(pattern.length, length);
        for (int i = 0; i < first; i++) {
            buf.set(ValueLayout.JAVA_BYTE, i, patternByte(i, offset));
        }
        // the first copy of the pattern, doubled until the block is full
        for (int filled = first; filled < length; filled *= 2) {
            MemorySegment.copy(buf, 0, buf, filled, Math.min(filled, length - filled));
        }
    }

    /** @return byte {@code i} of the pattern for a request at {@code offset} (with {@code %o} pasted) */
    byte patternByte(int i, long offset) {
        for (int p : offsetPositions) {
            if (i >= p && i < p + VerifyPattern.OFFSET_BYTES) {
                return (byte) (offset >>> (8 * (i - p)));
            }
        }
        return pattern[i];
    }

    /** Computes an interval's checksum into {@link #sum()}; false for a mode without one. */
    boolean checksum(MemorySegment buf, ByteBuffer view, int at, int step) {
        if (checksum == null) {
            return false;
        }
        checksum.digest(buf, view, at + headerBytes, step - headerBytes, sum);
        return true;
    }

    /** @return the scratch checksum last computed (its first {@code digestBytes} bytes) */
    byte[] sum() {
        return sum;
    }

    /** @return fio's crc32c of the header's first 36 bytes at {@code at} */
    int headerCrc(ByteBuffer view, int at) {
        return headerCrc.of(view, at, BlockHeader.CRC_COVERS);
    }
}
