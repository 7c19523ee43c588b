package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jfio.testkit.JavaProjects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines from the user's jars, end to end through the command: {@code ioengine=external:JAR}
 * (on the command line and in a job file), {@code --engine-path}, their listing in
 * {@code --enghelp}, and the one-line errors. The engine is the README's custom-engine example,
 * compiled from {@code examples/custom-engine} into a jar by the test.
 */
class ExternalEngineTest {
    @TempDir
    static Path shared;

    @TempDir
    Path tmp;

    static Path discardJar;

    @BeforeAll
    static void buildTheExampleEngineJar() {
        Path project = JavaProjects.repoRoot().resolve("examples/custom-engine");
        Path classes = shared.resolve("discard-classes");
        JavaProjects.compile(project.resolve("src/main/java"), classes, JavaProjects.CORE_MODULES);
        discardJar = JavaProjects.jar(shared.resolve("Discard-Engine.jar"), classes, project.resolve("src/main/resources"));
    }

    @Test
    void shouldRunAJobOnTheEngineOfAnExternalJar() throws IOException {
        MainTest.Result r = MainTest.run("--output-format=json", "--name=ext", "--ioengine=external:" + discardJar,
                "--rw=write", "--size=1m", "--bs=4k");
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(256, job(r.out()).path("write").path("total_ios").asLong(), r.out());
    }

    @Test
    void shouldRunAJobFileNamingTheExternalJarAndOneOfItsEnginesByName() throws IOException {
        Path job = tmp.resolve("ext.fio");
        Files.writeString(job, "[ext]\nioengine=external:" + discardJar + ":discard ; the example engine\nrw=randread\nsize=2m\n");
        MainTest.Result r = MainTest.run("--output-format=json", job.toString());
        assertEquals(ExitCode.OK, r.code(), r.err());
        assertEquals(512, job(r.out()).path("read").path("total_ios").asLong(), r.out());
    }

    @Test
    void shouldRunAJobFileFromStdinNamingTheExternalJar() throws IOException, InterruptedException {
        // the same job as a file works (above): "jfio -" reads it from stdin, where jfio must find its engine too
        String text = "[ext]\nioengine=external:" + discardJar + ":discard\nrw=randread\nsize=2m\n";
        try (ChildJfio child = ChildJfio.start("--output-format=json", "-").input(text)) {
            assertEquals(ExitCode.OK, child.await(120), child::stderr);
            assertEquals(512, job(child.stdout()).path("read").path("total_ios").asLong(), child.stdout());
        }
    }

    @Test
    void shouldAddTheEnginesOfEnginePathJarsAndDirectoriesForEveryJobAndListThemWithTheirJar() throws IOException {
        for (String path : new String[] {discardJar.toString(), discardJar.getParent().toString()}) {
            MainTest.Result r = MainTest.run("--engine-path=" + path, "--output-format=json",
                    "--name=a", "--ioengine=discard", "--rw=read", "--size=1m", "--name=b", "--ioengine=discard", "--size=1m");
            assertEquals(ExitCode.OK, r.code(), r.err());
        }
        MainTest.Result list = MainTest.run("--engine-path=" + discardJar, "--enghelp");
        assertEquals(ExitCode.OK, list.code(), list.err());
        assertTrue(list.out().matches("(?s).*\\n  discard +available +example engine: .*\\n +from: "
                + java.util.regex.Pattern.quote(discardJar.toString()) + "\\n.*"), list.out());
        assertTrue(list.out().contains("  psync "), "jfio's own engines stay listed: " + list.out());
        MainTest.Result one = MainTest.run("--enghelp=external:" + discardJar);
        assertEquals(ExitCode.OK, one.code(), one.err());
        assertTrue(one.out().startsWith("discard: example engine: completes every request at once, moves no data\n  from: "
                + discardJar + "\n  available\n"), one.out());
    }

    @Test
    void shouldNotListUserEnginesOrOriginsWithoutThem() {
        MainTest.Result list = MainTest.run("--enghelp");
        assertTrue(!list.out().contains("from: ") && !list.out().contains("discard"), list.out());
    }

