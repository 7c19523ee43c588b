package org.jfio.compare;

import java.util.List;

import org.jfio.result.DirectionResult;
import org.jfio.result.DiskUtilization;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

/**
 * What one run of one cell measured, summed over every job clone and data direction (reads,
 * writes and trims; fsyncs are left out), with the first block device's {@code /proc/diskstats}
 * deltas. Immutable and thread-safe.
 *
 * @param ios             data I/Os completed (issued and finished by jfio)
 * @param readIos         of them, reads
 * @param iops            I/Os per second: the sum over clones and directions of ios / runtime
 * @param bwBytesPerSec   bytes per second, summed as {@code iops}
 * @param clat            completion latency of every data I/O, merged exactly (ns)
 * @param lat             total latency (submission plus completion) of every data I/O, merged
 *                        exactly (ns): what compares across engines, as an asynchronous engine's
 *                        completion latency starts only when its submit call has returned
 * @param cpuNs           user plus system CPU time of the job threads, ns
 * @param contextSwitches voluntary plus involuntary context switches of the job threads
 * @param maxThreadCpuPercent the busiest job thread's CPU time as a share of its runtime, 0..100
 * @param runtimeMs       the longest clone runtime, ms
 * @param iodepth         the first job's {@code iodepth} as set
 * @param effectiveIodepth the depth the first job really kept (1 for a synchronous engine)
 * @param numjobs         clones of the first job
 * @param disk            the first device's activity, or null when the files are on no block
 *                        device (tmpfs) or the device's statistics could not be read
 */
public record RunSample(long ios, long readIos, double iops, double bwBytesPerSec, LatencyStats clat, LatencyStats lat,
        long cpuNs,
        long contextSwitches, double maxThreadCpuPercent, long runtimeMs, int iodepth, int effectiveIodepth,
        int numjobs, DiskUtilization disk) {

    /**
     * @param r a run's result
     * @return its figures
     */
    public static RunSample of(RunResult r) {
        long ios = 0;
        long reads = 0;
        double iops = 0;
        double bw = 0;
        LatencyStats clat = LatencyStats.EMPTY;
        LatencyStats lat = LatencyStats.EMPTY;
        long cpu = 0;
        long ctx = 0;
        double maxCpu = 0;
        long runtime = 0;
        JobResult first = null;
        for (GroupResult g : r.groups()) {
            for (JobResult j : g.jobs()) {
                first = first == null ? j : first;
                for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
                    DirectionResult dr = j.directions().get(d);
                    ios += dr.ios();
                    reads += d == DataDirection.READ.ordinal() ? dr.ios() : 0;
                    iops += dr.iops();
                    bw += dr.bwBytesPerSec();
                    clat = clat.merge(dr.clat());
                    lat = lat.merge(dr.lat());
                }
                long jobCpu = j.cpu().userNs() + j.cpu().systemNs();
                cpu += jobCpu;
                ctx += j.cpu().contextSwitches();
                maxCpu = Math.max(maxCpu, j.runtimeMs() == 0 ? 0 : jobCpu / 1e4 / j.runtimeMs());
                runtime = Math.max(runtime, j.runtimeMs());
            }
        }
        List<DiskUtilization> disks = r.disks();
        return new RunSample(ios, reads, iops, bw, clat, lat, cpu, ctx, maxCpu, runtime,
                first == null ? 0 : first.spec().depth().iodepth(), first == null ? 0 : first.effectiveIodepth(),
                first == null ? 0 : first.spec().numjobs(), disks.isEmpty() ? null : disks.get(0));
    }

    /** @return CPU time per I/O in µs, 0 without I/O */
    public double cpuUsPerIo() {
        return ios == 0 ? 0 : cpuNs / 1e3 / ios;
    }

    /** @return context switches per I/O, 0 without I/O */
    public double contextSwitchesPerIo() {
        return ios == 0 ? 0 : (double) contextSwitches / ios;
    }

    /** @return I/Os the device completed (reads plus writes), -1 without a device */
    public long deviceIos() {
        return disk == null ? -1 : disk.readIos() + disk.writeIos();
    }

    /** @return reads the device completed, -1 without a device */
    public long deviceReads() {
        return disk == null ? -1 : disk.readIos();
    }

    /** @return requests the device merged into others (reads plus writes), -1 without a device */
    public long deviceMerges() {
        return disk == null ? -1 : disk.readMerges() + disk.writeMerges();
    }

    /** @return the device's utilization in percent, -1 without a device */
    public double utilPercent() {
        return disk == null ? -1 : disk.utilPercent();
    }

    /** @return the average number of requests in the device's queue ({@code in_queue} ms per ms of runtime), -1 without a device */
    public double avgQueueSize() {
        return disk == null || runtimeMs == 0 ? -1 : (double) disk.inQueue() / runtimeMs;
    }

    /** @return the device's average time per request in ms (read and write ticks per I/O), -1 without a device or I/O */
    public double awaitMs() {
        long n = deviceIos();
        return n <= 0 ? -1 : (double) (disk.readTicks() + disk.writeTicks()) / n;
    }

    /** @return device I/Os per I/O issued by jfio, -1 without a device or I/O */
    public double deviceIosPerIssued() {
        return disk == null || ios == 0 ? -1 : (double) deviceIos() / ios;
    }

    /** @return completion latency percentile in µs, 0 without samples */
    public double clatUs(double percentile) {
        return clat.count() == 0 ? 0 : clat.percentileNs(percentile) / 1e3;
    }

    /** @return total latency percentile in µs, 0 without samples */
    public double latUs(double percentile) {
        return lat.count() == 0 ? 0 : lat.percentileNs(percentile) / 1e3;
    }
}
