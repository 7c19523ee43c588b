package org.jfio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.constantpool.PoolEntry;
import java.lang.classfile.constantpool.StringEntry;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.jfio.api.EngineRegistry;
import org.jfio.spi.IoEngineProvider;
import org.junit.jupiter.api.Test;

/**
 * Core names no engine: outside the built-in engines ({@code org.jfio.engine}) no string constant
 * of core's compiled classes holds an engine's name, its library or its kernel switch (read from the
 * class files' constant pools with the JDK's ClassFile API, so message texts and string switches are
 * covered too); the built-in engines are found by ServiceLoader only; the module exports the
 * library's public packages.
 */
class EngineNamesTest {
    private static final String ENGINE_PACKAGE = "org/jfio/engine/";

    /** The engine modules' engines (core cannot load them), their libraries and their kernel switches. */
    private static final List<String> MODULE_ENGINES = List.of("io_uring", "liburing", "libaio", "posixaio", "aio-max-nr");

    /**
     * Built-in engine names that are words of fio's own vocabulary too, so a constant cannot tell
     * which is meant: {@code sync} is an option ({@code sync=sync}), a direction and a latency line,
     * {@code null} a {@code verify=} value. Not searched.
     */
    private static final Set<String> VOCABULARY = Set.of("sync", "null");

    /**
     * Built-in engine names short enough to sit inside other words ("union", "msg", "execution"), or
     * that are part of system calls and options of their own ({@code fallocate=}, ftruncate(2),
     * {@code allow_file_create}): only a constant that is exactly the name counts.
     */
    private static final Set<String> WHOLE_CONSTANT_ONLY = Set.of("nio", "mmap", "sg", "exec", "falloc", "ftruncate",
            "filecreate");

    /*
     * The ioengine option's declared default (JobIdentity.DEFAULT_IOENGINE): fio's default engine is
     * part of the option's meaning, as fio --cmdhelp=ioengine shows it. The one engine name the job
     * model may hold; nothing looks an engine up by it but the registry.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "org.jfio.job.JobIdentity", Set.of("psync"),
            // fio's mem=mmap: a source of I/O buffer memory, not the engine
            "org.jfio.job.Buffers", Set.of("mmap"));

    private static List<Path> classFiles() throws IOException {
        try (Stream<Path> files = Files.walk(CoreClasses.root())) {
            return files.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
    }

    private static String className(Path classFile) {
        String relative = CoreClasses.root().relativize(classFile).toString();
        return relative.substring(0, relative.length() - ".class".length()).replace('/', '.');
    }

    /** @return every engine name to look for, lower case */
    private static Set<String> engineNames() {
        Set<String> names = new TreeSet<>(MODULE_ENGINES);
        for (IoEngineProvider p : EngineRegistry.load().providers()) {
            names.add(p.name().toLowerCase(Locale.ROOT));
            for (String a : p.aliases()) {
                names.add(a.toLowerCase(Locale.ROOT));
            }
        }
        names.removeAll(VOCABULARY);
        return names;
    }

    /** @return the string constants of one class file */
    private static List<String> strings(Path classFile) throws IOException {
        ClassModel model = ClassFile.of().parse(Files.readAllBytes(classFile));
        List<String> out = new ArrayList<>();
        for (PoolEntry e : model.constantPool()) {
            if (e instanceof StringEntry s) {
                out.add(s.stringValue());
            }
        }
        return out;
    }

    private static boolean names(String constant, String engine) {
        String c = constant.toLowerCase(Locale.ROOT);
        return WHOLE_CONSTANT_ONLY.contains(engine) ? c.equals(engine) : c.contains(engine);
    }

    @Test
    void shouldNameNoEngineOutsideTheBuiltinEngines() throws IOException {
        Set<String> engines = engineNames();
        assertTrue(engines.containsAll(List.of("psync", "vsync", "pvsync2", "mmap", "nio", "io_uring", "libaio", "posixaio")),
                engines.toString());
        List<String> found = new ArrayList<>();
        int scanned = 0;
        for (Path f : classFiles()) {
            String name = className(f);
            if (name.equals("module-info") || name.startsWith(ENGINE_PACKAGE.replace('/', '.'))) {
                continue;
            }
            scanned++;
            for (String constant : strings(f)) {
                for (String engine : engines) {
                    if (names(constant, engine) && !ALLOWED.getOrDefault(name, Set.of()).contains(constant)) {
                        found.add(name + ": \"" + constant + "\" names " + engine);
                    }
                }
            }
        }
        assertTrue(scanned > 100, "core's classes were read: " + scanned);
        assertEquals(List.of(), found);
    }

    @Test
    void shouldSeeAnEngineNameInAConstant() throws IOException {
        // the scan reads what javac keeps: a message built with + is one recipe constant
        Path engineClass = CoreClasses.root().resolve("org/jfio/engine/MmapEngineProvider.class");
        List<String> constants = strings(engineClass);
        assertTrue(constants.stream().anyMatch(c -> names(c, "io_uring")), constants.toString());
        assertTrue(constants.contains("mmap"), constants.toString());
        assertFalse(names("a union of ranges", "nio"), "a short name only as the whole constant");
        assertTrue(names("nio", "nio"));
    }

    @Test
    void shouldFindEveryBuiltinEngineThroughServiceLoader() throws Exception {
        Set<String> declared = new TreeSet<>();
        for (Path f : classFiles()) {
            String name = className(f);
            if (name.startsWith(ENGINE_PACKAGE.replace('/', '.'))) {
                Class<?> c = Class.forName(name, false, EngineNamesTest.class.getClassLoader());
                if (IoEngineProvider.class.isAssignableFrom(c) && !c.isInterface() && !Modifier.isAbstract(c.getModifiers())) {
                    declared.add(c.getName());
                }
            }
        }
        Set<String> loaded = new TreeSet<>();
        for (IoEngineProvider p : EngineRegistry.load().providers()) {
            if (p.getClass().getName().startsWith(ENGINE_PACKAGE.replace('/', '.'))) {
                loaded.add(p.getClass().getName());
            }
        }
        assertEquals(20, declared.size(), declared.toString());
        assertEquals(declared, loaded, "the registry finds every built-in engine");
        assertEquals(declared, new TreeSet<>(descriptor().provides().stream()
                .filter(p -> p.service().equals(IoEngineProvider.class.getName()))
                .flatMap(p -> p.providers().stream()).toList()), "module-info provides every built-in engine");
    }

    @Test
    void shouldExportTheLibrarysPublicPackagesOnly() throws IOException {
        Set<String> exported = new TreeSet<>();
        for (ModuleDescriptor.Exports e : descriptor().exports()) {
            assertFalse(e.isQualified(), e.toString());
            exported.add(e.source());
        }
        assertEquals(new TreeSet<>(List.of("org.jfio.api", "org.jfio.spi", "org.jfio.spi.option", "org.jfio.result", "org.jfio.format",
                "org.jfio.job", "org.jfio.report", "org.jfio.report.html", "org.jfio.compare", "org.jfio.sysbench",
                "org.jfio.fleet", "org.jfio.merge")), exported);
    }

    private static ModuleDescriptor descriptor() throws IOException {
        try (InputStream in = Files.newInputStream(CoreClasses.root().resolve("module-info.class"))) {
            return ModuleDescriptor.read(in);
        }
    }
}
