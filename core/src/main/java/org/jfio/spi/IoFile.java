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
    private final long ioBytes;
    private final long fileBytes;
    private int fd = -1;
    private long engineHandle;

    /**
     * @param path        the file's path
     * @param index       position of this file in the job's file list, from 0
     * @param offsetBytes start of the job's I/O region in this file
     * @param sizeBytes   length of the job's I/O region in this file, in whole blocks; the region as
     *                    asked ({@link #ioBytes()}) is the same and the file ends with it
     *                    ({@link #fileBytes()})
     */
    public IoFile(Path path, int index, long offsetBytes, long sizeBytes) {
        this(path, index, offsetBytes, sizeBytes, sizeBytes, offsetBytes + sizeBytes);
    }

    /**
     * @param path        the file's path
     * @param index       position of this file in the job's file list, from 0
     * @param offsetBytes start of the job's I/O region in this file
     * @param sizeBytes   length of the region in whole blocks of the job's smallest block size
     * @param ioBytes     length of the region as asked, not rounded (fio's {@code io_size}); at least
     *                    {@code sizeBytes}
     * @param fileBytes   the file's length as the job finds it once laid out (fio's
     *                    {@code real_file_size}), which no request crosses
     */
    public IoFile(Path path, int index, long offsetBytes, long sizeBytes, long ioBytes, long fileBytes) {
        this.path = path;
        this.index = index;
        this.offsetBytes = offsetBytes;
        this.sizeBytes = sizeBytes;
        this.ioBytes = ioBytes;
        this.fileBytes = fileBytes;
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

    /** @return length in bytes of the I/O region, in whole blocks of the job's smallest block size */
    public long sizeBytes() {
        return sizeBytes;
    }

    /**
     * @return length in bytes of the I/O region as the job asked for it (fio's {@code io_size}), not
     *         rounded to the block size: a sequential request may start anywhere before its end
     */
    public long ioBytes() {
        return ioBytes;
    }

    /**
     * @return the file's length in bytes as the job found it once laid out (fio's
     *         {@code real_file_size}; a block device's size): no request crosses it, though a
     *         sequential one may cross the end of the region
     */
    public long fileBytes() {
        return fileBytes;
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
