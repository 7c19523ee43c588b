package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK search that {@code ./jfio} and {@code ./mvnw} share ({@code .mvn/find-jdk.sh}), run by bash
 * against JDK directories made here: a {@code bin/java} and {@code bin/javac} each, and a
 * {@code release} file naming the version (or none, where {@code java} itself is asked). Order:
 * {@code JAVA_HOME}, then {@code java} on {@code PATH} (through a symbolic link, as
 * {@code /usr/bin/java}), then the newest under the JVM directory.
 */
class FindJdkTest {
    @TempDir
    Path tmp;

    @Test
    void shouldKeepAJavaHomeOf25OrNewer() throws Exception {
        Path jdk25 = jdk("temurin-25", "25.0.1");
        assertEquals(jdk25 + " rc=0", find(Map.of("JAVA_HOME", jdk25.toString())));
    }

    @Test
    void shouldTakeTheJavaOnPathThroughItsSymbolicLinkWhenJavaHomeIsTooOld() throws Exception {
        Path jdk17 = jdk("jdk-17", "17.0.15");
        jdk("jdk-27", "27"); // newer, but PATH comes first
        Path jdk26 = jdk(tmp.resolve("opt"), "jdk-26", "26");
        Path bin = Files.createDirectories(tmp.resolve("usr-bin"));
        Files.createSymbolicLink(bin.resolve("java"), jdk26.resolve("bin/java"));
        assertEquals(jdk26 + " rc=0", find(Map.of("JAVA_HOME", jdk17.toString(), "PATH", bin + ":/usr/bin:/bin")));
    }

    @Test
    void shouldTakeTheNewestJdkUnderTheJvmDirectory() throws Exception {
        jdk("java-17-openjdk", "17.0.15");
        Path jdk26 = jdk("zulu-26", "26.0.1");
        jdk("temurin-25", "25.0.3");
        assertEquals(jdk26 + " rc=0", find(Map.of()));
    }

    @Test
    void shouldAskAJavaWithoutAReleaseFile() throws Exception {
        Path bare = jdk("bare", null);
        assertEquals(bare + " rc=0", find(Map.of()));
    }

    @Test
    void shouldFailAndSayWhatItFoundWhenNothingIsNewEnough() throws Exception {
        Path jdk17 = jdk("jdk-17", "17.0.15");
        assertEquals(" rc=1 found=17", find(Map.of("JAVA_HOME", jdk17.toString())).replace(jdk17.toString(), ""));
    }

    /**
     * Runs the search as ./jfio does (bash) and as ./mvnw does (sh, under set -euf), and requires
     * the same answer of both.
     *
     * @return "JAVA_HOME rc=N" after the search, plus " found=V" when it failed
     */
    private String find(Map<String, String> env) throws IOException, InterruptedException {
        String bash = find(env, "bash", "");
        assertEquals(bash, find(env, "sh", "set -euf; "), "sh under ./mvnw's set -euf finds what bash finds");
        return bash;
    }

    private String find(Map<String, String> env, String shell, String options) throws IOException, InterruptedException {
        Path script = TestPaths.repoRoot().resolve(".mvn/find-jdk.sh");
        ProcessBuilder pb = new ProcessBuilder(shell, "-c", options + ". \"$0\"; if jfio_find_jdk; then echo \"$JAVA_HOME rc=0\";"
                + " else echo \"${JAVA_HOME:-} rc=1 found=$JFIO_JDK_FOUND\"; fi", script.toString());
        pb.environment().remove("JAVA_HOME");
        pb.environment().put("PATH", "/usr/bin:/bin");
        pb.environment().put("JFIO_JVM_DIR", tmp.resolve("jvm").toString());
        pb.environment().putAll(env);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        return out;
    }

    /** A JDK directory under {@code jvm/} (the JVM directory): {@code bin/java} answers -XshowSettings as a JDK 25 would. */
    private Path jdk(String name, String version) throws IOException {
        return jdk(tmp.resolve("jvm"), name, version);
    }

    private Path jdk(Path parent, String name, String version) throws IOException {
        Path home = Files.createDirectories(parent.resolve(name));
        Path bin = Files.createDirectories(home.resolve("bin"));
        for (String tool : List.of("java", "javac")) {
            Path f = bin.resolve(tool);
            Files.writeString(f, "#!/bin/sh\necho '    java.specification.version = 25' >&2\n");
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        if (version != null) {
            Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\nJAVA_RUNTIME_VERSION=\"" + version
                    + "+1\"\nJAVA_VERSION=\"" + version + "\"\n");
        }
        return home;
    }
}
