package org.jfio.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.junit.jupiter.api.Test;

class CompareScheduleTest {
    private static final JobPlan PLAN = JobPlan.of(JobSpec.builder("j").set("size", "1m").build());

    private static List<CellPlan> cells(int values, String... engines) {
        List<CellPlan> out = new ArrayList<>();
        for (int v = 0; v < values; v++) {
            for (String e : engines) {
                boolean skipped = e.startsWith("-");
                out.add(new CellPlan(e, Integer.toString(v), false, skipped ? null : PLAN, skipped ? "no" : ""));
            }
        }
        return out;
    }

    private static List<String> names(List<CellPlan> cells, List<RunSlot> order) {
        return order.stream().map(s -> cells.get(s.cell()).engine() + cells.get(s.cell()).sweepValue() + "/" + s.repeat())
                .toList();
    }

    @Test
    void shouldInterleaveRepeatsAndRotateTheEngines() {
        List<CellPlan> cells = cells(2, "a", "b", "c");
        assertEquals(List.of("a0/0", "b0/0", "c0/0", "a1/0", "b1/0", "c1/0",
                "b0/1", "c0/1", "a0/1", "b1/1", "c1/1", "a1/1",
                "c0/2", "a0/2", "b0/2", "c1/2", "a1/2", "b1/2"), names(cells, CompareSchedule.order(cells, 3, 3)));
    }

    @Test
    void shouldLeaveSkippedCellsOut() {
        List<CellPlan> cells = cells(1, "a", "-x", "b");
        assertEquals(List.of("a0/0", "b0/0", "b0/1", "a0/1"), names(cells, CompareSchedule.order(cells, 3, 2)));
    }

    @Test
    void shouldRefuseAnEngineCountThatDoesNotDivideTheCells() {
        assertThrows(IllegalArgumentException.class, () -> CompareSchedule.order(cells(1, "a", "b"), 3, 1));
    }
}
