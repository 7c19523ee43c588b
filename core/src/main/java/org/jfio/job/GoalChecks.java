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
                Goals o = jobs.get(k).goals();
                if (o.ssDurationNs() != g.ssDurationNs() || o.ssRampNs() != g.ssRampNs()
                        || !o.steadyState().equals(g.steadyState())) {
                    throw new JfioException(job.name() + ": steadystate options must be the same for every job of a"
                            + " reporting group (job " + jobs.get(k).name() + " differs; separate them with stonewall"
                            + " or new_group)");
                }
            }
            for (SloGate gate : g.slo()) {
                checkGate(job, gate);
            }
        }
    }

    private static void checkGate(JobSpec job, SloGate gate) {
        if (gate.metric() == SloGate.Metric.SS_ATTAINED && !job.goals().steadyStateEnabled()) {
            throw new JfioException(job.name() + ": slo=" + gate.text() + ": the job has no steady-state detection"
                    + " (set ss_dur=, e.g. --ss=iops:5% --ss_dur=30s)");
        }
        DataDirection d = gate.ddir();
        if (d == null) {
            return;
        }
        boolean does = switch (d) {
            case READ -> job.rw().hasReads() || job.verify().active(); // verify reads count as reads
            case WRITE -> job.rw().hasWrites();
            default -> job.rw().hasTrims();
        };
        if (!does) {
            throw new JfioException(job.name() + ": slo=" + gate.text() + ": the job does no "
                    + d.name().toLowerCase(java.util.Locale.ROOT) + "s (rw=" + job.rw().fioName() + ")");
        }
    }
}
