package org.jfio.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;

import org.jfio.spi.IoFile;
import org.jfio.spi.JfioException;

/**
 * fio's {@code pre_read}: reads a file's region once through the page cache before the job
 * starts, so a read job then measures cached reads. Setup time only. Stateless.
 */
final class PreReader {
    private static final int CHUNK_BYTES = 1 << 20;

    private PreReader() {
    }

    /** @throws JfioException when the file cannot be read */
    static void read(String jobName, IoFile file) {
        ByteBuffer buf = ByteBuffer.allocateDirect(CHUNK_BYTES);
        try (FileChannel ch = FileChannel.open(file.path(), StandardOpenOption.READ)) {
            long pos = file.offsetBytes();
            long end = file.offsetBytes() + file.sizeBytes();
            while (pos < end) {
                buf.clear();
                buf.limit((int) Math.min(CHUNK_BYTES, end - pos));
                int n = ch.read(buf, pos);
                if (n < 0) {
                    return;
                }
                pos += n;
            }
        } catch (IOException e) {
            throw new JfioException(jobName + ": pre_read of " + file.path() + " failed: " + e.getMessage(), e);
        }
    }
}
