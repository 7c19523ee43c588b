package org.jfio.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.jfio.spi.JfioException;

/**
 * What whole iologs hold, learned once at plan time for a replaying job ({@link Replay}): their
 * files, and per data direction the requests replayed, the largest one and the bytes, with what
 * was left out. Mutable while it is added up; one thread.
 */
final class IologSummary {
    /** File names, in the order of their {@code add} lines. */
    final List<String> files = new ArrayList<>();
    /** Replayed requests per direction (read, write, trim). */
    final long[] ios = new long[3];
    /** Largest request per direction (read, write, trim). */
    final long[] maxBytes = new long[3];
    /** Bytes of the replayed reads and writes. */
    long bytes;
    /** Trims skipped, as fio 3.33 skips them. */
    long skippedTrims;
    /** Requests of directions left out by {@code replay_skip} (or {@code readonly}, for writes). */
    long skippedByOption;

    /**
     * Reads a whole log once to learn its files, directions and sizes.
     *
     * @throws JfioException when the log cannot be read or is not a text iolog of version 2 or 3
     */
    static IologSummary scan(Path log, Replay replay) {
        IologSummary s = new IologSummary();
        try (IologReader r = IologReader.open(log, replay, null)) {
            while (r.next()) {
                int d = r.ddir();
                if (d <= IologReader.WRITE) {
                    s.ios[d]++;
                    s.maxBytes[d] = Math.max(s.maxBytes[d], r.length());
                    s.bytes += r.length();
                }
            }
            s.skippedTrims = r.skippedTrims();
            s.skippedByOption = r.skippedByOption();
            s.files.addAll(r.learnedFiles());
        }
        return s;
    }

    /** Adds another log's figures to these (a job whose clones replay several logs). */
    void add(IologSummary other) {
        for (int d = 0; d < 3; d++) {
            ios[d] += other.ios[d];
            maxBytes[d] = Math.max(maxBytes[d], other.maxBytes[d]);
        }
        bytes += other.bytes;
        skippedTrims += other.skippedTrims;
        skippedByOption += other.skippedByOption;
    }
}
