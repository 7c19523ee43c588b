package org.jfio.nativeheaders;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;

/**
 * Shared by the ABI tests: compiles a C probe with gcc against the real system headers, runs it,
 * and reads its {@code <key> <value>} lines; skips when gcc or a header is missing on a
 * workstation, fails instead under {@code CI=true}.
 */
public final class CProbe {
    private CProbe() {
    }

    /** @return one C statement printing {@code key} and the value of {@code cExpr} as a long long */
    public static String printLine(String key, String cExpr) {
        return "    printf(\"%s %lld\\n\", \"" + key + "\", (long long) (" + cExpr + "));\n";
    }

    /**
     * Writes {@code source} to {@code dir/abi_probe.c}, compiles it with
     * {@code gcc -std=gnu11 -Wall -Werror <includeFlag> <headerDir>}, runs it.
     *
     * @param includeFlag {@code -I}, or {@code -iquote} when the project's header shares a
     *                    system header's name
     * @return the printed values by key, in print order
     */
    public static Map<String, String> compileAndRun(Path dir, String source, String includeFlag, Path headerDir)
            throws Exception {
        Path file = dir.resolve("abi_probe.c");
        Path binary = dir.resolve("abi_probe");
        Files.writeString(file, source);
        exec(dir, List.of("gcc", "-std=gnu11", "-Wall", "-Werror", includeFlag, headerDir.toString(),
                "-o", binary.toString(), file.toString()), "compiling " + file);
        String out = exec(dir, List.of(binary.toString()), "running " + binary);
        Map<String, String> values = new LinkedHashMap<>();
        for (String line : out.split("\n")) {
            if (!line.isBlank()) {
                int space = line.lastIndexOf(' ');
                values.put(line.substring(0, space), line.substring(space + 1));
            }
        }
        return values;
    }

    /** @return the same values read as numbers */
    public static Map<String, Long> asLongs(Map<String, String> values) {
        Map<String, Long> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k, Long.parseLong(v)));
        return out;
    }

    /** Skips (or fails under CI=true) unless gcc runs and every header path exists. */
    public static void requireGccAndHeaders(String... headers) throws InterruptedException {
        if (!gccPresent()) {
            skipOrFail("gcc not found: the ABI probe cannot be compiled (apt-get install gcc)");
        }
        List<String> missing = new ArrayList<>();
        for (String h : headers) {
            if (!Files.exists(Path.of(h))) {
                missing.add(h);
            }
        }
        if (!missing.isEmpty()) {
            skipOrFail(String.join(", ", missing) + " not found: the ABI probe cannot be compiled");
        }
    }

    /** Skips the test on a workstation; under {@code CI=true} fails it instead. */
    public static void skipOrFail(String why) {
        if ("true".equals(System.getenv("CI"))) {
            fail(why + "; CI=true requires it");
        }
        Assumptions.abort(why);
    }

    private static boolean gccPresent() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor() == 0;
        } catch (IOException e) {
            return false;
        }
    }

    private static String exec(Path dir, List<String> command, String what) throws Exception {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(what + " timed out");
        }
        if (p.exitValue() != 0) {
            fail(what + " failed with exit code " + p.exitValue() + ":\n" + out);
        }
        return out;
    }
}
