package org.jfio.run;

import java.nio.file.Path;

/**
 * One file a job clone uses and the region it does I/O on, in fio 3.33's terms.
 *
 * @param path        the file's path
 * @param offsetBytes start of the region (fio's {@code file_offset})
 * @param sizeBytes   length of the region in whole blocks: {@code ioBytes} rounded down to the job's
 *                    smallest block size (what random offsets and verification tables span)
 * @param ioBytes     length of the region as asked, not rounded (fio's {@code io_size}): a sequential
 *                    request may start anywhere before its end, the bytes of a pass add up to it, and a
 *                    file the job creates or extends is laid out to {@code offsetBytes + ioBytes}
 * @param fileBytes   the length of the file as this clone finds it after its layout (fio's
 *                    {@code real_file_size}): no request crosses it, so a fixed-size sequential
 *                    request may cross the end of the region only inside a file that already
 *                    reaches that far; a block device's size
 */
record FileRegion(Path path, long offsetBytes, long sizeBytes, long ioBytes, long fileBytes) {
    /** A region of whole blocks in a file that ends with it. */
    FileRegion(Path path, long offsetBytes, long sizeBytes) {
        this(path, offsetBytes, sizeBytes, sizeBytes, offsetBytes + sizeBytes);
    }

    /** @return the byte just past the region as asked: how long the job's layout makes the file */
    long endBytes() {
        return offsetBytes + ioBytes;
    }
}
