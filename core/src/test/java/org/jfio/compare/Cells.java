package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;

import org.HdrHistogram.Histogram;
import org.jfio.result.DiskUtilization;
import org.jfio.result.LatencyStats;

/** Synthetic cells for the rule tests: runs of one second with chosen figures. */
final class Cells {
    /** A device target: vda, not rotational, nr_requests=256, 4 hardware queues, direct=1. */
    static final TargetFacts DISK = new TargetFacts("/data/f", "ext4", "", "vda", 0, "none", 256, 4, true);

    private Cells() {
    }

    /** One run's figures; every I/O takes {@link #p50Us}, so every percentile is that value. */
    static final class Run {
        double iops = 10_000;
        int depth = 1;
        int effectiveDepth = 1;
        int numjobs = 1;
        double p50Us = 100;
        double utilPercent = 50;
        double aqu = 1;
        long merges;
        double threadCpuPercent = 20;
        long deviceReads = -1;
        boolean disk = true;

        Run iops(double v) {
            iops = v;
            return this;
        }

        Run depth(int asked, int effective) {
            depth = asked;
            effectiveDepth = effective;
            return this;
        }

        Run numjobs(int v) {
            numjobs = v;
            return this;
        }

        Run p50(double us) {
            p50Us = us;
            return this;
        }

        Run util(double percent) {
            utilPercent = percent;
            return this;
        }

        Run aqu(double v) {
            aqu = v;
            return this;
        }

        Run merges(long v) {
            merges = v;
            return this;
        }

        Run threadCpu(double percent) {
            threadCpuPercent = percent;
            return this;
        }

        Run deviceReads(long v) {
            deviceReads = v;
            return this;
        }

        Run noDisk() {
            disk = false;
            return this;
        }

        RunSample sample() {
            long ios = Math.round(iops);
            Histogram h = new Histogram(3);
            h.setAutoResize(true);
            long ns = Math.round(p50Us * 1000);
            h.recordValueWithCount(ns, Math.max(1, ios));
            LatencyStats clat = new LatencyStats(Math.max(1, ios), ns, ns, ns, 0, h);
            long reads = deviceReads < 0 ? ios : deviceReads;
            DiskUtilization d = disk ? new DiskUtilization("vda", reads, 0, merges, 0, reads / 20, 0,
                    Math.round(aqu * 1000), utilPercent) : null;
            return new RunSample(ios, ios, iops, iops * 4096, clat, clat, Math.round(threadCpuPercent * 1e7), ios / 2,
                    threadCpuPercent, 1000, depth, effectiveDepth, numjobs, d);
        }
    }

    static Run run() {
        return new Run();
    }

    /** @return a cell of an engine at a sweep value with these runs */
    static CellResult cell(String engine, String value, boolean sync, Run... runs) {
        List<RunSample> samples = new ArrayList<>();
        for (Run r : runs) {
            samples.add(r.sample());
        }
        return new CellResult(new CellPlan(engine, value, sync, null, ""), samples, "");
    }

    static CellResult sync(String engine, Run... runs) {
        return cell(engine, "", true, runs);
    }

    static CellResult async(String engine, Run... runs) {
        return cell(engine, "", false, runs);
    }
}
