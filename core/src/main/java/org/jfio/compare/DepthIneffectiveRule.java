package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code depth-ineffective}: in an {@code iodepth} sweep, an asynchronous engine's IOPS change by
 * less than {@value #FLAT_PERCENT}% (up or down, with a repeat spread below that too) from one
 * depth to one at least twice as deep, while its
 * median total latency grows at least {@value #LATENCY_GROWTH}-fold. By Little's law the
 * extra requests then only wait: a queue below is full. The device's {@code nr_requests} and
 * hardware queue count are named, as the software queue's size.
 * Silent on a memory-backed target, where no device is involved.
 */
final class DepthIneffectiveRule implements DiagnosisRule {
    static final int FLAT_PERCENT = 10;
    static final double LATENCY_GROWTH = 1.5;

    @Override
    public String id() {
        return "depth-ineffective";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        if (!e.target().memoryBacked().isEmpty()) {
            return List.of();
        }
        if (!e.sweep().option().equals("iodepth")) {
            return List.of();
        }
        List<Diagnosis> out = new ArrayList<>();
        for (String engine : e.engines()) {
            List<CellResult> cells = e.of(engine);
            if (cells.isEmpty() || cells.get(0).plan().synchronous()) {
                continue;
            }
            CellResult knee = knee(cells);
            if (knee != null) {
                out.add(finding(e, knee, cells.get(cells.size() - 1)));
            }
        }
        return out;
    }

    /** @return the shallowest cell from which the deepest one is flat in IOPS and slower in latency, or null */
    private static CellResult knee(List<CellResult> cells) {
        CellResult top = cells.get(cells.size() - 1);
        int topDepth = top.first().effectiveIodepth();
        for (CellResult c : cells) {
            int d = c.first().effectiveIodepth();
            boolean flat = flat(c, top);
            boolean slower = top.median(Metric.LAT_P50_US) >= c.median(Metric.LAT_P50_US) * LATENCY_GROWTH;
            if (d >= 1 && topDepth >= 2 * d && flat && slower) {
                return c;
            }
        }
        return null;
    }

    /**
     * @return true when the deeper cell's median IOPS is within {@value #FLAT_PERCENT}% of the
     *         shallower one's, up or down, and the change is not hidden in a repeat spread wider than that
     */
    private static boolean flat(CellResult shallow, CellResult deep) {
        double from = shallow.median(Metric.IOPS);
        double to = deep.median(Metric.IOPS);
        if (!(from > 0)) {
            return false;
        }
        double change = Math.abs(to - from) / from * 100;
        double noise = Math.max(shallow.spreadPercent(Metric.IOPS), deep.spreadPercent(Metric.IOPS));
        return change < FLAT_PERCENT && noise < FLAT_PERCENT;
    }

    private Diagnosis finding(Evidence e, CellResult knee, CellResult top) {
        int lo = knee.first().effectiveIodepth();
        int hi = top.first().effectiveIodepth();
        long nr = e.target().nrRequests();
        int hwq = e.target().hardwareQueues();
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("engine", knee.plan().engine());
        ev.put("iodepth_from", Integer.toString(lo));
        ev.put("iodepth_to", Integer.toString(hi));
        ev.put("iops_from", Figures.of(knee.median(Metric.IOPS)));
        ev.put("iops_to", Figures.of(top.median(Metric.IOPS)));
        ev.put("lat_p50_us_from", Figures.of(knee.median(Metric.LAT_P50_US)));
        ev.put("lat_p50_us_to", Figures.of(top.median(Metric.LAT_P50_US)));
        ev.put("nr_requests", Figures.count(nr));
        ev.put("hw_queues", Figures.count(hwq));
        String seen = knee.plan().engine() + ": from iodepth=" + lo + " to " + hi + " IOPS went from "
                + Figures.of(knee.median(Metric.IOPS)) + " to " + Figures.of(top.median(Metric.IOPS))
                + " while the median latency (submission plus completion) went from " + Figures.of(knee.median(Metric.LAT_P50_US)) + " to "
                + Figures.of(top.median(Metric.LAT_P50_US)) + " us.";
        String meaning = "The requests beyond about " + lo + " in flight only wait: a queue below is full"
                + (nr > 0 ? " (the block layer queues up to nr_requests=" + nr + " per hardware queue, hw queues="
                + Figures.count(hwq) + "; what it passes on waits in the device or the layer emulating it)" : "") + ".";
        String advice = "use iodepth=" + lo + " for this device and job; a deeper queue adds latency, not throughput.";
        return new Diagnosis(id(), seen, meaning, advice, ev);
    }
}
