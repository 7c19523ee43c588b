package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code noisy}: over the repeats of a cell, IOPS spread (max - min, over the median) more than
 * {@value #MAX_SPREAD_PERCENT}%: differences between cells smaller than that are noise. Reported
 * for the noisiest cell; silent with one run per cell.
 */
final class NoisyRule implements DiagnosisRule {
    static final int MAX_SPREAD_PERCENT = 15;

    @Override
    public String id() {
        return "noisy";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        CellResult noisiest = null;
        for (CellResult c : e.measured()) {
            if (c.spreadPercent(Metric.IOPS) > MAX_SPREAD_PERCENT
                    && (noisiest == null || c.spreadPercent(Metric.IOPS) > noisiest.spreadPercent(Metric.IOPS))) {
                noisiest = c;
            }
        }
        if (noisiest == null) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("spread", Figures.percent(noisiest.spreadPercent(Metric.IOPS)));
        ev.put("iops_min", Figures.of(noisiest.min(Metric.IOPS)));
        ev.put("iops_max", Figures.of(noisiest.max(Metric.IOPS)));
        ev.put("runs", Integer.toString(noisiest.runs().size()));
        String seen = e.name(noisiest) + ": IOPS ranged from " + Figures.of(noisiest.min(Metric.IOPS)) + " to "
                + Figures.of(noisiest.max(Metric.IOPS)) + " over " + noisiest.runs().size() + " runs ("
                + Figures.percent(noisiest.spreadPercent(Metric.IOPS)) + " of the median).";
        String meaning = "Differences between cells smaller than that spread are noise, not engine or setting effects.";
        String advice = "repeat with --repeat=5 or a longer runtime, and keep other load off the machine.";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
