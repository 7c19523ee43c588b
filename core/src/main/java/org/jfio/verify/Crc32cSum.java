package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * crc32c through {@link CRC32C} (hardware-accelerated). fio keeps the register without the final
 * inversion, so the stored value is the complement of the standard CRC-32C, little-endian.
 * The block header's own crc is the same function over its first 36 bytes.
 */
final class Crc32cSum implements BlockChecksum {
    private final CRC32C crc = new CRC32C();

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        int v = of(view, from, length);
        out[0] = (byte) v;
        out[1] = (byte) (v >>> 8);
        out[2] = (byte) (v >>> 16);
        out[3] = (byte) (v >>> 24);
    }

    /** @return fio's crc32c of {@code view[from, from + length)} */
    int of(ByteBuffer view, long from, int length) {
        crc.reset();
        view.limit((int) from + length).position((int) from);
        crc.update(view);
        return ~(int) crc.getValue();
    }
}
