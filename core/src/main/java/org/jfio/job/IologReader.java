package org.jfio.job;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;

/**
 * Reads fio's text iolog (fio 3.33 {@code iolog.c read_iolog}): a first line
 * {@code fio version 2 iolog} or {@code fio version 3 iolog}, then one entry a line:
 * <pre>
 * version 2:  FILE add|open|close            FILE read|write|sync|datasync|trim OFFSET LENGTH
 *             FILE wait MS 0   (wait until MS milliseconds after the job's start)
 * version 3:  USEC FILE add|open|close       USEC FILE read|write|sync|datasync|trim OFFSET LENGTH
 * </pre>
 * where {@code USEC} is microseconds since the log was opened. As in fio 3.33: a malformed line
 * or an unknown action is skipped, a {@code wait} in a version 3 log is ignored, and trims are
 * not replayed (fio 3.33 rejects them with "bad ddir: 2"; later fio replays them); they are
 * counted ({@link #skippedTrims()}, {@link #badLines()}). A version 3 entry's delay is the time
 * since the previous line's stamp, times 100 / {@code replay_time_scale}; 0 with
 * {@code replay_no_stall} or when the stamp goes back. The delays of lines that are not replayed
 * (file actions, skipped directions) carry to the next replayed entry.
 *
 * <p>{@link #next} parses bytes in place ({@link IologLines}: no string, no allocation per line),
 * so a job can read its log while it runs ({@code read_iolog_chunked}). Not thread-safe.
 */
public final class IologReader implements AutoCloseable {
    /** Directions of {@link #ddir()}: fio's ddir numbers, then {@code wait}. */
    public static final int READ = 0;
    /** A write. */
    public static final int WRITE = 1;
    /** A trim (never returned: skipped as fio 3.33 does). */
    public static final int TRIM = 2;
    /** An fsync of the file. */
    public static final int SYNC = 3;
    /** An fdatasync of the file. */
    public static final int DATASYNC = 4;
    /** A version 2 wait: {@link #delayNs()} is the time since the job's start to wait for. */
    public static final int WAIT = 5;

    private static final String V2 = "fio version 2 iolog";
    private static final String V3 = "fio version 3 iolog";
    private static final byte[][] ACTIONS = {bytes("read"), bytes("write"), bytes("trim"), bytes("sync"),
        bytes("datasync"), bytes("wait"), bytes("add"), bytes("open"), bytes("close")};
    private static final int ADD = 6;
    private static final int OPEN = 7;
    private static final int CLOSE = 8;

    private final Path path;
    private final IologLines lines;
    private final Replay replay;
    private final int version;
    /** Known file names (their bytes), or null while learning them ({@link #scan}). */
    private final List<byte[]> names;
    private final boolean learn;
    private final boolean redirected;
    private long lastStampUs;
    private long pendingDelayUs;
    private long skippedTrims;
    /** Requests of directions replay_skip (or readonly, for writes) leaves out. */
    private long skippedByOption;
    private long badLines;
    private int ddir;
    private int file;
    private long offset;
    private long length;
    private long delayNs;

    private IologReader(Path path, FileChannel channel, Replay replay, int version, List<byte[]> names, boolean learn) {
        this.path = path;
        this.lines = new IologLines(path, channel, 6); // version 3: stamp, file, action, offset, length, then extras
        this.replay = replay;
        this.version = version;
        this.names = names;
        this.learn = learn;
        this.redirected = replay.redirect() != null;
    }

