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

    /**
     * jfio's {@code --extended} line: {@code steadiness   : steady: IOPS rose 1.2% over the run, at
     * most 3.4% from the mean (12 one-second samples)}, or why not steady; none for a run too short to tell.
     */
    static void steadiness(JobResult j, StringBuilder b) {
        Steadiness s = j.steadiness();
        if (!s.measured()) {
            return; // under 3 s of measured run: nothing to judge (the README says so)
        }
        b.append("  steadiness   : ");
        double change = s.changePercent();
        b.append(s.steady() ? "steady" : "not steady").append(": IOPS ").append(change < 0 ? "fell " : "rose ")
                .append(pct(Math.abs(change))).append(" over the run, at most ").append(pct(s.maxDeviationPercent()))
                .append(" from the mean (").append(s.samples()).append(" one-second samples; steady: a trend within ")
                .append(pct(Steadiness.STEADY_CHANGE_PERCENT)).append(", every second within ")
                .append(pct(Steadiness.STEADY_DEVIATION_PERCENT)).append(")\n");
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", v);
    }
}
