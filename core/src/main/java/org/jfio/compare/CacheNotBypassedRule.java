package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code direct-not-bypassing}: with {@code direct=1}, a cell issued at least {@value #MIN_READS}
 * reads but the device completed (or merged) fewer than {@value #SHARE_PERCENT}% as many. Most
 * reads were then answered from memory above the device, O_DIRECT notwithstanding.
 */
final class CacheNotBypassedRule implements DiagnosisRule {
    static final long MIN_READS = 1000;
    static final int SHARE_PERCENT = 50;

    @Override
    public String id() {
        return "direct-not-bypassing";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        if (!e.target().direct()) {
            return List.of();
        }
        for (CellResult c : e.measured()) {
            RunSample s = c.first();
            if (s.disk() == null || s.readIos() < MIN_READS) {
                continue;
            }
            long seenByDevice = s.disk().readIos() + s.disk().readMerges();
            if (seenByDevice * 100 < s.readIos() * SHARE_PERCENT) {
                return List.of(finding(e, c, s, seenByDevice));
            }
        }
        return List.of();
    }

    private Diagnosis finding(Evidence e, CellResult c, RunSample s, long seenByDevice) {
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("issued_reads", Long.toString(s.readIos()));
        ev.put("device_reads", Long.toString(seenByDevice));
        ev.put("device", s.disk().name());
        String seen = e.name(c) + " issued " + s.readIos() + " reads with direct=1, and " + s.disk().name()
                + " completed or merged only " + seenByDevice + ".";
        String meaning = "Most reads never reached the device: a cache below the file answered them (a loop device"
                + " without direct I/O, a filesystem that ignores O_DIRECT, a caching layer such as a host cache).";
        String advice = "check what sits between the file and the disk (jfio check " + e.target().path()
                + "), and measure on the device itself.";
        return new Diagnosis(id(), seen, meaning, advice, ev);
    }
}
