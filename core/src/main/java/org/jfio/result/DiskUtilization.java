package org.jfio.result;

/**
 * Block-device activity during the run, from {@code /proc/diskstats} deltas (fio's
 * {@code Disk stats} lines and JSON {@code disk_util}).
 *
 * @param name        device name, e.g. {@code vda}
 * @param readIos     reads completed
 * @param writeIos    writes completed
 * @param readMerges  reads merged
 * @param writeMerges writes merged
 * @param readTicks   ms spent reading
 * @param writeTicks  ms spent writing
 * @param inQueue     weighted ms spent doing I/O
 * @param utilPercent share of the run time the device was busy, 0..100
 * @param aggregate   its component devices' activity for a device-mapper or md device
 *                    ({@link DiskAggregate#NONE} otherwise); the components are listed as
 *                    devices of their own after it
 */
public record DiskUtilization(
        String name,
        long readIos,
        long writeIos,
        long readMerges,
        long writeMerges,
        long readTicks,
        long writeTicks,
        long inQueue,
        double utilPercent,
        DiskAggregate aggregate) {

    /** A device without slaves. */
    public DiskUtilization(String name, long readIos, long writeIos, long readMerges, long writeMerges,
            long readTicks, long writeTicks, long inQueue, double utilPercent) {
        this(name, readIos, writeIos, readMerges, writeMerges, readTicks, writeTicks, inQueue, utilPercent,
                DiskAggregate.NONE);
    }
}
