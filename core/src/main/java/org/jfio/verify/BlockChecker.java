package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.jfio.job.VerifyMode;
import org.jfio.job.VerifyOptions;

/**
 * Checks a block read back against fio 3.33's format ({@link BlockFormat}), interval by
 * interval: the header's magic, its own crc32c, its length, its offset (another offset =
 * misdirected write), its seed and numberio against the write jfio recorded (older = stale data,
 * a lost write), then the data's checksum or the pattern. fio's order of checks differs (it
 * compares offset and seed before the header's crc); jfio checks the header's crc first so a
 * damaged header is not reported as a misdirected write.
 *
 * <p>A good block costs no allocation; a bad one is described by a {@link VerifyFailure}. One
 * per job clone; not thread-safe.
 */
public final class BlockChecker {
    private final BlockFormat format;
    private final VerifyMode mode;
    private final boolean fatal;
    private final boolean checkSeed;
    private final boolean checkSequence;
    private final MemorySegment expected;
    private final int thread;

    /**
     * @param format   the clone's block format
     * @param options  the job's verify options
     * @param scratch  a buffer of the job's largest block size, for expected contents
     */
    public BlockChecker(BlockFormat format, VerifyOptions options, MemorySegment scratch) {
        this.format = format;
        this.mode = options.mode();
        this.fatal = options.fatal();
        this.checkSeed = options.checkSeed();
        this.checkSequence = options.checkSequence();
        this.expected = scratch;
        this.thread = format.thread();
    }

    /**
     * Checks {@code buf[0, length)}, the block read at {@code offset}.
     *
     * @param file             the file (named in a failure)
     * @param expectedSeed     the generation written there, or -1 when not known
     * @param expectedNumberio the write's numberio, or -1 when not checked
     * @return null when every interval is good, else the first bad one (with the count of bad
     *         intervals unless {@code verify_fatal})
     */
    public VerifyFailure check(MemorySegment buf, ByteBuffer view, Object file, long offset, int length, long expectedSeed,
            int expectedNumberio) {
        int step = format.interval(length);
        VerifyFailure first = null;
        int bad = 0;
        int intervals = 0;
        for (int at = 0, n = 0; at < length; at += step, n++) {
            intervals++;
            VerifyFailure f = format.headerBytes() > 0
                    ? checkHeaderInterval(buf, view, file, offset, length, at, n, step, expectedSeed, expectedNumberio)
                    : checkPatternRange(buf, file, offset, length, at, step, 0);
            if (f != null) {
                bad++;
                if (first == null) {
                    first = f;
                }
                if (fatal) {
                    return first;
                }
            }
        }
        if (first == null || intervals == 1) {
            return first;
        }
        List<String> d = new ArrayList<>(first.details());
        d.add(bad + " of " + intervals + " verify intervals of the block are bad");
        return new VerifyFailure(first.kind(), first.file(), first.offset(), first.length(), first.requestOffset(),
                first.requestLength(), first.algorithm(), d, first.foundSeed(), first.expectedSeed());
    }

    private VerifyFailure checkHeaderInterval(MemorySegment buf, ByteBuffer view, Object file, long offset, int length,
            int at, int n, int step, long expectedSeed, int expectedNumberio) {
        if (format.verifyOffset() > 0) {
            BlockHeader.swap(buf, at, at + format.verifyOffset(), format.headerBytes());
        }
        VerifyFailure f = checkHeader(buf, view, file, offset, length, at, n, step, expectedSeed);
        if (f == null) {
            f = checkGeneration(buf, file, offset, length, at, step, expectedSeed, expectedNumberio);
        }
        if (f == null) {
            f = checkData(buf, view, file, offset, length, at, step, expectedSeed);
        }
        return f;
    }

    /** @return null when the interval's header is whole (magic, its crc32c) and made for this place (length, offset) */
    private VerifyFailure checkHeader(MemorySegment buf, ByteBuffer view, Object file, long offset, int length,
            int at, int n, int step, long expectedSeed) {
        long where = offset + at;
        int magic = BlockHeader.magic(buf, at);
        if (magic != BlockHeader.MAGIC) {
            String what = allZero(buf, at, step) ? "the interval reads back as zeros"
                    : String.format("found magic 0x%04x, wanted 0x%04x", magic, BlockHeader.MAGIC);
            return failure(VerifyFailure.Kind.BAD_MAGIC, file, where, step, offset, length, List.of(what), -1, expectedSeed);
        }
        int crc = format.headerCrc(view, at);
        int stored = BlockHeader.storedCrc(buf, at);
        long seed = BlockHeader.seed(buf, at);
        if (crc != stored) {
            return failure(VerifyFailure.Kind.HEADER_CRC, file, where, step, offset, length,
                    List.of(String.format("header crc32c 0x%08x, calculated 0x%08x", stored, crc)), -1, expectedSeed);
        }
        if (BlockHeader.length(buf, at) != step) {
            return failure(VerifyFailure.Kind.LENGTH, file, where, step, offset, length,
                    List.of("header length " + BlockHeader.length(buf, at) + ", wanted " + step), seed, expectedSeed);
        }
        long wantOffset = offset + (long) n * format.intervalBytes();
        long hdrOffset = BlockHeader.offset(buf, at);
        if (hdrOffset != wantOffset) {
            return failure(VerifyFailure.Kind.MISDIRECTED, file, where, step, offset, length,
                    List.of("header offset " + hdrOffset + ", wanted " + wantOffset, "header seed (generation) " + seed
                            + ", thread " + BlockHeader.thread(buf, at) + ", numberio " + BlockHeader.numberio(buf, at)),
                    seed, expectedSeed);
        }
        return null;
    }

