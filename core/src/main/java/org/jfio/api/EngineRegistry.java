package org.jfio.api;

import org.jfio.job.EngineLookup;
import org.jfio.spi.Availability;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.ServiceLoader;

/**
 * The I/O engines found with {@link ServiceLoader}: built-in ones, the engine modules on the
 * module or class path, and any a caller's class loader brings. The core never names an engine;
 * it asks this registry. Immutable and thread-safe.
 *
 * <p>jfio's own engine modules: {@code org.jfio:jfio-engines-aio} (libaio, posixaio) and
 * {@code org.jfio:jfio-engines-uring} (io_uring). When one of their engines is asked for and its
 * module is missing, {@link #require} says which artifact to add (the list is jfio-core's
 * resource {@code META-INF/jfio/engine-modules.properties}, so no engine name is in the code).
 */
public final class EngineRegistry implements EngineLookup {
    /** Resource listing the engines of jfio's engine modules: {@code ioengine name = groupId:artifactId}. */
    private static final String ENGINE_MODULES = "/META-INF/jfio/engine-modules.properties";

    private final List<IoEngineProvider> providers;

    private EngineRegistry(List<IoEngineProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    /**
     * @param providers engines to offer, e.g. a program's own engine next to {@link #load()}'s
     * @return a registry of exactly these engines (the first of two with one name wins)
     */
    public static EngineRegistry of(List<IoEngineProvider> providers) {
        List<IoEngineProvider> found = new ArrayList<>();
        addAll(providers, found, new ArrayList<>());
        found.sort(Comparator.comparing(IoEngineProvider::name));
        return new EngineRegistry(found);
    }

    /** @return the engines visible to jfio's own module layer and class loader */
    public static EngineRegistry load() {
        return load(EngineRegistry.class.getClassLoader());
    }

    /**
     * @param loader a class loader whose {@code META-INF/services} (or module {@code provides})
     *               entries are searched as well, e.g. one over a plug-in jar
     * @return the engines found
     */
    public static EngineRegistry load(ClassLoader loader) {
        List<IoEngineProvider> found = new ArrayList<>();
        List<String> names = new ArrayList<>();
        ModuleLayer layer = EngineRegistry.class.getModule().getLayer();
        if (layer != null) {
            addAll(ServiceLoader.load(layer, IoEngineProvider.class), found, names);
        }
        addAll(ServiceLoader.load(IoEngineProvider.class, loader), found, names);
        found.sort(Comparator.comparing(IoEngineProvider::name));
        return new EngineRegistry(found);
    }

    private static void addAll(Iterable<IoEngineProvider> loader, List<IoEngineProvider> found, List<String> names) {
        for (IoEngineProvider p : loader) {
            if (!names.contains(p.name())) {
                names.add(p.name());
                found.add(p);
            }
        }
    }

    /** @return every engine found, sorted by name */
    @Override
    public List<IoEngineProvider> providers() {
        return providers;
    }

    /** @return the engine with this name or alias */
    @Override
    public Optional<IoEngineProvider> find(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        for (IoEngineProvider p : providers) {
            if (p.name().equals(n) || p.aliases().contains(n)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * @return the available engine with this name
     * @throws JfioException when no engine has the name: {@code ioengine=libaio is in
     *                       org.jfio:jfio-engines-aio; add it to the class path} for an engine of
     *                       a jfio module that is not there, else {@code ioengine=x: unknown engine
     *                       (known: ...)}; or when it is unavailable here (with the reason and the fix)
     */
    @Override
    public IoEngineProvider require(String name) {
        IoEngineProvider p = find(name).orElseThrow(() -> notFound(name));
        Availability a = p.availability();
        if (!a.available()) {
            throw new JfioException("ioengine=" + p.name() + " is not available: " + a.reason()
                    + (a.fix().isEmpty() ? "" : "; fix: " + a.fix()));
        }
        return p;
    }

    private JfioException notFound(String name) {
        String artifact = engineModules().getProperty(name.trim().toLowerCase(Locale.ROOT));
        if (artifact != null) {
            return new JfioException("ioengine=" + name + " is in " + artifact + "; add it to the class path");
        }
        return new JfioException("ioengine=" + name + ": unknown engine (known: " + String.join(", ", names()) + ")");
    }

    /** @return the engines of jfio's engine modules, read from {@link #ENGINE_MODULES} (empty when missing) */
    static Properties engineModules() {
        Properties p = new Properties();
        try (InputStream in = EngineRegistry.class.getResourceAsStream(ENGINE_MODULES)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + ENGINE_MODULES, e);
        }
        return p;
    }

    /** @return the names of all engines */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (IoEngineProvider p : providers) {
            out.add(p.name());
        }
        return out;
    }
}
