package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteOrder;

/**
 * fio 3.33's {@code struct verify_header}, 40 bytes, little-endian, at the start of every verify
 * interval of a block (before any {@code verify_offset} swap): magic {@code 0xacca} (u16), verify
 * type (u16), interval length (u32), random seed (u64), file offset (u64), time seconds and
 * nanoseconds (u32 each), thread number (u16), numberio (u16), and the crc32c of the 36 bytes
 * before it (u32). The checksum of the interval follows it. Stateless.
 */
final class BlockHeader {
    static final int BYTES = 40;
    static final int MAGIC = 0xacca;
    static final int CRC_COVERS = 36;

    private static final ValueLayout.OfShort U16 = ValueLayout.JAVA_SHORT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private BlockHeader() {
    }

    /** Writes every field but the crc. */
    static void write(MemorySegment b, long at, int type, int length, long seed, long offset, long timeNs, int thread,
            int numberio) {
        b.set(U16, at, (short) MAGIC);
        b.set(U16, at + 2, (short) type);
        b.set(U32, at + 4, length);
        b.set(U64, at + 8, seed);
        b.set(U64, at + 16, offset);
        b.set(U32, at + 24, (int) (timeNs / 1_000_000_000L));
        b.set(U32, at + 28, (int) (timeNs % 1_000_000_000L));
        b.set(U16, at + 32, (short) thread);
        b.set(U16, at + 34, (short) numberio);
    }

    static void crc(MemorySegment b, long at, int crc) {
        b.set(U32, at + 36, crc);
    }

    static int magic(MemorySegment b, long at) {
        return b.get(U16, at) & 0xFFFF;
    }

    static int type(MemorySegment b, long at) {
        return b.get(U16, at + 2) & 0xFFFF;
    }

    static long length(MemorySegment b, long at) {
        return b.get(U32, at + 4) & 0xFFFF_FFFFL;
    }

    static long seed(MemorySegment b, long at) {
        return b.get(U64, at + 8);
    }

    static long offset(MemorySegment b, long at) {
        return b.get(U64, at + 16);
    }

    static int thread(MemorySegment b, long at) {
        return b.get(U16, at + 32) & 0xFFFF;
    }

    static int numberio(MemorySegment b, long at) {
        return b.get(U16, at + 34) & 0xFFFF;
    }

    static int storedCrc(MemorySegment b, long at) {
        return b.get(U32, at + 36);
    }

    /** Swaps {@code n} bytes at {@code a} with those at {@code b} (fio's {@code verify_offset} move). */
    static void swap(MemorySegment s, long a, long b, int n) {
        for (int i = 0; i < n; i++) {
            byte x = s.get(ValueLayout.JAVA_BYTE, a + i);
            s.set(ValueLayout.JAVA_BYTE, a + i, s.get(ValueLayout.JAVA_BYTE, b + i));
            s.set(ValueLayout.JAVA_BYTE, b + i, x);
        }
    }
}
