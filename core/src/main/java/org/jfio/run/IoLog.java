package org.jfio.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.jfio.spi.DataDirection;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoFile;

/**
 * fio's {@code write_iolog}: every request a job issues, in the iolog version 3 text format fio
 * 3.33 writes ({@code iolog.c init_iolog_write}, {@code log_io_u}, {@code log_file}): each line
 * starts with the microseconds since the log was opened
 * <pre>
 * fio version 3 iolog
 * 0 /path/file add
 * 12 /path/file open
 * 310 /path/file write 1048576 4096
 * 9044 /path/file close
 * </pre>
 * so offsets, lengths and timing can be inspected, or replayed with their timing by
 * {@code read_iolog} (jfio's or fio's). A request's time is when it was prepared for issue. As in
 * fio, every request is logged, a verify read-back's reads too, and a file is logged
 * {@code open} just before its first request and {@code close} whenever the job closes its files
 * (a new loop, a verify read-back: fio's {@code clear_io_state}, {@link #closeAll}) and at the end.
 *
 * <h2>Keeping the per-I/O path free of allocation and formatting</h2>
 * {@link #record} stores four numbers (direction, file index, offset, length) as two longs in a
 * preallocated ring of {@value #RECORDS} records; nothing is formatted per request. When the
 * ring is full (and at {@link #close}) the job thread turns the whole batch into text with an
 * allocation-free formatter (file names encoded once at setup, digits written straight into a
 * preallocated direct buffer) and writes it with a few large writes. So the job thread pays one
 * batch of formatting and writing per {@value #RECORDS} requests, never a string per request,
 * and memory stays bounded however long the job runs. A write failure is kept and reported by
 * {@link #failure()}; recording then stops.
 *
 * <p>Not thread-safe: owned by one job thread.
 */
final class IoLog implements AutoCloseable {
    /** Records kept before a batch is formatted and written. */
    static final int RECORDS = 1 << 16;
    /** The header line of fio's version 3 format. */
    static final String HEADER = "fio version 3 iolog";

    private static final int TEXT_BYTES = 1 << 22;
    private static final byte[][] DDIR_NAMES = {
        ascii(" read "), ascii(" write "), ascii(" trim "), ascii(" sync "), ascii(" datasync ")};
    private static final int LENGTH_SHIFT = 32;
    private static final int FILE_SHIFT = 3;
    private static final long DDIR_MASK = 0x7;
    private static final long FILE_MASK = (1L << (LENGTH_SHIFT - FILE_SHIFT)) - 1;

    private final Path path;
    private final FileChannel channel;
    private final ByteBuffer text = ByteBuffer.allocateDirect(TEXT_BYTES);
    private final byte[][] names;
    private final long[] records = new long[3 * RECORDS];
    /** Per file: logged open and not closed since. */
    private final boolean[] open;
    private final long startNs;
    private final byte[] digits = new byte[20];
    private final int longestLine;
    private int count;
    private IOException failure;

    private IoLog(Path path, FileChannel channel, IoFile[] files) {
        this.path = path;
        this.channel = channel;
        this.startNs = IoClock.nowNs();
        this.names = new byte[files.length][];
        this.open = new boolean[files.length];
        int longestName = 0;
        for (int i = 0; i < files.length; i++) {
            names[i] = files[i].path().toString().getBytes(StandardCharsets.UTF_8);
            longestName = Math.max(longestName, names[i].length);
        }
        this.longestLine = longestName + 96;
        if (longestLine > TEXT_BYTES) {
            throw new IllegalArgumentException("file name too long for write_iolog: " + longestName + " bytes");
        }
    }

