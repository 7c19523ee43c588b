package org.jfio.spi;

/**
 * The direction of one I/O, as fio names them ("ddir"). The ordinal is stable and is used to
 * index per-direction arrays: {@code READ=0, WRITE=1, TRIM=2} as in fio's {@code enum fio_ddir},
 * then the two sync kinds, which fio reports together as its {@code sync} statistics.
 */
public enum DataDirection {
    /** A data read. */
    READ,
    /** A data write. */
    WRITE,
    /** A discard of a range. */
    TRIM,
    /** {@code fsync(2)} of a file: a sync operation, never counted as data IOPS. */
    SYNC,
    /** {@code fdatasync(2)} of a file: a sync operation, never counted as data IOPS. */
    DATASYNC;

    /** Number of data directions (read, write, trim): the length of per-ddir arrays. */
    public static final int DATA_COUNT = 3;

    private static final DataDirection[] VALUES = values();

    /** @return the direction with this ordinal, without allocating */
    public static DataDirection of(int ordinal) {
        return VALUES[ordinal];
    }

    /** @return true for READ, WRITE and TRIM: the directions that move data */
    public boolean isData() {
        return ordinal() < DATA_COUNT;
    }

    /** @return true for SYNC and DATASYNC */
    public boolean isSync() {
        return this == SYNC || this == DATASYNC;
    }
}
