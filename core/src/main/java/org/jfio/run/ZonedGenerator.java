package org.jfio.run;

import java.util.List;
import java.util.SplittableRandom;

import org.jfio.spi.DataDirection;
import org.jfio.job.RandomDistribution;

/**
 * fio's {@code random_distribution=zoned} and {@code zoned_abs}: the file is cut into
 * consecutive zones (in percent of the file, or in bytes); a zone is drawn with its access
 * percentage, then a uniform block inside it. Each data direction has its own zones. A zone
 * that would hold no block gets the one block at its start. Allocates nothing per call.
 */
final class ZonedGenerator implements BlockGenerator {
    private final byte[][] zoneOfPercent = new byte[DataDirection.DATA_COUNT][];
    private final long[][] zoneStart = new long[DataDirection.DATA_COUNT][];
    private final long[][] zoneBlocks = new long[DataDirection.DATA_COUNT][];
    private final SplittableRandom rng;

    /**
     * @param blocks     blocks in the file, at least 1
     * @param blockBytes size of one block, for {@code zoned_abs} sizes
     * @param dist       the zoned distribution
     * @param rng        the random stream
     */
    ZonedGenerator(long blocks, long blockBytes, RandomDistribution dist, SplittableRandom rng) {
        this.rng = rng;
        boolean abs = dist.kind() == RandomDistribution.Kind.ZONED_ABS;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            List<RandomDistribution.Zone> zones = dist.zones(DataDirection.of(d));
            int n = zones.size();
            long[] start = new long[n];
            long[] count = new long[n];
            byte[] lookup = new byte[100];
            long at = 0;
            int pct = 0;
            for (int z = 0; z < n; z++) {
                RandomDistribution.Zone zone = zones.get(z);
                long size = abs ? zone.sizeBytes() / blockBytes : blocks * zone.rangePercent() / 100;
                start[z] = Math.min(at, blocks - 1);
                count[z] = Math.max(1, Math.min(size, blocks - start[z]));
                at += size;
                for (int p = 0; p < zone.accessPercent(); p++) {
                    lookup[pct++] = (byte) z;
                }
            }
            zoneOfPercent[d] = lookup;
            zoneStart[d] = start;
            zoneBlocks[d] = count;
        }
    }

    @Override
    public long next(int ddir) {
        int z = zoneOfPercent[ddir][rng.nextInt(100)] & 0xFF;
        return zoneStart[ddir][z] + rng.nextLong(zoneBlocks[ddir][z]);
    }
}
