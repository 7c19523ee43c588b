package org.jfio.compare;

import java.util.List;
import java.util.Objects;

/**
 * The one job option a comparison varies, and its values in the order given, e.g.
 * {@code iodepth} over {@code 1, 8, 32}. {@link #NONE} varies nothing (one cell per engine).
 *
 * @param option the option's canonical name ({@code iodepth}, {@code bs} or {@code numjobs}), empty for none
 * @param values the values as fio writes them; one empty value for none
 */
public record Sweep(String option, List<String> values) {
    /** No sweep: each engine runs the job as given. */
    public static final Sweep NONE = new Sweep("", List.of(""));

    /** Copies the values. */
    public Sweep {
        Objects.requireNonNull(option, "option");
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("values: at least one");
        }
    }

    /** @return true when nothing is swept */
    public boolean none() {
        return option.isEmpty();
    }
}
