package org.jfio.verify;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;

import org.jfio.spi.JfioException;

/**
 * How far a write job with verification got, in fio 3.33's verify state file (verify-state.h,
 * header version 3), so a later read-back ({@code verify_only}, or a read job with {@code verify=})
 * with {@code verify_state_load=1} checks only what was written. The file, little-endian:
 *
 * <pre>
 * header (24 bytes): version u64 (3), size u64 (of what follows), crc u64 (fio's crc32c of what follows)
 * thread_io_list:    no_comps u64, depth u32, nofiles u32, numberio u64, index u64,
 *                    rand: use64 u64 + 48 bytes, name[64] (NUL-terminated),
 *                    depth * nofiles entries {fileno u64, offset u64}, the first no_comps used
 * </pre>
 *
 * {@code numberio} is the number of writes issued; the entries are each file's last
 * {@code depth} completed writes, newest first. The file is named
 * {@code local-<jobname>-<index>-verify.state} ({@code /} in the name turned to {@code .};
 * {@code index} the job's 0-based number in the run) and read and written by fio and jfio alike.
 * jfio writes {@code rand} as zeros: its offsets come from its own generator, not fio's, and fio
 * 3.33's load never reads the field.
 *
 * <p>Immutable; reading and writing happen once per job, off the I/O path.
 */
public final class VerifyState {
    /** fio 3.33's VSTATE_HDR_VERSION. */
    public static final int VERSION = 3;
    private static final int HEADER_BYTES = 24;
    /** sizeof(struct thread_io_list) without its entries. */
    private static final int LIST_BYTES = 152;
    private static final int NAME_AT = 88;
    private static final int NAME_BYTES = 64;
    private static final int ENTRY_BYTES = 16;
    /** A sanity bound on depth * nofiles when reading (fio's iodepth and nrfiles limits are far below). */
    private static final long MAX_ENTRIES = 1L << 24;

    private final String name;
    private final long index;
    private final int depth;
    private final int nofiles;
    private final long numberio;
    private final long[] fileno;
    private final long[] offset;

    /**
     * @param name     the job's name (at most 63 bytes are stored)
     * @param index    the job's 0-based number in the run (fio's {@code thread_number - 1})
     * @param depth    the job's {@code iodepth}
     * @param nofiles  the job's number of files
     * @param numberio writes issued
     * @param fileno   file index of each completed write (newest first per file)
     * @param offset   its offset in bytes
     */
    public VerifyState(String name, long index, int depth, int nofiles, long numberio, long[] fileno, long[] offset) {
        if (fileno.length != offset.length || fileno.length > (long) depth * nofiles) {
            throw new IllegalArgumentException("verify state: " + fileno.length + " completions for depth " + depth
                    + " and " + nofiles + " file(s)");
        }
        this.name = name;
        this.index = index;
        this.depth = depth;
        this.nofiles = nofiles;
        this.numberio = numberio;
        this.fileno = fileno.clone();
        this.offset = offset.clone();
    }

    /** @return fio's file name for a job's state: {@code local-<name>-<index>-verify.state}, {@code /} as {@code .} */
    public static String fileName(String jobName, long index) {
        return "local-" + jobName.replace('/', '.') + "-" + index + "-verify.state";
    }

    public String name() {
        return name;
    }

    public long index() {
        return index;
    }

    public int depth() {
        return depth;
    }

    public int nofiles() {
        return nofiles;
    }

    /** @return writes issued by the job that saved the state */
    public long numberio() {
        return numberio;
    }

    /** @return the number of completed writes recorded */
    public int completions() {
        return fileno.length;
    }

    /** @return true when a write of file {@code file} at {@code offsetBytes} is among the completions recorded */
    public boolean completed(int file, long offsetBytes) {
        for (int i = 0; i < fileno.length; i++) {
            if (fileno[i] == file && offset[i] == offsetBytes) {
                return true;
            }
        }
        return false;
    }

    /**
     * fio 3.33's rule ({@code verify_state_should_stop}) for the read-back's next block: the
     * writes issued more than {@code depth} before the last had completed (no more than
     * {@code depth} were in flight), so they are checked; within the last {@code depth}, a block
     * is checked only if its write is among the completions, and the read-back stops at the
     * first that is not. Unsigned arithmetic, as fio's.
     *
     * @param readsSoFar verify reads issued before this one
     * @return true when the read-back ends before this block
     */
    public boolean stopsAt(long readsSoFar, int file, long offsetBytes) {
        boolean beforeWindow = Long.compareUnsigned(readsSoFar, depth) < 0
                || Long.compareUnsigned(numberio - readsSoFar, depth) > 0;
        if (beforeWindow && Long.compareUnsigned(numberio, depth) > 0) {
            return false;
        }
        return !completed(file, offsetBytes);
    }

