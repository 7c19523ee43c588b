package org.jfio.run;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.nio.file.Path;

import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.result.LayoutProgress;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;

/**
 * Writes the data of a layout into one open file, from its current end to the end the job needs,
 * as fio 3.33's {@code extend_file} does and faster:
 * <ul>
 * <li>the write size is fio's: the job's largest write block size, the last write cut to what
 *     is left; each write's buffer is filled anew with incompressible random data, so neither
 *     compression nor deduplication flatters the results;</li>
 * <li>the space is preallocated first ({@code fallocate(FALLOC_FL_KEEP_SIZE)} where fio
 *     preallocates: {@code fallocate=native|posix|keep}), without moving the end of the file, so
 *     the file's length always says how much data it holds;</li>
 * <li>the writeback of every {@value LayoutProgress#STEP_BYTES} bytes written is started at once
 *     ({@code sync_file_range(SYNC_FILE_RANGE_WRITE)}), so the device writes while the next
 *     bytes are filled instead of all at the final {@code fsync} (fio waits for the kernel's
 *     own writeback); the caller fsyncs the file afterwards ({@link FileLayout}: once the whole
 *     layout is written, where fio's {@code create_fsync=1} syncs after each file);</li>
 * <li>a stop request (Ctrl-C) ends the layout between two writes: the file is left at the
 *     length reached, and a later run extends it from there.</li>
 * </ul>
 * Progress goes to the layout's {@link LayoutTracker.Session} after every step. Used by the
 * thread laying out; one instance per file.
 */
final class LayoutWriter {
    /** The largest piece of random data generated at once. */
    private static final int SCRATCH_BYTES = 1 << 20;
    /** splitmix64's increment. */
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private final String jobName;
    private final long unitBytes;
    private final RunControl control;
    private final RunEvents events;
    private long[] scratch;
    private long seed;

    /**
     * @param jobName   for messages
     * @param unitBytes the write size: the job's largest write block size (fio's rule)
     * @param control   the run's stop flag, read before every write
     * @param events    receives the warning of an interrupted layout
     */
    LayoutWriter(String jobName, long unitBytes, RunControl control, RunEvents events) {
        if (unitBytes <= 0 || unitBytes > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("unitBytes=" + unitBytes);
        }
        this.jobName = jobName;
        this.unitBytes = unitBytes;
        this.control = control;
        this.events = events;
    }

    /**
     * Writes {@code [pos, end)} of the open file.
     *
     * @param preallocate true to reserve the space first (fio's native, posix and keep modes)
     * @return the length the file reached: {@code end}, or less when a stop request ended it
     * @throws JfioException when a write fails, saying how far the layout got
     */
    long write(int fd, Path p, long pos, long end, boolean preallocate, LayoutTracker.Session session) {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment state = libc_h.allocateCallState(arena);
            if (preallocate) {
                // fio ignores a failed preallocation of a data layout too: the writes that follow say what is wrong
                libc_h.fallocate(state, fd, libc_h.FALLOC_FL_KEEP_SIZE(), pos, end - pos);
            }
            int unit = (int) Math.min(unitBytes, end - pos);
            MemorySegment buf = arena.allocate(unit, 4096);
            scratch = new long[(int) (Math.min(unit, SCRATCH_BYTES) + Long.BYTES - 1) / Long.BYTES];
            seed = p.hashCode() * GOLDEN_GAMMA + pos;
            long start = pos;
            long kicked = pos;
            boolean writeback = true;
            while (pos < end) {
                if (control.stopRequested()) {
                    if (preallocate) {
                        // the space reserved past the end stays allocated otherwise (2 GiB for a 2 GiB
                        // layout stopped early): cutting the file at its end gives it back
                        libc_h.ftruncate(state, fd, pos);
                    }
                    events.warning(jobName + ": layout of " + p + " interrupted at " + pos + " of " + end
                            + " bytes; the file is left " + pos + " bytes long (a later run extends it)");
                    return pos;
                }
                fill(buf);
                long n = Math.min(unit, end - pos);
                long written = libc_h.pwrite(state, fd, buf, n, pos);
                if (written < 0) {
                    int errno = libc_h.errno(state);
                    if (errno == libc_h.EINTR()) {
                        continue;
                    }
                    throw FileLayout.stopped(jobName, p, pos, end, NativeCallException.of(
                            "pwrite(" + p + ", " + n + " @ " + pos + ")", errno));
                }
                pos += written;
                if (pos - kicked >= LayoutProgress.STEP_BYTES || pos == end) {
                    writeback = writeback && libc_h.sync_file_range(state, fd, kicked, pos - kicked,
                            libc_h.SYNC_FILE_RANGE_WRITE()) == 0;
                    kicked = pos;
                    session.progress(pos - start);
                }
            }
            return pos;
        }
    }

    /**
     * Fills the buffer with fresh random data (splitmix64, SplittableRandom's generator), built in
     * a Java array and copied in, which runs about three times as fast as storing each long into
     * native memory.
     */
    private void fill(MemorySegment buf) {
        long size = buf.byteSize();
        for (long at = 0; at < size; at += (long) scratch.length * Long.BYTES) {
            long x = seed;
            for (int i = 0; i < scratch.length; i++) {
                x += GOLDEN_GAMMA;
                long z = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
                z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
                scratch[i] = z ^ (z >>> 31);
            }
            seed = x;
            long n = Math.min((long) scratch.length * Long.BYTES, size - at);
            MemorySegment.copy(MemorySegment.ofArray(scratch), 0, buf, at, n);
        }
    }
}
