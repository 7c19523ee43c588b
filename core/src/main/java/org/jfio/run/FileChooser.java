package org.jfio.run;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.jfio.job.FileServiceType;
import org.jfio.job.RandomDistribution;

/**
 * Picks the file of each request, as fio's {@code file_service_type}: {@code roundrobin} (each
 * file in turn, {@code :N} requests per file), {@code sequential} (stay on a file until its
 * region is done, then the next) or {@code random} (a uniform file, {@code :N} requests per
 * pick). As in fio, a file whose region's bytes have all been issued in this pass is done and
 * skipped; when every file is done (with an {@code io_size} beyond the regions), all files are
 * in play again.
 *
 * <p>Not thread-safe; allocates nothing per call.
 */
final class FileChooser {
    private final FileServiceType type;
    private final int iosPerSwitch;
    private final long[] regionBytes;
    private final long[] passBytes;
    private final SplittableRandom rng;
    private final BlockGenerator distribution;
    private int doneFiles;
    private int current = -1;
    private int left;

    /**
     * @param type         fio's file_service_type
     * @param iosPerSwitch its {@code :N}, at least 1
     * @param regionBytes  the region size of each file
     * @param rng          the random stream (for {@code random} and the distributions)
     * @param distribution the distribution over the files for zipf, pareto and normal (its
     *                     parameter), ignored by the other types
     */
    FileChooser(FileServiceType type, int iosPerSwitch, long[] regionBytes, SplittableRandom rng,
            RandomDistribution distribution) {
        this.type = type;
        this.iosPerSwitch = iosPerSwitch;
        this.regionBytes = regionBytes.clone();
        this.passBytes = new long[regionBytes.length];
        this.rng = rng;
        long files = regionBytes.length;
        this.distribution = switch (type) {
            case ZIPF -> new ZipfGenerator(files, distribution.parameter(), Double.NaN, rng);
            case PARETO -> new ParetoGenerator(files, distribution.parameter(), Double.NaN, rng);
            case NORMAL -> new NormalGenerator(files, distribution.parameter(), Double.NaN, rng);
            default -> null;
        };
    }

    /** @return the index of the file for the next request */
    int next() {
        int n = regionBytes.length;
        if (n == 1) {
            return 0;
        }
        if (doneFiles == n) {
            Arrays.fill(passBytes, 0);
            doneFiles = 0;
        }
        boolean switchNow = current < 0 || left == 0 || done(current) || type == FileServiceType.SEQUENTIAL;
        if (switchNow) {
            if (distribution != null) {
                current = nextOpenFile((int) distribution.next(0), n);
            } else if (type == FileServiceType.RANDOM) {
                current = randomOpenFile(n);
            } else if (current < 0 || done(current) || type == FileServiceType.ROUNDROBIN) {
                int from = current < 0 ? 0 : type == FileServiceType.SEQUENTIAL ? current : current + 1;
                current = nextOpenFile(from, n);
            }
            left = iosPerSwitch;
        }
        left--;
        return current;
    }

    private boolean done(int file) {
        return passBytes[file] >= regionBytes[file];
    }

    private int nextOpenFile(int from, int n) {
        int f = from % n;
        for (int i = 0; i < n && done(f); i++) {
            f = f + 1 == n ? 0 : f + 1;
        }
        return f;
    }

    private int randomOpenFile(int n) {
        for (int tries = 0; tries < 4 * n; tries++) {
            int f = rng.nextInt(n);
            if (!done(f)) {
                return f;
            }
        }
        return nextOpenFile(rng.nextInt(n), n);
    }

    /** Counts the bytes of a request issued on a file. */
    void issued(int file, long bytes) {
        boolean wasDone = done(file);
        passBytes[file] += bytes;
        if (!wasDone && done(file)) {
            doneFiles++;
        }
    }

    /** Starts a new pass. */
    void newPass() {
        Arrays.fill(passBytes, 0);
        doneFiles = 0;
        if (type == FileServiceType.SEQUENTIAL) {
            current = -1;
        }
    }
}
