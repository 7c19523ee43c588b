package org.jfio.spi;

import java.nio.file.Path;

/**
 * One file (or block device) a job does I/O on. The core opens it and owns the descriptor;
 * engines read {@link #fd()} and may keep one private number per file in
 * {@link #engineHandle()} (a registered-file slot, say).
 *
 * <p>For a {@link EngineCapability#DISKLESS} engine the file is never laid out or opened: the
 * path is only a name, {@link #fd()} is -1 throughout, and the region ({@link #offsetBytes()},
 * {@link #sizeBytes()}) is computed from the job's {@code size=} and {@code offset=} alone.
 *
 * <p>Not thread-safe: a file object belongs to one job thread. Clones that share a path each
 * have their own {@code IoFile}.
 */
public final class IoFile {
    private final Path path;
    private final int index;
    private final long offsetBytes;
    private final long sizeBytes;
    private int fd = -1;
    private long engineHandle;

    /**
     * @param path        the file's path
     * @param index       position of this file in the job's file list, from 0
     * @param offsetBytes start of the job's I/O region in this file
     * @param sizeBytes   length of the job's I/O region in this file
     */
    public IoFile(Path path, int index, long offsetBytes, long sizeBytes) {
        this.path = path;
        this.index = index;
        this.offsetBytes = offsetBytes;
        this.sizeBytes = sizeBytes;
    }

    /** @return the file's path */
    public Path path() {
        return path;
    }

    /** @return position of the file in the job's file list, from 0 */
    public int index() {
        return index;
    }

    /** @return first byte of the I/O region */
    public long offsetBytes() {
        return offsetBytes;
    }

    /** @return length in bytes of the I/O region */
    public long sizeBytes() {
        return sizeBytes;
    }

    /** @return the open file descriptor, or -1 when closed or for diskless engines */
    public int fd() {
        return fd;
    }

    /** Set by the core when it opens or closes the file. */
    public void fd(int fd) {
        this.fd = fd;
    }

    /** @return a value the engine stored for this file, 0 until it sets one */
    public long engineHandle() {
        return engineHandle;
    }

    /** Lets an engine keep one number per file (a registered slot, an index into its own table). */
    public void engineHandle(long engineHandle) {
        this.engineHandle = engineHandle;
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
