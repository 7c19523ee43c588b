package org.jfio.job;

import java.util.Arrays;

/**
 * A parsed {@code verify_pattern}: its bytes, repeated over each block, and where fio's
 * {@code %o} format stands in it (each such place holds the request's file offset as 8 bytes,
 * little-endian, cut short when the pattern ends first), as fio 3.33 pastes it. Immutable (the
 * arrays are copied in and out).
 *
 * @param bytes           the pattern, with zeros where {@code %o} goes
 * @param offsetPositions positions in {@code bytes} where {@code %o} begins, ascending
 */
public record VerifyPattern(byte[] bytes, int[] offsetPositions) {
    /** Bytes of one {@code %o}. */
    public static final int OFFSET_BYTES = 8;

    public VerifyPattern {
        bytes = bytes.clone();
        offsetPositions = offsetPositions.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public int[] offsetPositions() {
        return offsetPositions.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VerifyPattern p && Arrays.equals(bytes, p.bytes) && Arrays.equals(offsetPositions, p.offsetPositions);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(bytes) + Arrays.hashCode(offsetPositions);
    }

    @Override
    public String toString() {
        return "VerifyPattern[" + bytes.length + " bytes, %o at " + Arrays.toString(offsetPositions) + "]";
    }
}