    /** @return the file's bytes, as fio 3.33 writes them */
    byte[] encode() {
        int size = LIST_BYTES + depth * nofiles * ENTRY_BYTES;
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + size).order(ByteOrder.LITTLE_ENDIAN);
        b.putLong(VERSION).putLong(size).putLong(0);
        b.putLong(fileno.length).putInt(depth).putInt(nofiles).putLong(numberio).putLong(index);
        b.position(HEADER_BYTES + NAME_AT);
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        b.put(n, 0, Math.min(n.length, NAME_BYTES - 1));
        b.position(HEADER_BYTES + LIST_BYTES);
        for (int i = 0; i < fileno.length; i++) {
            b.putLong(fileno[i]).putLong(offset[i]);
        }
        byte[] out = b.array();
        CRC32C crc = new CRC32C();
        crc.update(out, HEADER_BYTES, size);
        ByteBuffer.wrap(out, 16, 8).order(ByteOrder.LITTLE_ENDIAN).putLong(~crc.getValue() & 0xFFFF_FFFFL);
        return out;
    }

    /**
     * Writes the state file (created or truncated, written with O_SYNC as fio does).
     *
     * @throws IOException when it cannot be written
     */
    public void write(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE, StandardOpenOption.SYNC)) {
            ByteBuffer b = ByteBuffer.wrap(encode());
            while (b.hasRemaining()) {
                ch.write(b);
            }
        }
    }

    /**
     * Reads a state file written by fio 3.33 or jfio.
     *
     * @param what how to name the file in a message (e.g. the job's name and option)
     * @throws JfioException one line: missing, short, another version or corrupt
     */
    public static VerifyState read(Path file, String what) {
        byte[] all;
        try {
            all = java.nio.file.Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new JfioException(what + ": no state file " + file
                    + " (a write job with verify= and verify_state_save=1 writes it, in its working directory)");
        } catch (IOException e) {
            // a FileSystemException's message repeats the path: its reason alone ("Not a directory")
            String why = e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                    : e instanceof java.nio.file.FileSystemException f && f.getReason() != null ? f.getReason()
                    : e.getMessage();
            throw new JfioException(what + ": cannot read the state file " + file + ": " + why);
        }
        if (all.length < HEADER_BYTES) {
            throw new JfioException(what + ": failed reading the verify state header of " + file + " (" + all.length + " bytes)");
        }
        ByteBuffer b = ByteBuffer.wrap(all).order(ByteOrder.LITTLE_ENDIAN);
        long version = b.getLong(0);
        long size = b.getLong(8);
        long crc = b.getLong(16);
        if (version != VERSION) {
            throw new JfioException(what + ": unsupported (" + version + ") version in the verify state header of " + file
                    + " (fio 3.33 and jfio write version " + VERSION + ")");
        }
        if (size < LIST_BYTES || size != all.length - HEADER_BYTES) {
            throw new JfioException(what + ": failed reading the verify state of " + file + ": the header says " + size
                    + " bytes, the file has " + (all.length - HEADER_BYTES));
        }
        CRC32C c = new CRC32C();
        c.update(all, HEADER_BYTES, (int) size);
        if ((~c.getValue() & 0xFFFF_FFFFL) != crc) {
            throw new JfioException(what + ": the verify state in " + file + " is corrupt (its crc32c does not match)");
        }
        return decode(b, file, what);
    }

    private static VerifyState decode(ByteBuffer b, Path file, String what) {
        int at = HEADER_BYTES;
        long comps = b.getLong(at);
        int depth = b.getInt(at + 8);
        int nofiles = b.getInt(at + 12);
        long numberio = b.getLong(at + 16);
        long index = b.getLong(at + 24);
        long entries = Integer.toUnsignedLong(depth) * Integer.toUnsignedLong(nofiles);
        if (depth < 0 || nofiles < 0 || entries > MAX_ENTRIES || b.capacity() != HEADER_BYTES + LIST_BYTES + entries * ENTRY_BYTES
                || comps < 0 || comps > entries) {
            throw new JfioException(what + ": the verify state in " + file + " is inconsistent (depth " + Integer.toUnsignedString(depth)
                    + ", " + Integer.toUnsignedString(nofiles) + " file(s), " + comps + " completions)");
        }
        byte[] n = new byte[NAME_BYTES];
        b.get(at + NAME_AT, n);
        int len = 0;
        while (len < n.length && n[len] != 0) {
            len++;
        }
        long[] fileno = new long[(int) comps];
        long[] offset = new long[(int) comps];
        for (int i = 0; i < comps; i++) {
            fileno[i] = b.getLong(at + LIST_BYTES + i * ENTRY_BYTES);
            offset[i] = b.getLong(at + LIST_BYTES + i * ENTRY_BYTES + 8);
        }
        return new VerifyState(new String(n, 0, len, StandardCharsets.UTF_8), index, depth, nofiles, numberio, fileno, offset);
    }
}
