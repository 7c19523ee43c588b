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
 *   <li>{@code dedupe_percentage=P} (refill on, as in fio): before every write, with probability
 *       P percent the buffer repeats an earlier one, byte for byte: the last unique buffer
 *       ({@code dedupe_mode=repeat}) or one of the job's first unique buffers picked at random
 *       ({@code working_set}: {@code dedupe_working_set_percentage} of {@code size} in blocks of
 *       the smallest write size; with {@code dedupe_global}, spread over every clone's first unique
 *       buffers: {@link GlobalWorkingSet}); otherwise it is new. Each unique buffer is generated from a
 *       seed of its own, so repeating one is regenerating it from that seed;</li>
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
    /** {@code dedupe_percentage}, 0 when off. */
    private final int dedupePercent;
    /** Working-set pages of {@code dedupe_mode=working_set}; 0 for {@code repeat}. */
    private final long workingSetPages;
    /** Base of the per-buffer seeds of unique buffers (dedupe only). */
    private final long uniqueSeedBase;
    /** Unique buffers generated so far (dedupe only). */
    private long uniqueBuffers;
    /** The generator choosing which buffers repeat, and which page (dedupe only). */
    private long dedupeState;
    /** dedupe_global: every clone's buffer seeds, or null when the working set is the clone's own. */
    private final GlobalWorkingSet global;
    /** dedupe_global: this clone's 0-based number in the run. */
    private final int self;
    /** dedupe_global: working-set pages taken from each clone in turn (fio's {@code pages_per_seed}). */
    private final long pagesPerClone;

    BufferFiller(JobSpec spec, long seed) {
        this(spec, seed, null, 0);
    }

    /**
     * @param seed   the clone's buffer seed
     * @param global every clone's buffer seeds (used under dedupe_global=1 with a working set), or null
     * @param self   the clone's 0-based number in the run
     */
    BufferFiller(JobSpec spec, long seed, GlobalWorkingSet global, int self) {
        this.pattern = spec.buffers().pattern();
        this.zero = spec.buffers().zeroBuffers();
        this.compressPercent = spec.buffers().compressPercentage();
        this.chunkBytes = spec.buffers().compressChunkBytes();
        // a verified write is filled and stamped by the Verifier instead
        boolean stamped = spec.verify().active();
        this.refill = !stamped && spec.buffers().refillsEveryWrite() && pattern == null && !zero;
        this.scramble = !stamped && spec.buffers().scrambleBuffers() && !refill && pattern == null && !zero && compressPercent == 0;
        this.state = seed | 1;
        this.dedupePercent = refill ? spec.buffers().dedupePercentage() : 0;
        this.uniqueSeedBase = uniqueSeedBase(seed);
        this.dedupeState = mix(seed ^ 0xC2B2AE3D27D4EB4FL) | 1;
        this.workingSetPages = dedupePercent > 0 && spec.buffers().dedupeWorkingSet() ? workingSetPages(spec) : 0;
        this.global = workingSetPages > 0 && spec.buffers().dedupeGlobal() && global != null ? global : null;
        this.self = self;
        this.pagesPerClone = this.global == null ? 0 : Math.max(workingSetPages / this.global.clones(), 1);
    }

    /** fio: the working set is dedupe_working_set_percentage of size, in pages of the smallest write size. */
    private static long workingSetPages(JobSpec spec) {
        long size = spec.region().sizeBytes();
        if (size <= 0) {
            throw new org.jfio.spi.JfioException(spec.name() + ": dedupe_mode=working_set needs size= (fio: the working"
                    + " set is a share of the job's size)");
        }
        long minBs = spec.blocks().minBytes(org.jfio.spi.DataDirection.WRITE);
        return Math.max(1, size * spec.buffers().dedupeWorkingSetPercentage() / 100 / Math.max(1, minBs));
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
        if (dedupePercent > 0) {
            state = seedOfThisWrite();
            random(unit.buffer(), unit.lengthBytes());
        } else if (refill) {
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

    /**
     * fio's {@code get_buf_state}: the seed of the unique page this write's buffer is generated
     * from, an earlier one with probability {@code dedupe_percentage} (the first write is always
     * new); under dedupe_global a working-set page may be another clone's.
     */
    private long seedOfThisWrite() {
        boolean repeat = uniqueBuffers > 0 && (dedupePercent == 100 || nextDedupe() % 100 < dedupePercent);
        if (!repeat) {
            return pageSeed(uniqueSeedBase, uniqueBuffers++);
        }
        if (workingSetPages == 0) {
            return pageSeed(uniqueSeedBase, uniqueBuffers - 1);
        }
        long page = Long.remainderUnsigned(nextDedupe(), workingSetPages);
        if (global == null) {
            return pageSeed(uniqueSeedBase, page);
        }
        int clone = (int) ((self + page / pagesPerClone) % global.clones());
        return pageSeed(uniqueSeedBase(global.bufferSeed(clone)), page % pagesPerClone);
    }

    /** @return the seed of unique page {@code page} of the clone whose unique seed base is {@code base} */
    private static long pageSeed(long base, long page) {
        return base + page * 0x9E3779B97F4A7C15L | 1;
    }

    /** @return the base of the per-page seeds of a clone's unique buffers, from its buffer seed */
    private static long uniqueSeedBase(long bufferSeed) {
        return mix(bufferSeed ^ 0x9E3779B97F4A7C15L);
    }

    private long nextDedupe() {
        long x = dedupeState;
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        dedupeState = x;
        return (x * 0x2545F4914F6CDD1DL) >>> 1;
    }

    /** SplitMix64's finaliser: spreads a seed's bits. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
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
