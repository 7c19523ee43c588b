package org.jfio.verify;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * md5, sha1 and the sha3 family through the JDK's {@link MessageDigest} (intrinsified where the
 * CPU helps). fio stores md5 and sha3 as the standard digest bytes, and sha1 as its five state
 * words in the machine's (little-endian) order, which this reproduces by swapping each word.
 */
final class JdkDigest implements BlockChecksum {
    private final MessageDigest digest;
    private final boolean swapWords;
    private final byte[] scratch;

    JdkDigest(String algorithm, boolean swapWords) {
        try {
            this.digest = MessageDigest.getInstance(algorithm);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(algorithm + " is missing from this JDK", e);
        }
        this.swapWords = swapWords;
        this.scratch = new byte[digest.getDigestLength()];
    }

    @Override
    public void digest(MemorySegment data, ByteBuffer view, long from, int length, byte[] out) {
        view.limit((int) from + length).position((int) from);
        digest.update(view);
        try {
            digest.digest(scratch, 0, scratch.length);
        } catch (DigestException e) {
            throw new IllegalStateException(e);
        }
        if (!swapWords) {
            System.arraycopy(scratch, 0, out, 0, scratch.length);
            return;
        }
        for (int w = 0; w < scratch.length; w += 4) {
            out[w] = scratch[w + 3];
            out[w + 1] = scratch[w + 2];
            out[w + 2] = scratch[w + 1];
            out[w + 3] = scratch[w];
        }
    }
}
