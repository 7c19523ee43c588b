package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code device-busy}: a cell keeps the device busy at least {@value #MIN_UTIL_PERCENT}% of the
 * time. Utilization says a request was in flight all the time, not that the device could do no
 * more: with an average queue of at most {@value #SHALLOW_QUEUE} the device was given about one
 * request at a time, and one with internal parallelism (flash, a virtual disk) may do more with a
 * deeper queue; with a deeper queue it is saturated at this setting unless a deeper one raises IOPS.
 * Reported for the busy cell with the lowest IOPS.
 */
final class BusyDeviceRule implements DiagnosisRule {
    static final int MIN_UTIL_PERCENT = 95;
    static final double SHALLOW_QUEUE = 1.5;

    @Override
    public String id() {
        return "device-busy";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        CellResult low = null;
        for (CellResult c : e.measured()) {
            if (c.median(Metric.UTIL_PERCENT) >= MIN_UTIL_PERCENT
                    && (low == null || c.median(Metric.IOPS) < low.median(Metric.IOPS))) {
                low = c;
            }
        }
        if (low == null) {
            return List.of();
        }
        double aqu = low.median(Metric.AQU_SZ);
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("util_pct", Figures.of(low.median(Metric.UTIL_PERCENT)));
        ev.put("iops", Figures.of(low.median(Metric.IOPS)));
        ev.put("aqu_sz", Figures.of(aqu));
        String seen = e.name(low) + " kept the device busy " + Figures.of(low.median(Metric.UTIL_PERCENT))
                + "% of the time at " + Figures.of(low.median(Metric.IOPS)) + " IOPS, average queue " + Figures.of(aqu) + ".";
        boolean shallow = aqu <= SHALLOW_QUEUE;
        String meaning = shallow
                ? "The device was given about one request at a time: 100% utilization here means never idle, not"
                        + " saturated; a device with internal parallelism may do more."
                : "The device had requests waiting all the time: at this setting it is saturated, unless a deeper"
                        + " queue still raises IOPS.";
        String advice = shallow ? "raise iodepth (with an asynchronous engine) or numjobs, and compare."
                : "sweep --iodepth=1,4,16,64 to find where IOPS stop growing.";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
