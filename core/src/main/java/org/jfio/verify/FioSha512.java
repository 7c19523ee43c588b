package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;

/**
 * fio 3.33's {@code verify=sha512}, reproduced as fio computes it so blocks are interchangeable:
 * fio never finishes that digest and stores its 128-byte context buffer as it stands after
 * feeding the data, which holds data bytes only: the last {@code length mod 128} bytes of the
 * data (after its last whole 128-byte piece), followed by bytes {@code length mod 128} to 127 of
 * the data's first 128 bytes. It therefore checks those bytes of each block, not a digest of
 * all of them; jfio says so in {@code --cmdhelp=verify} rather than change the on-disk format.
 * Allocates nothing.
 */
final class FioSha512 implements BlockChecksum {
    private static final int BLOCK = 128;

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        java.util.Arrays.fill(out, 0, BLOCK, (byte) 0);
        if (length < BLOCK) {
            MemorySegment.copy(data, ValueLayout.JAVA_BYTE, from, out, 0, length);
            return;
        }
        int whole = length / BLOCK * BLOCK;
        int tail = length - whole;
        MemorySegment.copy(data, ValueLayout.JAVA_BYTE, from, out, 0, BLOCK);
        MemorySegment.copy(data, ValueLayout.JAVA_BYTE, from + whole, out, 0, tail);
    }
}
