package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code lagging-engine}: at the same settings, an asynchronous engine stays below
 * {@value #SHARE_PERCENT}% of the best asynchronous engine's IOPS, with no overlap between their
 * ranges over the repeats. The device takes the depth (the best engine shows it), so what is
 * missing is in the lagging engine's own path. The device's average queue size under the lagging
 * engine tells which: at most {@value #SERIAL_QUEUE} means the engine handed its requests to the
 * kernel one at a time (it serializes them itself, as a thread-per-file emulation does); more means
 * the kernel had them together and served them slower: the engine's support in this kernel or driver,
 * or its settings.
 * Silent on a memory-backed target, where no device is involved.
 */
final class LaggingEngineRule implements DiagnosisRule {
    static final int SHARE_PERCENT = 70;
    static final double SERIAL_QUEUE = 1.5;

    @Override
    public String id() {
        return "lagging-engine";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        List<Diagnosis> out = new ArrayList<>();
        if (!e.target().memoryBacked().isEmpty()) {
            return List.of();
        }
        for (String value : e.sweepValues()) {
            List<CellResult> async = new ArrayList<>();
            for (CellResult c : e.at(value)) {
                if (!c.plan().synchronous()) {
                    async.add(c);
                }
            }
            Optional<CellResult> best = Evidence.best(async, Metric.IOPS);
            if (best.isEmpty()) {
                continue;
            }
            CellResult b = best.get();
            for (CellResult c : async) {
                boolean below = c.median(Metric.IOPS) < b.median(Metric.IOPS) * SHARE_PERCENT / 100.0;
                if (c != b && below && c.max(Metric.IOPS) < b.min(Metric.IOPS)) {
                    out.add(finding(e, b, c));
                }
            }
            if (!out.isEmpty()) {
                return out;
            }
        }
        return out;
    }

    private Diagnosis finding(Evidence e, CellResult best, CellResult slow) {
        double share = slow.median(Metric.IOPS) / best.median(Metric.IOPS) * 100;
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("engine", slow.plan().engine());
        ev.put("iops", Figures.of(slow.median(Metric.IOPS)));
        ev.put("best_engine", best.plan().engine());
        ev.put("best_iops", Figures.of(best.median(Metric.IOPS)));
        ev.put("share", Figures.percent(share));
        String seen = e.name(slow) + " reached " + Figures.of(slow.median(Metric.IOPS)) + " IOPS, "
                + Figures.percent(share) + " of " + e.name(best) + " (" + Figures.of(best.median(Metric.IOPS))
                + " IOPS) on the same file and depth.";
        double aqu = slow.median(Metric.AQU_SZ);
        boolean serial = aqu >= 0 && aqu <= SERIAL_QUEUE;
        ev.put("aqu_sz", Figures.of(aqu));
        ev.put("best_aqu_sz", Figures.of(best.median(Metric.AQU_SZ)));
        String where;
        if (serial) {
            where = ": its requests reached the device about one at a time (average device queue " + Figures.of(aqu)
                    + " against " + Figures.of(best.median(Metric.AQU_SZ)) + "), so the engine serializes them itself.";
        } else {
            where = (aqu < 0 ? "" : " (average device queue " + Figures.of(aqu) + ")")
                    + ": its support in this kernel or driver, or its settings.";
        }
        String meaning = "The device takes the load (" + best.plan().engine() + " shows it), so the shortfall is in "
                + slow.plan().engine() + "'s own path" + where;
        String advice = serial
                ? "for requests in parallel use " + best.plan().engine() + ", or run " + slow.plan().engine()
                        + " with numjobs=" + slow.first().effectiveIodepth() + " threads."
                : "read jfio check's findings for " + slow.plan().engine() + ", the kernel version, and the engine's"
                        + " options (jfio --enghelp=" + slow.plan().engine() + ").";
        return new Diagnosis(id(), seen, meaning, advice, ev);
    }
}
