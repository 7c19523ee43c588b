package org.jfio.run;

import java.nio.file.Path;

/**
 * One file a job clone uses and the region it does I/O on.
 *
 * @param path        the file's path
 * @param offsetBytes start of the region
 * @param sizeBytes   length of the region (a multiple of the job's smallest block size)
 */
record FileRegion(Path path, long offsetBytes, long sizeBytes) {
    /** @return the byte just past the region: how long the file must be */
    long endBytes() {
        return offsetBytes + sizeBytes;
    }
}
