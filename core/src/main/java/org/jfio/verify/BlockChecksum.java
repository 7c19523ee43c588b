package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;

import org.jfio.job.VerifyMode;

/**
 * One of fio's block checksums, computed over a range of an I/O buffer and given in the form fio
 * 3.33 stores after its block header (its own byte order, and its own variants of crc32, sha256
 * and sha512), so blocks written by either tool check with the other.
 *
 * <p>An instance keeps its working state (digest, table pointer, scratch) and is reused for
 * every block: one per job clone, used by its thread only. {@link #digest} allocates nothing.
 */
public interface BlockChecksum {
    /**
     * Computes the checksum of {@code data[from, from + length)}.
     *
     * @param data   the buffer
     * @param view   the same memory as a {@link ByteBuffer} (for the JDK's digests), whose position
     *               and limit this call moves
     * @param out    receives the checksum, {@link VerifyMode#digestBytes()} bytes from index 0
     */
    void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out);

    /** @return the checksum of a mode that has one; null for {@code meta}, {@code pattern}, {@code null}, {@code 0} */
    static BlockChecksum of(VerifyMode mode) {
        return switch (mode) {
            case MD5 -> new JdkDigest("MD5", false);
            case SHA1 -> new JdkDigest("SHA-1", true);
            case SHA3_224 -> new JdkDigest("SHA3-224", false);
            case SHA3_256 -> new JdkDigest("SHA3-256", false);
            case SHA3_384 -> new JdkDigest("SHA3-384", false);
            case SHA3_512 -> new JdkDigest("SHA3-512", false);
            case CRC32C, CRC32C_INTEL -> new Crc32cSum();
            case CRC32 -> TableCrc.crc32();
            case CRC16 -> TableCrc.crc16();
            case CRC7 -> TableCrc.crc7();
            case CRC64 -> TableCrc.crc64();
            case XXHASH -> new Xxh32Sum();
            case SHA256 -> new FioSha256();
            case SHA512 -> new FioSha512();
            case NONE, META, PATTERN, PATTERN_HDR, NULL -> null;
        };
    }
}
