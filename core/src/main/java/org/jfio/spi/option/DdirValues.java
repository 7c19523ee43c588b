package org.jfio.spi.option;

import org.jfio.spi.DataDirection;

/**
 * One number per data direction (fio's per-ddir options: {@code bs=4k,64k}, {@code rate=,1m},
 * {@code percentage_random=80,20}). Immutable.
 *
 * @param read  the value for reads
 * @param write the value for writes
 * @param trim  the value for trims
 */
public record DdirValues(long read, long write, long trim) {
    /** Zero for every direction. */
    public static final DdirValues ZERO = new DdirValues(0, 0, 0);

    /**
     * @return true when every direction's value is 0 (as {@code equals(ZERO)}, without the record's
     *         generated {@code equals}, whose first call bootstraps 20-30 ms of method handles at start-up)
     */
    public boolean isZero() {
        return read == 0 && write == 0 && trim == 0;
    }

    /**
     * @param ddir a data direction ({@link DataDirection#READ}, {@link DataDirection#WRITE} or
     *             {@link DataDirection#TRIM})
     * @return its value
     * @throws IllegalArgumentException for a direction that carries no data (sync)
     */
    public long get(DataDirection ddir) {
        return switch (ddir) {
            case READ -> read;
            case WRITE -> write;
            case TRIM -> trim;
            default -> throw new IllegalArgumentException("no per-ddir value for " + ddir);
        };
    }

    /** @return the value of the direction with index {@code d} (0 read, 1 write, 2 trim) */
    public long get(int d) {
        return switch (d) {
            case 0 -> read;
            case 1 -> write;
            case 2 -> trim;
            default -> throw new IllegalArgumentException("no per-ddir value for index " + d);
        };
    }

    /** @return a copy with {@code value} for the direction with index {@code d} */
    public DdirValues with(int d, long value) {
        return switch (d) {
            case 0 -> new DdirValues(value, write, trim);
            case 1 -> new DdirValues(read, value, trim);
            case 2 -> new DdirValues(read, write, value);
            default -> throw new IllegalArgumentException("no per-ddir value for index " + d);
        };
    }

    /**
     * @param partial a parsed per-ddir list: one entry per direction, -1 where the list left the
     *                direction out ({@code rate=,1m})
     * @return this with the given entries replaced
     */
    public DdirValues merge(long[] partial) {
        DdirValues out = this;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (partial[d] >= 0) {
                out = out.with(d, partial[d]);
            }
        }
        return out;
    }

    /** @return true when any direction's value is positive */
    public boolean anyPositive() {
        return read > 0 || write > 0 || trim > 0;
    }
}
