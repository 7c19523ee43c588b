package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.jfio.job.EngineLookup;
import org.jfio.job.JobPlan;
import org.jfio.result.RunResult;
import org.jfio.spi.JfioException;

/**
 * Runs a comparison: plans every cell ({@link ComparePlanner}), reads the target's facts, runs the
 * cells in {@link CompareSchedule}'s interleaved order through a {@link CellRunner}, and diagnoses
 * the result ({@link Diagnoser}). A run that fails (the plan cannot start, or a job ends with an
 * error) marks its cell failed with the message; its later repeats are not run, the other cells go
 * on. {@link #stop()} (from any thread) ends the comparison after the current run.
 */
public final class CompareRun {
    private final JobPlan base;
    private final CompareSpec spec;
    private final EngineLookup engines;
    private Consumer<String> progress = s -> { };
    private boolean readOnly;
    private volatile boolean stopped;

    /**
     * @param base    the job plan as parsed
     * @param spec    how to compare
     * @param engines where engine names are looked up
     */
    public CompareRun(JobPlan base, CompareSpec spec, EngineLookup engines) {
        this.base = base;
        this.spec = spec;
        this.engines = engines;
    }

    /** Sets where a line per run goes before it starts, e.g. {@code [3/12] libaio iodepth=8 (repeat 1)}. */
    public CompareRun progress(Consumer<String> sink) {
        progress = sink;
        return this;
    }

    /**
     * {@code --readonly}: every cell's plan is refused before anything runs when it would write,
     * trim or lay out a file, as a plain run under {@code --readonly}.
     */
    public CompareRun readOnly(boolean on) {
        readOnly = on;
        return this;
    }

    /** Ends the comparison after the run in progress. Safe from any thread. */
    public void stop() {
        stopped = true;
    }

    /**
     * @return the cells, checked, before anything runs
     * @throws JfioException for an unknown engine, a value the job refuses, or a cell's plan that
     *                       fails a plain run's checks ({@link ComparePlanner})
     */
    public List<CellPlan> plan() {
        return ComparePlanner.cells(base, spec, engines, readOnly);
    }

    /**
     * @param runner runs one plan
     * @return the comparison
     * @throws JfioException before anything runs, as {@link #plan()}
     */
    public Comparison run(CellRunner runner) {
        List<CellPlan> cells = plan();
        TargetFacts target = TargetFacts.of(base);
        int enginesPerValue = cells.size() / spec.sweep().values().size();
        List<RunSlot> order = CompareSchedule.order(cells, enginesPerValue, spec.repeat());
        List<List<RunSample>> samples = new ArrayList<>();
        String[] failures = new String[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            samples.add(new ArrayList<>());
        }
        List<RunSlot> ran = new ArrayList<>();
        for (int i = 0; i < order.size() && !stopped; i++) {
            RunSlot slot = order.get(i);
            CellPlan cell = cells.get(slot.cell());
            if (failures[slot.cell()] != null) {
                continue;
            }
            progress.accept("[" + (i + 1) + "/" + order.size() + "] " + cell.engine()
                    + (spec.sweep().none() ? "" : " " + spec.sweep().option() + "=" + cell.sweepValue())
                    + " (repeat " + (slot.repeat() + 1) + " of " + spec.repeat() + ")");
            try {
                RunResult r = runner.run(cell.plan());
                if (r.firstError() != 0) {
                    failures[slot.cell()] = firstErrorMessage(r);
                } else if (!r.interrupted()) {
                    samples.get(slot.cell()).add(RunSample.of(r));
                    ran.add(slot);
                }
                stopped |= r.interrupted();
            } catch (JfioException e) {
                failures[slot.cell()] = e.getMessage();
            }
        }
        List<CellResult> results = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            results.add(new CellResult(cells.get(i), samples.get(i), failures[i] == null ? "" : failures[i]));
        }
        Evidence ev = new Evidence(target, spec.sweep(), results);
        return new Comparison(spec, target, ran, results, Diagnoser.diagnose(ev), stopped);
    }

    private static String firstErrorMessage(RunResult r) {
        for (var g : r.groups()) {
            for (var j : g.jobs()) {
                if (j.error() != 0) {
                    return j.name() + ": " + j.errorMessage();
                }
            }
        }
        return "error " + r.firstError();
    }
}
