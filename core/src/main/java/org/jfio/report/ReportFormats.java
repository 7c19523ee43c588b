package org.jfio.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.jfio.spi.JfioException;

/**
 * The output formats jfio can write, found by their {@code --output-format} names: fio 3.33's
 * {@code normal} (the default), {@code json}, {@code json+} and {@code terse} (also
 * {@code minimal} and {@code csv}, as fio accepts them; {@code --minimal} is {@code terse}), and
 * jfio's {@code html} ({@link HtmlReport}).
 * A new format is one {@link ReportWriter} class and one entry in {@link #builtin()}.
 *
 * <pre>{@code
 * ReportSettings settings = ReportSettings.defaults();
 * for (ReportFormat f : ReportFormats.builtin().select(List.of("normal", "json"))) {
 *     f.writer(settings).write(result, System.out);   // the JSON document, then the normal report
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class ReportFormats {
    /** The format printed when none is asked for. */
    public static final String DEFAULT = "normal";
    /** The HTML page's format name: its page goes to a file of its own, not among the text formats. */
    public static final String HTML = "html";

    private static final ReportFormats BUILTIN = new ReportFormats(List.of(
            new ReportFormat("normal", List.of(), "fio's human-readable report", 30, List.of(),
                    s -> new NormalReport(s.zone()).withExtended(s.extended())),
            new ReportFormat("json", List.of(), "fio's JSON document", 20, List.of(),
                    s -> new JsonReport(s.zone()).withExtended(s.extended())),
            new ReportFormat("json+", List.of(), "fio's JSON document with latency bins", 20, List.of("json"),
                    s -> new JsonReport(s.zone(), true).withExtended(s.extended())),
            new ReportFormat("terse", List.of("minimal", "csv"), "fio's ;-separated lines, one per job", 10,
                    List.of(), s -> new TerseReport(s.terseVersion())),
            new ReportFormat(HTML, List.of(), "jfio's self-contained HTML page with plots (a file of its own)", 40,
                    List.of(), s -> new HtmlReport(s.zone()))));

    private final List<ReportFormat> formats;

    private ReportFormats(List<ReportFormat> formats) {
        this.formats = List.copyOf(formats);
    }

    /** @return jfio's formats: normal, json, json+, terse, html */
    public static ReportFormats builtin() {
        return BUILTIN;
    }

    /**
     * @param format a further format, e.g. a program's own
     * @return a registry with this one's formats and {@code format}, listed after them
     * @throws IllegalArgumentException when its name or an alias is already taken
     */
    public ReportFormats with(ReportFormat format) {
        for (String n : names(format)) {
            if (find(n).isPresent()) {
                throw new IllegalArgumentException("report format " + format.name() + ": name " + n + " is taken");
            }
        }
        List<ReportFormat> all = new ArrayList<>(formats);
        all.add(format);
        return new ReportFormats(all);
    }

    private static List<String> names(ReportFormat f) {
        List<String> out = new ArrayList<>(f.aliases());
        out.add(0, f.name());
        return out;
    }

    /** @return every format, in the order listed (the default first) */
    public List<ReportFormat> formats() {
        return formats;
    }

    /** @return the formats' names (without aliases), in the order listed */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (ReportFormat f : formats) {
            out.add(f.name());
        }
        return out;
    }

    /** @return the format with this name or alias (case and surrounding blanks ignored) */
    public Optional<ReportFormat> find(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (ReportFormat f : formats) {
            if (f.isNamed(n)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * The formats to print for an {@code --output-format} list, as fio prints them: each once,
     * in {@link ReportFormat#printOrder()} whatever the order given, without those superseded
     * by another one asked for ({@code json,json+} gives {@code json+} alone).
     *
     * @param names the names as written; null or empty means {@link #DEFAULT}
     * @return the formats in print order
     * @throws JfioException {@code --output-format=xml: unknown format (allowed: normal, json, json+, terse, html)}
     */
    public List<ReportFormat> select(List<String> names) {
        List<ReportFormat> out = new ArrayList<>();
        for (String n : names == null || names.isEmpty() ? List.of(DEFAULT) : names) {
            ReportFormat f = find(n).orElseThrow(() -> new JfioException("--output-format=" + n
                    + ": unknown format (allowed: " + String.join(", ", names()) + ")"));
            if (!out.contains(f)) {
                out.add(f);
            }
        }
        List<ReportFormat> superseded = new ArrayList<>();
        for (ReportFormat f : out) {
            for (String s : f.supersedes()) {
                find(s).ifPresent(superseded::add);
            }
        }
        out.removeAll(superseded);
        // a lambda of this class, not Comparator.comparingInt (the JDK's lambda inside it is linked at
        // every launch: the AOT cache keeps only the call sites of jfio's classes)
        out.sort((a, b) -> Integer.compare(a.printOrder(), b.printOrder()));
        return List.copyOf(out);
    }
}
