package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code merges}: the device merged at least {@value #MIN_PERCENT}% of the requests it was sent
 * (and at least {@value #MIN_MERGES}) into others. jfio's IOPS count the I/Os it issued; the
 * device did fewer, larger ones, so the IOPS overstate what the device does per request.
 */
final class MergesRule implements DiagnosisRule {
    static final int MIN_PERCENT = 10;
    static final long MIN_MERGES = 100;

    private final boolean compareTable;

    /**
     * @param compareTable true in {@code jfio compare}, whose table has the {@code dev/iss} and
     *                     {@code MiB/s} columns the advice names; false for an ordinary run's notes
     */
    MergesRule(boolean compareTable) {
        this.compareTable = compareTable;
    }

    @Override
    public String id() {
        return "merges";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        CellResult worst = null;
        double worstShare = 0;
        for (CellResult c : e.measured()) {
            RunSample s = c.first();
            long merges = s.deviceMerges();
            long total = merges + s.deviceIos();
            if (merges < MIN_MERGES || total <= 0) {
                continue;
            }
            double share = 100.0 * merges / total;
            if (share >= MIN_PERCENT && share > worstShare) {
                worst = c;
                worstShare = share;
            }
        }
        if (worst == null) {
            return List.of();
        }
        RunSample s = worst.first();
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("merges", Long.toString(s.deviceMerges()));
        ev.put("device_ios", Long.toString(s.deviceIos()));
        ev.put("issued_ios", Long.toString(s.ios()));
        ev.put("share", Figures.percent(worstShare));
        String seen = e.name(worst) + ": the device merged " + s.deviceMerges() + " requests into others ("
                + Figures.percent(worstShare) + " of those sent) and completed " + s.deviceIos() + " for "
                + s.ios() + " issued.";
        String meaning = "Adjacent I/Os became single larger device requests, so the IOPS shown count more requests"
                + " than the device served.";
        boolean random = worst.plan().plan() != null && worst.plan().plan().jobs().stream().anyMatch(j -> j.rw().isRandom());
        String device = s.disk() == null ? "DEV" : s.disk().name();
        // a random pattern merges too, when its I/Os land next to each other (a small range, a deep queue)
        String pattern = random ? "turn the device's merging off (echo 2 > /sys/block/" + device + "/queue/nomerges)"
                + " or spread the I/Os over a larger size=" : "use a random pattern";
        String perRequest = compareTable ? "compare the dev/iss column"
                : "compare the disk stats' ios= with the I/Os issued";
        String advice = "for the device's per-request rate " + pattern + ", or " + perRequest + "; for throughput, read "
                + (compareTable ? "the MiB/s column." : "the bw figures.");
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