    /**
     * Opens a log to replay it.
     *
     * @param files the job's files, whose positions are the indexes {@link #file()} returns; null
     *              to learn them from the log's {@code add} lines
     * @throws JfioException when the log cannot be read, is a blktrace binary or has no iolog header
     */
    public static IologReader open(Path log, Replay replay, List<String> files) {
        if (log.toString().equals("-")) {
            throw new JfioException("read_iolog=-: jfio does not read an iolog from stdin; give a file");
        }
        FileChannel ch;
        try {
            ch = FileChannel.open(log, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            throw new JfioException("read_iolog=" + log + ": no such file");
        } catch (IOException e) {
            throw new JfioException("read_iolog=" + log + ": cannot open: " + e.getMessage(), e);
        }
        try {
            int version = header(log, ch);
            List<byte[]> names = new ArrayList<>();
            if (files != null) {
                for (String f : files) {
                    names.add(bytes(f));
                }
            }
            return new IologReader(log, ch, replay, version, names, files == null);
        } catch (RuntimeException | IOException e) {
            try {
                ch.close();
            } catch (IOException closing) {
                e.addSuppressed(closing);
            }
            if (e instanceof JfioException j) {
                throw j;
            }
            throw new JfioException("read_iolog=" + log + ": cannot read: " + e.getMessage(), e);
        }
    }

    private static int header(Path log, FileChannel ch) throws IOException {
        ByteBuffer head = ByteBuffer.allocate(256);
        while (head.hasRemaining() && ch.read(head) > 0) {
            // fill the first line's worth
        }
        head.flip();
        if (head.remaining() >= 4) {
            int magic = head.getInt(0);
            if ((magic & 0xffffff00) == 0x65617400 || (Integer.reverseBytes(magic) & 0xffffff00) == 0x65617400) {
                throw new JfioException("read_iolog=" + log + " is a blktrace file: jfio replays fio's text iologs "
                        + "(version 2 or 3) only");
            }
        }
        String text = StandardCharsets.ISO_8859_1.decode(head).toString();
        int nl = text.indexOf('\n');
        String first = nl < 0 ? text : text.substring(0, nl);
        int version = first.startsWith(V2) ? 2 : first.startsWith(V3) ? 3 : 0;
        if (version == 0) {
            throw new JfioException("read_iolog=" + log + ": not a fio iolog (its first line must be '" + V2 + "' or '"
                    + V3 + "'; fio's version 1 is no longer supported)");
        }
        ch.position(nl < 0 ? text.length() : nl + 1);
        return version;
    }

    /** @return the log's version, 2 or 3 */
    public int version() {
        return version;
    }

    /**
     * Moves to the next entry to replay. Allocates nothing (unless the reader learns file names).
     *
     * @return false at the end of the log
     * @throws JfioException when the log cannot be read
     */
    public boolean next() {
        while (lines.next()) {
            if (parse()) {
                return true;
            }
        }
        return false;
    }

    /** @return true when the line is an entry to replay (its fields are then set) */
    private boolean parse() {
        int n = lines.fields();
        if (n == 0) {
            return false;
        }
        int f = 0;
        if (version == 3) {
            long stamp = lines.number(0);
            if (stamp < 0) {
                badLines++;
                return false;
            }
            long delay = lastStampUs == 0 || replay.noStall() || stamp < lastStampUs ? 0
                    : replay.timeScale() == 100 ? stamp - lastStampUs : (stamp - lastStampUs) * 100 / replay.timeScale();
            lastStampUs = stamp;
            pendingDelayUs += delay;
            f = 1;
        }
        if (n - f < 2 || lines.length(f) > 256) {
            badLines++;
            return false;
        }
        int action = action(f + 1);
        boolean io = n - f == 4;
        if (action < 0 || (io ? action >= ADD : n - f != 2 || action < ADD)) {
            badLines++;
            return false;
        }
        if (!io) {
            if (action == ADD && learn && !redirected && fileIndex(f) < 0) {
                names.add(lines.copy(f));
            }
            return false;
        }
        return ioLine(f, action);
    }

    private boolean ioLine(int f, int action) {
        long off = lines.number(f + 2);
        long len = lines.number(f + 3);
        if (off < 0 || len < 0 || len > 0xffffffffL) {
            badLines++;
            return false;
        }
        if (action == WAIT) {
            if (version == 3 || replay.noStall()) {
                return false; // fio: a wait is ignored in version 3, and dropped under replay_no_stall
            }
            ddir = WAIT;
            delayNs = off * 1_000_000L;
            return true;
        }
        if (action == TRIM) {
            skippedTrims++;
            return false;
        }
        if (replay.skips(action)) {
            skippedByOption++;
            return false;
        }
        int index = redirected ? 0 : fileIndex(f);
        if (index < 0) {
            badLines++;
            return false;
        }
        if (action <= WRITE && len > Integer.MAX_VALUE) {
            throw new JfioException("read_iolog=" + path + ": a " + (action == READ ? "read" : "write") + " of " + len
                    + " bytes: jfio's requests are at most " + Integer.MAX_VALUE + " bytes");
        }
        ddir = action;
        file = index;
        offset = replay.replayOffset(off); // a sync's too: fio keeps it, and logs it again under write_iolog
        length = action <= WRITE ? len : 0;
        delayNs = pendingDelayUs * 1000;
        pendingDelayUs = 0;
        return true;
    }

    private int fileIndex(int field) {
        for (int k = 0; k < names.size(); k++) {
            if (lines.is(field, names.get(k))) {
                return k;
            }
        }
        return -1;
    }

    private int action(int field) {
        for (int a = 0; a < ACTIONS.length; a++) {
            if (lines.is(field, ACTIONS[a])) {
                return a;
            }
        }
        return -1;
    }

    /** @return the entry's direction: {@link #READ}, {@link #WRITE}, {@link #SYNC}, {@link #DATASYNC} or {@link #WAIT} */
    public int ddir() {
        return ddir;
    }

    /** @return the entry's file: its index in the files given to {@link #open} (0 under replay_redirect) */
    public int file() {
        return file;
    }

    /** @return the entry's offset in bytes, after replay_scale and replay_align (a sync's as logged: it moves no data) */
    public long offset() {
        return offset;
    }

    /** @return the entry's length in bytes (0 for a sync) */
    public int length() {
        return (int) length;
    }

    /**
     * @return ns to wait after the previous replayed entry was issued (version 3, scaled), or for
     *         {@link #WAIT} the ns since the job's start to wait until
     */
    public long delayNs() {
        return delayNs;
    }

    /** @return the file names learned from the log's {@code add} lines (a reader opened without files), in order */
    List<String> learnedFiles() {
        List<String> out = new ArrayList<>();
        for (byte[] n : names) {
            out.add(new String(n, StandardCharsets.UTF_8));
        }
        return out;
    }

    /** @return requests of directions {@code replay_skip} (or {@code readonly}, for writes) left out */
    long skippedByOption() {
        return skippedByOption;
    }

    /** @return trims not replayed, as fio 3.33 does not replay them */
    public long skippedTrims() {
        return skippedTrims;
    }

    /** @return malformed lines and lines naming an unknown file or action, skipped */
    public long badLines() {
        return badLines;
    }

    @Override
    public void close() {
        lines.close();
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
