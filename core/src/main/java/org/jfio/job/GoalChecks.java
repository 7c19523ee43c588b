package org.jfio.job;

import java.util.List;

import org.jfio.spi.DataDirection;
import org.jfio.spi.JfioException;

/**
 * The plan-wide rules of {@link Goals}, checked before anything is written: steady-state options
 * are the same for every job of a reporting group (fio 3.33: "steadystate options must be
 * consistent within reporting groups"), {@code ss_interval} is the same for every job (newer
 * fio's rule), and each SLO gate can be judged on its job (a read gate on a job that reads, a
 * steady-state gate on a job with {@code ss_dur}). Stateless.
 */
final class GoalChecks {
    private GoalChecks() {
    }

    /**
     * The rules that need the jobs' engines: {@code util} needs a device (not a diskless engine),
     * {@code slat} an engine that measures submission latency (fio's sync engines have none).
     *
     * @throws JfioException naming the job, the gate and the reason
     */
    static void checkEngines(JobPlan plan, JobEngines engines) {
        for (int j = 0; j < plan.jobs().size(); j++) {
            JobSpec job = plan.jobs().get(j);
            java.util.Set<org.jfio.spi.EngineCapability> caps = engines.require(j).capabilities();
            for (SloGate gate : job.goals().slo()) {
                if (gate.metric() == SloGate.Metric.UTIL && caps.contains(org.jfio.spi.EngineCapability.DISKLESS)) {
                    throw new JfioException(job.name() + ": slo=" + gate.text() + ": ioengine=" + job.ioengine()
                            + " touches no device, so there is no utilization to judge");
                }
                if (gate.metric() == SloGate.Metric.SLAT && (caps.contains(org.jfio.spi.EngineCapability.SYNC)
                        || caps.contains(org.jfio.spi.EngineCapability.NO_SLAT))) {
                    throw new JfioException(job.name() + ": slo=" + gate.text() + ": ioengine=" + job.ioengine()
                            + " measures no submission latency (slat; fio's synchronous engines have none): use clat or lat");
                }
            }
        }
    }

    /** @throws JfioException naming the job and the rule broken */
    static void check(JobPlan plan) {
        List<JobSpec> jobs = plan.jobs();
        for (int j = 0; j < jobs.size(); j++) {
            JobSpec job = jobs.get(j);
            Goals g = job.goals();
            if (g.ssIntervalNs() != jobs.get(0).goals().ssIntervalNs()) {
                throw new JfioException(job.name() + ": ss_interval must be the same for every job (it is "
                        + g.ssIntervalNs() / 1_000_000 + " ms here, " + jobs.get(0).goals().ssIntervalNs() / 1_000_000
                        + " ms in job " + jobs.get(0).name() + ")");
            }
            for (int k : plan.jobsOfGroup(plan.groupId(j))) {
                if (k == j) {
                    continue; // the same job: and no record equals (its first call costs 20-30 ms at start-up)
                }
                Goals o = jobs.get(k).goals();
                if (o.ssDurationNs() != g.ssDurationNs() || o.ssRampNs() != g.ssRampNs()
                        || !o.steadyState().equals(g.steadyState())) {
                    throw new JfioException(job.name() + ": steadystate options must be the same for every job of a"
                            + " reporting group (job " + jobs.get(k).name() + " differs; separate them with stonewall"
                            + " or new_group)");
                }
            }
            for (SloGate gate : g.slo()) {
                checkGate(plan, j, gate);
            }
        }
    }

    private static void checkGate(JobPlan plan, int j, SloGate gate) {
        JobSpec job = plan.jobs().get(j);
        if (gate.metric() == SloGate.Metric.SS_ATTAINED && !job.goals().steadyStateEnabled()) {
            throw new JfioException(job.name() + ": slo=" + gate.text() + ": the job has no steady-state detection"
                    + " (set ss_dur=, e.g. --ss=iops:5% --ss_dur=30s)");
        }
        DataDirection d = gate.ddir();
        if (d == null) {
            return;
        }
        // under group_reporting the gate is judged on the group: any of its jobs may do the direction
        List<Integer> judged = plan.reportsAsOne(plan.groupId(j)) ? plan.jobsOfGroup(plan.groupId(j)) : List.of(j);
        for (int k : judged) {
            if (does(plan.jobs().get(k), d)) {
                return;
            }
        }
        String what = judged.size() > 1 ? "the group of job " + job.name() + " does no " : "the job does no ";
        throw new JfioException(job.name() + ": slo=" + gate.text() + ": " + what
                + d.name().toLowerCase(java.util.Locale.ROOT) + "s (rw=" + job.rw().fioName()
                + (job.rw().isMixed() ? ", rwmixread=" + job.io().rwmixread() : "") + ")");
    }

    /** @return true when the job issues requests in this direction (a mix at 0 or 100 percent does only one) */
    private static boolean does(JobSpec job, DataDirection d) {
        int mix = job.io().rwmixread();
        boolean mixed = job.rw().isMixed();
        return switch (d) {
            case READ -> (job.rw().hasReads() && !(mixed && mix == 0)) || job.verify().active(); // verify reads count
            case WRITE -> job.rw().hasWrites() && !(mixed && mix == 100);
            default -> job.rw().hasTrims();
        };
    }
}
