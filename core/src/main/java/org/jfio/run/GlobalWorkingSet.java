package org.jfio.run;

/**
 * fio's {@code dedupe_global} (its {@code dedupe.c}): the buffer seeds of every clone in the run,
 * by its 0-based number (fio's {@code thread_number - 1}), so that a clone with
 * {@code dedupe_mode=working_set} and {@code dedupe_global=1} can regenerate another clone's
 * first unique buffers. fio spreads a clone's working set of W pages evenly over all N clones of
 * the run, starting with its own: page i is page {@code i % P} of clone {@code (self + i / P) % N},
 * with {@code P = max(W / N, 1)} ({@code pages_per_seed}); every clone counts, with or without
 * dedupe_global, as in fio.
 *
 * <p>Immutable once built (before any clone starts); read by every clone's thread.
 */
final class GlobalWorkingSet {
    private final long[] bufferSeeds;

    /** @param bufferSeeds each clone's buffer seed, by its 0-based number in the run (copied) */
    GlobalWorkingSet(long[] bufferSeeds) {
        this.bufferSeeds = bufferSeeds.clone();
    }

    /** @return the number of clones in the run (fio's {@code thread_number}) */
    int clones() {
        return bufferSeeds.length;
    }

    /** @return clone {@code number}'s buffer seed (0-based number in the run) */
    long bufferSeed(int number) {
        return bufferSeeds[number];
    }
}
