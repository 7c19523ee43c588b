package org.jfio.job;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;

import org.jfio.spi.JfioException;

/**
 * The lines of a text iolog, read through a 64 KiB buffer and each split in place into its
 * fields (runs of bytes between spaces, tabs and {@code \r}): no string and no allocation per
 * line, so a job can read its log while it runs. {@link IologReader} gives the fields their
 * meaning. Owns the channel. Not thread-safe.
 */
final class IologLines implements AutoCloseable {
    private final Path path;
    private final FileChannel channel;
    private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
    private final int[] starts;
    private final int[] ends;
    private int fields;
    private boolean eof;

    /**
     * @param path      the log, for messages
     * @param channel   the log, positioned after its header line
     * @param maxFields fields kept per line; those after them are not looked at
     */
    IologLines(Path path, FileChannel channel, int maxFields) {
        this.path = path;
        this.channel = channel;
        this.starts = new int[maxFields];
        this.ends = new int[maxFields];
        buffer.limit(0); // empty, in the read (flipped) state
    }

    /**
     * Moves to the next line and splits it into fields.
     *
     * @return false at the end of the log
     * @throws JfioException when the log cannot be read, or a line is longer than the buffer
     */
    boolean next() {
        int lineEnd = lineEnd();
        if (lineEnd < 0) {
            return false;
        }
        int start = buffer.position();
        buffer.position(Math.min(lineEnd + 1, buffer.limit()));
        split(start, lineEnd);
        return true;
    }

    /** @return the position of the end of the next line (its '\n' or the end of the data), or -1 at the end */
    private int lineEnd() {
        while (true) {
            for (int i = buffer.position(); i < buffer.limit(); i++) {
                if (buffer.get(i) == '\n') {
                    return i;
                }
            }
            if (eof) {
                return buffer.hasRemaining() ? buffer.limit() : -1;
            }
            if (buffer.position() == 0 && buffer.limit() == buffer.capacity()) {
                throw new JfioException("read_iolog=" + path + ": a line longer than " + buffer.capacity() + " bytes");
            }
            buffer.compact();
            try {
                eof = channel.read(buffer) < 0;
            } catch (IOException e) {
                throw new JfioException("read_iolog=" + path + ": cannot read: " + e.getMessage(), e);
            }
            buffer.flip();
        }
    }

    private void split(int start, int end) {
        int n = 0;
        int i = start;
        while (i < end && n < starts.length) {
            while (i < end && isSpace(buffer.get(i))) {
                i++;
            }
            if (i == end) {
                break;
            }
            starts[n] = i;
            while (i < end && !isSpace(buffer.get(i))) {
                i++;
            }
            ends[n++] = i;
        }
        fields = n;
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\r';
    }

    /** @return the number of fields of the line (at most the {@code maxFields} given) */
    int fields() {
        return fields;
    }

    /** @return the length of field {@code field} in bytes */
    int length(int field) {
        return ends[field] - starts[field];
    }

    /** @return true when field {@code field} is {@code name}, byte for byte */
    boolean is(int field, byte[] name) {
        if (name.length != length(field)) {
            return false;
        }
        int at = starts[field];
        for (int k = 0; k < name.length; k++) {
            if (buffer.get(at + k) != name[k]) {
                return false;
            }
        }
        return true;
    }

    /** @return the field as an unsigned decimal, or -1 when it is not one (or does not fit a long) */
    long number(int field) {
        long v = 0;
        if (ends[field] == starts[field]) {
            return -1;
        }
        for (int i = starts[field]; i < ends[field]; i++) {
            int c = buffer.get(i) - '0';
            if (c < 0 || c > 9 || v > (Long.MAX_VALUE - c) / 10) {
                return -1;
            }
            v = v * 10 + c;
        }
        return v;
    }

    /** @return a copy of the field's bytes (allocates: for the rare lines that name a file) */
    byte[] copy(int field) {
        byte[] out = new byte[length(field)];
        buffer.get(starts[field], out);
        return out;
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // read-only: nothing is lost
        }
    }
}
