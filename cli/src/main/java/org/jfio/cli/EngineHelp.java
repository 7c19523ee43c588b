package org.jfio.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfio.spi.Availability;
import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;
import org.jfio.job.JobOption;
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
     * @param name    an engine name for its details, or empty/"all" for the list
     * @throws JfioException when {@code name} is not a known engine
     */
    static String format(EngineRegistry engines, Map<IoEngineProvider, Path> origins, String name) {
        if (name == null || name.isBlank() || name.equals("all")) {
            return list(engines.providers(), origins);
        }
        IoEngineProvider p = engines.find(name.trim()).orElseThrow(() -> new JfioException(
                "--enghelp=" + name + ": unknown engine (known: " + String.join(", ", engines.names()) + ")"));
        return details(p, origins.get(p));
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
        if (!p.options().isEmpty()) {
            sb.append("  options:\n");
            for (JobOption o : p.options()) {
                sb.append(OptionHelp.describe(o).indent(4));
            }
        }
        return sb.toString();
    }
}
