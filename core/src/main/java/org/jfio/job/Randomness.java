package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.RANDOM;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.ENUM;
import static org.jfio.spi.option.OptionKind.INT;
import static org.jfio.spi.option.OptionKind.INT_PER_DDIR;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Random offsets and seeds (fio's {@code randrepeat}, {@code randseed}, {@code norandommap},
 * {@code random_distribution}, {@code random_generator}, {@code percentage_random}). Immutable.
 *
 * @param randrepeat       the same random sequence on every run
 * @param randseed         seed of the random generators
 * @param norandommap      do not track blocks done (offsets may repeat)
 * @param distribution     distribution of random offsets
 * @param generator        source of random offsets
 * @param percentageRandom per direction, percent of a random job's offsets that are random (0..100)
 */
public record Randomness(boolean randrepeat, long randseed, boolean norandommap, RandomDistribution distribution,
        RandomGeneratorType generator, DdirValues percentageRandom) {
    /** fio's default seed. */
    public static final long DEFAULT_RANDSEED = 0x89;

    /** @throws JfioException when a percentage is out of range */
    public Randomness {
        distribution = distribution == null ? RandomDistribution.RANDOM : distribution;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            Ranges.require("percentage_random", percentageRandom.get(d), 0, 100);
        }
    }

    /** @return a direction's {@code percentage_random} */
    public int percentageRandom(DataDirection ddir) {
        return (int) percentageRandom.get(ddir);
    }

    static final OptionRecord<Randomness> SCHEMA = OptionRecord.of(MethodHandles.lookup(), Randomness.class, List.of(
            JobOption.declare("randrepeat", BOOL, RANDOM, "1", "Same random sequence on every run")
                    .sets(Randomness.class, "randrepeat").build(),
            JobOption.declare("allrandrepeat", BOOL, RANDOM, "0",
                    "Make every random choice repeatable; jfio draws all of them from the one randseed stream, so 1 sets randrepeat=1")
                    .applier((d, v, c) -> {
                        if ((Boolean) v) {
                            d.set(Randomness.class, "randrepeat", true);
                        }
                    }).build(),
            JobOption.declare("randseed", INT, RANDOM, "0x" + Long.toHexString(DEFAULT_RANDSEED), "Seed of the random generators")
                    .sets(Randomness.class, "randseed").build(),
            JobOption.declare("norandommap", BOOL, RANDOM, "0", "Do not track blocks done, so random offsets may repeat")
                    .sets(Randomness.class, "norandommap").build(),
            JobOption.declare("random_distribution", STRING, RANDOM, "random",
                    "random | zipf:theta[:center] | pareto:h[:center] | normal:dev%[:center] | zoned:a/r%:... | zoned_abs:a/size:...")
                    .applier((d, v, c) -> d.set(Randomness.class, "distribution",
                            RandomDistribution.parse("random_distribution", (String) v, c.kbBase()))).build(),
            JobOption.declare("random_generator", ENUM, RANDOM, "tausworthe", "Source of random offsets")
                    .allowed("tausworthe", "Fast general-purpose generator")
                    .allowed("lfsr", "Every block exactly once per pass, no random map")
                    .allowed("tausworthe64", "64-bit generator for very large files")
                    .applier((d, v, c) -> d.set(Randomness.class, "generator", RandomGeneratorType.parse((String) v)))
                    .build(),
            JobOption.declare("percentage_random", INT_PER_DDIR, RANDOM, "100",
                    "Percent of a random job's offsets that are random (the rest sequential), per ddir")
                    .range(0, 100).sets(Randomness.class, "percentageRandom").build()));
}
