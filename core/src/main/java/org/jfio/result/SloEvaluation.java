package org.jfio.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfio.job.SloGate;
import org.jfio.spi.DataDirection;

/**
 * Judges the SLO gates of a run (jfio's {@code slo=} / {@code --slo=}): every reported job, or
 * group under {@code group_reporting}, against the gates of its jobs. Latencies are read from the
 * exact HdrHistograms ({@link LatencyStats#percentileNs}); a gate without a direction reads every
 * data direction together (latencies merged, IOPS and bandwidth summed); {@code util} is the
 * busiest device's; {@code ss.attained} is fio's steady-state verdict. Stateless.
 */
public final class SloEvaluation {
    private SloEvaluation() {
    }

    /** @return one verdict per gate and reported job, in report order; empty when no job has gates */
    public static List<SloVerdict> evaluate(RunResult run) {
        if (!anyGates(run)) {
            // the common case, and the maps below hash whole job specs: the first hash of each of
            // their records bootstraps its hashCode (about 25 records, tens of ms at start-up)
            return List.of();
        }
        Map<org.jfio.job.JobSpec, Integer> clonesOf = new java.util.HashMap<>();
        for (GroupResult g : run.groups()) {
            for (JobResult j : g.reported()) {
                clonesOf.merge(j.spec(), 1, Integer::sum);
            }
        }
        List<SloVerdict> out = new ArrayList<>();
        Map<org.jfio.job.JobSpec, Integer> seen = new java.util.HashMap<>();
        for (GroupResult g : run.groups()) {
            boolean merged = g.reported().size() == 1 && g.reported().get(0).jobs() > 1;
            for (JobResult j : g.reported()) {
                int clone = clonesOf.get(j.spec()) > 1 ? seen.merge(j.spec(), 1, Integer::sum) : 0;
                for (SloGate gate : gates(merged ? g.jobs() : List.of(j))) {
                    out.add(judge(run, j, clone, gate));
                }
            }
        }
        return List.copyOf(out);
    }

    /** @return true when every verdict passed (also when there are none) */
    public static boolean allPassed(List<SloVerdict> verdicts) {
        for (SloVerdict v : verdicts) {
            if (!v.passed()) {
                return false;
            }
        }
        return true;
    }

    /** @return true when the verdicts are of several jobs or clones, so each line must name its own */
    public static boolean severalJobs(List<SloVerdict> verdicts) {
        return verdicts.stream().map(SloVerdict::label).distinct().count() > 1;
    }

    /** @return the distinct gates of these jobs, in order */
    private static boolean anyGates(RunResult run) {
        for (GroupResult g : run.groups()) {
            for (List<JobResult> list : List.of(g.jobs(), g.reported())) {
                for (JobResult j : list) {
                    if (!j.spec().goals().slo().isEmpty()) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static List<SloGate> gates(List<JobResult> jobs) {
        Map<String, SloGate> byText = new LinkedHashMap<>();
        for (JobResult j : jobs) {
            for (SloGate gate : j.spec().goals().slo()) {
                byText.putIfAbsent(gate.text(), gate);
            }
        }
        return List.copyOf(byText.values());
    }

    private static SloVerdict judge(RunResult run, JobResult j, int clone, SloGate gate) {
        double value;
        boolean measured = true;
        switch (gate.metric()) {
            case SLAT, CLAT, LAT -> {
                LatencyStats s = latency(j, gate);
                measured = s.count() > 0;
                value = !measured ? 0 : switch (gate.stat()) {
                    case PERCENTILE -> s.percentileNs(gate.percentile());
                    case MEAN -> s.meanNs();
                    case MIN -> s.minNs();
                    default -> s.maxNs();
                };
            }
            case IOPS -> value = sum(j, gate, true);
            case BW -> value = sum(j, gate, false);
            case UTIL -> {
                measured = !run.disks().isEmpty();
                double max = 0;
                for (DiskUtilization d : run.disks()) {
                    max = Math.max(max, d.utilPercent());
                }
                value = max;
            }
            default -> value = j.steadyState().attained() ? 1 : 0;
        }
        boolean passed = measured && gate.operator().holds(value, gate.threshold());
        return new SloVerdict(j.name(), clone, j.groupId(), gate, measured, value, passed);
    }

    private static LatencyStats latency(JobResult j, SloGate gate) {
        LatencyStats out = LatencyStats.EMPTY;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (gate.ddir() == null || gate.ddir().ordinal() == d) {
                DirectionResult r = j.direction(DataDirection.of(d));
                LatencyStats s = switch (gate.metric()) {
                    case SLAT -> r.slat();
                    case CLAT -> r.clat();
                    default -> r.lat();
                };
                out = out.count() == 0 ? s : s.count() == 0 ? out : out.merge(s);
            }
        }
        return out;
    }

    private static double sum(JobResult j, SloGate gate, boolean iops) {
        double v = 0;
        for (int d = 0; d < DataDirection.DATA_COUNT; d++) {
            if (gate.ddir() == null || gate.ddir().ordinal() == d) {
                DirectionResult r = j.direction(DataDirection.of(d));
                v += iops ? r.iops() : r.bwBytesPerSec();
            }
        }
        return v;
    }
}
