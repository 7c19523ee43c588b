package org.jfio.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfio.spi.Availability;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.spi.option.JobOption;
import org.jfio.job.OptionHelp;

/**
 * Text of {@code --enghelp}: every engine found, available or not, with the reason and the fix;
 * an engine from the user's jars ({@code --engine-path}, {@code ioengine=external:}) also names
 * its jar.
 */
final class EngineHelp {

    private EngineHelp() {
    }

    /**
     * @param origins the jar of each engine that came from the user's jars
     * @param name    an engine name for its details, {@code ENGINE,OPTION} for one of its options
     *                (fio's {@code --enghelp=io_uring,hipri}), or empty/"all" for the list
     * @throws JfioException when {@code name} is not a known engine, or the engine has no such option
     */
    static String format(EngineRegistry engines, Map<IoEngineProvider, Path> origins, String name) {
        if (name == null || name.isBlank() || name.equals("all")) {
            return list(engines.providers(), origins);
        }
        int comma = name.lastIndexOf(',');
        String engine = (comma < 0 ? name : name.substring(0, comma)).trim();
        IoEngineProvider p = engines.find(engine).orElseThrow(() -> new JfioException(
                "--enghelp=" + name + ": unknown engine (known: " + String.join(", ", engines.names()) + ")"));
        return comma < 0 ? details(p, origins.get(p)) : option(p, name, name.substring(comma + 1).trim());
    }

    /** fio's {@code --enghelp=ENGINE,OPTION}: the option's help, as {@code --cmdhelp=OPTION} prints a core option. */
    private static String option(IoEngineProvider p, String asked, String option) {
        List<String> names = new java.util.ArrayList<>();
        for (JobOption o : options(p)) {
            if (o.matches(option.toLowerCase(java.util.Locale.ROOT))) {
                return OptionHelp.describe(o);
            }
            names.add(o.name());
        }
        throw new JfioException("--enghelp=" + asked + ": " + p.name() + " has no option '" + option + "'"
                + (names.isEmpty() ? " (it has none)" : " (its options: " + String.join(", ", names) + ")"));
    }

    /**
     * @return the engine's own options, then, for an engine that carries per-I/O priorities
     *         ({@link org.jfio.spi.EngineCapability#PER_IO_PRIORITY}), the core's cmdprio options,
     *         which fio lists as its io_uring and libaio engines' own
     */
    private static List<JobOption> options(IoEngineProvider p) {
        List<JobOption> out = new java.util.ArrayList<>(p.options().options());
        if (p.capabilities().contains(org.jfio.spi.EngineCapability.PER_IO_PRIORITY)) {
            for (String name : List.of("cmdprio_percentage", "cmdprio_class", "cmdprio", "cmdprio_bssplit")) {
                org.jfio.job.OptionTable.builtin().find(name).ifPresent(out::add);
            }
        }
        return out;
    }

    private static String list(List<IoEngineProvider> providers, Map<IoEngineProvider, Path> origins) {
        StringBuilder sb = new StringBuilder("Available IO engines:\n");
        int width = 8;
        for (IoEngineProvider p : providers) {
            width = Math.max(width, p.name().length());
        }
        for (IoEngineProvider p : providers) {
            Availability a = p.availability();
            sb.append(String.format("  %-" + width + "s  %-11s  %s%n", p.name(),
                    a.available() ? "available" : "unavailable", p.description()));
            if (!a.available()) {
                sb.append(String.format("  %-" + width + "s  %-11s  reason: %s%s%n", "", "", a.reason(),
                        a.fix().isEmpty() ? "" : "; fix: " + a.fix()));
            }
            if (origins.containsKey(p)) {
                sb.append(String.format("  %-" + width + "s  %-11s  from: %s%n", "", "", origins.get(p)));
            }
        }
        if (providers.isEmpty()) {
            sb.append("  (none found)\n");
        }
        return sb.toString();
    }

    private static String details(IoEngineProvider p, Path origin) {
        Availability a = p.availability();
        StringBuilder sb = new StringBuilder();
        sb.append(p.name()).append(": ").append(p.description()).append('\n');
        if (origin != null) {
            sb.append("  from: ").append(origin).append('\n');
        }
        if (!p.aliases().isEmpty()) {
            sb.append("  aliases: ").append(String.join(", ", p.aliases())).append('\n');
        }
        if (a.available()) {
            sb.append("  available\n");
        } else {
            sb.append("  unavailable: ").append(a.reason()).append('\n');
            if (!a.fix().isEmpty()) {
                sb.append("  fix: ").append(a.fix()).append('\n');
            }
        }
        if (!options(p).isEmpty()) {
            sb.append("  options:\n");
            for (JobOption o : options(p)) {
                sb.append(OptionHelp.describe(o).indent(4));
            }
        }
        return sb.toString();
    }
}
