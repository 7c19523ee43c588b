package org.jfio.run;

import org.jfio.job.JobSpec;

/**
 * The direction of each data request of a mixed job ({@code rw=rw}, {@code randrw}), as fio 3.33's
 * {@code get_rw_ddir}: once the current direction has issued what its cycle asked, a draw from 1 to
 * 100 with fio's generator ({@link Taus88} on fio's mix stream) picks the next one, read when it is
 * at most {@code rwmixread}; on a change of direction the new one keeps going until its issues reach
 * the old one's times the new one's share ({@code set_rwmix_bytes}), so a direction that fell behind
 * catches up. The same seed gives fio's directions draw for draw: under {@code randrepeat=1} and
 * the same job number, the {@code write_iolog} of a sequential mix is fio's, and each loop draws
 * the first loop's directions again (fio's {@code clear_io_state} seeds its generators anew),
 * while the issue counts go on.
 *
 * <p>Not thread-safe: one per job clone; allocates nothing.
 */
final class RwMix {
    private final Taus88 random;
    private final long seed;
    /** {@code randrepeat=1}: each loop starts the draws over from the seed. */
    private final boolean repeatable;
    private final int readPercent;
    /** Data requests issued per direction (fio's {@code io_issues}; 0 read, 1 write). */
    private long readsIssued;
    private long writesIssued;
    /** The direction of the current cycle (fio's {@code rwmix_ddir}; 0 read, 1 write): read at first. */
    private int ddir;
    /** Issues the current direction reaches before the next draw (fio's {@code rwmix_issues}). */
    private long cycleIssues;

    /**
     * @param seed        the mix stream's seed ({@link Taus88#fioSeed} under {@code randrepeat=1})
     * @param readPercent {@code rwmixread}, 0 to 100
     * @param repeatable  {@code randrepeat=1}: each loop draws from the seed again
     */
    RwMix(long seed, int readPercent, boolean repeatable) {
        this.random = new Taus88(seed);
        this.seed = seed;
        this.repeatable = repeatable;
        this.readPercent = readPercent;
    }

    /**
     * @param jobNumber the clone's 1-based number in the run (fio's {@code thread_number})
     * @param cloneSeed the clone's own seed, random under {@code randrepeat=0}
     * @return the seed of the clone's direction draws: fio's under {@code randrepeat=1}, the
     *         clone's own (a new one each run) otherwise
     */
    static long seed(JobSpec spec, int jobNumber, long cloneSeed) {
        return spec.random().randrepeat() ? Taus88.fioSeed(spec.random().randseed(), jobNumber, Taus88.MIX_STREAM)
                : cloneSeed;
    }

    /** @return the direction of the next data request: 0 read, 1 write */
    int next() {
        if (issues(ddir) >= cycleIssues) {
            int d = random.between(1, 100) <= readPercent ? 0 : 1;
            if (d != ddir) {
                // the new direction's share of what the old one issued (fio's set_rwmix_bytes)
                int share = d == 0 ? readPercent : 100 - readPercent;
                cycleIssues = issues(ddir) * share / 100;
            }
            ddir = d;
        }
        return ddir;
    }

    /** A rate cap moved the request to the other direction (fio's {@code rate_ddir}): the cycle goes on there. */
    void moved(int d) {
        ddir = d;
    }

    /** A data request in direction {@code d} (0 read, 1 write) was prepared. */
    void count(int d) {
        if (d == 0) {
            readsIssued++;
        } else {
            writesIssued++;
        }
    }

    /**
     * A new loop begins (fio's {@code clear_io_state}): the next request draws
     * ({@code reset_io_counters}), from the seed again under {@code randrepeat=1}
     * ({@code td_fill_rand_seeds}). A time_based wrap is not a loop: the draws go on.
     */
    void newLoop() {
        cycleIssues = 0;
        if (repeatable) {
            random.reseed(seed);
        }
    }

    /** The measured window begins: the issue counts start again (fio's {@code reset_all_stats}). */
    void resetIssued() {
        readsIssued = 0;
        writesIssued = 0;
    }

    private long issues(int d) {
        return d == 0 ? readsIssued : writesIssued;
    }
}
