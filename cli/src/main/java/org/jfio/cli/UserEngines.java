package org.jfio.cli;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Stream;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.jfio.spi.JfioException;

/**
 * Engines from the user's own jars, beside the ones jfio finds itself:
 * <ul>
 * <li>{@code --engine-path=DIR_OR_JAR[:...]}: every jar named, and every {@code *.jar} directly in
 * a directory named, adds its engines to the registry for all jobs, under their own names (a name
 * jfio already has is an error);</li>
 * <li>{@code ioengine=external:PATH.jar} (fio's {@code external:PATH} for a jar): the job runs the
 * one engine that jar provides; {@code external:PATH.jar:NAME} picks one of several by name or
 * alias. The jar is loaded once however many jobs name it.</li>
 * </ul>
 * A jar provides engines through a {@code META-INF/services/org.jfio.spi.IoEngineProvider} entry
 * (and, as a module, {@code provides}). Each jar gets its own class loader over jfio's. A missing
 * or unreadable jar, a jar without an engine, and a provider that fails to load are one-line
 * {@link JfioException}s.
 */
final class UserEngines {
    static final String EXTERNAL = "external:";

    private final EngineRegistry registry;
    private final Map<IoEngineProvider, Path> origins;

    private UserEngines(EngineRegistry registry, Map<IoEngineProvider, Path> origins) {
        this.registry = registry;
        this.origins = Map.copyOf(origins);
    }

    /**
     * @param enginePath the values of {@code --engine-path}, each a {@code :}-separated list
     * @param externals  the {@code external:...} engine names the jobs use
     * @return jfio's engines plus the user's
     * @throws JfioException on a missing jar, a jar without an engine, a provider that fails, a
     *                       name taken twice, or an {@code external:} name that is ambiguous
     */
    static UserEngines load(List<String> enginePath, List<String> externals) {
        EngineRegistry base = EngineRegistry.load();
        List<IoEngineProvider> all = new ArrayList<>(base.providers());
        Map<IoEngineProvider, Path> origins = new LinkedHashMap<>();
        for (Path jar : jars(enginePath)) {
            for (IoEngineProvider p : providers(jar, "--engine-path")) {
                IoEngineProvider taken = find(all, p.name());
                if (taken != null) {
                    throw new JfioException("--engine-path: " + jar + " provides engine '" + p.name()
                            + "', which " + (origins.containsKey(taken) ? origins.get(taken) : "jfio") + " provides already");
                }
                all.add(p);
                origins.put(p, jar);
            }
        }
        EngineRegistry registry = EngineRegistry.of(all);
        Map<Path, List<IoEngineProvider>> loaded = new LinkedHashMap<>();
        for (String name : externals.stream().distinct().toList()) {
            Reference ref = Reference.parse(name);
            List<IoEngineProvider> inJar = loaded.computeIfAbsent(ref.jar(), j -> providers(j, "ioengine=" + name));
            IoEngineProvider p = ref.choose(inJar);
            origins.put(p, ref.jar());
            // the job parser lowercases ioengine values: the path's own case is kept for loading
            registry = registry.withName(name, p).withName(name.toLowerCase(Locale.ROOT), p);
        }
        return new UserEngines(registry, origins);
    }

    /**
     * The {@code external:} engines a command names, found before the jobs are parsed (so that an
     * external engine's own options are known to the parser): {@code --ioengine=external:...}
     * arguments, {@code ioengine=external:...} lines of the job files among the arguments, and
     * {@code --enghelp=external:...}.
     *
     * @param jobArgs the job arguments: options and job files
     * @param enghelp the value of {@code --enghelp}, or null
     * @return the {@code external:} names, in order of appearance
     */
    static List<String> externals(List<String> jobArgs, String enghelp) {
        List<String> out = new ArrayList<>();
        if (enghelp != null && enghelp.trim().startsWith(EXTERNAL)) {
            out.add(enghelp.trim());
        }
        for (String arg : jobArgs) {
            if (arg.startsWith("--")) {
                external(arg.substring(2)).ifPresent(out::add);
            } else if (Files.isRegularFile(Path.of(arg))) {
                try {
                    out.addAll(externalsIn(Files.readAllLines(Path.of(arg))));
                } catch (IOException | UncheckedIOException e) {
                    // the job-file parser reports an unreadable file
                }
            }
        }
        return out;
    }

