package org.jfio.cli;

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
            return ReportStream.over(new BufferedOutputStream(Files.newOutputStream(p)), null, "--output=" + output);
        } catch (IOException e) {
            throw new JfioException("--output=" + output + ": cannot write: " + IoReason.of(e), e);
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
