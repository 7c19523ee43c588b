package org.jfio.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code memory-backed}: the file lives in memory ({@link TargetFacts#memoryBacked()}: a tmpfs,
 * a RAM disk, a loop device over a page-cached file). Whatever the engine and {@code direct=},
 * the run measures memory copies and the page cache, not a disk.
 */
final class MemoryBackedRule implements DiagnosisRule {
    @Override
    public String id() {
        return "memory-backed";
    }

    @Override
    public List<Diagnosis> apply(Evidence e) {
        String why = e.target().memoryBacked();
        if (why.isEmpty()) {
            return List.of();
        }
        Map<String, String> ev = new LinkedHashMap<>();
        ev.put("path", e.target().path());
        ev.put("backing", why);
        String seen = e.target().path() + " is memory-backed: " + why + ".";
        String meaning = "The I/O never waits for a disk" + (e.target().direct() ? ", direct=1 notwithstanding" : "")
                + ": the figures measure memory and the kernel's copy path.";
        String advice = "put the file on the device to be measured (or use a loop device with --direct-io=on over a"
                + " file on that device).";
        return List.of(new Diagnosis(id(), seen, meaning, advice, ev));
    }
}
