package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.jfio.spi.JfioException;

/**
 * {@code --inflate-log=FILE}: prints a log jfio stored compressed ({@code log_store_compressed=1}:
 * a sequence of zlib streams of the log's text, {@code NAME.log.fz}) as its text, stream after
 * stream. fio's {@code .log.fz} files hold fio's binary sample records instead (its in-memory
 * layout, compressed), which only {@code fio --inflate-log} turns into text: such a file is
 * refused with one line rather than printed as garbage. Stateless.
 */
final class LogInflater {
    private LogInflater() {
    }

    /** @throws JfioException when the bytes are not log text (fio's binary sample records) */
    private static void requireText(Path file, byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            int b = bytes[i] & 0xFF;
            if (b >= 0x80 || (b < 0x20 && b != '\n')) {
                throw new JfioException("--inflate-log=" + file + ": holds binary sample records, not log text (a log "
                        + "fio stored compressed: fio --inflate-log reads it; jfio stores its logs' text)");
            }
        }
    }

    /**
     * @throws JfioException when the file cannot be read, is not a sequence of zlib streams, or
     *                       holds fio's binary records
     */
    static void inflate(Path file, PrintStream out) {
        byte[] in;
        try {
            in = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new JfioException("--inflate-log=" + file + ": No such file or directory");
        } catch (IOException e) {
            throw new JfioException("--inflate-log=" + file + ": " + e.getMessage());
        }
        byte[] text = new byte[64 * 1024];
        int at = 0;
        int streams = 0;
        Inflater inflater = new Inflater();
        try {
            while (at < in.length) {
                inflater.reset();
                inflater.setInput(in, at, in.length - at);
                while (!inflater.finished()) {
                    int n = inflater.inflate(text);
                    requireText(file, text, n);
                    out.write(text, 0, n);
                    if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                        throw new JfioException("--inflate-log=" + file + ": stream " + (streams + 1)
                                + " is cut short (at byte " + in.length + ")");
                    }
                }
                at = in.length - inflater.getRemaining();
                streams++;
            }
        } catch (DataFormatException e) {
            throw new JfioException("--inflate-log=" + file + ": not a compressed log (zlib streams): stream "
                    + (streams + 1) + " at byte " + at + ": " + e.getMessage());
        } finally {
            inflater.end();
            out.flush();
        }
    }
}
