package org.jfio.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code sync-depth-1}: the job asks for {@code iodepth} above 1 and synchronous engines ran it:
 * they complete each I/O inside the call, so they ran at depth 1 and their figures are depth-1
 * figures beside the asynchronous engines' deeper ones.
 */
final class SyncDepthRule implements DiagnosisRule {
    @Override
    public String id() {
        return "sync-depth-1";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        List<String> engines = new ArrayList<>();
        int asked = 0;
        for (CellResult c : e.measured()) {
            RunSample s = c.first();
            if (c.plan().synchronous() && s.iodepth() > 1) {
                asked = Math.max(asked, s.iodepth());
                if (!engines.contains(c.plan().engine())) {
                    engines.add(c.plan().engine());
                }
            }
        }
        if (engines.isEmpty()) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("engines", String.join(",", engines));
        ev.put("iodepth", Integer.toString(asked));
        String seen = String.join(", ", engines) + " ran at depth 1 although iodepth=" + asked + " was asked.";
        String meaning = "A synchronous engine completes each I/O inside its call: its figures are depth-1 figures,"
                + " not what the device does with " + asked + " requests in flight.";
        String advice = "compare them with numjobs=" + asked + " (as many threads as requests in flight), or the"
                + " asynchronous engines at iodepth=1.";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
