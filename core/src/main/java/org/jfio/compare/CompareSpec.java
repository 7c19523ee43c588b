package org.jfio.compare;

import java.util.List;
import java.util.Map;

/**
 * How to compare: which engines, how many repeats, which option to sweep, and options set on
 * every job of every cell.
 *
 * @param engines   engine names to run, in order; empty for every engine found that does I/O
 * @param repeat    runs per cell, at least 1
 * @param sweep     the option varied across cells ({@link Sweep#NONE} for none)
 * @param overrides options set on every job after its own (name to value as fio writes it), e.g.
 *                  {@code iodepth=32} given once to {@code compare}
 */
public record CompareSpec(List<String> engines, int repeat, Sweep sweep, Map<String, String> overrides) {
    /** Copies the lists. */
    public CompareSpec {
        engines = List.copyOf(engines);
        overrides = Map.copyOf(overrides);
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat=" + repeat + ": at least 1");
        }
    }
}
