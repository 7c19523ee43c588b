package org.jfio.verify;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.jfio.spi.JfioException;

/**
 * jfio's {@code verify_journal}: an append-only file of 32-byte records, one per completed write
 * (magic {@code JVJ1}, file index u32, offset u64, generation u64, length u32, and the crc32c of
 * the 28 bytes before it), all little-endian. Records are appended with {@code write(2)} in
 * batches, so what was handed to the kernel survives a SIGKILL of jfio; a record torn by a crash
 * fails its crc and is cut off by the next run that appends; a damaged record before the last good
 * one is skipped and counted ({@link #damagedRecords()}), the rest still read. A later run reads the journal back and
 * knows the latest generation of every block: a block that holds an older, internally valid
 * generation is a lost write.
 *
 * <p>Writes after completion only, so the journal never names a generation the device did not
 * acknowledge; a run killed before its last batch was written leaves blocks newer than the
 * journal says, which the check accepts. One per job clone; not thread-safe.
 */
public final class VerifyJournal implements AutoCloseable {
    private static final int MAGIC = 0x314A564A; // "JVJ1" little-endian
    private static final int RECORD = 32;
    private static final int BATCH = 4096;
    private static final ValueLayout.OfInt U32 = ValueLayout.JAVA_INT_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);
    private static final ValueLayout.OfLong U64 = ValueLayout.JAVA_LONG_UNALIGNED.withOrder(ByteOrder.LITTLE_ENDIAN);

    private final Path path;
    private final FileChannel channel;
    private final MemorySegment batch;
    private final ByteBuffer batchView;
    private final java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    private final long[][] latest;
    private final long[] base;
    private final long granule;
    private long maxGeneration;
    private int pending;
    private long damaged;

    private VerifyJournal(Path path, FileChannel channel, Arena arena, long[] regionStart, long[] regionBytes, long granule) {
        this.path = path;
        this.channel = channel;
        this.batch = arena.allocate((long) RECORD * BATCH, 8);
        this.batchView = batch.asByteBuffer();
        this.base = regionStart.clone();
        this.granule = granule;
        this.latest = new long[regionBytes.length][];
        for (int f = 0; f < regionBytes.length; f++) {
            latest[f] = new long[(int) Math.min(Integer.MAX_VALUE - 8, (regionBytes[f] + granule - 1) / granule)];
        }
    }

    /**
     * Opens (creating it when missing) and reads the journal.
     *
     * @param append true to add this run's writes; false to only read it ({@code verify_only})
     * @throws JfioException when it cannot be read or written, or is not a journal
     */
    public static VerifyJournal open(Path path, boolean append, Arena arena, long[] regionStart, long[] regionBytes,
            long granule) {
        try {
            FileChannel ch = append
                    ? FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE)
                    : FileChannel.open(path, StandardOpenOption.READ);
            VerifyJournal j = new VerifyJournal(path, ch, arena, regionStart, regionBytes, granule);
            long good = j.load();
            if (append) {
                ch.truncate(good); // drop a torn tail, so new records follow whole ones
                ch.position(good);
            }
            return j;
        } catch (java.nio.file.NoSuchFileException e) {
            throw new JfioException("verify_journal=" + path + (append ? ": cannot create it: no such directory "
                    + path.toAbsolutePath().getParent() : ": no such file (write with verify_journal first)"));
        } catch (IOException e) {
            throw new JfioException("verify_journal=" + path + ": " + e.getMessage(), e);
        }
    }

    private long load() throws IOException {
        long size = channel.size();
        if (size > 0 && size < RECORD) {
            throw new IOException("not a jfio verify journal (" + size + " bytes, shorter than one record)");
        }
        ByteBuffer rec = ByteBuffer.allocate(RECORD).order(ByteOrder.LITTLE_ENDIAN);
        long goodEnd = 0;
        for (long at = 0; at + RECORD <= size; at += RECORD) {
            rec.clear();
            channel.read(rec, at);
            if (rec.getInt(0) != MAGIC || crcOf(rec) != rec.getInt(28)) {
                if (at == 0) {
                    throw new IOException("not a jfio verify journal (bad first record)");
                }
                damaged++;
                continue;
            }
            remember(rec.getInt(4), rec.getLong(8), rec.getLong(16));
            goodEnd = at + RECORD;
        }
        // bad records after the last good one are a torn tail (a crash while appending), not damage
        damaged -= (size / RECORD * RECORD - goodEnd) / RECORD;
        return goodEnd;
    }

    /** @return records that failed their crc32c before the journal's last good record (damage, not a torn tail) */
    public long damagedRecords() {
        return damaged;
    }

    private int crcOf(ByteBuffer rec) {
        crc.reset();
        crc.update(rec.array(), 0, 28);
        return (int) crc.getValue();
    }

    private void remember(int file, long offset, long gen) {
        if (file < 0 || file >= latest.length) {
            return;
        }
        long idx = (offset - base[file]) / granule;
        if (idx >= 0 && idx < latest[file].length && Long.compareUnsigned(gen, latest[file][(int) idx]) > 0) {
            latest[file][(int) idx] = gen;
        }
        if (Long.compareUnsigned(gen, maxGeneration) > 0) {
            maxGeneration = gen;
        }
    }

    /** @return the highest generation in the journal (0 when empty) */
    public long maxGeneration() {
        return maxGeneration;
    }

    /** @return the latest generation the journal holds for a write starting at {@code offset}, or -1 */
    public long generation(int file, long offset) {
        long idx = (offset - base[file]) / granule;
        long g = idx >= 0 && idx < latest[file].length ? latest[file][(int) idx] : 0;
        return g == 0 ? -1 : g;
    }

    /** Appends a completed write (batched; no allocation). */
    public void record(int file, long offset, int length, long gen) {
        long at = (long) pending * RECORD;
        batch.set(U32, at, MAGIC);
        batch.set(U32, at + 4, file);
        batch.set(U64, at + 8, offset);
        batch.set(U64, at + 16, gen);
        batch.set(U32, at + 24, length);
        crc.reset();
        batchView.limit((int) at + 28).position((int) at);
        crc.update(batchView);
        batch.set(U32, at + 28, (int) crc.getValue());
        if (++pending == BATCH) {
            flush();
        }
    }

    /** Writes what is batched to the file ({@code write(2)}: it then survives a kill of jfio). */
    public void flush() {
        if (pending == 0) {
            return;
        }
        try {
            batchView.limit(pending * RECORD).position(0);
            while (batchView.hasRemaining()) {
                channel.write(batchView);
            }
            pending = 0;
        } catch (IOException e) {
            throw new JfioException("verify_journal=" + path + ": cannot write: " + e.getMessage(), e);
        }
    }

    /** Flushes and syncs the journal to its device (at the end of a pass). */
    public void sync() {
        flush();
        try {
            channel.force(false);
        } catch (IOException e) {
            throw new JfioException("verify_journal=" + path + ": cannot sync: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            flush();
        } finally {
            try {
                channel.close();
            } catch (IOException e) {
                throw new JfioException("verify_journal=" + path + ": " + e.getMessage(), e);
            }
        }
    }
}
