package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.jfio.compare.RunNotes;
import org.jfio.result.Finding;
import org.jfio.result.RunResult;

/**
 * After a run, the comparison's single-run findings ({@link RunNotes}: direct reads the device
 * never saw, merged requests): printed on stderr as the preflight's warnings are
 * ({@code jfio: warning: <subject>: <message>; fix: <fix>}), and added to the result's warnings
 * so the JSON report's {@code jfio.warnings} carries them. Stateless.
 */
final class RunNotesPrinter {
    private RunNotesPrinter() {
    }

    /**
     * @param r   the finished run
     * @param err where the findings are printed
     * @return the run with the findings added to its warnings (the same result when there are none)
     */
    static RunResult add(RunResult r, PrintStream err) {
        List<Finding> notes = RunNotes.of(r);
        if (notes.isEmpty()) {
            return r;
        }
        for (Finding f : notes) {
            err.println("jfio: warning: " + f.line());
        }
        List<Finding> all = new ArrayList<>(r.warnings());
        all.addAll(notes);
        return new RunResult(r.plan(), r.version(), r.startEpochMs(), r.groups(), r.disks(), r.interrupted(), all);
    }
}
