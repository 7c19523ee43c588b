package org.jfio.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes one value through a {@link LogOutput} and compares the text. */
final class LogOutputProbe {
    private LogOutputProbe() {
    }

    static void assertHex(String expected, int value) {
        try {
            Path f = Files.createTempFile("jfio-hex", ".log");
            try {
                LogOutput out = LogOutput.open(f, false);
                out.hex4(value);
                out.close();
                assertEquals(expected, Files.readString(f));
            } finally {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
