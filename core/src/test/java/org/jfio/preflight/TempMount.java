package org.jfio.preflight;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * A memory filesystem ({@code tmpfs}, {@code ramfs}) mounted on a directory for one test and
 * unmounted by {@link #close()}. Needs root and {@code mount}: skips without them, fails instead
 * under {@code CI=true}.
 */
final class TempMount implements AutoCloseable {
    private final Path dir;

    private TempMount(Path dir) {
        this.dir = dir;
    }

    /** Mounts a filesystem of {@code type} on {@code dir} (which must exist and be empty). */
    static TempMount of(String type, Path dir) throws IOException, InterruptedException {
        requireRoot();
        run(List.of("mount", "-t", type, "-o", "size=16m", "jfio-test-" + type, dir.toString()));
        return new TempMount(dir);
    }

    /** @return where it is mounted */
    Path dir() {
        return dir;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        run(List.of("umount", dir.toString()));
    }

    private static void requireRoot() throws IOException {
        String uid = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Uid:")).findFirst().orElse("Uid: -1").split("\\s+")[1];
        if (!uid.equals("0")) {
            String why = "mounting a test filesystem needs root (uid " + uid + ")";
            if ("true".equals(System.getenv("CI"))) {
                fail(why + "; CI=true requires it");
            }
            Assumptions.abort(why);
        }
    }

    private static void run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            fail(String.join(" ", command) + " failed: " + out);
        }
    }
}
