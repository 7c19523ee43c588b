package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code noisy}: over the repeats of a cell, IOPS spread (max - min, over the median) more than
 * {@value #MAX_SPREAD_PERCENT}%: differences between cells smaller than that are noise. One
 * finding naming every such cell with its spread (the noisiest one's figures as the main
 * evidence); silent with one run per cell.
 */
final class NoisyRule implements DiagnosisRule {
    static final int MAX_SPREAD_PERCENT = 15;

    @Override
    public String id() {
        return "noisy";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        List<CellResult> noisy = new ArrayList<>();
        CellResult noisiest = null;
        for (CellResult c : e.measured()) {
            if (c.spreadPercent(Metric.IOPS) > MAX_SPREAD_PERCENT) {
                noisy.add(c);
                if (noisiest == null || c.spreadPercent(Metric.IOPS) > noisiest.spreadPercent(Metric.IOPS)) {
                    noisiest = c;
                }
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
        StringBuilder seen = new StringBuilder("IOPS spread over the repeats by more than " + MAX_SPREAD_PERCENT
                + "% of the median in " + noisy.size() + " cell(s): ");
        for (int i = 0; i < noisy.size(); i++) {
            CellResult c = noisy.get(i);
            ev.put("spread[" + e.name(c) + "]", Figures.percent(c.spreadPercent(Metric.IOPS)));
            seen.append(i == 0 ? "" : "; ").append(e.name(c)).append(" from ").append(Figures.of(c.min(Metric.IOPS)))
                    .append(" to ").append(Figures.of(c.max(Metric.IOPS))).append(" over ").append(c.runs().size())
                    .append(" runs (").append(Figures.percent(c.spreadPercent(Metric.IOPS))).append(')');
        }
        seen.append('.');
        String meaning = "Differences between cells smaller than that spread are noise, not engine or setting effects.";
        String advice = "repeat with --repeat=5 or a longer runtime, and keep other load off the machine.";
        return List.of(new Diagnosis(id(), seen.toString(), meaning, advice, ev));
    }
}
