package org.jfio.run;

import java.util.SplittableRandom;

import org.jfio.api.DataDirection;
import org.jfio.api.IoFile;

/**
 * Picks the offset of each request within a file's region: sequential (each data direction
 * keeps its own position, as fio's {@code last_pos[ddir]}, wrapping at the end of the region)
 * or random (uniform over blocks of the job's smallest block size, each block once per pass
 * unless {@code norandommap}).
 *
 * <p>Not thread-safe: owned by one job thread; allocates nothing per request.
 */
final class OffsetGenerator {
    private final boolean random;
    private final long blockBytes;
    private final RandomMap[] maps;
    private final long[][] position;
    private final SplittableRandom rng;

    /**
     * @param files      the job's files with their regions
     * @param random     true for random offsets
     * @param blockBytes alignment and granularity of random offsets (the smallest bs)
     * @param norandommap true to let random blocks repeat within a pass
     * @param rng        the job's offset random stream
     */
    OffsetGenerator(IoFile[] files, boolean random, long blockBytes, boolean norandommap, SplittableRandom rng) {
        this.random = random;
        this.blockBytes = blockBytes;
        this.rng = rng;
        this.maps = new RandomMap[files.length];
        this.position = new long[files.length][DataDirection.DATA_COUNT];
        if (random) {
            for (int i = 0; i < files.length; i++) {
                maps[i] = new RandomMap(Math.max(1, files[i].sizeBytes() / blockBytes), !norandommap);
            }
        }
    }

    /**
     * @return the absolute offset for a request of {@code lengthBytes} in {@code ddir} on {@code file}
     */
    long next(IoFile file, DataDirection ddir, long lengthBytes) {
        long region = file.sizeBytes();
        long rel;
        if (random) {
            rel = maps[file.index()].next(rng) * blockBytes;
            if (rel + lengthBytes > region) {
                rel = Math.max(0, (region - lengthBytes) / blockBytes * blockBytes);
            }
        } else {
            long[] pos = position[file.index()];
            int d = ddir.ordinal();
            if (pos[d] + lengthBytes > region) {
                pos[d] = 0;
            }
            rel = pos[d];
            pos[d] += lengthBytes;
        }
        return file.offsetBytes() + rel;
    }

    /** Starts a new pass: sequential positions back to the start, random maps cleared. */
    void newPass() {
        for (int i = 0; i < maps.length; i++) {
            if (maps[i] != null) {
                maps[i].reset();
            }
            java.util.Arrays.fill(position[i], 0L);
        }
    }
}
