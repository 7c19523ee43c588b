package org.jfio.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;


/** Where the tests find the repository, its own job files and the shared fio example job files. */
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
     * @return the job files jfio owns for the default suite ({@code cli/src/test/resources/compat-jobs}),
     *         sorted
     */
    static List<Path> ownedJobFiles() {
        return jobFiles(repoRoot().resolve("cli/src/test/resources/compat-jobs"));
    }

    /** @return the job files of the repository's {@code examples/}, sorted */
    static List<Path> exampleJobFiles() {
        return jobFiles(repoRoot().resolve("examples"));
    }

    /**
     * @return the public fio job files in {@code ../shared/compat/fio-jobs} next to the repository,
     *         sorted; only the {@code shared} profile's tests ask for them, and a missing directory
     *         fails them
     */
    static List<Path> sharedJobFiles() {
        Path dir = repoRoot().resolve("../shared/compat/fio-jobs").normalize();
        if (!Files.isDirectory(dir)) {
            fail("the shared profile needs the fio job files in " + dir);
        }
        return jobFiles(dir);
    }

    private static List<Path> jobFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> jobs = files.filter(p -> p.toString().endsWith(".fio")).sorted().toList();
            if (jobs.isEmpty()) {
                fail("no job files in " + dir);
            }
            return jobs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
