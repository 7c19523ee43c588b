package org.jfio.job;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.DdirValues;
import org.jfio.spi.option.JobOption;
import org.jfio.spi.option.OptionDraft;
import org.jfio.spi.option.OptionRecord;

import static org.jfio.spi.option.OptionCategory.BLOCK_SIZE;
import static org.jfio.spi.option.OptionKind.BOOL;
import static org.jfio.spi.option.OptionKind.SIZE_PER_DDIR;
import static org.jfio.spi.option.OptionKind.SIZE_RANGE_PER_DDIR;
import static org.jfio.spi.option.OptionKind.STRING;

/**
 * Block sizes per data direction (fio's {@code bs}, {@code bsrange}, {@code bssplit},
 * {@code bs_unaligned}, {@code blockalign}); of {@code bs}, {@code bsrange} and {@code bssplit}
 * the last one written decides a direction's sizes. Immutable.
 *
 * @param minBytes    smallest block size per direction ({@code bs}, or the minimum of a range or split)
 * @param maxBytes    largest block size per direction
 * @param bssplit     per direction (read, write, trim), the weighted sizes of {@code bssplit}; empty lists when unset
 * @param bsUnaligned sizes of a range need not be multiples of the minimum ({@code bs_unaligned})
 * @param alignBytes  alignment of random offsets per direction, 0 = the minimum block size ({@code blockalign})
 */
public record BlockSizes(DdirValues minBytes, DdirValues maxBytes, List<List<BlockSizeSplit>> bssplit,
        boolean bsUnaligned, DdirValues alignBytes) {
    /** fio's default block size. */
    public static final long DEFAULT_BLOCK_SIZE_BYTES = 4096;
    private static final long INT_MAX = Integer.MAX_VALUE;
    private static final List<List<BlockSizeSplit>> NO_SPLIT = List.of(List.of(), List.of(), List.of());

    /** @throws JfioException when a size is out of range or a split adds up to more than 100% */
    public BlockSizes {
        bssplit = bssplit.isEmpty() ? NO_SPLIT : List.copyOf(bssplit);
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            long bs = minBytes.get(d);
            long maxBs = maxBytes.get(d);
            String dir = DataDirection.of(d).name().toLowerCase(Locale.ROOT);
            if (bs <= 0 || bs > Integer.MAX_VALUE || maxBs <= 0 || maxBs > Integer.MAX_VALUE) {
                throw new JfioException("bs=" + (bs == maxBs ? bs : bs + "-" + maxBs) + " for " + dir
                        + " is out of range (1 byte .. 2 GiB)");
            }
            if (bs > maxBs) {
                throw new JfioException("bsrange=" + bs + "-" + maxBs + " for " + dir
                        + ": the minimum is larger than the maximum");
            }
            Ranges.require("blockalign", alignBytes.get(d), 0, Integer.MAX_VALUE);
            int total = 0;
            for (BlockSizeSplit e : bssplit.get(d)) {
                total += e.percent();
            }
            if (total > 100) {
                throw new JfioException("bssplit percentages for " + dir + " add up to " + total + ", more than 100");
            }
        }
    }

    /** @return the smallest block size of a direction */
    public long minBytes(DataDirection ddir) {
        return minBytes.get(ddir);
    }

    /** @return the largest block size of a direction */
    public long maxBytes(DataDirection ddir) {
        return maxBytes.get(ddir);
    }

    /** @return a direction's {@code bssplit} entries (empty when unset) */
    public List<BlockSizeSplit> bssplit(DataDirection ddir) {
        return bssplit.get(ddir.ordinal());
    }

    /** @return a direction's {@code blockalign}, 0 when unset */
    public long alignBytes(DataDirection ddir) {
        return alignBytes.get(ddir);
    }

    static final OptionRecord<BlockSizes> SCHEMA = OptionRecord.of(MethodHandles.lookup(), BlockSizes.class, List.of(
            JobOption.declare("bs", SIZE_PER_DDIR, BLOCK_SIZE, Long.toString(DEFAULT_BLOCK_SIZE_BYTES),
                    "Block size unit, one for all or read,write,trim").alias("blocksize")
                    .range(1, INT_MAX).applier((d, v, c) -> {
                        long[] bs = (long[]) v;
                        for (int i = 0; i < DataDirection.DATA_COUNT; i++) {
                            if (bs[i] >= 0) {
                                setRange(d, i, bs[i], bs[i], List.of());
                            }
                        }
                    }).build(),
            JobOption.declare("bsrange", SIZE_RANGE_PER_DDIR, BLOCK_SIZE, "",
                    "Block size range, one for all or read,write,trim (sizes are multiples of the minimum)")
                    .alias("blocksize_range").range(1, INT_MAX).applier((d, v, c) -> {
                        long[] r = (long[]) v;
                        for (int i = 0; i < DataDirection.DATA_COUNT; i++) {
                            if (r[2 * i] >= 0) {
                                setRange(d, i, r[2 * i], r[2 * i + 1], List.of());
                            }
                        }
                    }).build(),
            JobOption.declare("bssplit", STRING, BLOCK_SIZE, "",
                    "Weighted block sizes, e.g. 4k/10:64k/50:32k/40; blank weights share the rest; read,write,trim lists")
                    .applier((d, v, c) -> {
                        List<List<BlockSizeSplit>> split = BssplitParser.parse("bssplit", (String) v, c.kbBase());
                        for (int i = 0; i < DataDirection.DATA_COUNT; i++) {
                            List<BlockSizeSplit> entries = split.get(i);
                            if (entries != null && !entries.isEmpty()) {
                                long min = Long.MAX_VALUE;
                                long max = 0;
                                for (BlockSizeSplit e : entries) {
                                    min = Math.min(min, e.sizeBytes());
                                    max = Math.max(max, e.sizeBytes());
                                }
                                setRange(d, i, min, max, entries);
                            }
                        }
                    }).build(),
            JobOption.declare("bs_unaligned", BOOL, BLOCK_SIZE, "0", "Block sizes of a range need not be multiples of the minimum")
                    .alias("blocksize_unaligned").sets(BlockSizes.class, "bsUnaligned").build(),
            JobOption.declare("ba", SIZE_PER_DDIR, BLOCK_SIZE, "",
                    "Alignment of random offsets (default: the minimum bs); turns the random map off").alias("blockalign")
                    .range(1, INT_MAX).sets(BlockSizes.class, "alignBytes").build()));

    /** One direction's sizes: the last of bs, bsrange and bssplit decides them. */
    private static void setRange(OptionDraft d, int ddir, long min, long max, List<BlockSizeSplit> split) {
        d.set(BlockSizes.class, "minBytes", d.get(BlockSizes.class, "minBytes", DdirValues.class).with(ddir, min));
        d.set(BlockSizes.class, "maxBytes", d.get(BlockSizes.class, "maxBytes", DdirValues.class).with(ddir, max));
        @SuppressWarnings("unchecked")
        List<List<BlockSizeSplit>> current = d.get(BlockSizes.class, "bssplit", List.class);
        List<List<BlockSizeSplit>> next = new ArrayList<>(current.isEmpty() ? NO_SPLIT : current);
        next.set(ddir, List.copyOf(split));
        d.set(BlockSizes.class, "bssplit", List.copyOf(next));
    }
}
