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
 * {@code --inflate-log=FILE}: prints a log stored compressed ({@code log_store_compressed=1}: a
 * sequence of zlib streams, fio's {@code .log.fz}) as its text, stream after stream, as
 * {@code fio --inflate-log} does. Reads files written by jfio or by fio. Stateless.
 */
final class LogInflater {
    private LogInflater() {
    }

    /**
     * @throws JfioException when the file cannot be read or is not a sequence of zlib streams
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
