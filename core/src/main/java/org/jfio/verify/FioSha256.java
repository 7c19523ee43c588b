package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * fio 3.33's {@code verify=sha256}, which is not the standard digest, reproduced byte for byte so
 * blocks are interchangeable with fio: the SHA-256 compression function (FIPS 180-4) runs over
 * the data, but the message length is appended little-endian, and the 64 stored bytes are fio's
 * whole context buffer at the end: the low byte of each of the eight state words, then what the
 * final block left there (the data's last {@code length mod 64} bytes from byte 8 on, the 0x80
 * pad byte, zeros, and the 8 length bytes). Every stored byte follows from the data alone.
 *
 * <p>Keeps its state and message schedule between calls; allocates nothing. One thread.
 */
final class FioSha256 implements BlockChecksum {
    private static final int[] K = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    };
    private static final int[] H = {
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    };
    private static final ValueLayout.OfInt BE_INT = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.BIG_ENDIAN);
    /** The length field's layout, made once: a layout made per call (withOrder) cost 128 bytes per block. */
    private static final ValueLayout.OfLong LE_LONG = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private final int[] state = new int[8];
    private final int[] w = new int[64];
    private final MemorySegment last = MemorySegment.ofArray(new byte[64]);

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        System.arraycopy(H, 0, state, 0, 8);
        long end = from + length;
        long i = from;
        for (; i + 64 <= end; i += 64) {
            compress(data, i);
        }
        int tail = (int) (end - i);
        last.fill((byte) 0);
        MemorySegment.copy(data, i, last, 0, tail);
        last.set(ValueLayout.JAVA_BYTE, tail, (byte) 0x80);
        if (tail >= 56) {
            compress(last, 0);
            last.fill((byte) 0);
        }
        last.set(LE_LONG, 56, (long) length << 3);
        compress(last, 0);
        MemorySegment.copy(last, ValueLayout.JAVA_BYTE, 0, out, 0, 64);
        for (int k = 0; k < 8; k++) {
            out[k] = (byte) state[k];
        }
    }

    private void compress(MemorySegment block, long at) {
        for (int t = 0; t < 16; t++) {
            w[t] = block.get(BE_INT, at + 4L * t);
        }
        for (int t = 16; t < 64; t++) {
            int s0 = Integer.rotateRight(w[t - 15], 7) ^ Integer.rotateRight(w[t - 15], 18) ^ (w[t - 15] >>> 3);
            int s1 = Integer.rotateRight(w[t - 2], 17) ^ Integer.rotateRight(w[t - 2], 19) ^ (w[t - 2] >>> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        int a = state[0], b = state[1], c = state[2], d = state[3];
        int e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            int t1 = h + (Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25))
                    + ((e & f) ^ (~e & g)) + K[t] + w[t];
            int t2 = (Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22))
                    + ((a & b) ^ (a & c) ^ (b & c));
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}
