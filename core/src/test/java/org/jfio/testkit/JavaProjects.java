package org.jfio.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles the Java sources of a small project (the repository's {@code examples/}, or a plug-in
 * a test writes) with the JDK's own compiler and packs the result into a jar, for tests of
 * embedding programs and engine jars. Shipped to the other modules in jfio-core's test jar.
 */
public final class JavaProjects {
    /** The modules a program compiled against jfio-core's public API needs on its module path. */
    public static final Set<String> CORE_MODULES =
            Set.of("org.jfio.core", "org.jfio.nativeheaders", "org.slf4j", "com.fasterxml.jackson.core");

    private JavaProjects() {
    }

    /** @return the repository root: the nearest directory at or above the working directory with {@code examples/} and a pom.xml */
    public static Path repoRoot() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve("examples")) && Files.isRegularFile(d.resolve("pom.xml"))) {
                return d;
            }
        }
        throw new IllegalStateException("no repository root above " + Path.of("").toAbsolutePath());
    }

    /**
     * Compiles every {@code .java} file under {@code sourceDir} into {@code classesDir}; a
     * {@code module-info.java} among them makes it a module compiled against {@code modules} found
     * on this JVM's class path, otherwise the class path itself is used. Fails the test with
     * javac's messages on any error or warning.
     *
     * @param modules names of the modules to put on the module path (e.g. {@link #CORE_MODULES})
     */
    public static void compile(Path sourceDir, Path classesDir, Set<String> modules) {
        List<String> args = new ArrayList<>(List.of("-d", classesDir.toString(), "-Xlint:all", "-Werror"));
        List<String> sources = javaFiles(sourceDir);
        if (sources.stream().anyMatch(s -> s.endsWith(File.separator + "module-info.java"))) {
            args.addAll(List.of("--module-path", modulePath(modules)));
        } else {
            args.addAll(List.of("-cp", System.getProperty("java.class.path")));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        boolean ok = javac.getTask(messages, null, null, args, null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromStrings(sources)).call();
        assertEquals("", messages.toString(), () -> sourceDir + " compiles without a message");
        assertEquals(true, ok, () -> sourceDir + " compiles: " + messages);
    }

    /**
     * Writes {@code jar} with every file of {@code classesDir} and, when it exists, of
     * {@code resourcesDir} (e.g. {@code META-INF/services} entries).
     *
     * @return {@code jar}
     */
    public static Path jar(Path jar, Path classesDir, Path resourcesDir) {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Path root : new Path[] {classesDir, resourcesDir}) {
                if (root == null || !Files.isDirectory(root)) {
                    continue;
                }
                for (Path p : files(root)) {
                    out.putNextEntry(new JarEntry(root.relativize(p).toString().replace(File.separatorChar, '/')));
                    Files.copy(p, out);
                    out.closeEntry();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /** @return the class path entries of this JVM that are the named modules, as a module path */
    static String modulePath(Set<String> names) {
        List<String> found = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path p = Path.of(entry);
            boolean candidate = Files.isDirectory(p) ? Files.isRegularFile(p.resolve("module-info.class"))
                    : entry.endsWith(".jar") && Files.isRegularFile(p);
            if (candidate && names.contains(moduleName(p))) {
                found.add(entry);
            }
        }
        assertEquals(names.size(), found.size(), () -> "modules " + names + " on the class path, found " + found);
        return String.join(File.pathSeparator, found);
    }

    private static String moduleName(Path entry) {
        try {
            return ModuleFinder.of(entry).findAll().stream().findFirst()
                    .map(ModuleReference::descriptor).map(d -> d.name()).orElse("");
        } catch (FindException e) {
            return "";
        }
    }

    private static List<String> javaFiles(Path dir) {
        return files(dir).stream().map(Path::toString).filter(s -> s.endsWith(".java")).toList();
    }

    private static List<Path> files(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
