package org.jfio.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a request that moved no byte means: a read (or write) that returns 0 has met the end of
 * the file, which the kernel answers without an error. jfio still ends the job with EIO, as fio
 * does, but the message says the file is too short, and how long it is now, instead of blaming
 * the device: the file shrank while the job ran (something truncated or replaced it), or the
 * job's region runs past its end. Called on the error path only. Stateless.
 */
final class EndOfFile {
    private EndOfFile() {
    }

    /** @return the explanation, e.g. {@code the file ends at 524288 bytes, before this request: it shrank ...} */
    static String describe(Path file, long offsetBytes, long lengthBytes) {
        long size = sizeOf(file);
        String now = size < 0 ? "the file is gone or cannot be read now"
                : "the file ends at " + size + " bytes" + (size <= offsetBytes ? ", before this request" : ", inside it");
        return now + ": it shrank while the job ran (truncated or replaced by another program), or the job's region"
                + " runs past its end; the device is not at fault";
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }
}
