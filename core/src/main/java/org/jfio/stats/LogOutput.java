package org.jfio.stats;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One log file being written: ASCII text gathered in a buffer and written to the file in whole
 * rows. A file shared by several jobs ({@code per_job_logs=0}) is opened in append mode, so each
 * write lands at the end of the file in one piece and rows of different jobs never mix inside
 * a line.
 *
 * <p>Stored compressed ({@code log_store_compressed}), the text goes through a zlib deflater
 * and the file is a sequence of zlib streams, one per {@code log_compression} bytes of text (or
 * one per write when that is 0), under fio's {@code .log.fz} name (fio's own hold binary records); the deflater and its
 * output buffer are made once, when the file is opened.
 *
 * <p>Not thread-safe: opened by a job thread, then used by its log writer thread only.
 */
final class LogOutput {
    /** Buffer size; larger than the longest row (a histogram row of 1856 numbers). */
    private static final int BUFFER_BYTES = 256 * 1024;
    /** Rows are written out once the buffer holds this much. */
    private static final int FLUSH_AT_BYTES = 192 * 1024;
    private static final byte[] HEX = "0123456789abcdef".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    private final Path path;
    private final FileChannel channel;
    private final byte[] buffer = new byte[BUFFER_BYTES];
    private final java.util.zip.Deflater deflater;
    private final byte[] compressed;
    /** The current stream's compressed bytes, written in one piece when it ends (an appended shared file stays whole). */
    private final java.io.ByteArrayOutputStream stream;
    private final long chunkBytes;
    private long chunkFill;
    private int position;
    private String failure;

    private LogOutput(Path path, FileChannel channel, boolean compress, long chunkBytes) {
        this.path = path;
        this.channel = channel;
        this.deflater = compress ? new java.util.zip.Deflater() : null;
        this.compressed = compress ? new byte[BUFFER_BYTES] : null;
        this.stream = compress ? new java.io.ByteArrayOutputStream(BUFFER_BYTES) : null;
        this.chunkBytes = chunkBytes;
    }

    /**
     * Creates or truncates the file, or opens it for appending.
     *
     * @throws IOException when the file cannot be opened for writing
     */
    static LogOutput open(Path path, boolean append) throws IOException {
        return open(path, append, false, 0);
    }

    /**
     * Creates or truncates the file, or opens it for appending; compressed, it receives zlib streams.
     *
     * @param compress   write the text as zlib streams ({@code log_store_compressed})
     * @param chunkBytes text bytes per stream ({@code log_compression}); 0 = one stream per write
     * @throws IOException when the file cannot be opened for writing
     */
    static LogOutput open(Path path, boolean append, boolean compress, long chunkBytes) throws IOException {
        FileChannel ch = append
                ? FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)
                : FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING);
        return new LogOutput(path, ch, compress, chunkBytes);
    }

    /** @return the file */
    Path path() {
        return path;
    }

    /** Appends a decimal number. */
    void number(long value) {
        if (value < 0) {
            buffer[position++] = '-';
            if (value == Long.MIN_VALUE) {
                byte[] min = "9223372036854775808".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                System.arraycopy(min, 0, buffer, position, min.length);
                position += min.length;
                return;
            }
            value = -value;
        }
        int n = 1;
        for (long v = value; v >= 10; v /= 10) {
            n++;
        }
        int end = position + n;
        long v = value;
        for (int i = end - 1; i >= position; i--) {
            buffer[i] = (byte) ('0' + v % 10);
            v /= 10;
        }
        position = end;
    }

    /** Appends {@code ", "} (fio's column separator). */
    void separator() {
        buffer[position++] = ',';
        buffer[position++] = ' ';
    }

    /** Appends a value as C's {@code 0x%04x}. */
    void hex4(int value) {
        buffer[position++] = '0';
        buffer[position++] = 'x';
        int width = Math.max(4, (35 - Integer.numberOfLeadingZeros(value | 1)) / 4);
        for (int i = width - 1; i >= 0; i--) {
            buffer[position++] = HEX[(value >>> (4 * i)) & 0xF];
        }
    }

    /** Ends a row; writes the buffer out when it is nearly full. */
    void endRow() throws IOException {
        buffer[position++] = '\n';
        if (position >= FLUSH_AT_BYTES) {
            flush();
        }
    }

    /** Appends bytes that already form whole rows, writing the buffer out first when needed. */
    void rows(byte[] bytes, int length) throws IOException {
        if (position + length > BUFFER_BYTES) {
            flush();
        }
        if (length > BUFFER_BYTES) {
            text(bytes, 0, length);
            return;
        }
        System.arraycopy(bytes, 0, buffer, position, length);
        position += length;
        if (position >= FLUSH_AT_BYTES) {
            flush();
        }
    }

    /** Writes what is buffered to the file. */
    void flush() throws IOException {
        try {
            text(buffer, 0, position);
        } finally {
            position = 0;
        }
    }

    /** Writes log text: as it is, or through the deflater, a stream ending every {@link #chunkBytes}. */
    private void text(byte[] bytes, int from, int length) throws IOException {
        if (deflater == null) {
            write(ByteBuffer.wrap(bytes, from, length));
            return;
        }
        int at = from;
        int end = from + length;
        while (at < end) {
            int n = chunkBytes > 0 ? (int) Math.min(end - at, chunkBytes - chunkFill) : end - at;
            deflater.setInput(bytes, at, n);
            while (!deflater.needsInput()) {
                drain();
            }
            at += n;
            chunkFill += n;
            if (chunkBytes == 0 || chunkFill >= chunkBytes) {
                endStream();
            }
        }
    }

    /** Ends the current zlib stream (when it has text) and starts the next. */
    private void endStream() throws IOException {
        if (chunkFill == 0) {
            return;
        }
        deflater.finish();
        while (!deflater.finished()) {
            drain();
        }
        deflater.reset();
        chunkFill = 0;
        write(ByteBuffer.wrap(stream.toByteArray()));
        stream.reset();
    }

    private void drain() {
        int n = deflater.deflate(compressed);
        stream.write(compressed, 0, n);
    }

    private void write(ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            channel.write(b);
        }
    }

    /**
     * Keeps the first failure ({@code path: reason}) and drops what is buffered; the log's
     * writer skips further rows once {@link #failed()}.
     */
    void fail(Exception e) {
        if (failure == null) {
            failure = path + ": " + (e.getMessage() == null ? e.toString() : e.getMessage());
        }
        position = 0;
    }

    /** @return true once a write failed */
    boolean failed() {
        return failure != null;
    }

    /** @return the first failure, e.g. {@code p_bw.1.log: No space left on device}, or null */
    String failure() {
        return failure;
    }

    /** Writes what is buffered unless a write failed already; a write error becomes the failure. */
    void flushKeepingFailure() {
        if (failure != null) {
            return;
        }
        try {
            flush();
        } catch (IOException e) {
            fail(e);
        }
    }

    /** Writes what is buffered (unless a write failed) and closes the file; an error becomes the failure. */
    void finish() {
        if (failure != null) {
            closeQuietly();
            return;
        }
        try {
            close();
        } catch (IOException e) {
            fail(e);
        }
    }

    /** Writes what is buffered and closes the file. */
    void close() throws IOException {
        try {
            flush();
            if (deflater != null) {
                endStream();
            }
        } finally {
            channel.close();
            if (deflater != null) {
                deflater.end();
            }
        }
    }

    /** Closes the file without writing. */
    void closeQuietly() {
        if (deflater != null) {
            deflater.end();
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // already failing
        }
    }
}
