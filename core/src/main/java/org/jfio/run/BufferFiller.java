package org.jfio.run;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

import org.jfio.spi.IoUnit;
import org.jfio.job.JobSpec;

/**
 * What the I/O buffers hold, as fio's buffer options:
 * <ul>
 *   <li>{@code buffer_pattern}: the pattern repeated (never changed per request);</li>
 *   <li>{@code zero_buffers}: zeros;</li>
 *   <li>otherwise random data; with {@code buffer_compress_percentage=P}, the last P percent of
 *       every {@code buffer_compress_chunk} is zeros, so the data compresses by about P percent;</li>
 *   <li>{@code refill_buffers}: fresh random data (same compressibility) before every write;</li>
 *   <li>{@code scramble_buffers} (on by default, off with a pattern, zeros, compression or
 *       refill): before every write, the offset is stored in one of the first 8 cache lines of
 *       every 512-byte sector, picked from the start time, and the start time at the end of the
 *       sector's first cache line, so no two writes carry identical data (fio's
 *       {@code small_content_scramble}).</li>
 * </ul>
 * Per-request work writes straight into the unit's buffer; nothing is allocated. Not thread-safe.
 */
final class BufferFiller {
    private static final long SECTOR_BYTES = 512;
    private static final int CACHE_LINE_SHIFT = 6;

    private final byte[] pattern;
    private final boolean zero;
    private final boolean refill;
    private final boolean scramble;
    private final int compressPercent;
    private final long chunkBytes;
    private long state;

    BufferFiller(JobSpec spec, long seed) {
        this.pattern = spec.buffers().pattern();
        this.zero = spec.buffers().zeroBuffers();
        this.compressPercent = spec.buffers().compressPercentage();
        this.chunkBytes = spec.buffers().compressChunkBytes();
        // a verified write is filled and stamped by the Verifier instead
        boolean stamped = spec.verify().active();
        this.refill = !stamped && spec.buffers().refillBuffers() && pattern == null && !zero;
        this.scramble = !stamped && spec.buffers().scrambleBuffers() && !refill && pattern == null && !zero && compressPercent == 0;
        this.state = seed | 1;
    }

    /** @return true when writes need {@link #beforeWrite} */
    boolean perWrite() {
        return refill || scramble;
    }

    /** Fills a buffer before the job starts. */
    void fill(MemorySegment buffer) {
        if (pattern != null) {
            long len = buffer.byteSize();
            for (long off = 0; off < len; off++) {
                buffer.set(ValueLayout.JAVA_BYTE, off, pattern[(int) (off % pattern.length)]);
            }
        } else if (zero) {
            buffer.fill((byte) 0);
        } else {
            random(buffer, buffer.byteSize());
        }
    }

    /** Prepares the buffer of a write about to be issued: refill or scramble. */
    void beforeWrite(IoUnit unit) {
        if (refill) {
            random(unit.buffer(), unit.lengthBytes());
        } else if (scramble) {
            scramble(unit);
        }
    }

    private void random(MemorySegment buffer, long lengthBytes) {
        long len = Math.min(lengthBytes, buffer.byteSize());
        long randomPerChunk = compressPercent == 0 ? chunkBytes : chunkBytes * (100 - compressPercent) / 100;
        for (long chunk = 0; chunk < len; chunk += chunkBytes) {
            long end = Math.min(len, chunk + chunkBytes);
            long randomEnd = Math.min(end, chunk + randomPerChunk);
            long off = chunk;
            for (; off + Long.BYTES <= randomEnd; off += Long.BYTES) {
                buffer.set(ValueLayout.JAVA_LONG_UNALIGNED, off, nextLong());
            }
            for (; off < randomEnd; off++) {
                buffer.set(ValueLayout.JAVA_BYTE, off, (byte) nextLong());
            }
            for (; off < end && (off & 7) != 0; off++) {
                buffer.set(ValueLayout.JAVA_BYTE, off, (byte) 0);
            }
            for (; off + Long.BYTES <= end; off += Long.BYTES) {
                buffer.set(ValueLayout.JAVA_LONG_UNALIGNED, off, 0L);
            }
            for (; off < end; off++) {
                buffer.set(ValueLayout.JAVA_BYTE, off, (byte) 0);
            }
        }
    }

    private void scramble(IoUnit unit) {
        MemorySegment buffer = unit.buffer();
        long sectors = unit.lengthBytes() / SECTOR_BYTES;
        long offset = unit.offsetBytes();
        long time = unit.startNs();
        long line = ((time ^ offset) & 7) << CACHE_LINE_SHIFT;
        for (long s = 0; s < sectors; s++) {
            long base = s * SECTOR_BYTES;
            buffer.set(ValueLayout.JAVA_LONG_UNALIGNED, base + line, offset + base);
            buffer.set(ValueLayout.JAVA_LONG_UNALIGNED, base + (1 << CACHE_LINE_SHIFT) - Long.BYTES, time);
        }
    }

    private long nextLong() {
        long x = state;
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }
}
