package org.jfio.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

import org.jfio.job.JobPlan;
import org.jfio.job.JobSpec;
import org.jfio.job.ReadWrite;
import org.jfio.result.RunResult;
import org.jfio.spi.DataDirection;
import org.jfio.testkit.JavaProjects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's two library examples compile as the modules they declare, against jfio-core's
 * public API only, and run: {@code examples/embed} (a program running a job) and
 * {@code examples/custom-engine} (an engine in its own jar, found through its
 * {@code META-INF/services} entry).
 */
class ExamplesTest {
    @TempDir
    Path dir;

    @Test
    void shouldCompileTheEmbeddingExampleAsAModuleAndRunItsNullJob() throws Exception {
        Path classes = dir.resolve("embed");
        JavaProjects.compile(JavaProjects.repoRoot().resolve("examples/embed/src/main/java"), classes,
                JavaProjects.CORE_MODULES);
        String out = runMain(classes, "null");
        assertTrue(out.matches("null: 4096 reads of 4 KiB, \\d+ IOPS, p99 completion latency \\d+ ns\\R"), out);
    }

    @Test
    void shouldCompileTheCustomEngineExampleIntoAJarAndRunAJobOnIt() throws Exception {
        Path project = JavaProjects.repoRoot().resolve("examples/custom-engine");
        Path classes = dir.resolve("engine");
        JavaProjects.compile(project.resolve("src/main/java"), classes, JavaProjects.CORE_MODULES);
        Path jar = JavaProjects.jar(dir.resolve("discard.jar"), classes, project.resolve("src/main/resources"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
            EngineRegistry registry = EngineRegistry.load(loader);
            assertTrue(registry.find("discard").isPresent(), "found: " + registry.names());
            JobSpec job = JobSpec.builder("custom").set("ioengine", "discard").rw(ReadWrite.RANDWRITE)
                    .set("size", 1L << 20).set("bs", 4096).build();
            RunResult r = JobRunner.of(JobPlan.of(job)).engines(registry).run();
            assertEquals(256, r.groups().get(0).reported().get(0).direction(DataDirection.WRITE).ios());
            AtomicLong bytes = (AtomicLong) Class.forName("org.jfio.examples.engine.DiscardEngineProvider", true, loader)
                    .getField("BYTES").get(null);
            assertEquals(1L << 20, bytes.get(), "the example engine was asked for every byte of the job");
        }
    }

    /** @return what the example's {@code main(args)} printed, run from its compiled classes */
    private static String runMain(Path classes, String... args) throws Exception {
        PrintStream stdout = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, ExamplesTest.class.getClassLoader());
                PrintStream capture = new PrintStream(out, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            Class.forName("org.jfio.examples.embed.Main", true, loader).getMethod("main", String[].class)
                    .invoke(null, (Object) args);
        } finally {
            System.setOut(stdout);
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
