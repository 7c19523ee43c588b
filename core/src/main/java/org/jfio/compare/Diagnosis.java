package org.jfio.compare;

import java.util.Map;
import java.util.Objects;

/**
 * One finding of a comparison: what was seen (with the numbers it rests on), what it means, and
 * what to try. Immutable and thread-safe.
 *
 * @param rule     the rule's id, lower-case words joined by hyphens, e.g. {@code depth-ineffective}
 * @param seen     what the numbers show, one sentence naming them
 * @param meaning  what that says about the I/O path, one sentence
 * @param advice   what to try, one sentence
 * @param evidence the figures the finding rests on, name to value as printed, in order
 */
public record Diagnosis(String rule, String seen, String meaning, String advice, Map<String, String> evidence) {
    /** Checks the fields and copies the evidence. */
    public Diagnosis {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(seen, "seen");
        Objects.requireNonNull(meaning, "meaning");
        Objects.requireNonNull(advice, "advice");
        evidence = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(evidence));
    }

    /** @return the finding for a reader: {@code seen} {@code meaning} {@code Try: advice} */
    public String sentence() {
        return seen + " " + meaning + " Try: " + advice;
    }
}
