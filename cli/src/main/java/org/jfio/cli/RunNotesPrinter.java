package org.jfio.cli;

import java.util.ArrayList;
import java.util.List;

import org.jfio.compare.RunNotes;
import org.jfio.result.Finding;
import org.jfio.result.RunResult;

/**
 * After a run, the comparison's single-run findings ({@link RunNotes}: direct reads the device
 * never saw, merged requests): added to the result's warnings, so the report carries them
 * (normal output's {@code jfio warnings:}, JSON's {@code jfio.warnings}), and printed on stderr
 * when {@link RunWarnings} says so. Stateless.
 */
final class RunNotesPrinter {
    private RunNotesPrinter() {
    }

    /**
     * @param r        the finished run
     * @param warnings where the findings are printed besides the report
     * @return the run with the findings added to its warnings (the same result when there are none)
     */
    static RunResult add(RunResult r, RunWarnings warnings) {
        List<Finding> notes = RunNotes.of(r);
        if (notes.isEmpty()) {
            return r;
        }
        for (Finding f : notes) {
            warnings.print(f);
        }
        List<Finding> all = new ArrayList<>(r.warnings());
        all.addAll(notes);
        return new RunResult(r.plan(), r.version(), r.startEpochMs(), r.groups(), r.disks(), r.interrupted(), all);
    }
}
