package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/** Where the tests find the repository and the shared fio compatibility job files. */
final class TestPaths {

    private TestPaths() {
    }

    /** @return the repository root: the nearest parent whose pom.xml lists the cli module */
    static Path repoRoot() {
        Path dir = Path.of("").toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path pom = d.resolve("pom.xml");
            try {
                if (Files.isRegularFile(pom) && Files.readString(pom).contains("<module>cli</module>")) {
                    return d;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        throw new IllegalStateException("no pom.xml with <module>cli</module> above " + dir);
    }

    /**
     * @return {@code ../shared/compat/fio-jobs} next to the repository; when it is missing the
     *         calling test is skipped, or fails when the environment variable CI is {@code true}
     */
    static Path compatJobsDir() {
        Path dir = repoRoot().resolve("../shared/compat/fio-jobs").normalize();
        if (!Files.isDirectory(dir)) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail("compat job files missing: " + dir);
            }
            Assumptions.abort("compat job files not present: " + dir);
        }
        return dir;
    }
}