    /**
     * @param lines a job file's lines
     * @return the {@code external:...} engines its {@code ioengine=} lines name, in order
     */
    static List<String> externalsIn(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            external(line).ifPresent(out::add);
        }
        return out;
    }

    /** @return the {@code external:...} value of an {@code ioengine=} line or argument */
    private static Optional<String> external(String line) {
        String s = line.strip();
        if (!s.startsWith("ioengine")) {
            return Optional.empty();
        }
        s = s.substring("ioengine".length()).stripLeading();
        if (!s.startsWith("=")) {
            return Optional.empty();
        }
        s = s.substring(1).strip();
        int comment = firstOf(s, ';', '#');
        if (comment >= 0) {
            s = s.substring(0, comment).strip();
        }
        return s.startsWith(EXTERNAL) ? Optional.of(s) : Optional.empty();
    }

    private static int firstOf(String s, char a, char b) {
        int i = s.indexOf(a);
        int j = s.indexOf(b);
        return i < 0 ? j : j < 0 ? i : Math.min(i, j);
    }

    /** @return every engine: jfio's, then the user's */
    EngineRegistry registry() {
        return registry;
    }

    /** @return the jar each of the user's engines came from */
    Map<IoEngineProvider, Path> origins() {
        return origins;
    }

    private static IoEngineProvider find(List<IoEngineProvider> providers, String name) {
        for (IoEngineProvider p : providers) {
            if (p.name().equals(name) || p.aliases().contains(name)) {
                return p;
            }
        }
        return null;
    }

    /** @return the jars of {@code --engine-path}: files as given, directories' {@code *.jar} sorted */
    private static List<Path> jars(List<String> enginePath) {
        List<Path> out = new ArrayList<>();
        for (String value : enginePath) {
            for (String entry : value.split(File.pathSeparator)) {
                if (entry.isBlank()) {
                    continue;
                }
                Path p = Path.of(entry).toAbsolutePath().normalize();
                if (Files.isDirectory(p)) {
                    try (Stream<Path> s = Files.list(p)) {
                        out.addAll(s.filter(f -> f.toString().endsWith(".jar") && Files.isRegularFile(f)).sorted().toList());
                    } catch (IOException e) {
                        throw new JfioException("--engine-path=" + entry + ": cannot list the directory: " + e.getMessage(), e);
                    }
                } else {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /**
     * @param what the setting that named the jar, for the error message
     * @return the engines the jar itself provides (not those of jfio's class loader), at least one
     */
    private static List<IoEngineProvider> providers(Path jar, String what) {
        if (!Files.isRegularFile(jar) || !Files.isReadable(jar)) {
            throw new JfioException(what + ": " + jar + ": " + (Files.exists(jar) ? "not a readable file" : "no such file"));
        }
        URLClassLoader loader = new URLClassLoader(new URL[] {url(jar)}, UserEngines.class.getClassLoader());
        List<IoEngineProvider> out = new ArrayList<>();
        try {
            for (ServiceLoader.Provider<IoEngineProvider> p : ServiceLoader.load(IoEngineProvider.class, loader).stream().toList()) {
                if (p.type().getClassLoader() == loader) {
                    IoEngineProvider provider = p.get();
                    check(provider, jar, what);
                    out.add(provider);
                }
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            throw new JfioException(what + ": the engine provider in " + jar + " failed to load: " + rootCause(e), e);
        }
        if (out.isEmpty()) {
            throw new JfioException(what + ": " + jar + " provides no I/O engine (it needs a "
                    + "META-INF/services/" + IoEngineProvider.class.getName() + " entry)");
        }
        return out;
    }

    /** Asks the provider what jfio will ask it (name, description, availability), so a failure is told here, once. */
    private static void check(IoEngineProvider p, Path jar, String what) {
        String name;
        try {
            name = p.name();
            p.description();
            p.availability();
        } catch (RuntimeException e) {
            throw new JfioException(what + ": the engine provider " + p.getClass().getName() + " in " + jar
                    + " failed: " + rootCause(e), e);
        }
        if (name == null || name.isBlank()) {
            throw new JfioException(what + ": the engine provider " + p.getClass().getName() + " in " + jar + " has no name");
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new JfioException("not a jar path: " + jar, e);
        }
    }

    /** @return the message of the innermost cause (the provider's own), or its class name without one */
    private static String rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return c.getMessage() != null ? c.getMessage() : c.getClass().getName();
    }

    /** {@code external:PATH.jar} or {@code external:PATH.jar:NAME}. */
    record Reference(String text, Path jar, String engine) {
        static Reference parse(String text) {
            String rest = text.substring(EXTERNAL.length());
            String path = rest;
            String engine = "";
            int colon = rest.lastIndexOf(':');
            if (!rest.endsWith(".jar") && colon > 0) {
                path = rest.substring(0, colon);
                engine = rest.substring(colon + 1);
            }
            if (path.isBlank()) {
                throw new JfioException("ioengine=" + text + ": name a jar, e.g. ioengine=external:/path/engine.jar");
            }
            return new Reference(text, Path.of(path).toAbsolutePath().normalize(), engine);
        }

        /** @return the engine the reference names among the jar's */
        IoEngineProvider choose(List<IoEngineProvider> inJar) {
            List<String> names = inJar.stream().map(IoEngineProvider::name).toList();
            if (engine.isEmpty()) {
                if (inJar.size() > 1) {
                    throw new JfioException("ioengine=" + text + ": " + jar + " provides several engines (" + String.join(", ", names)
                            + "): name one, e.g. ioengine=" + text + ":" + names.get(0));
                }
                return inJar.get(0);
            }
            IoEngineProvider p = find(inJar, engine);
            if (p == null) {
                throw new JfioException("ioengine=" + text + ": " + jar + " has no engine '" + engine
                        + "' (it provides: " + String.join(", ", names) + ")");
            }
            return p;
        }
    }
}
