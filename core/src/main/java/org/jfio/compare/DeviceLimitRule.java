package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code device-limit}: every engine, at every value of the sweep, lands within
 * {@value #BAND_PERCENT}% of the same IOPS, at least one of them asynchronous with depth, and the
 * device is busy at least {@value #MIN_UTIL_PERCENT}% of the time in every cell. Nothing the
 * comparison varied moved the number: the device (or what emulates it) is the limit.
 * Silent on a memory-backed target, where no device is involved.
 */
final class DeviceLimitRule implements DiagnosisRule {
    static final int BAND_PERCENT = 20;
    static final int MIN_UTIL_PERCENT = 90;

    @Override
    public String id() {
        return "device-limit";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        if (!e.target().memoryBacked().isEmpty()) {
            return List.of();
        }
        List<CellResult> cells = e.measured();
        if (e.engines().size() < 2) {
            return List.of();
        }
        double lo = Double.MAX_VALUE;
        double hi = 0;
        double minUtil = Double.MAX_VALUE;
        boolean deep = false;
        for (CellResult c : cells) {
            lo = Math.min(lo, c.median(Metric.IOPS));
            hi = Math.max(hi, c.median(Metric.IOPS));
            minUtil = Math.min(minUtil, c.median(Metric.UTIL_PERCENT));
            deep |= !c.plan().synchronous() && c.first().effectiveIodepth() > 1;
        }
        if (!deep || minUtil < MIN_UTIL_PERCENT || lo < hi * (1 - BAND_PERCENT / 100.0)) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("iops_min", Figures.of(lo));
        ev.put("iops_max", Figures.of(hi));
        ev.put("util_min", Figures.of(minUtil));
        ev.put("device", e.target().device());
        ev.put("rotational", Figures.count(e.target().rotational()));
        String seen = "Every engine" + (e.sweep().none() ? "" : " at every " + e.sweep().option()) + " got between "
                + Figures.of(lo) + " and " + Figures.of(hi) + " IOPS, with the device busy at least "
                + Figures.of(minUtil) + "% of the time.";
        String meaning = "Neither the engine nor the depth changes the result: the device "
                + (e.target().device().isEmpty() ? "" : e.target().device() + " ") + "(or the layer emulating it) is the limit.";
        String advice = "compare the figure with the device's specification for this block size and pattern"
                + (e.target().rotational() == 1 ? " (it reports itself as rotational: a spinning disk)" : "")
                + ", and with the same job on the host when this is a VM.";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