    /**
     * Creates (or truncates) the log and writes the header and an {@code add} line per file.
     *
     * @throws IOException when the file cannot be created
     */
    static IoLog create(Path path, IoFile[] files) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
        IoLog log = new IoLog(path, ch, files);
        log.line(HEADER);
        for (int i = 0; i < files.length; i++) {
            log.fileLine(i, " add\n", IoClock.nowNs());
        }
        return log;
    }

    /** A file was opened without a request logged (verify_only's dry run): logs it open once. */
    void opened(int fileIndex) {
        if (failure == null && !open[fileIndex]) {
            opened(fileIndex, IoClock.nowNs());
        }
    }

    /** Logs that a file was opened (fio opens a file at its first request), after what is recorded. */
    private void opened(int fileIndex, long nowNs) {
        flushRecords();
        fileLine(fileIndex, " open\n", nowNs);
        open[fileIndex] = true;
    }

    /**
     * The job closed its files (fio's {@code clear_io_state}: a new loop, a verify read-back):
     * a {@code close} line for each open one, after what is recorded; each is logged open again
     * at its next request.
     */
    void closeAll() {
        if (failure != null) {
            return;
        }
        flushRecords();
        for (int i = 0; i < open.length; i++) {
            if (open[i]) {
                fileLine(i, " close\n", IoClock.nowNs());
                open[i] = false;
            }
        }
    }

    /**
     * Records one request. The per-I/O path: no allocation, no formatting (except one batch
     * flush every {@value #RECORDS} calls).
     */
    void record(DataDirection ddir, int fileIndex, long offsetBytes, int lengthBytes, long nowNs) {
        if (failure != null) {
            return;
        }
        if (!open[fileIndex]) {
            opened(fileIndex, nowNs);
        }
        if (count == RECORDS) {
            flushRecords();
        }
        int i = count++ * 3;
        records[i] = offsetBytes;
        records[i + 1] = ((long) lengthBytes << LENGTH_SHIFT) | ((fileIndex & FILE_MASK) << FILE_SHIFT) | ddir.ordinal();
        records[i + 2] = nowNs;
    }

    /** @return the write failure that stopped the log, or null */
    IOException failure() {
        return failure;
    }

    /** @return the log's path */
    Path path() {
        return path;
    }

    /** Writes what is recorded, a {@code close} line per open file, and closes the log. */
    void finish() {
        closeAll();
        close();
    }

    @Override
    public void close() {
        flushText();
        try {
            channel.close();
        } catch (IOException e) {
            failure = failure == null ? e : failure;
        }
    }

    private void flushRecords() {
        for (int r = 0; r < count; r++) {
            if (text.remaining() < longestLine) {
                flushText();
            }
            long offset = records[3 * r];
            long packed = records[3 * r + 1];
            putDecimal(micros(records[3 * r + 2]));
            text.put((byte) ' ');
            text.put(names[(int) ((packed >>> FILE_SHIFT) & FILE_MASK)]);
            text.put(DDIR_NAMES[(int) (packed & DDIR_MASK)]);
            putDecimal(offset);
            text.put((byte) ' ');
            putDecimal(packed >>> LENGTH_SHIFT);
            text.put((byte) '\n');
        }
        count = 0;
    }

    private void putDecimal(long value) {
        long v = value;
        int n = 0;
        do {
            digits[n++] = (byte) ('0' + (int) (v % 10));
            v /= 10;
        } while (v != 0);
        while (n > 0) {
            text.put(digits[--n]);
        }
    }

    /** @return microseconds since the log was opened (0 for a time before it) */
    private long micros(long nowNs) {
        return Math.max(0, (nowNs - startNs) / 1000);
    }

    private void fileLine(int fileIndex, String suffix, long nowNs) {
        if (text.remaining() < longestLine) {
            flushText();
        }
        putDecimal(micros(nowNs));
        text.put((byte) ' ');
        text.put(names[fileIndex]);
        text.put(ascii(suffix));
    }

    private void line(String s) {
        text.put(ascii(s + "\n"));
    }

    private void flushText() {
        text.flip();
        try {
            while (text.hasRemaining() && failure == null) {
                channel.write(text);
            }
        } catch (IOException e) {
            failure = e;
        }
        text.clear();
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
