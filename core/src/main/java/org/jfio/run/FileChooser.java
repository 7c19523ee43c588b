package org.jfio.run;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.jfio.job.FileServiceType;
import org.jfio.job.RandomDistribution;

/**
 * Picks the file of each request, as fio's {@code file_service_type}: {@code roundrobin} (each
 * file in turn, {@code :N} requests per file), {@code sequential} (stay on a file until it is
 * done, then the next) or {@code random} (a uniform file, {@code :N} requests per pick), or a
 * distribution over the files (zipf, pareto, normal).
 *
 * <p>As fio's {@code set_io_u_file}, a file is done for the pass when a request finds no room in
 * it ({@link #exhausted}: its random map is full or has no free block in reach, a sequential
 * position or a hole ran off its end), not when some number of bytes went to it; the others go
 * on until every file is done. So {@code file_service_type=sequential} with {@code norandommap}
 * stays on the first file for the whole job, and a partly random job stays on a file until its
 * random requests have taken every block of it, as in fio. Under a distribution no file is ever
 * done: one that found no room starts over (the caller resets it) and the distribution draws
 * again.
 *
 * <p>Not thread-safe; allocates nothing per call.
 */
final class FileChooser {
    private final FileServiceType type;
    private final int iosPerSwitch;
    private final int files;
    /** Per file: done in this pass because a request found no room in it ({@link #exhausted}). */
    private final boolean[] done;
    private final SplittableRandom rng;
    private final BlockGenerator distribution;
    /**
     * {@code file_service_type=normal}: fio 3.33 draws over {@code nrfiles << 10} ranks, unhashed,
     * centred on the middle file ({@code init_rand_file_service}, {@code get_next_file_rand}).
     */
    private final NormalGenerator normal;
    private static final int SERVICE_SHIFT = 10;
    private int doneFiles;
    private int current = -1;
    private int left;

    /**
     * @param type         fio's file_service_type
     * @param iosPerSwitch its {@code :N}, at least 1
     * @param files        the number of files, at least 1
     * @param rng          the random stream (for {@code random} and the distributions)
     * @param distribution the distribution over the files for zipf, pareto and normal (its
     *                     parameter), ignored by the other types
     */
    FileChooser(FileServiceType type, int iosPerSwitch, int files, SplittableRandom rng, RandomDistribution distribution) {
        this.type = type;
        this.iosPerSwitch = iosPerSwitch;
        this.files = files;
        this.done = new boolean[files];
        this.rng = rng;
        this.distribution = switch (type) {
            case ZIPF -> new ZipfGenerator(files, distribution.parameter(), Double.NaN, rng);
            case PARETO -> new ParetoGenerator(files, distribution.parameter(), Double.NaN, rng);
            case NORMAL -> new NormalGenerator((long) files << SERVICE_SHIFT, distribution.parameter(), Double.NaN, rng);
            default -> null;
        };
        this.normal = type == FileServiceType.NORMAL ? (NormalGenerator) this.distribution : null;
    }

    /** @return the index of the file for the next request (one not done, while one is left) */
    int next() {
        int n = files;
        if (n == 1) {
            return 0;
        }
        boolean switchNow = current < 0 || left == 0 || done[current] || type == FileServiceType.SEQUENTIAL;
        if (switchNow) {
            if (normal != null) {
                current = (int) (normal.nextRank() >>> SERVICE_SHIFT);
            } else if (distribution != null) {
                current = (int) distribution.next(0);
            } else if (type == FileServiceType.RANDOM) {
                current = randomOpenFile(n);
            } else if (current < 0 || done[current] || type == FileServiceType.ROUNDROBIN) {
                int from = current < 0 ? 0 : type == FileServiceType.SEQUENTIAL ? current : current + 1;
                current = nextOpenFile(from, n);
            }
            left = iosPerSwitch;
        }
        left--;
        return current;
    }

    private int nextOpenFile(int from, int n) {
        int f = from % n;
        for (int i = 0; i < n && done[f]; i++) {
            f = f + 1 == n ? 0 : f + 1;
        }
        return f;
    }

    private int randomOpenFile(int n) {
        for (int tries = 0; tries < 4 * n; tries++) {
            int f = rng.nextInt(n);
            if (!done[f]) {
                return f;
            }
        }
        return nextOpenFile(rng.nextInt(n), n);
    }

    /**
     * The request just picked for {@code file} found no room there (fio's {@code fill_io_u}
     * failing): the file is done for this pass, or, under a distribution, is to start over (the
     * caller resets it) and another file is drawn.
     *
     * @return true when another file may take the request; false when every file is done
     */
    boolean exhausted(int file) {
        left = 0;
        if (distribution != null) {
            return true;
        }
        if (!done[file]) {
            done[file] = true;
            doneFiles++;
        }
        return doneFiles < files;
    }

    /** @return true when a file found without room starts over instead of being done (fio's non-uniform file service) */
    boolean resetsExhausted() {
        return distribution != null;
    }

    /** Starts a new pass: every file is in play again. */
    void newPass() {
        Arrays.fill(done, false);
        doneFiles = 0;
        if (type == FileServiceType.SEQUENTIAL) {
            current = -1;
        }
    }
}
