package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the diagnosis rules read: every cell's result, the swept option and the facts of the
 * target. Immutable and thread-safe.
 *
 * @param target what is known about the file and its device
 * @param sweep  the swept option
 * @param cells  every cell, skipped ones included, sweep value by sweep value
 */
public record Evidence(TargetFacts target, Sweep sweep, List<CellResult> cells) {
    /** Copies the cells. */
    public Evidence {
        cells = List.copyOf(cells);
    }

    /** @return the cells that ran at least once */
    public List<CellResult> measured() {
        List<CellResult> out = new ArrayList<>();
        for (CellResult c : cells) {
            if (c.measured()) {
                out.add(c);
            }
        }
        return out;
    }

    /** @return the swept values in order (one empty value without a sweep) */
    public List<String> sweepValues() {
        return sweep.values();
    }

    /** @return the measured cells at one sweep value */
    public List<CellResult> at(String sweepValue) {
        List<CellResult> out = new ArrayList<>();
        for (CellResult c : measured()) {
            if (c.plan().sweepValue().equals(sweepValue)) {
                out.add(c);
            }
        }
        return out;
    }

    /** @return the measured cells of one engine, in sweep order */
    public List<CellResult> of(String engine) {
        List<CellResult> out = new ArrayList<>();
        for (CellResult c : measured()) {
            if (c.plan().engine().equals(engine)) {
                out.add(c);
            }
        }
        return out;
    }

    /** @return the measured engines' names, in cell order, each once */
    public List<String> engines() {
        List<String> out = new ArrayList<>();
        for (CellResult c : measured()) {
            if (!out.contains(c.plan().engine())) {
                out.add(c.plan().engine());
            }
        }
        return out;
    }

    /** @return the cell with the highest median of a figure among these, empty when none */
    public static Optional<CellResult> best(List<CellResult> cells, Metric m) {
        CellResult best = null;
        for (CellResult c : cells) {
            if (best == null || c.median(m) > best.median(m)) {
                best = c;
            }
        }
        return Optional.ofNullable(best);
    }

    /** @return a cell's name for sentences: {@code psync} or {@code psync at iodepth=8} */
    public String name(CellResult c) {
        return c.plan().engine() + (sweep.none() ? "" : " at " + sweep.option() + "=" + c.plan().sweepValue());
    }
}
