package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;

import org.jfio.job.JobSpec;
import org.jfio.result.Finding;
import org.jfio.result.RunResult;

/**
 * The comparison's single-run rules for an ordinary run, as findings for the report: with
 * {@code direct=1}, reads the device never saw ({@code direct-not-bypassing}) and requests the
 * device merged ({@code merges}), read from the run's {@code /proc/diskstats} deltas of the first
 * device (the memory-backed target and the depth against {@code nr_requests} are the preflight's,
 * told before the run). Nothing for buffered runs, where device requests are the page cache's,
 * nor for runs on no block device. Stateless and thread-safe.
 */
public final class RunNotes {
    private static final List<DiagnosisRule> RULES = List.of(new CacheNotBypassedRule(), new MergesRule(false));

    private RunNotes() {
    }

    /**
     * @param r a finished run
     * @return the findings as warnings (check: the rule's id, subject: the first job's name,
     *         message: what was seen and what it means, fix: what to try), in rule order
     */
    public static List<Finding> of(RunResult r) {
        if (r.plan().jobs().isEmpty() || r.disks().isEmpty() || r.groups().isEmpty()) {
            return List.of();
        }
        JobSpec first = r.plan().jobs().get(0);
        if (!first.io().direct()) {
            return List.of();
        }
        CellResult cell = new CellResult(new CellPlan(first.ioengine(), "", false, r.plan(), ""),
                List.of(RunSample.of(r)), "");
        TargetFacts target = TargetFacts.of(r.plan());
        Evidence e = new Evidence(target, Sweep.NONE, List.of(cell));
        List<Finding> out = new ArrayList<>();
        for (DiagnosisRule rule : RULES) {
            for (Diagnosis d : rule.apply(e)) {
                out.add(Finding.warning(Finding.Check.of(d.rule()), first.name(), d.seen() + " " + d.meaning(), d.advice()));
            }
        }
        return out;
    }
}
