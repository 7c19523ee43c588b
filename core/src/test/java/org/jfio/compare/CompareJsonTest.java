package org.jfio.compare;

import static org.jfio.compare.Cells.DISK;
import static org.jfio.compare.Cells.run;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.jfio.job.ArgvParser;
import org.jfio.job.JobPlan;
import org.junit.jupiter.api.Test;

/** The cells' status in {@link CompareJson}: a cell stopped before any of its runs ended is not "ran". */
class CompareJsonTest {
    @Test
    void shouldMarkACellStoppedBeforeItsFirstRunAsInterrupted() {
        JobPlan plan = new ArgvParser().parse(List.of("--name=j", "--filename=/tmp/jfio-compare-json", "--size=1m"));
        CellResult ran = new CellResult(new CellPlan("psync", "", true, plan, ""), List.of(run().iops(1000).sample()), "");
        CellResult stopped = new CellResult(new CellPlan("libaio", "", false, plan, ""), List.of(), "");
        CompareSpec spec = new CompareSpec(List.of("psync", "libaio"), 1, Sweep.NONE, Map.of());
        String json = CompareJson.format(new Comparison(spec, DISK, List.of(new RunSlot(0, 0)), List.of(ran, stopped),
                List.of(), true)).replaceAll("\\s*([:,\\[\\]{}])\\s*", "$1");
        int libaio = json.indexOf("\"engine\":\"libaio\"");
        String psyncCell = json.substring(json.indexOf("\"engine\":\"psync\""), libaio);
        String libaioCell = json.substring(libaio, json.indexOf("\"findings\""));
        assertTrue(psyncCell.contains("\"status\":\"ran\"") && psyncCell.contains("\"median\""), psyncCell);
        assertTrue(libaioCell.contains("\"status\":\"interrupted\",\"reason\":\"the comparison was stopped before a run "
                + "of this cell ended\""), libaioCell);
        assertFalse(libaioCell.contains("\"median\""), libaioCell);
        String table = CompareTable.format(new Comparison(spec, DISK, List.of(new RunSlot(0, 0)), List.of(ran, stopped),
                List.of(), true));
        assertTrue(table.contains("libaio: interrupted: the comparison was stopped before a run of this cell ended"), table);
    }
}
