package org.jfio.api;

import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A third party ships an engine in its own jar with a {@code META-INF/services} entry; jfio finds
 * it through {@link java.util.ServiceLoader} and runs a job on it.
 */
class CustomEngineJarTest {
    @TempDir
    Path dir;

    private static final String SOURCE = """
            package com.example.engine;

            import java.util.EnumSet;
            import java.util.Set;
            import org.jfio.spi.*;

            public final class CountingProvider implements IoEngineProvider {
                public static final java.util.concurrent.atomic.AtomicLong QUEUED = new java.util.concurrent.atomic.AtomicLong();
                public String name() { return "counting"; }
                public String description() { return "counts requests, moves no data"; }
                public Set<EngineCapability> capabilities() { return Set.of(EngineCapability.DISKLESS); }
                public IoEngine create(EngineContext context) {
                    return new IoEngine() {
                        public Set<EngineCapability> capabilities() { return EnumSet.of(EngineCapability.SYNC); }
                        public QueueStatus queue(IoUnit unit) {
                            QUEUED.incrementAndGet();
                            unit.result(unit.lengthBytes());
                            return QueueStatus.COMPLETED;
                        }
                    };
                }
            }
            """;

    @Test
    void shouldFindAndRunAnEngineFromAPluginJar() throws Exception {
        Path jar = buildPluginJar();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                CustomEngineJarTest.class.getClassLoader())) {
            EngineRegistry registry = EngineRegistry.load(loader);
            assertTrue(registry.names().contains("counting"), "found: " + registry.names());
            assertTrue(registry.names().contains("psync"), "built-ins still there: " + registry.names());

            JobSpec job = JobSpec.builder("plugin").set("ioengine", "counting").rw(ReadWrite.RANDWRITE)
                    .set("size", 1L << 20).set("bs", 4096).build();
            RunResult r = JobRunner.of(JobPlan.of(job)).engines(registry).run();
            assertEquals(256, r.groups().get(0).reported().get(0).direction(DataDirection.WRITE).ios());
            AtomicLong queued = (AtomicLong) Class.forName("com.example.engine.CountingProvider", true, loader)
                    .getField("QUEUED").get(null);
            assertEquals(256, queued.get(), "the plug-in's own engine did the work");
        }
    }

    private Path buildPluginJar() throws IOException {
        Path src = dir.resolve("src/com/example/engine/CountingProvider.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, SOURCE);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path"), src.toString());
        assertEquals(0, rc, "plug-in compiles against the public API");
        Path jar = dir.resolve("counting-engine.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Path p : List.of(classes.resolve("com/example/engine/CountingProvider.class"),
                    classes.resolve("com/example/engine/CountingProvider$1.class"))) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString()));
                Files.copy(p, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/org.jfio.spi.IoEngineProvider"));
            write(out, "com.example.engine.CountingProvider\n");
            out.closeEntry();
        }
        return jar;
    }

    private static void write(OutputStream out, String s) throws IOException {
        out.write(s.getBytes(StandardCharsets.UTF_8));
    }
}
