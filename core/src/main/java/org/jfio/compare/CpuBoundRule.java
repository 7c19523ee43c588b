package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code cpu-bound}: a cell's busiest job thread used at least {@value #MIN_THREAD_CPU_PERCENT}%
 * of a CPU over its runtime. The thread was then never waiting for the device: the figure is the
 * CPU cost of the engine's path and the copies, not the device's speed. The engine with the least
 * CPU per I/O is named as the alternative.
 */
final class CpuBoundRule implements DiagnosisRule {
    static final int MIN_THREAD_CPU_PERCENT = 90;

    @Override
    public String id() {
        return "cpu-bound";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        CellResult busiest = null;
        CellResult leanest = null;
        for (CellResult c : e.measured()) {
            if (c.median(Metric.THREAD_CPU_PERCENT) >= MIN_THREAD_CPU_PERCENT
                    && (busiest == null || c.median(Metric.THREAD_CPU_PERCENT) > busiest.median(Metric.THREAD_CPU_PERCENT))) {
                busiest = c;
            }
            if (c.first().ios() > 0 && (leanest == null || c.median(Metric.CPU_US_PER_IO) < leanest.median(Metric.CPU_US_PER_IO))) {
                leanest = c;
            }
        }
        if (busiest == null) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("thread_cpu_pct", Figures.of(busiest.median(Metric.THREAD_CPU_PERCENT)));
        ev.put("cpu_us_per_io", Figures.of(busiest.median(Metric.CPU_US_PER_IO)));
        ev.put("lat_p50_us", Figures.of(busiest.median(Metric.LAT_P50_US)));
        String seen = e.name(busiest) + ": the busiest job thread used " + Figures.of(busiest.median(Metric.THREAD_CPU_PERCENT))
                + "% of a CPU, " + Figures.of(busiest.median(Metric.CPU_US_PER_IO)) + " us of CPU per I/O.";
        String meaning = "The thread hardly waited for the device: this figure is bounded by the CPU (the engine's"
                + " path, the copies), not by the device.";
        String advice = "spread the load over threads (numjobs), use a larger bs"
                + (leanest != null && leanest != busiest ? ", or " + leanest.plan().engine() + " ("
                + Figures.of(leanest.median(Metric.CPU_US_PER_IO)) + " us of CPU per I/O here)" : "") + ".";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
