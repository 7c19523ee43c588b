package org.jfio.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files of the report tests, under {@code src/test/resources/org/jfio/report}. Run the
 * tests with {@code -Djfio.updateGolden=true} to rewrite them from the current output (then
 * review the diff before committing).
 */
final class Golden {
    private static final Path DIR = Path.of("src/test/resources/org/jfio/report");

    private Golden() {
    }

    /** Asserts that {@code actual} equals the golden file byte for byte (or rewrites it). */
    static void check(String name, String actual) throws IOException {
        if (Boolean.getBoolean("jfio.updateGolden")) {
            Files.writeString(DIR.resolve(name), actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(DIR.resolve(name), StandardCharsets.UTF_8), actual, name);
    }
}
