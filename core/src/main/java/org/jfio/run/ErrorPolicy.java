package org.jfio.run;

import org.jfio.nativeheaders.libc.libc_h;

import org.jfio.job.ContinueOnError;
import org.jfio.job.JobSpec;
import org.jfio.spi.IoEngineProvider;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.spi.IoUnit;

/**
 * What ends a job clone, and what it goes on through: fio's {@code continue_on_error}. The first
 * failed I/O of a direction that {@code continue_on_error} does not cover becomes the job's error
 * (errno and a line saying which request failed, with a hint); a covered one is counted and the
 * job goes on. Errors that are not one I/O's ({@code rate_min}, a log that cannot be written)
 * end the job through {@link #fail}. The first error wins.
 *
 * <p>Job-thread only. {@link #failedAlready()} is read per I/O; nothing allocates until an I/O
 * fails.
 */
final class ErrorPolicy {
    private final JobSpec spec;
    private final ContinueOnError continueOnError;
    /** The job's engine, for its own errno hints. */
    private final IoEngineProvider provider;
    /** O_DIRECT alignment per file index, for the hint of a failed request; empty when unknown. */
    private long[] directAlignment = new long[0];
    private int error;
    private String errorMessage = "";
    private long totalErrors;
    private String firstErrorMessage = "";

    ErrorPolicy(JobSpec spec, IoEngineProvider provider) {
        this.spec = spec;
        this.provider = provider;
        this.continueOnError = spec.io().continueOnError();
    }

    /** Tells the policy the files' O_DIRECT alignments (by file index), for its hints. */
    void directAlignment(long[] byFileIndex) {
        directAlignment = byFileIndex;
    }

    /** @return true once the job has an error: the loop ends */
    boolean failedAlready() {
        return error != 0;
    }

    /** Ends the job with an error that is not one I/O's (rate_min, write_iolog); the first wins. */
    void fail(int errno, String message) {
        if (error == 0) {
            error = errno;
            errorMessage = message;
        }
    }

    /** A request failed with {@code errno}: counted under {@code continue_on_error}, else the job's error. */
    void ioFailed(IoUnit unit, int errno) {
        if (continueOnError.covers(unit.ddir())) {
            if (totalErrors++ == 0) {
                firstErrorMessage = describe(unit, errno);
            }
        } else if (error == 0) {
            error = errno;
            errorMessage = describe(unit, errno);
        }
    }

    /** @return the job's errno, 0 when none */
    int error() {
        return error;
    }

    /** @return the line describing the job's error, empty when none */
    String errorMessage() {
        return errorMessage;
    }

    /** @return the report's note on the errors passed over, or null when there were none */
    String ignoredNote() {
        return totalErrors == 0 ? null
                : "continue_on_error: " + totalErrors + " I/O error(s) ignored, first: " + firstErrorMessage;
    }

    private String describe(IoUnit unit, int errno) {
        String op = switch (unit.ddir()) {
            case READ -> "read";
            case WRITE -> "write";
            case TRIM -> "trim";
            case SYNC -> "fsync";
            case DATASYNC -> "fdatasync";
        };
        String where = unit.ddir().isData()
                ? " of " + unit.lengthBytes() + " bytes at offset " + unit.offsetBytes()
                : "";
        String line = op + where + " on " + unit.file() + ": " + Errno.name(errno) + " (" + Errno.message(errno) + ")";
        if (errno == libc_h.EIO() && unit.ddir().isData() && unit.result() == 0) {
            // nothing transferred and no errno: the kernel found the end of the file, the device is not at fault
            return line + "; no byte was transferred: " + EndOfFile.describe(unit.file().path(), unit.offsetBytes(),
                    unit.lengthBytes());
        }
        long align = unit.file().index() < directAlignment.length ? directAlignment[unit.file().index()] : 0;
        String hint = ErrnoHints.hint(provider, op, errno, spec.io().direct(), unit.ddir().isData(), align);
        return hint.isEmpty() ? line : line + "; hint: " + hint;
    }
}
