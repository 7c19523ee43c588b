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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.ServiceLoader;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
    private static final Logger LOG = LoggerFactory.getLogger(EngineRegistry.class);
    /**
     * Engines by name. A class, not {@code Comparator.comparing(IoEngineProvider::name)}: that call
     * site's linking cost about 4 ms of every launch (method handles spun in interpreted code).
     */
    private static final Comparator<IoEngineProvider> BY_NAME = new Comparator<>() {
        @Override
        public int compare(IoEngineProvider a, IoEngineProvider b) {
            return a.name().compareTo(b.name());
        }
    };
    /** Resource listing the engines of jfio's engine modules: {@code ioengine name = groupId:artifactId}. */
    private static final String ENGINE_MODULES = "/META-INF/jfio/engine-modules.properties";

    private final List<IoEngineProvider> providers;
    /** Extra names, matched exactly (e.g. {@code external:/opt/engines/my.jar}), see {@link #withName}. */
    private final Map<String, IoEngineProvider> extraNames;

    private EngineRegistry(List<IoEngineProvider> providers) {
        this(providers, Map.of());
    }

    private EngineRegistry(List<IoEngineProvider> providers, Map<String, IoEngineProvider> extraNames) {
        this.providers = List.copyOf(providers);
        this.extraNames = Map.copyOf(extraNames);
    }

    /**
     * @param providers engines to offer, e.g. a program's own engine next to {@link #load()}'s
     * @return a registry of exactly these engines (the first of two with one name wins)
     */
    public static EngineRegistry of(List<IoEngineProvider> providers) {
        List<IoEngineProvider> found = new ArrayList<>();
        addAll(providers, found, new ArrayList<>());
        found.sort(BY_NAME);
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
        found.sort(BY_NAME);
        if (LOG.isDebugEnabled()) {
            for (IoEngineProvider p : found) {
                LOG.debug("engine {} found: {} in {}", p.name(), p.getClass().getName(), origin(p));
            }
        }
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

    /**
     * A registry that also finds {@code provider} under {@code name}, matched exactly (case
     * included), e.g. fio's {@code ioengine=external:PATH} for an engine loaded from a jar. The
     * provider joins {@link #providers()} unless an engine of its own name is there already.
     *
     * @param name     the extra name, e.g. {@code external:/opt/engines/my.jar}
     * @param provider the engine it names
     * @return a new registry; this one is unchanged
     */
    public EngineRegistry withName(String name, IoEngineProvider provider) {
        List<IoEngineProvider> all = new ArrayList<>(providers);
        if (!names().contains(provider.name())) {
            all.add(provider);
            all.sort(BY_NAME);
        }
        Map<String, IoEngineProvider> names = new LinkedHashMap<>(extraNames);
        names.put(name, provider);
        return new EngineRegistry(all, names);
    }

    /**
     * @param name an engine's name or alias (any case), or an extra name given to {@link #withName} (exact)
     * @return the engine with this name or alias
     */
    @Override
    public Optional<IoEngineProvider> find(String name) {
        IoEngineProvider named = extraNames.get(name);
        if (named != null) {
            return Optional.of(named);
        }
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
        LOG.debug("ioengine={}: {}", name, a.available() ? "available" : "unavailable: " + a.reason());
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

    /** @return the module (or, on the class path, the jar or directory) a provider's class comes from */
    private static String origin(IoEngineProvider p) {
        Module m = p.getClass().getModule();
        if (m.isNamed()) {
            return "module " + m.getName();
        }
        var source = p.getClass().getProtectionDomain().getCodeSource();
        return source == null || source.getLocation() == null ? "the class path" : source.getLocation().getPath();
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
