package org.jfio.preflight;

import java.nio.file.Path;

/**
 * One region of one file a job clone does I/O on, as the run works it out.
 *
 * @param path        the file or block device
 * @param offsetBytes start of the region
 * @param sizeBytes   length of the region
 */
public record PlannedFile(Path path, long offsetBytes, long sizeBytes) {
    /** @return the byte just past the region: how long the file must be */
    public long endBytes() {
        return offsetBytes + sizeBytes;
    }
}
