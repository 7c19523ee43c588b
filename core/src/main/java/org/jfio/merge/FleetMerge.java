package org.jfio.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.result.CpuUsage;
import org.jfio.result.DepthDistribution;
import org.jfio.result.DirectionResult;
import org.jfio.result.GroupResult;
import org.jfio.result.JobResult;
import org.jfio.result.LatencyStats;
import org.jfio.result.PrioLatency;
import org.jfio.result.RunResult;
import org.jfio.result.SampleStats;
import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * Merges the results of the ranks of one run (the same job file run on many hosts) into one
 * all-hosts run, exactly where the data allows: per job and direction, the ranks' HdrHistograms
 * are added (percentiles of the union of every I/O, not an average of percentiles), min/max/mean
 * and deviation combined exactly, the bw/IOPS sample statistics summed as fio's group reporting
 * sums concurrent jobs. IOPS and bandwidth are the sum of the ranks' rates over the same window:
 * the common window ({@link CommonWindow}: the instants every overlapping rank was measuring),
 * each rank's per-interval counts taken in proportion to their overlap with it; the I/O counts
 * stay every I/O's (those of the histograms) and the runtime is the time they take at that rate
 * ({@link MergedFleet#result()}). A rank whose window did not
 * overlap the others' is left out of the all-hosts figures and flagged. Stateless.
 */
public final class FleetMerge {
    private FleetMerge() {
    }

    /**
     * @param results the ranks' results (at least one), all of the same jobs
     * @return the merged run and the per-rank rows
     * @throws JfioException one line when the results are not of the same jobs, or a rank is given twice
     */
    public static MergedFleet merge(List<SavedResult> results) {
        if (results.isEmpty()) {
            throw new JfioException("merge: no result given");
        }
        List<SavedResult> rs = sorted(results);
        SavedResult first = rs.get(0);
        int jobs = first.jobs().size();
        for (SavedResult r : rs) {
            requireSameJobs(first, r);
        }
        int n = rs.size();
        CommonWindow[] windows = new CommonWindow[jobs];
        boolean[] overlapping = new boolean[n];
        Arrays.fill(overlapping, true);
        for (int k = 0; k < jobs; k++) {
            long[] starts = new long[n];
            long[] ends = new long[n];
            for (int h = 0; h < n; h++) {
                SavedJob j = rs.get(h).jobs().get(k);
                starts[h] = j.windowStartMs();
                ends[h] = j.endMs();
            }
            windows[k] = CommonWindow.of(starts, ends);
            for (int h = 0; h < n; h++) {
                overlapping[h] &= windows[k].overlapping()[h];
            }
        }
        List<JobResult> merged = new ArrayList<>();
        for (int k = 0; k < jobs; k++) {
            merged.add(job(rs, k, windows[k], overlapping));
        }
        Map<Integer, List<JobResult>> groups = new LinkedHashMap<>();
        for (JobResult j : merged) {
            groups.computeIfAbsent(j.groupId(), g -> new ArrayList<>()).add(j);
        }
        List<GroupResult> gr = new ArrayList<>();
        for (Map.Entry<Integer, List<JobResult>> e : groups.entrySet()) {
            gr.add(new GroupResult(e.getKey(), List.copyOf(e.getValue()), List.copyOf(e.getValue())));
        }
        List<JobSpec> specs = new ArrayList<>();
        for (JobResult j : merged) {
            specs.add(j.spec());
        }
        long start = Long.MAX_VALUE;
        for (SavedResult r : rs) {
            start = Math.min(start, r.jobs().get(0).startMs());
        }
        RunResult run = new RunResult(JobPlan.of(specs, first.globals()), first.version(), start, List.copyOf(gr),
                List.of(), false);
        return new MergedFleet(run, HostRows.of(rs, windows, overlapping), windows[0].fromMs(), windows[0].toMs(),
                HostRows.startSpreadMs(rs, overlapping));
    }

    private static List<SavedResult> sorted(List<SavedResult> results) {
        List<SavedResult> rs = new ArrayList<>(results);
        rs.sort(Comparator.comparingInt(r -> r.rank() < 0 ? Integer.MAX_VALUE : r.rank()));
        for (int i = 1; i < rs.size(); i++) {
            if (rs.get(i).rank() >= 0 && rs.get(i).rank() == rs.get(i - 1).rank()) {
                throw new JfioException("merge: rank " + rs.get(i).rank() + " is given twice (" + rs.get(i - 1).label()
                        + " and " + rs.get(i).label() + ")");
            }
        }
        Map<String, SavedResult> unranked = new LinkedHashMap<>();
        for (SavedResult r : rs) {
            SavedResult before = r.rank() < 0 ? unranked.putIfAbsent(r.hostname(), r) : null;
            if (before != null) {
                throw new JfioException("merge: " + before.label() + " and " + r.label() + " are both of host "
                        + r.hostname() + " without a rank: the same result twice would count its I/Os twice; to merge"
                        + " several jfio processes of one host, run each with --rank=I/N");
            }
        }
        return rs;
    }

    private static void requireSameJobs(SavedResult first, SavedResult r) {
        List<String> a = names(first);
        List<String> b = names(r);
        if (!a.equals(b)) {
            throw new JfioException("merge: " + r.label() + " has jobs " + b + ", " + first.label() + " has " + a
                    + ": merge the results of one job file run on many hosts");
        }
    }

    private static List<String> names(SavedResult r) {
        List<String> out = new ArrayList<>();
        for (SavedJob j : r.jobs()) {
            out.add(j.name());
        }
        return out;
    }

    /** @return job k of every overlapping rank, merged */
    private static JobResult job(List<SavedResult> rs, int k, CommonWindow w, boolean[] overlapping) {
        SavedJob first = rs.get(0).jobs().get(k);
        boolean split = false;
        for (SavedResult r : rs) {
            for (SavedDirection d : r.jobs().get(k).directions()) {
                split |= !d.key().equals("mixed");
            }
        }
        DirectionResult[] dirs = new DirectionResult[DataDirection.DATA_COUNT + 1];
        for (int d = 0; d < dirs.length; d++) {
            dirs[d] = DirectionResult.empty(DataDirection.of(d));
        }
        int error = 0;
        int count = 0;
        long runtimeMs = 0;
        long end = 0;
        CpuUsage cpu = CpuUsage.ZERO;
        DepthDistribution depths = DepthDistribution.empty();
        double[] windowIos = new double[dirs.length];
        for (int h = 0; h < rs.size(); h++) {
            if (!overlapping[h]) {
                continue;
            }
            SavedJob j = rs.get(h).jobs().get(k);
            count++;
            error = error != 0 ? error : j.error();
            runtimeMs += j.runtimeMs();
            end = Math.max(end, j.endMs());
            cpu = cpu.plus(j.cpu());
            depths = depths.plus(j.depths());
            for (SavedDirection d : j.directions()) {
                if (split && d.key().equals("mixed")) {
                    continue; // unified_rw_reporting=both: the split directions hold the same I/Os
                }
                int dd = ddir(d.key()).ordinal();
                dirs[dd] = add(dirs[dd], d);
                windowIos[dd] += d.within(j.startMs(), j.rampMs(), w.fromMs(), w.toMs())[0];
            }
        }
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            dirs[d] = atWindowRate(dirs[d], windowIos[d], w.lengthMs());
        }
        dirs[DataDirection.SYNC.ordinal()] = syncs(rs, k, overlapping);
        JobSpec spec = spec(rs.get(0), first);
        return new JobResult(spec, first.groupId(), count, 0, error, error == 0 ? "" : "error " + error + " on a rank",
                end, runtimeMs, List.of(dirs), cpu, depths, 0, List.of());
    }

    /** @return the fsync/fdatasync latencies of job k of every overlapping rank, their histograms added */
    private static DirectionResult syncs(List<SavedResult> rs, int k, boolean[] overlapping) {
        LatencyStats lat = LatencyStats.EMPTY;
        for (int h = 0; h < rs.size(); h++) {
            if (overlapping[h]) {
                lat = lat.merge(rs.get(h).jobs().get(k).sync());
            }
        }
        DirectionResult empty = DirectionResult.empty(DataDirection.SYNC);
        return lat.count() == 0 ? empty : new DirectionResult(DataDirection.SYNC, lat.count(), 0, 0, 0, 0,
                LatencyStats.EMPTY, LatencyStats.EMPTY, lat, SampleStats.EMPTY, SampleStats.EMPTY, LatencyStats.EMPTY);
    }

    private static DataDirection ddir(String key) {
        return switch (key) {
            case "write" -> DataDirection.WRITE;
            case "trim" -> DataDirection.TRIM;
            default -> DataDirection.READ; // read, and mixed (the report folds it back under unified_rw_reporting)
        };
    }

    /**
     * @return {@code sum} with one rank's direction added: every I/O of its measured window; the
     *         per-priority latencies added by priority as group reporting adds them
     *         ({@link PrioLatency#addTo}: histograms added, priorities in the order first seen)
     */
    static DirectionResult add(DirectionResult sum, SavedDirection d) {
        List<PrioLatency> prios = new ArrayList<>(sum.prios());
        for (PrioLatency p : d.prios()) {
            PrioLatency.addTo(prios, p.ioprio(), p.latency());
        }
        return new DirectionResult(sum.ddir(), sum.ios() + d.ios(), 0, 0, sum.bytes() + d.bytes(), 0,
                sum.slat().merge(d.slat()), sum.clat().merge(d.clat()), sum.lat().merge(d.lat()),
                sum.bwKiBps().sum(d.bwKiBps()), sum.iopsSamples().sum(d.iops()), LatencyStats.EMPTY, prios);
    }

    /**
     * @param windowIos the ranks' I/Os inside the common window
     * @param windowMs  the window's length
     * @return {@code r} with the runtime at which its I/Os give the ranks' summed rate over the
     *         window ({@code ios / runtime = windowIos / windowMs}), so IOPS and bandwidth are that
     *         rate while the I/O counts stay those of the histograms (the latency tables are
     *         shares of them)
     */
    static DirectionResult atWindowRate(DirectionResult r, double windowIos, long windowMs) {
        if (r.ios() == 0) {
            return r;
        }
        long runtimeMs = windowIos > 0 ? Math.max(1, Math.round(r.ios() * (double) windowMs / windowIos)) : windowMs;
        return new DirectionResult(r.ddir(), r.ios(), r.shortIos(), r.dropIos(), r.bytes(), runtimeMs, r.slat(), r.clat(),
                r.lat(), r.bwKiBps(), r.iopsSamples(), r.scheduledLat(), r.prios());
    }

    /**
     * @return the merged job's description: the first rank's job options (and the run's globals)
     *         applied to a fresh job, each one this machine does not know (an engine not
     *         installed here) left out; only the report reads it
     */
    private static JobSpec spec(SavedResult r, SavedJob j) {
        JobSpec.Builder b = JobSpec.builder(j.name());
        for (Map<String, String> opts : List.of(r.globals(), j.options())) {
            for (Map.Entry<String, String> e : opts.entrySet()) {
                if (e.getKey().equals("name")) {
                    continue;
                }
                try {
                    b.record(e.getKey(), e.getValue().isEmpty() ? null : e.getValue());
                } catch (JfioException | IllegalArgumentException ignored) {
                    // an option of an engine this machine lacks: the report does not need it
                }
            }
        }
        try {
            return b.build();
        } catch (JfioException e) {
            return JobSpec.builder(j.name()).build();
        }
    }

    /** @return the union of the histograms (null when none has samples) */
    static Histogram union(List<LatencyStats> stats) {
        LatencyStats all = LatencyStats.EMPTY;
        for (LatencyStats s : stats) {
            all = all.merge(s);
        }
        return all.histogram();
    }
}
