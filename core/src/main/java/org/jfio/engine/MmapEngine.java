package org.jfio.engine;

import java.lang.foreign.MemorySegment;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.jfio.spi.DataDirection;
import org.jfio.spi.EngineCapability;
import org.jfio.spi.EngineContext;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoFile;
import org.jfio.spi.IoUnit;
import org.jfio.spi.JfioException;
import org.jfio.spi.NativeCallException;
import org.jfio.spi.QueueStatus;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.stat;

/**
 * fio's {@code mmap} engine: each file is mapped {@code MAP_SHARED} and a request is a copy
 * between the mapping and the unit's buffer ({@link MemorySegment#copy}); no system call per I/O.
 *
 * <ul>
 * <li><b>Mapping.</b> A file up to the window size ({@code jfio.mmap.window_bytes}, default 1 GiB) is
 *     mapped whole once, at {@link #open}. A larger file is mapped one window at a time, starting at
 *     the page of the request that falls outside the current window (fio maps the I/O's region when
 *     the whole file cannot be mapped); moving the window costs a munmap and an mmap.</li>
 * <li><b>Protection.</b> Read and write where the descriptor allows it, read-only when the core
 *     opened the file read-only (a write then fails with EBADF, as write(2) would).</li>
 * <li><b>End of file.</b> Requests are clipped to the file size read at open (block devices: the
 *     end of the job's region): a read there is short or returns 0, a write past it fails with EFBIG
 *     (the engine cannot extend files, {@link EngineCapability#NO_EXTEND}). Touching a mapped page past
 *     the end of the file would raise SIGBUS; if the file is truncated by someone else during the run
 *     the JVM reports that as {@link InternalError} "a fault occurred in an unsafe memory access
 *     operation", which the engine turns into EIO where it can catch it.</li>
 * <li><b>Access advice.</b> As fio: {@code madvise(MADV_SEQUENTIAL)} for sequential jobs,
 *     {@code MADV_RANDOM} for random ones. The core does not tell engines the job's pattern yet, so
 *     with {@link Advice#AUTO} the engine decides from its first {@value #ADVICE_SAMPLES} requests
 *     (contiguous per file and direction or not) and advises every mapping from then on.</li>
 * <li><b>Sync.</b> fsync/fdatasync requests are {@code msync(MS_SYNC)} of the current mapping, plus
 *     fsync/fdatasync of the descriptor when written pages were unmapped by a window move since the
 *     last sync. A written mapping is msync'ed when its file is closed. Trim fails with EOPNOTSUPP.</li>
 * <li><b>direct=1</b> is refused at creation (fio emulates it with msync and MADV_DONTNEED per I/O,
 *     which is not O_DIRECT).</li>
 * </ul>
 *
 * <p>Not thread-safe: one instance per job thread. Allocates nothing per I/O while requests stay
 * inside the mapped window; a window move allocates the new mapping's segment object.
 */
final class MmapEngine implements IoEngine {

    /** madvise policy for the mappings. */
    enum Advice {
        /** Decide sequential or random from the first requests (the core does not pass the job's rw yet). */
        AUTO,
        /** No advice (MADV_NORMAL). */
        NORMAL,
        /** MADV_SEQUENTIAL. */
        SEQUENTIAL,
        /** MADV_RANDOM. */
        RANDOM
    }

