package org.jfio.result;

import org.jfio.spi.JfioException;

import java.util.ArrayList;
import java.util.List;

/**
 * What the preflight found, in the order the checks ran (system, then each path, then each job).
 * Immutable and thread-safe.
 */
public final class PreflightReport {
    /** No findings. */
    public static final PreflightReport EMPTY = new PreflightReport(List.of());

    private final List<Finding> findings;

    /** @param findings the findings, in order */
    public PreflightReport(List<Finding> findings) {
        this.findings = List.copyOf(findings);
    }

    /** @return every finding, in order */
    public List<Finding> findings() {
        return findings;
    }

    /** @return the errors: any of them stops the run */
    public List<Finding> errors() {
        return of(Finding.Severity.ERROR);
    }

    /** @return the warnings */
    public List<Finding> warnings() {
        return of(Finding.Severity.WARNING);
    }

    /** @return true when a finding is an error */
    public boolean hasErrors() {
        return !errors().isEmpty();
    }

    /**
     * Throws for the first error, as the run does before anything is laid out or written.
     *
     * @throws JfioException whose message is the first error's {@link Finding#line()}
     */
    public void requireNoErrors() {
        List<Finding> errors = errors();
        if (!errors.isEmpty()) {
            throw new JfioException(errors.get(0).line());
        }
    }

    private List<Finding> of(Finding.Severity severity) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) {
            if (f.severity() == severity) {
                out.add(f);
            }
        }
        return out;
    }
}
