package org.jfio.report;

import java.util.Locale;

import org.jfio.format.CFormat;
import org.jfio.format.Num2Str;
import org.jfio.job.Goals;
import org.jfio.result.JobResult;
import org.jfio.result.SteadyStateResult;
import org.jfio.result.Steadiness;

/**
 * The normal report's lines about a job's goals: fio 3.33's {@code latency   :} line (the
 * latency_target search: target in ns, window in µs, percentile, the depth used or found) and
 * its {@code steadystate  :} line; and jfio's {@code --extended} {@code steadiness   :} line
 * (did the IOPS trend stay flat over the measured window). Stateless.
 */
final class GoalLines {
    private GoalLines() {
    }

    /** fio's {@code latency   : target=..., window=..., percentile=..., depth=...} line. */
    static void latency(JobResult j, StringBuilder b) {
        Goals g = j.spec().goals();
        b.append("     latency   : target=").append(g.latencyTargetNs()).append(", window=")
                .append(g.latencyWindowNs() / 1000).append(", percentile=")
                .append(CFormat.fixed(g.latencyPercentile(), 0, 2)).append("%, depth=")
                .append(NormalReport.latencyDepth(j)).append('\n');
    }

    /** fio's {@code steadystate  : attained=yes, bw=... (...), iops=..., iops mean dev=0.112%} line, when the job had ss. */
    static void steadyState(JobResult j, StringBuilder b) {
        SteadyStateResult s = j.steadyState();
        if (!s.active()) {
            return;
        }
        long kib = s.bwMean() / 1024;
        b.append("  steadystate  : attained=").append(s.attained() ? "yes" : "no")
                .append(", bw=").append(Num2Str.num2str(kib, Num2Str.DEFAULT_SIG_FIGS, 1024, true, Num2Str.Unit.BYTE_PER_SEC))
                .append(" (").append(Num2Str.num2str(kib, Num2Str.DEFAULT_SIG_FIGS, 1024, false, Num2Str.Unit.BYTE_PER_SEC))
                .append("), iops=").append(Num2Str.iops(s.iopsMean())).append(", ")
                .append(s.criterion().iops() ? "iops" : "bw").append(s.criterion().slope() ? " slope" : " mean dev")
                .append('=').append(CFormat.fixed(s.criterionValue(), 0, 3)).append(s.criterion().percent() ? "%" : "")
                .append('\n');
    }

    /** jfio's {@code --extended} line: {@code steadiness   : steady, IOPS changed -1.2% over 60 s (...)}. */
    static void steadiness(JobResult j, StringBuilder b) {
        Steadiness s = j.steadiness();
        if (!s.measured()) {
            return;
        }
        double change = s.changePercent();
        b.append("  steadiness   : ").append(s.steady() ? "steady" : "not steady").append(": IOPS ")
                .append(change < 0 ? "fell " : "rose ").append(String.format(Locale.ROOT, "%.1f", Math.abs(change)))
                .append("% over the run (trend of ").append(s.samples()).append(" one-second samples, limit ")
                .append(String.format(Locale.ROOT, "%.0f", Steadiness.STEADY_CHANGE_PERCENT))
                .append("%; largest deviation from the mean ").append(String.format(Locale.ROOT, "%.1f", s.maxDeviationPercent()))
                .append("%)\n");
    }
}
