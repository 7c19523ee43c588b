package org.jfio.job;

/**
 * One entry of fio's {@code bssplit}: a block size and the share of a direction's I/Os that use
 * it, e.g. {@code 64k/50}. Percentages of one direction add up to at most 100; when they add up
 * to less, the last entry takes the rest (as fio's selection loop falls through to it).
 *
 * @param sizeBytes the block size
 * @param percent   share of the direction's I/Os, 0..100 (0: never chosen, but still counts
 *                  for the largest block size)
 */
public record BlockSizeSplit(long sizeBytes, int percent) {
    /**
     * @throws IllegalArgumentException when the size is not positive or the share outside 0..100
     */
    public BlockSizeSplit {
        if (sizeBytes <= 0 || sizeBytes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("sizeBytes=" + sizeBytes);
        }
        if (percent < 0 || percent > 100) {
            throw new IllegalArgumentException("percent=" + percent);
        }
    }
}
