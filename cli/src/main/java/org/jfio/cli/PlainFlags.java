package org.jfio.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Reads the common command lines without picocli: job files, job options, and the everyday flags
 * ({@code --output-format=json}, {@code --output=FILE}, {@code --debug}, ...) each given once in its
 * {@code --flag=value} (or bare boolean) form. Picocli's model, built by reflection and run
 * interpreted, costs about 170 ms of start-up that the JVM's AOT cache cannot keep (picocli's class
 * files are Java 5 ones); a launch to the first I/O is meant to take under 300 ms.
 *
 * <p>Any other form (a flag not listed here, a value as the next argument, a flag given twice,
 * {@code --}) is left to picocli: {@link #read} answers null. CliOptionsTest holds both readers to
 * the same result on every such command line it builds.
 */
final class PlainFlags {
    /** Flags with a value, written {@code --flag=value}. */
    private static final Map<String, BiConsumer<CliOptions, String>> VALUED = Map.ofEntries(
            Map.entry("--output", (o, v) -> o.output = v),
            Map.entry("--debug", (o, v) -> o.debug = v),
            Map.entry("--terse-version", (o, v) -> o.terseVersion = v),
            Map.entry("--eta", (o, v) -> o.status.eta = v),
            Map.entry("--eta-newline", (o, v) -> o.status.etaNewline = v),
            Map.entry("--eta-interval", (o, v) -> o.status.etaInterval = v),
            Map.entry("--status-interval", (o, v) -> o.status.statusInterval = v),
            Map.entry("--warnings", (o, v) -> o.fio.warnings = v));

    /** Boolean flags, written bare. */
    private static final Map<String, Consumer<CliOptions>> BOOLEAN = Map.of(
            "--minimal", o -> o.minimal(true),
            "--extended", o -> o.extended = true,
            "--parse-only", o -> o.parseOnly = true,
            "--readonly", o -> o.readonly = true,
            "--warnings-fatal", o -> o.fio.warningsFatal = true,
            "--bandwidth-log", o -> o.fio.bandwidthLog = true);

    private static final String OUTPUT_FORMAT = "--output-format";

    private PlainFlags() {
    }

    /**
     * @param normalized the arguments as {@link CliOptions#normalize} writes them
     * @return the options, or null when an argument needs picocli
     */
    static CliOptions read(String[] normalized) {
        CliOptions o = new CliOptions();
        Set<String> seen = new HashSet<>();
        for (String arg : normalized) {
            if (!arg.startsWith("-")) {
                o.jobArgs.add(arg);
                continue;
            }
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            if (!CliOptions.FLAG_NAMES.contains(name) && !arg.equals("--")) {
                o.jobArgs.add(arg); // a job option
                continue;
            }
            if (!seen.add(name) || !apply(o, name, eq < 0 ? null : arg.substring(eq + 1))) {
                return null;
            }
        }
        return o;
    }

    /** @return false when the flag, in this form, is not one read here */
    private static boolean apply(CliOptions o, String name, String value) {
        if (value == null) {
            Consumer<CliOptions> flag = BOOLEAN.get(name);
            if (flag != null) {
                flag.accept(o);
            }
            return flag != null;
        }
        BiConsumer<CliOptions, String> valued = VALUED.get(name);
        if (valued != null) {
            valued.accept(o, value);
            return true;
        }
        if (name.equals(OUTPUT_FORMAT) && !value.isEmpty() && !value.startsWith(",") && !value.endsWith(",")
                && !value.contains(",,")) {
            o.outputFormat(new ArrayList<>(List.of(value.split(","))));
            return true;
        }
        return false;
    }
}
