package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * The order a comparison runs its cells in: repeat by repeat, every cell once per repeat (so a
 * drift of the machine over time, such as a warming cache, a filling SSD or a neighbour VM,
 * reaches all engines alike instead of the last engine's repeats), and within a repeat value by
 * value of the swept option, the engines rotated by one position per repeat (so no engine always
 * runs first after another value's cells). Skipped cells are left out. Stateless and thread-safe.
 */
public final class CompareSchedule {
    private CompareSchedule() {
    }

    /**
     * @param cells   the cells, sweep value by sweep value with {@code enginesPerValue} engines each
     *                (as {@link ComparePlanner#cells} gives them)
     * @param enginesPerValue engines per sweep value, at least 1
     * @param repeat  runs per cell
     * @return the runs, in order
     */
    public static List<RunSlot> order(List<CellPlan> cells, int enginesPerValue, int repeat) {
        if (enginesPerValue < 1 || cells.size() % enginesPerValue != 0) {
            throw new IllegalArgumentException("enginesPerValue=" + enginesPerValue + " does not divide "
                    + cells.size() + " cells");
        }
        List<RunSlot> out = new ArrayList<>();
        int values = cells.size() / enginesPerValue;
        for (int r = 0; r < repeat; r++) {
            for (int v = 0; v < values; v++) {
                for (int i = 0; i < enginesPerValue; i++) {
                    int cell = v * enginesPerValue + (i + r) % enginesPerValue;
                    if (cells.get(cell).runs()) {
                        out.add(new RunSlot(cell, r));
                    }
                }
            }
        }
        return out;
    }
}
