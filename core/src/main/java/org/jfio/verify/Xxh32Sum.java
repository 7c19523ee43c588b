package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;

/**
 * xxHash32 (Yann Collet's XXH32, as specified in the xxHash repository's
 * {@code doc/xxhash_spec.md}) with seed 1, as fio uses it, stored little-endian. Reads the
 * buffer in place, four lanes of 32-bit words; allocates nothing.
 */
final class Xxh32Sum implements BlockChecksum {
    private static final int P1 = 0x9E3779B1;
    private static final int P2 = 0x85EBCA77;
    private static final int P3 = 0xC2B2AE3D;
    private static final int P4 = 0x27D4EB2F;
    private static final int P5 = 0x165667B1;
    private static final int SEED = 1;
    private static final ValueLayout.OfInt LE_INT = ValueLayout.JAVA_INT_UNALIGNED.withOrder(java.nio.ByteOrder.LITTLE_ENDIAN);

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        int h = hash(data, from, length);
        out[0] = (byte) h;
        out[1] = (byte) (h >>> 8);
        out[2] = (byte) (h >>> 16);
        out[3] = (byte) (h >>> 24);
    }

    static int hash(MemorySegment data, long from, int length) {
        long i = from;
        long end = from + length;
        int h;
        if (length >= 16) {
            int v1 = SEED + P1 + P2;
            int v2 = SEED + P2;
            int v3 = SEED;
            int v4 = SEED - P1;
            for (; i + 16 <= end; i += 16) {
                v1 = round(v1, data.get(LE_INT, i));
                v2 = round(v2, data.get(LE_INT, i + 4));
                v3 = round(v3, data.get(LE_INT, i + 8));
                v4 = round(v4, data.get(LE_INT, i + 12));
            }
            h = Integer.rotateLeft(v1, 1) + Integer.rotateLeft(v2, 7) + Integer.rotateLeft(v3, 12) + Integer.rotateLeft(v4, 18);
        } else {
            h = SEED + P5;
        }
        h += length;
        for (; i + 4 <= end; i += 4) {
            h = Integer.rotateLeft(h + data.get(LE_INT, i) * P3, 17) * P4;
        }
        for (; i < end; i++) {
            h = Integer.rotateLeft(h + (data.get(ValueLayout.JAVA_BYTE, i) & 0xFF) * P5, 11) * P1;
        }
        h ^= h >>> 15;
        h *= P2;
        h ^= h >>> 13;
        h *= P3;
        h ^= h >>> 16;
        return h;
    }

    private static int round(int acc, int lane) {
        return Integer.rotateLeft(acc + lane * P2, 13) * P1;
    }
}
