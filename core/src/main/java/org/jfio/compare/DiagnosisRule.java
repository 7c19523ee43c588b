package org.jfio.compare;

import java.util.List;

/**
 * One rule of thumb of a storage engineer reading a comparison, as code: numbers in, findings
 * out. A rule finds nothing when its evidence is missing (no device statistics, one run, no
 * sweep), and never claims more than the numbers it names. Implementations are stateless and
 * thread-safe.
 */
public interface DiagnosisRule {
    /** @return the rule's id, lower-case words joined by hyphens, as in {@link Diagnosis#rule()} */
    String id();

    /**
     * @param e the comparison's cells and target facts
     * @return the findings, usually none or one
     */
    List<Diagnosis> apply(Evidence e);
}
