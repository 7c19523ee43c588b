package org.jfio.cli;

import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfio.job.JobPlan;
import org.jfio.job.PlanChecks;
import org.jfio.spi.JfioException;

/**
 * Opens where the report goes: stdout, or the {@code --output} file, checked and opened before
 * any job runs so that a bad {@code --output} fails with one line and nothing run. The file must
 * not be empty as a name, a directory, or one of the jobs' own files (which the report would
 * overwrite). Used by plain runs and by {@code jfio compare}. Stateless.
 */
final class ReportOutput {
    private ReportOutput() {
    }

    /**
     * @param output {@code --output} as given, or null for {@code out}
     * @param plan   the jobs about to run (their files are refused as the report)
     * @param out    stdout; not closed when the returned stream is
     * @return the stream to write the report to ({@link ReportStream#requireWritten()} says
     *         whether it arrived); the caller closes it
     * @throws JfioException one line when the file is refused or cannot be opened for writing
     */
    static ReportStream open(String output, JobPlan plan, PrintStream out) {
        if (output == null) {
            return ReportStream.over(nonClosing(out), out, "stdout");
        }
        if (output.isBlank()) {
            throw new JfioException("--output= is empty: give the file the report goes to");
        }
        Path p = Path.of(output);
        if (Files.isDirectory(p)) {
            throw new JfioException("--output=" + output + ": is a directory");
        }
        PlanChecks.checkNotAJobFile(plan, p, "--output=" + output);
        try {
            // opened now (a bad file fails before anything runs) but emptied only when the report
            // starts: a run refused by its checks leaves an existing file as it was
            FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            EmptiedOnFirstWrite file = new EmptiedOnFirstWrite(ch);
            return ReportStream.over(new BufferedOutputStream(file), null, "--output=" + output, file::empty);
        } catch (IOException e) {
            throw new JfioException("--output=" + output + ": cannot write: " + IoReason.of(e), e);
        }
    }

    /** A file's channel, truncated before the first byte is written (or when the report ends without one). */
    private static final class EmptiedOnFirstWrite extends OutputStream {
        private final FileChannel channel;
        private final OutputStream out;
        private boolean emptied;

        EmptiedOnFirstWrite(FileChannel channel) {
            this.channel = channel;
            this.out = Channels.newOutputStream(channel);
        }

        void empty() {
            if (!emptied) {
                emptied = true;
                try {
                    truncate();
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }

        /** Only what has a length (a regular file): a device or a FIFO has none to cut. */
        private void truncate() throws IOException {
            if (channel.size() > 0) {
                channel.truncate(0);
            }
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (!emptied) {
                emptied = true;
                truncate();
            }
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    private static OutputStream nonClosing(OutputStream out) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }
}
