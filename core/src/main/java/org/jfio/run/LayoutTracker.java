package org.jfio.run;

import java.nio.file.Path;

import org.jfio.result.LayoutProgress;
import org.jfio.spi.IoClock;

/**
 * The run's layouts as they go: each layout (the files of one job clone that are missing or
 * short) is a {@link Session} that tells the run's listener how far it got (see
 * {@link LayoutProgress} for when) and keeps the latest reading for {@link #current()}, which
 * any thread may read. Sessions are used by the thread laying out, one at a time.
 */
final class LayoutTracker {
    private volatile LayoutProgress current;

    /** @return the latest reading of the layout in progress, or null when none is */
    LayoutProgress current() {
        return current;
    }

    /**
     * Starts a layout.
     *
     * @param jobName    the job whose files are laid out
     * @param fileCount  the files the layout works on
     * @param totalBytes the bytes it needs over all of them
     * @param events     where the readings go
     */
    Session start(String jobName, int fileCount, long totalBytes, RunEvents events) {
        return new Session(jobName, fileCount, totalBytes, events);
    }

    /** One layout: its files in turn; not thread-safe. */
    final class Session {
        private final String jobName;
        private final int fileCount;
        private final long totalBytes;
        private final RunEvents events;
        private final long startNs = IoClock.nowNs();
        private long doneBefore;
        private Path file;
        private int index = -1;
        private long fileBytes;
        private long fileDone;

        private Session(String jobName, int fileCount, long totalBytes, RunEvents events) {
            this.jobName = jobName;
            this.fileCount = fileCount;
            this.totalBytes = totalBytes;
            this.events = events;
        }

        /** The layout moves on to the next file, which needs {@code bytes}. */
        void file(Path path, long bytes) {
            doneBefore += fileDone;
            file = path;
            index++;
            fileBytes = bytes;
            fileDone = 0;
            tell(false);
        }

        /** The current file has {@code done} of its bytes. */
        void progress(long done) {
            fileDone = done;
            tell(false);
        }

        /** The layout ended (complete, stopped or failed): the last reading. */
        void end() {
            if (file != null) {
                tell(true);
            }
            current = null;
        }

        private void tell(boolean done) {
            LayoutProgress p = new LayoutProgress(jobName, file, index, fileCount, fileDone, fileBytes,
                    doneBefore + fileDone, totalBytes, IoClock.nowNs() - startNs, done);
            current = done ? null : p;
            events.layoutProgress(p);
        }
    }
}
