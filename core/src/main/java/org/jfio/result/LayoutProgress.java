package org.jfio.result;

import java.nio.file.Path;

/**
 * How far the layout of one job's files has got: the files jfio writes (or preallocates) before
 * the job's first I/O, because they are missing or shorter than the job needs. Told to the
 * {@code RunListener} as the layout goes (when a file starts, after every
 * {@value #STEP_BYTES} bytes written, when a file is done), and readable at any time from
 * {@code JobRunner.layoutProgress()}. Bytes count what this layout writes or allocates, not what
 * was there before it (a file that is extended counts from its old end). Immutable.
 *
 * @param jobName       the job whose files are laid out
 * @param file          the file being laid out now
 * @param fileIndex     its position among the files this layout works on, from 0
 * @param fileCount     how many files this layout works on (the job's files that are missing or short)
 * @param fileDoneBytes bytes of {@code file} done so far
 * @param fileBytes     bytes {@code file} needs in all
 * @param doneBytes     bytes done over all the layout's files, {@code file} included
 * @param totalBytes    bytes the layout needs over all its files
 * @param elapsedNs     nanoseconds since the layout started
 * @param done          true on the last event of the layout (every file complete, or the layout stopped)
 */
public record LayoutProgress(String jobName, Path file, int fileIndex, int fileCount, long fileDoneBytes,
        long fileBytes, long doneBytes, long totalBytes, long elapsedNs, boolean done) {

    /** Bytes written between two progress events of one file. */
    public static final long STEP_BYTES = 8L << 20;

    /** @return bytes per second since the layout started, 0 before any time has passed */
    public long bytesPerSec() {
        return elapsedNs > 0 ? (long) (doneBytes * 1e9 / elapsedNs) : 0;
    }

    /** @return seconds left at the rate so far, or -1 while no rate is known */
    public long etaSec() {
        long rate = bytesPerSec();
        return rate > 0 ? (totalBytes - doneBytes + rate - 1) / rate : -1;
    }
}
