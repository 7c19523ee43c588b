package org.jfio.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.ServiceLoader;

import org.jfio.spi.IoEngineProvider;

/**
 * What {@link JobPlan}'s fio entry points ({@code fromFioArgs}, {@code fromJobFile},
 * {@code fromJobText}) do: {@link ArgvParser} and {@link JobFileParser} over the built-in options
 * plus the options of the engines given, or of those {@link ServiceLoader} finds. Stateless.
 */
final class FioSources {
    private FioSources() {
    }

    /** @return the engines visible to jfio's module layer and class loader, as {@code EngineRegistry.load()} finds them */
    static List<IoEngineProvider> installedEngines() {
        List<IoEngineProvider> out = new ArrayList<>();
        ModuleLayer layer = FioSources.class.getModule().getLayer();
        if (layer != null) {
            ServiceLoader.load(layer, IoEngineProvider.class).forEach(out::add);
        }
        ServiceLoader.load(IoEngineProvider.class, FioSources.class.getClassLoader()).forEach(out::add);
        return out;
    }

    /** @return the built-in options and the installed engines' own, found once per JVM */
    static OptionTable installedTable() {
        return Installed.TABLE;
    }

    /** The installed engines' option table, made on first use. */
    private static final class Installed {
        static final OptionTable TABLE = options(installedEngines());
    }

    /** @return the built-in options and every engine's own (the first of two engines with one option name wins) */
    static OptionTable options(Collection<? extends IoEngineProvider> engines) {
        return OptionTable.builtin().withEngines(engines);
    }

    static JobPlan fromArgs(List<String> args, Collection<? extends IoEngineProvider> engines) {
        return new ArgvParser().options(options(Objects.requireNonNull(engines, "engines"))).parse(args);
    }

    static JobPlan fromFile(Path file, Collection<? extends IoEngineProvider> engines) {
        return new JobFileParser().options(options(Objects.requireNonNull(engines, "engines")))
                .parse(Objects.requireNonNull(file, "file"));
    }

    static JobPlan fromText(String text, Collection<? extends IoEngineProvider> engines) {
        return new JobFileParser().options(options(Objects.requireNonNull(engines, "engines")))
                .parse(Objects.requireNonNull(text, "text"), "job text", Path.of("").toAbsolutePath());
    }
}
