package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;

/**
 * fio's table-driven crcs, each with fio's parameters (register starts at 0, no final
 * inversion), stored little-endian in their width:
 * <ul>
 *   <li>crc7: polynomial x^7 + x^3 + 1, most significant bit first (the MMC/SD crc7);</li>
 *   <li>crc16: polynomial 0x8005, reflected (CRC-16/ARC);</li>
 *   <li>crc32: polynomial 0x04C11DB7, most significant bit first (the POSIX {@code cksum} table,
 *       without its length and final inversion);</li>
 *   <li>crc64: polynomial 0x95AC9329AC4BC9B5 (reflected form), reflected.</li>
 * </ul>
 * Tables are built once from the polynomials. Stateless per call; allocates nothing.
 */
final class TableCrc implements BlockChecksum {
    private enum Kind { CRC7, CRC16, CRC32, CRC64 }

    private static final long[] CRC7_TABLE = msbFirst7();
    private static final long[] CRC16_TABLE = reflected(0xA001L);
    private static final long[] CRC32_TABLE = msbFirst32(0x04C11DB7L);
    private static final long[] CRC64_TABLE = reflected(0x95AC9329AC4BC9B5L);

    private static final ValueLayout.OfLong LE_LONG = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN);

    private final Kind kind;
    private final int bytes;

    private TableCrc(Kind kind, int bytes) {
        this.kind = kind;
        this.bytes = bytes;
    }

    static TableCrc crc7() {
        return new TableCrc(Kind.CRC7, 1);
    }

    static TableCrc crc16() {
        return new TableCrc(Kind.CRC16, 2);
    }

    static TableCrc crc32() {
        return new TableCrc(Kind.CRC32, 4);
    }

    static TableCrc crc64() {
        return new TableCrc(Kind.CRC64, 8);
    }

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        long v = compute(data, from, length);
        for (int i = 0; i < bytes; i++) {
            out[i] = (byte) (v >>> (8 * i));
        }
    }

    long compute(MemorySegment data, long from, int length) {
        long end = from + length;
        long crc = 0;
        long i = from;
        // eight bytes per read, taken in memory order, then the tail byte by byte
        for (; i + Long.BYTES <= end; i += Long.BYTES) {
            long word = data.get(LE_LONG, i);
            for (int k = 0; k < Long.BYTES; k++) {
                crc = step(crc, (int) (word >>> (8 * k)) & 0xFF);
            }
        }
        for (; i < end; i++) {
            crc = step(crc, data.get(ValueLayout.JAVA_BYTE, i) & 0xFF);
        }
        return crc;
    }

    private long step(long crc, int b) {
        return switch (kind) {
            case CRC7 -> CRC7_TABLE[(int) ((crc << 1) ^ b)];
            case CRC16 -> CRC16_TABLE[(int) ((crc ^ b) & 0xFF)] ^ (crc >>> 8);
            case CRC64 -> CRC64_TABLE[(int) ((crc ^ b) & 0xFF)] ^ (crc >>> 8);
            case CRC32 -> ((crc << 8) & 0xFFFF_FFFFL) ^ CRC32_TABLE[(int) (((crc >>> 24) ^ b) & 0xFF)];
        };
    }

    private static long[] reflected(long poly) {
        long[] t = new long[256];
        for (int i = 0; i < 256; i++) {
            long c = i;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? (c >>> 1) ^ poly : c >>> 1;
            }
            t[i] = c;
        }
        return t;
    }

    private static long[] msbFirst32(long poly) {
        long[] t = new long[256];
        for (int i = 0; i < 256; i++) {
            long c = (long) i << 24;
            for (int k = 0; k < 8; k++) {
                c = (c & 0x8000_0000L) != 0 ? ((c << 1) & 0xFFFF_FFFFL) ^ poly : (c << 1) & 0xFFFF_FFFFL;
            }
            t[i] = c;
        }
        return t;
    }

    /** The crc7 of each byte value (7-bit register, polynomial 0x09), indexed by (crc << 1) ^ byte. */
    private static long[] msbFirst7() {
        long[] t = new long[256];
        for (int i = 0; i < 256; i++) {
            int crc = 0;
            for (int b = 7; b >= 0; b--) {
                int bit = ((crc >>> 6) & 1) ^ ((i >>> b) & 1);
                crc = (crc << 1) & 0x7F;
                if (bit != 0) {
                    crc ^= 0x09;
                }
            }
            t[i] = crc;
        }
        return t;
    }
}