    @Test
    void shouldSayInOneLineWhatIsWrongWithAnEngineJar() throws IOException {
        Path missing = tmp.resolve("nowhere.jar");
        assertTrue(MainTest.run("--name=x", "--ioengine=external:" + missing, "--size=1m").assertBadInput()
                .err().contains("ioengine=external:" + missing + ": " + missing + ": no such file"));
        assertTrue(MainTest.run("--engine-path=" + missing, "--enghelp").assertBadInput()
                .err().contains("--engine-path: " + missing + ": no such file"));

        Path empty = JavaProjects.jar(tmp.resolve("empty.jar"), Files.createDirectories(tmp.resolve("nothing")), null);
        assertTrue(MainTest.run("--name=x", "--ioengine=external:" + empty, "--size=1m").assertBadInput()
                .err().contains(empty + " provides no I/O engine (it needs a META-INF/services/org.jfio.spi.IoEngineProvider entry)"));

        Path throwing = pluginJar("throwing", """
                package p;
                public final class Throwing extends Base {
                    public Throwing() { throw new IllegalStateException("no licence key"); }
                    public String name() { return "throwing"; }
                }
                """, "p.Throwing");
        MainTest.Result t = MainTest.run("--name=x", "--ioengine=external:" + throwing, "--size=1m").assertBadInput();
        assertTrue(t.err().contains("the engine provider in " + throwing + " failed to load: no licence key"), t.err());

        Path unavailable = pluginJar("probe", """
                package p;
                public final class Probe extends Base {
                    public String name() { return "probe"; }
                    public org.jfio.spi.Availability availability() { throw new UnsupportedOperationException("probe crashed"); }
                }
                """, "p.Probe");
        assertTrue(MainTest.run("--engine-path=" + unavailable, "--enghelp").assertBadInput()
                .err().contains("--engine-path: the engine provider p.Probe in " + unavailable + " failed: probe crashed"));

        Path clash = pluginJar("clash", "package p;\npublic final class Psync extends Base {\n    public String name() { return \"psync\"; }\n}\n", "p.Psync");
        assertTrue(MainTest.run("--engine-path=" + clash, "--enghelp").assertBadInput()
                .err().contains("--engine-path: " + clash + " provides engine 'psync', which jfio provides already"));
    }

    @Test
    void shouldAskWhichEngineOfAJarWithSeveralAndRunTheOneNamed() throws IOException {
        Path two = pluginJar("two", """
                package p;
                public final class One extends Base {
                    public String name() { return "one"; }
                }
                """, "p.One", """
                package p;
                public final class Two extends Base {
                    public String name() { return "two"; }
                }
                """, "p.Two");
        MainTest.Result r = MainTest.run("--name=x", "--ioengine=external:" + two, "--size=1m").assertBadInput();
        assertTrue(r.err().contains(two + " provides several engines (one, two): name one, e.g. ioengine=external:"
                + two + ":one"), r.err());
        assertTrue(MainTest.run("--name=x", "--ioengine=external:" + two + ":three", "--size=1m").assertBadInput()
                .err().contains(two + " has no engine 'three' (it provides: one, two)"));
        MainTest.Result ok = MainTest.run("--output-format=json", "--name=x", "--ioengine=external:" + two + ":two", "--size=1m");
        assertEquals(ExitCode.OK, ok.code(), ok.err());
        assertEquals(256, job(ok.out()).path("read").path("total_ios").asLong());
    }

    /** @return a jar of engine providers written as Java sources: pairs of source text and class name */
    private Path pluginJar(String name, String... sourcesAndClasses) throws IOException {
        Path src = tmp.resolve(name + "-src/p");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Base.java"), """
                package p;
                import java.util.EnumSet;
                import java.util.Set;
                import org.jfio.spi.*;
                /** A diskless engine that completes each request at once. */
                public abstract class Base implements IoEngineProvider {
                    public String description() { return "test engine"; }
                    public Set<EngineCapability> capabilities() { return Set.of(EngineCapability.DISKLESS); }
                    public IoEngine create(EngineContext context) {
                        return new IoEngine() {
                            public Set<EngineCapability> capabilities() { return EnumSet.of(EngineCapability.SYNC); }
                            public QueueStatus queue(IoUnit unit) {
                                unit.result(unit.lengthBytes());
                                return QueueStatus.COMPLETED;
                            }
                        };
                    }
                }
                """);
        StringBuilder services = new StringBuilder();
        for (int i = 0; i < sourcesAndClasses.length; i += 2) {
            String cls = sourcesAndClasses[i + 1];
            Files.writeString(src.resolve(cls.substring(2) + ".java"), sourcesAndClasses[i]);
            services.append(cls).append('\n');
        }
        Path classes = tmp.resolve(name + "-classes");
        JavaProjects.compile(src.getParent(), classes, Set.of());
        Path resources = tmp.resolve(name + "-resources/META-INF/services");
        Files.createDirectories(resources);
        Files.writeString(resources.resolve("org.jfio.spi.IoEngineProvider"), services);
        return JavaProjects.jar(tmp.resolve(name + ".jar"), classes, resources.getParent().getParent());
    }

    private static JsonNode job(String json) throws IOException {
        return new ObjectMapper().readTree(json).path("jobs").path(0);
    }
}