    /** System property with the largest mapping in bytes. */
    static final String WINDOW_PROPERTY = "jfio.mmap.window_bytes";
    /** Default largest mapping: 1 GiB, fio's MMAP_TOTAL_SZ. */
    static final long DEFAULT_WINDOW_BYTES = 1L << 30;
    /** Requests looked at before {@link Advice#AUTO} decides. */
    static final int ADVICE_SAMPLES = 8;
    /** The message for direct=1. */
    static final String NO_DIRECT_MESSAGE =
            "ioengine=mmap does not support direct=1 (O_DIRECT); use psync or libaio for direct I/O";

    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC, EngineCapability.NO_EXTEND, EngineCapability.TRIM);

    /** One mapped file. */
    private static final class Mapping {
        final IoFile file;
        final long limit;
        final int prot;
        /** The current window as returned by mmap (sized Long.MAX_VALUE), or null. */
        MemorySegment base;
        long windowStart;
        long windowLength;
        boolean dirty;
        boolean dirtyUnmapped;
        final long[] lastEnd = {-1, -1};

        Mapping(IoFile file, long limit, int prot) {
            this.file = file;
            this.limit = limit;
            this.prot = prot;
        }

        boolean writable() {
            return (prot & libc_h.PROT_WRITE()) != 0;
        }
    }

    private final MemorySegment callState;
    private final org.jfio.spi.Discard discard;
    private final MemorySegment statBuffer;
    private final long pageBytes;
    private final long windowBytes;
    private Advice advice;
    private Mapping[] mappings = new Mapping[0];
    private int samples;
    private int contiguous;
    private long windowMoves;

    MmapEngine(EngineContext context, long windowBytes, Advice advice) {
        if (context.direct()) {
            throw new JfioException(NO_DIRECT_MESSAGE);
        }
        this.callState = libc_h.allocateCallState(context.arena());
        this.discard = new org.jfio.spi.Discard(context.arena());
        this.statBuffer = stat.allocate(context.arena());
        long page = libc_h.sysconf(callState, libc_h._SC_PAGESIZE());
        this.pageBytes = page > 0 ? page : 4096;
        if (windowBytes <= 0) {
            throw new JfioException(WINDOW_PROPERTY + "=" + windowBytes + " must be positive");
        }
        // a request never straddles a window: it starts in the window's first page and is at most max bs long
        long least = roundUp(context.maxBlockSizeBytes(), pageBytes) + pageBytes;
        this.windowBytes = Math.max(roundUp(windowBytes, pageBytes), least);
        this.advice = advice;
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    /** @return the largest mapping this engine makes, in bytes */
    long windowBytes() {
        return windowBytes;
    }

    /** @return how often a request outside the mapped window made the engine map another one */
    long windowMoves() {
        return windowMoves;
    }

    /** @return the advice given to mappings now ({@link Advice#AUTO} until decided) */
    Advice advice() {
        return advice;
    }

    /**
     * Maps the file (its first window for a large file).
     *
     * @throws JfioException when the file is not a regular file or block device, or cannot be mapped
     */
    @Override
    public void open(IoFile file) {
        MemorySegment st = statBuffer;
        if (libc_h.fstat(callState, file.fd(), st) != 0) {
            throw NativeCallException.of("fstat(" + file.path() + ")", libc_h.errno(callState));
        }
        int type = stat.st_mode(st) & libc_h.S_IFMT();
        long limit;
        if (type == libc_h.S_IFREG()) {
            limit = stat.st_size(st);
        } else if (type == libc_h.S_IFBLK()) {
            limit = Math.max(file.offsetBytes() + file.sizeBytes(), file.fileBytes()); // a sequential request may cross the region, never the device
        } else {
            throw new JfioException("ioengine=mmap cannot map " + file.path()
                    + ": not a regular file or block device; use psync");
        }
        int prot = libc_h.PROT_READ() | libc_h.PROT_WRITE();
        Mapping m = new Mapping(file, limit, prot);
        if (file.offsetBytes() < limit) {
            int err = remap(m, file.offsetBytes());
            if (err == libc_h.EACCES()) {
                m = new Mapping(file, limit, libc_h.PROT_READ());
                err = remap(m, file.offsetBytes());
            }
            if (err != 0) {
                long start = windowStart(m, file.offsetBytes());
                String call = "mmap(" + file.path() + ", " + windowLength(m, start) + " bytes @ " + start + ", "
                        + (m.writable() ? "PROT_READ|PROT_WRITE" : "PROT_READ") + ", MAP_SHARED)";
                NativeCallException e = NativeCallException.of(call, err);
                throw new JfioException(e.getMessage() + "; ioengine=mmap needs a file the kernel can map", e);
            }
        }
        int slot = mappings.length;
        mappings = Arrays.copyOf(mappings, slot + 1);
        mappings[slot] = m;
        file.engineHandle(slot);
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        Mapping m = mappings[(int) unit.file().engineHandle()];
        DataDirection ddir = unit.ddir();
        long r = switch (ddir) {
            case READ, WRITE -> transfer(m, unit, ddir == DataDirection.WRITE);
            case SYNC, DATASYNC -> sync(m, ddir == DataDirection.DATASYNC);
            case TRIM -> discard.trim(unit); // fio's mmap engine: do_io_u_trim on the file
        };
        unit.result(r);
        return QueueStatus.COMPLETED;
    }

    /** msyncs a written mapping, then unmaps it. */
    @Override
    public void close(IoFile file) {
        long slot = file.engineHandle();
        if (slot < 0 || slot >= mappings.length || mappings[(int) slot] == null || mappings[(int) slot].file != file) {
            return;
        }
        Mapping m = mappings[(int) slot];
        mappings[(int) slot] = null;
        if (m.base == null) {
            return;
        }
        if (m.dirty && libc_h.msync(callState, m.base, m.windowLength, libc_h.MS_SYNC()) != 0) {
            int errno = libc_h.errno(callState);
            unmap(m);
            throw NativeCallException.of("msync(" + file.path() + ", " + m.windowLength + " bytes, MS_SYNC)", errno);
        }
        if (!unmap(m)) {
            throw NativeCallException.of("munmap(" + file.path() + ")", libc_h.errno(callState));
        }
    }

    /** Unmaps what {@link #close(IoFile)} did not (setup failures); errors are ignored here. */
    @Override
    public void close() {
        for (int i = 0; i < mappings.length; i++) {
            Mapping m = mappings[i];
            if (m != null && m.base != null) {
                unmap(m);
            }
            mappings[i] = null;
        }
    }

    private long transfer(Mapping m, IoUnit unit, boolean write) {
        if (write && !m.writable()) {
            return -libc_h.EBADF();
        }
        long offset = unit.offsetBytes();
        long n = Math.min(unit.lengthBytes(), m.limit - offset);
        if (n <= 0) {
            return write ? -libc_h.EFBIG() : 0;
        }
        if (m.base == null || offset < m.windowStart || offset + n > m.windowStart + m.windowLength) {
            windowMoves++;
            int err = remap(m, offset);
            if (err != 0) {
                return -err;
            }
        }
        long at = offset - m.windowStart;
        try {
            if (write) {
                MemorySegment.copy(unit.buffer(), 0, m.base, at, n);
                m.dirty = true;
            } else {
                MemorySegment.copy(m.base, at, unit.buffer(), 0, n);
            }
        } catch (InternalError e) {
            // SIGBUS: the page is gone (file truncated under the mapping, or a media error)
            return -libc_h.EIO();
        }
        if (advice == Advice.AUTO) {
            observe(m, unit.ddir().ordinal(), offset, n);
        }
        return n;
    }

    private long sync(Mapping m, boolean dataOnly) {
        if (m.base != null && m.dirty) {
            if (libc_h.msync(callState, m.base, m.windowLength, libc_h.MS_SYNC()) != 0) {
                return -libc_h.errno(callState);
            }
            m.dirty = false;
        }
        if (m.dirtyUnmapped) {
            int fd = m.file.fd();
            int r = dataOnly ? libc_h.fdatasync(callState, fd) : libc_h.fsync(callState, fd);
            if (r != 0) {
                return -libc_h.errno(callState);
            }
            m.dirtyUnmapped = false;
        }
        return 0;
    }

    /**
     * Maps the window holding {@code offset} in place of the current one.
     *
     * @return 0, or the errno of munmap/mmap (the mapping is then empty)
     */
    private int remap(Mapping m, long offset) {
        if (m.base != null && !unmap(m)) {
            return libc_h.errno(callState);
        }
        long start = windowStart(m, offset);
        long length = windowLength(m, start);
        MemorySegment base = libc_h.mmap(callState, MemorySegment.NULL, length, m.prot, libc_h.MAP_SHARED(),
                m.file.fd(), start);
        if (base.address() == -1L) {
            return libc_h.errno(callState);
        }
        m.base = base;
        m.windowStart = start;
        m.windowLength = length;
        if (advice == Advice.SEQUENTIAL || advice == Advice.RANDOM) {
            madvise(m);
        }
        return 0;
    }

    /** @return where the window holding {@code offset} starts: 0 when the whole file fits, else its page */
    private long windowStart(Mapping m, long offset) {
        return m.limit <= windowBytes ? 0 : offset / pageBytes * pageBytes;
    }

    /** @return the length of the window starting at {@code start} */
    private long windowLength(Mapping m, long start) {
        return Math.min(windowBytes, m.limit - start);
    }

    private boolean unmap(Mapping m) {
        if (m.dirty) {
            m.dirtyUnmapped = true;
            m.dirty = false;
        }
        boolean ok = libc_h.munmap(callState, m.base, m.windowLength) == 0;
        m.base = null;
        m.windowLength = 0;
        return ok;
    }

    /** {@link Advice#AUTO}: counts contiguous requests, then settles on sequential or random. */
    private void observe(Mapping m, int ddir, long offset, long n) {
        if (m.lastEnd[ddir] >= 0) {
            samples++;
            if (m.lastEnd[ddir] == offset) {
                contiguous++;
            }
        }
        m.lastEnd[ddir] = offset + n;
        if (samples == ADVICE_SAMPLES) {
            advice = contiguous * 2 >= samples ? Advice.SEQUENTIAL : Advice.RANDOM;
            for (Mapping each : mappings) {
                if (each != null && each.base != null) {
                    madvise(each);
                }
            }
        }
    }

    /** Advisory only: a failure changes nothing but read-ahead, so it is ignored. */
    private void madvise(Mapping m) {
        int how = advice == Advice.SEQUENTIAL ? libc_h.MADV_SEQUENTIAL() : libc_h.MADV_RANDOM();
        libc_h.madvise(callState, m.base, m.windowLength, how);
    }

    private static long roundUp(long value, long unit) {
        return (value + unit - 1) / unit * unit;
    }
}
