package org.jfio.compare;

import java.util.List;

/**
 * A finished comparison: the settings, the facts of the target, the order the runs went in, every
 * cell's result and the findings. Immutable and thread-safe.
 *
 * @param spec     engines, repeat, sweep, overrides
 * @param target   the file's and device's facts
 * @param order    the runs, in the order they ran
 * @param cells    every cell (skipped ones too), sweep value by sweep value, engines in order
 * @param findings the diagnosis ({@link Diagnoser})
 * @param interrupted true when the comparison was stopped before its last run
 */
public record Comparison(CompareSpec spec, TargetFacts target, List<RunSlot> order, List<CellResult> cells,
        List<Diagnosis> findings, boolean interrupted) {
    /** Copies the lists. */
    public Comparison {
        order = List.copyOf(order);
        cells = List.copyOf(cells);
        findings = List.copyOf(findings);
    }

    /** @return the evidence the findings were drawn from */
    public Evidence evidence() {
        return new Evidence(target, spec.sweep(), cells);
    }
}
