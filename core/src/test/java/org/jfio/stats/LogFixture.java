package org.jfio.stats;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A row log writing into a file through a running {@link LogWriter}, for tests of one log. */
final class LogFixture {
    final Path file;
    final LogWriter writer;
    final RowLog rows;

    LogFixture(Path file, int stride, RowFormat format) {
        this.file = file;
        this.writer = new LogWriter("test-log-writer");
        try {
            this.rows = new RowLog(stride, 3, 2, format, LogOutput.open(file, false), writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        writer.start();
    }

    /** Hands everything over, lets the writer finish, and reads the file's lines. */
    List<String> finish() {
        rows.publish();
        String failure = writer.finish();
        if (failure != null) {
            throw new AssertionError(failure);
        }
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
