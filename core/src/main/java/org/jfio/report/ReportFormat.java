package org.jfio.report;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One entry of the {@link ReportFormats} registry: an output format's names, where its output
 * goes among the others, and how its writer is made.
 *
 * @param name        the {@code --output-format} name, lower case, e.g. {@code json+}
 * @param aliases     other names accepted for it, e.g. {@code minimal} for {@code terse}
 * @param description one line for help texts
 * @param printOrder  where the format's report comes when several are asked for: lower first
 *                    (fio 3.33 {@code stat.c} writes terse, then JSON, then normal)
 * @param supersedes  names of formats this one replaces when both are asked for ({@code json+}
 *                    is the JSON document with bins, so {@code json,json+} prints it once)
 * @param factory     makes the format's writer from a run's settings
 */
public record ReportFormat(String name, List<String> aliases, String description, int printOrder,
        List<String> supersedes, Function<ReportSettings, ReportWriter> factory) {
    /** Copies the lists. */
    public ReportFormat {
        Objects.requireNonNull(name, "name");
        aliases = List.copyOf(aliases);
        Objects.requireNonNull(description, "description");
        supersedes = List.copyOf(supersedes);
        Objects.requireNonNull(factory, "factory");
    }

    /** @return true when {@code value} is this format's name or one of its aliases (exact, lower case) */
    public boolean isNamed(String value) {
        return name.equals(value) || aliases.contains(value);
    }

    /** @return this format's writer for a run with these settings */
    public ReportWriter writer(ReportSettings settings) {
        return factory.apply(settings);
    }
}
