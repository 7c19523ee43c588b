package org.jfio.job;

/**
 * fio 3.33's {@code verify=} values: how each written block is made checkable. Each constant
 * carries fio's type code (the {@code verify_type} field of the block header, fio's
 * {@code VERIFY_*} enum) and the size of the checksum stored after the 40-byte header.
 * {@code crc32c-intel} is fio's alias of {@code crc32c} (type 5: the same bytes on disk).
 * {@code pattern} is fio 3.33's strict pattern, with no header at all.
 */
public enum VerifyMode {
    /** No verification ({@code verify=0}). */
    NONE("0", 0, 0, false),
    /** Header only: offset, length, seed and the header's own crc32c ({@code meta}, obsolete in fio). */
    META("meta", 1, 0, true),
    MD5("md5", 2, 16, true),
    CRC64("crc64", 3, 8, true),
    CRC32("crc32", 4, 4, true),
    CRC32C("crc32c", 5, 4, true),
    /** fio's other name for {@link #CRC32C}. */
    CRC32C_INTEL("crc32c-intel", 5, 4, true),
    CRC16("crc16", 7, 2, true),
    CRC7("crc7", 8, 1, true),
    /** fio's sha256 (its own variant: see {@code org.jfio.verify}); 64 bytes stored. */
    SHA256("sha256", 9, 64, true),
    /** fio's sha512 (its own variant); 128 bytes stored. */
    SHA512("sha512", 10, 128, true),
    SHA3_224("sha3-224", 11, 28, true),
    SHA3_256("sha3-256", 12, 32, true),
    SHA3_384("sha3-384", 13, 48, true),
    SHA3_512("sha3-512", 14, 64, true),
    /** xxHash32 with seed 1. */
    XXHASH("xxhash", 15, 4, true),
    SHA1("sha1", 16, 20, true),
    /**
     * fio's header, then {@code verify_pattern} in the rest of each interval: what fio 3.33 does
     * for {@code verify_pattern} given without {@code verify} (newer fio calls it {@code pattern_hdr}).
     */
    PATTERN_HDR("pattern_hdr", 17, 0, true),
    /** {@code verify_pattern} repeated, nothing else (fio 3.33's {@code verify=pattern}: no header). */
    PATTERN("pattern", 18, 0, false),
    /** Pretend to verify: writes are not stamped and reads are not checked ({@code null}). */
    NULL("null", 19, 0, false);

    private final String fioName;
    private final int typeCode;
    private final int digestBytes;
    private final boolean header;

    VerifyMode(String fioName, int typeCode, int digestBytes, boolean header) {
        this.fioName = fioName;
        this.typeCode = typeCode;
        this.digestBytes = digestBytes;
        this.header = header;
    }

    /** @return the value as fio writes it ({@code crc32c-intel}) */
    public String fioName() {
        return fioName;
    }

    /** @return fio's {@code verify_type} code in the block header */
    public int typeCode() {
        return typeCode;
    }

    /** @return bytes of checksum stored right after the 40-byte header (0 for none) */
    public int digestBytes() {
        return digestBytes;
    }

    /** @return true when every verify interval starts with fio's block header */
    public boolean hasHeader() {
        return header;
    }

    /** @return header plus checksum bytes at the start of every verify interval (0 without header) */
    public int headerBytes() {
        return header ? 40 + digestBytes : 0;
    }

    /** @return true when written data is stamped and read back */
    public boolean active() {
        return this != NONE && this != NULL;
    }
}
