package org.jfio.run;

/**
 * A source of random block numbers in {@code [0, blocks)} of one file: uniform (with or without
 * the random map), LFSR, Zipf, Pareto, normal or zoned. Implementations are owned by one job
 * thread and allocate nothing per call.
 */
interface BlockGenerator {
    /** @return the next block for a request in direction {@code ddir} (a data direction ordinal) */
    long next(int ddir);

    /**
     * Marks the blocks a request uses, for generators that track them (the random map).
     *
     * @param block the first block
     * @param count blocks the request spans (at least 1)
     * @return how many blocks from {@code block} on the request may use: {@code count}, or fewer
     *         when the map already holds some of them (fio then shortens the request)
     */
    default long claim(long block, long count) {
        return count;
    }

    /** Starts a new pass: tracked blocks are free again, a fixed order starts over. */
    default void reset() {
    }
}