    /**
     * @return null unless {@code verify_header_seed} or {@code verify_write_sequence} finds the
     *         interval written by another job or clone, or by an older write than the one recorded
     */
    private VerifyFailure checkGeneration(MemorySegment buf, Object file, long offset, int length, int at, int step,
            long expectedSeed, int expectedNumberio) {
        long where = offset + at;
        long seed = BlockHeader.seed(buf, at);
        if (checkSeed && expectedSeed >= 0 && seed != expectedSeed && BlockHeader.thread(buf, at) != thread) {
            return failure(VerifyFailure.Kind.OTHER_WRITER, file, where, step, offset, length,
                    List.of("the header names thread " + BlockHeader.thread(buf, at) + ", this job is thread " + thread
                            + ": another job (or clone) wrote the block after this one"), seed, expectedSeed);
        }
        if (checkSeed && expectedSeed >= 0 && Long.compareUnsigned(seed, expectedSeed) < 0) {
            return failure(VerifyFailure.Kind.STALE, file, where, step, offset, length,
                    List.of("holds generation " + seed + ", expected generation " + expectedSeed
                            + " (the header and data are a valid older write)"), seed, expectedSeed);
        }
        if (checkSequence && expectedNumberio >= 0 && seed == expectedSeed
                && BlockHeader.numberio(buf, at) != (expectedNumberio & 0xFFFF)) {
            return failure(VerifyFailure.Kind.STALE, file, where, step, offset, length,
                    List.of("header numberio " + BlockHeader.numberio(buf, at) + ", wanted " + (expectedNumberio & 0xFFFF)),
                    seed, expectedSeed);
        }
        return null;
    }

    /** @return null when the data after the header matches its checksum or the pattern */
    private VerifyFailure checkData(MemorySegment buf, ByteBuffer view, Object file, long offset, int length, int at,
            int step, long expectedSeed) {
        if (format.checksum(buf, view, at, step)) {
            byte[] sum = format.sum();
            int bytes = mode.digestBytes();
            for (int i = 0; i < bytes; i++) {
                if (sum[i] != buf.get(ValueLayout.JAVA_BYTE, at + BlockHeader.BYTES + i)) {
                    return checksumFailure(buf, file, offset, length, at, step, expectedSeed);
                }
            }
        } else if (format.pattern() != null) {
            return checkPatternRange(buf, file, offset, length, at, step, format.headerBytes());
        }
        return null;
    }

    /** @return the failure of an interval whose stored checksum differs from the one just calculated ({@link BlockFormat#sum}) */
    private VerifyFailure checksumFailure(MemorySegment buf, Object file, long offset, int length, int at, int step,
            long expectedSeed) {
        byte[] sum = format.sum();
        int bytes = mode.digestBytes();
        byte[] got = new byte[bytes];
        MemorySegment.copy(buf, ValueLayout.JAVA_BYTE, at + BlockHeader.BYTES, got, 0, bytes);
        HexFormat hex = HexFormat.of();
        List<String> d = new ArrayList<>(List.of("Expected CRC: " + hex.formatHex(got),
                "Received CRC: " + hex.formatHex(sum, 0, bytes)));
        int type = BlockHeader.type(buf, at);
        if (type != mode.typeCode()) {
            d.add("the header says the block was written with verify type " + type + ", not "
                    + mode.fioName() + " (" + mode.typeCode() + "): check verify= (the data may be intact)");
        }
        return failure(VerifyFailure.Kind.CHECKSUM, file, offset + at, step, offset, length, d, BlockHeader.seed(buf, at),
                expectedSeed);
    }

    private VerifyFailure checkPatternRange(MemorySegment buf, Object file, long offset, int length, int at, int step,
            int skip) {
        if (at == 0) {
            format.fill(expected, offset, length, 0);
        }
        long from = at + skip;
        long to = at + step;
        long m = MemorySegment.mismatch(buf, from, to, expected, from, to);
        if (m < 0) {
            return null;
        }
        long i = from + m;
        int got = buf.get(ValueLayout.JAVA_BYTE, i) & 0xFF;
        int want = expected.get(ValueLayout.JAVA_BYTE, i) & 0xFF;
        return failure(VerifyFailure.Kind.PATTERN, file, offset + at, step, offset, length,
                List.of(String.format("got pattern byte 0x%02x, wanted 0x%02x (%d bad bits) at block offset %d", got, want,
                        Integer.bitCount(got ^ want), i)), -1, -1);
    }

    /**
     * @return the block as a write of generation {@code seed} at {@code offset} would hold it, in
     *         the checker's scratch buffer (for {@code verify_dump}; overwritten by the next check)
     */
    public MemorySegment expectedBlock(long offset, int length, long seed) {
        format.stamp(expected, expected.asByteBuffer(), offset, length, seed, 0, 0);
        return expected;
    }

    private static boolean allZero(MemorySegment buf, int at, int step) {
        for (int i = 0; i < step; i++) {
            if (buf.get(ValueLayout.JAVA_BYTE, at + i) != 0) {
                return false;
            }
        }
        return true;
    }

    private VerifyFailure failure(VerifyFailure.Kind kind, Object file, long where, int step, long offset, int length,
            List<String> details, long found, long expectedSeed) {
        return new VerifyFailure(kind, String.valueOf(file), where, step, offset, length, mode.fioName(), details, found,
                expectedSeed);
    }
}
