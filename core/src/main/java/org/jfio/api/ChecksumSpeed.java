package org.jfio.api;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.SplittableRandom;

import org.jfio.job.VerifyMode;
import org.jfio.verify.BlockChecksum;

/**
 * fio's {@code --crctest}: how fast each verify checksum runs on this machine, measured as fio
 * measures it (one pass over {@value #CHUNKS} chunks of {@value #CHUNK_BYTES} bytes of random
 * data, 256 MiB, timed with the monotonic clock), after a short warm-up pass so that the JIT has
 * compiled the checksum before the timed pass. Stateless; each call uses its own buffer.
 */
public final class ChecksumSpeed {
    /** Bytes checksummed per call, as fio's {@code CHUNK}. */
    public static final int CHUNK_BYTES = 131072;
    /** Calls per timed pass, as fio's {@code NR_CHUNKS}. */
    public static final int CHUNKS = 2048;
    private static final int WARMUP_CHUNKS = 64;

    /**
     * One checksum's speed.
     *
     * @param mode  the checksum
     * @param bytes bytes checksummed in the timed pass
     * @param nanos duration of the timed pass in ns
     */
    public record Result(VerifyMode mode, long bytes, long nanos) {
        /** @return MiB per second, as fio prints it ({@code bytes / usec / 1.048576}); infinite for 0 ns */
        public double mibPerSecond() {
            return nanos == 0 ? Double.POSITIVE_INFINITY : bytes / (nanos / 1000.0) / 1.048576;
        }
    }

    private ChecksumSpeed() {
    }

    /** @return the checksums jfio has, in fio's {@code --crctest} order (fio's murmur3, jhash and fnv are not verify checksums) */
    public static List<VerifyMode> modes() {
        return List.of(VerifyMode.MD5, VerifyMode.CRC64, VerifyMode.CRC32, VerifyMode.CRC32C, VerifyMode.CRC16,
                VerifyMode.CRC7, VerifyMode.SHA1, VerifyMode.SHA256, VerifyMode.SHA512, VerifyMode.XXHASH,
                VerifyMode.SHA3_224, VerifyMode.SHA3_256, VerifyMode.SHA3_384, VerifyMode.SHA3_512);
    }

    /**
     * @param mode   a checksum of {@link #modes()}
     * @param chunks how many {@value #CHUNK_BYTES}-byte calls to time ({@value #CHUNKS} in fio)
     * @return its speed
     * @throws IllegalArgumentException for a mode without a checksum
     */
    public static Result measure(VerifyMode mode, int chunks) {
        BlockChecksum sum = BlockChecksum.of(mode);
        if (sum == null) {
            throw new IllegalArgumentException(mode.fioName() + " has no checksum");
        }
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment data = arena.allocate(CHUNK_BYTES, 4096);
            SplittableRandom random = new SplittableRandom(0x8989);
            for (long i = 0; i < CHUNK_BYTES; i += 8) {
                data.set(java.lang.foreign.ValueLayout.JAVA_LONG_UNALIGNED, i, random.nextLong());
            }
            ByteBuffer view = data.asByteBuffer();
            byte[] out = new byte[Math.max(1, mode.digestBytes())];
            for (int i = 0; i < WARMUP_CHUNKS; i++) {
                sum.digest(data, view, 0, CHUNK_BYTES, out);
            }
            long start = System.nanoTime();
            for (int i = 0; i < chunks; i++) {
                sum.digest(data, view, 0, CHUNK_BYTES, out);
            }
            return new Result(mode, (long) chunks * CHUNK_BYTES, System.nanoTime() - start);
        }
    }
}
