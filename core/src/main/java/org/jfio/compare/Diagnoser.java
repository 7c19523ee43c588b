package org.jfio.compare;

import java.util.ArrayList;
import java.util.List;

/**
 * Runs every diagnosis rule over a comparison's evidence, in a fixed order: facts about the
 * target first (memory-backed, cache not bypassed, merges), then engine patterns, depth, the
 * device's load, the tool's own CPU, and noise last. Stateless and thread-safe.
 */
public final class Diagnoser {
    /** The rules, in the order their findings are printed. */
    static final List<DiagnosisRule> RULES = List.of(new MemoryBackedRule(), new CacheNotBypassedRule(),
            new MergesRule(true), new SerializedQueueRule(), new LaggingEngineRule(), new DeviceLimitRule(),
            new SyncDepthRule(), new DepthIneffectiveRule(), new DepthAboveQueueRule(), new BusyDeviceRule(),
            new CpuBoundRule(), new NoisyRule());

    private Diagnoser() {
    }

    /**
     * @param e the cells and facts
     * @return every rule's findings, in rule order
     */
    public static List<Diagnosis> diagnose(Evidence e) {
        List<Diagnosis> out = new ArrayList<>();
        for (DiagnosisRule r : RULES) {
            out.addAll(r.apply(e));
        }
        return out;
    }

    /** @return the rules' ids, in order */
    public static List<String> ruleIds() {
        List<String> out = new ArrayList<>();
        for (DiagnosisRule r : RULES) {
            out.add(r.id());
        }
        return out;
    }
}
