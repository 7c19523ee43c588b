package org.jfio.run;

/**
 * fio 3.33's 32-bit combined Tausworthe generator (L'Ecuyer's taus88, lib/rand.h
 * {@code __rand32}), seeded as fio seeds it ({@code __init_rand32}: three linear congruential
 * steps, six warm-up draws), with fio's per-job seeds ({@code setup_random_seeds}). jfio draws with
 * it where a run must make fio's choices, draw for draw: the direction of each request of a mixed
 * job ({@link RwMix}).
 *
 * <p>Not thread-safe; allocates nothing.
 */
final class Taus88 {
    /** fio's seed multiplier ({@code 0x9e370001UL}). */
    private static final long SEED_STEP = 0x9e370001L;
    /** fio's stream of the read/write mix draws ({@code FIO_RAND_MIX_OFF}). */
    static final int MIX_STREAM = 4;
    /** 2^32, the divisor of fio's {@code rand32_upto}. */
    private static final double TWO_TO_32 = 4294967296.0;
    /** {@code (2^31) + (2^17) + (2^7)} of fio's seeding, where {@code ^} is C's exclusive or: 53. */
    private static final int LCG_START = (2 ^ 31) + (2 ^ 17) + (2 ^ 7);
    private static final int LCG_MULTIPLIER = 69069;

    private int s1;
    private int s2;
    private int s3;

    /** @param seed the stream's seed; fio keeps its low 32 bits */
    Taus88(long seed) {
        reseed(seed);
    }

    /** Starts the stream over from {@code seed}, as fio's {@code init_rand_seed}. */
    void reseed(long seed) {
        int sd = (int) seed;
        s1 = atLeast(LCG_START * LCG_MULTIPLIER ^ sd, 1);
        s2 = atLeast(s1 * LCG_MULTIPLIER ^ sd, 7);
        s3 = atLeast(s2 * LCG_MULTIPLIER ^ sd, 15);
        for (int i = 0; i < 6; i++) {
            next();
        }
    }

    /**
     * fio's seed of one stream of a job under {@code randrepeat=1} (or a {@code randseed} given):
     * {@code randseed} multiplied by 0x9e370001 four times, then once more per stream before it,
     * times the job's number, plus the stream's index.
     *
     * @param randseed     the job's {@code randseed}
     * @param threadNumber the job clone's 1-based number in the run (fio's {@code thread_number})
     * @param stream       fio's index of the stream, e.g. {@link #MIX_STREAM}
     */
    static long fioSeed(long randseed, int threadNumber, int stream) {
        long seed = randseed;
        for (int i = 0; i < 4 + stream; i++) {
            seed *= SEED_STEP;
        }
        return seed * threadNumber + stream;
    }

    /** @return the next 32 bits (unsigned in fio) */
    int next() {
        s1 = ((s1 & 0xFFFFFFFE) << 12) ^ (((s1 << 13) ^ s1) >>> 19);
        s2 = ((s2 & 0xFFFFFFF8) << 4) ^ (((s2 << 2) ^ s2) >>> 25);
        s3 = ((s3 & 0xFFFFFFF0) << 17) ^ (((s3 << 3) ^ s3) >>> 11);
        return s1 ^ s2 ^ s3;
    }

    /** @return fio's {@code rand_between(start, end)}: a value from start to end, both included */
    int between(int start, int end) {
        double r = Integer.toUnsignedLong(next()) / TWO_TO_32;
        return start + (int) ((end - start + 1) * r);
    }

    /** fio's {@code __seed}: a state below its minimum is raised by it (compared unsigned). */
    private static int atLeast(int x, int min) {
        return Integer.compareUnsigned(x, min) < 0 ? x + min : x;
    }
}
