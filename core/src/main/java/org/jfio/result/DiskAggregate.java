package org.jfio.result;

/**
 * What the component devices ("slaves") of a device-mapper or md device did during the run,
 * as fio 3.33 reports it next to the parent ({@code aggrios=...} in the normal output,
 * {@code aggr_*} in JSON, {@code ;slaves;...} in terse): counts and times are per-slave
 * averages (the sum over slaves divided by their number, integer division as fio), the
 * utilization is the busiest slave's.
 *
 * @param slaves      number of component devices (0: not a dm/md device, nothing to print)
 * @param readIos     reads completed, per slave
 * @param writeIos    writes completed, per slave
 * @param readMerges  reads merged, per slave
 * @param writeMerges writes merged, per slave
 * @param readTicks   ms spent reading, per slave
 * @param writeTicks  ms spent writing, per slave
 * @param inQueue     weighted ms doing I/O, per slave
 * @param utilPercent the highest utilization of any slave, 0..100
 */
public record DiskAggregate(int slaves, long readIos, long writeIos, long readMerges, long writeMerges,
        long readTicks, long writeTicks, long inQueue, double utilPercent) {
    /** No slaves. */
    public static final DiskAggregate NONE = new DiskAggregate(0, 0, 0, 0, 0, 0, 0, 0, 0.0);

    /** @return true when the device has slaves (fio prints the aggregate) */
    public boolean present() {
        return slaves > 0;
    }
}
