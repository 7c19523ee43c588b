package org.jfio.run;

import org.jfio.nativeheaders.libc.libc_h;

import org.jfio.job.ContinueOnError;
import org.jfio.job.ErrorHandling;
import org.jfio.job.JobSpec;
import org.jfio.spi.DataDirection;
import org.jfio.spi.IoEngineProvider;
import org.jfio.nativeheaders.libc.Errno;
import org.jfio.spi.IoUnit;

/**
 * What ends a job clone, and what it goes on through: fio's {@code continue_on_error} and
 * {@code ignore_error}. A failed I/O's error has fio's type (read, write for anything else, verify
 * for {@code EILSEQ}); when {@code continue_on_error} covers the type (or {@code ignore_error}
 * listed it) and the errno is in the type's list ({@code ignore_error}'s, else fio's {@code EIO,
 * EILSEQ}), the job goes on; else the first such error becomes the job's error (errno and a line
 * saying which request failed, with a hint). Every failed I/O is counted, as fio counts them for
 * its {@code errors    : total=N, first_error=E} line. Errors that are not one I/O's ({@code rate_min}, a log that cannot be written)
 * end the job through {@link #fail}. The first error wins.
 *
 * <p>Job-thread only. {@link #failedAlready()} is read per I/O; nothing allocates until an I/O
 * fails.
 */
final class ErrorPolicy {
    private final JobSpec spec;
    /** Per fio error type (read, write, verify): true when the job may go on through its errors. */
    private final boolean[] covered = new boolean[3];
    /** Per fio error type: the errnos it goes on through. */
    private final int[][] ignored = new int[3][];
    private final boolean errorDump;
    private final RunEvents listener;
    /** The job's engine, for its own errno hints. */
    private final IoEngineProvider provider;
    /** O_DIRECT alignment per file index, for the hint of a failed request; empty when unknown. */
    private long[] directAlignment = new long[0];
    private int error;
    private String errorMessage = "";
    private long totalErrors;
    private int firstError;
    private long ignoredErrors;
    private String firstIgnoredMessage = "";

    ErrorPolicy(JobSpec spec, IoEngineProvider provider, RunEvents listener) {
        this.spec = spec;
        this.provider = provider;
        this.listener = listener;
        ContinueOnError coe = spec.io().continueOnError();
        ErrorHandling h = spec.errors();
        covered[ErrorHandling.READ] = coe.covers(DataDirection.READ) || h.ignored(ErrorHandling.READ) != null;
        covered[ErrorHandling.WRITE] = coe.covers(DataDirection.WRITE) || h.ignored(ErrorHandling.WRITE) != null;
        covered[ErrorHandling.VERIFY] = coe.coversVerify() || h.ignored(ErrorHandling.VERIFY) != null;
        int[] nonFatal = {libc_h.EIO(), Verifier.EILSEQ};
        for (int t = 0; t < ignored.length; t++) {
            ignored[t] = h.ignored(t) != null ? h.ignored(t) : nonFatal;
        }
        this.errorDump = h.errorDump();
    }

    /** @return true when the job goes on through errors of some type: fio then prints its {@code errors} line */
    static boolean continuesOnErrors(JobSpec spec) {
        ErrorHandling h = spec.errors();
        return spec.io().continueOnError() != ContinueOnError.NONE || h.ignored(ErrorHandling.READ) != null
                || h.ignored(ErrorHandling.WRITE) != null || h.ignored(ErrorHandling.VERIFY) != null;
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
        if (totalErrors++ == 0) {
            firstError = errno;
        }
        if (goesOnThrough(unit.ddir(), errno)) {
            if (ignoredErrors++ == 0) {
                firstIgnoredMessage = describe(unit, errno);
            }
            if (errorDump) {
                listener.warning(spec.name() + ": I/O error gone past (error_dump=1): " + describe(unit, errno));
            }
        } else if (error == 0) {
            error = errno;
            errorMessage = describe(unit, errno);
        }
    }

    /** fio's {@code td_non_fatal_error}: the error's type is covered and its errno is in the type's list. */
    private boolean goesOnThrough(DataDirection ddir, int errno) {
        int type = errno == Verifier.EILSEQ ? ErrorHandling.VERIFY
                : ddir == DataDirection.READ ? ErrorHandling.READ : ErrorHandling.WRITE;
        if (!covered[type]) {
            return false;
        }
        for (int e : ignored[type]) {
            if (e == errno) {
                return true;
            }
        }
        return false;
    }

    /** @return every failed I/O counted so far, those gone past and the one that ended the job (fio's {@code total_err}) */
    long totalErrors() {
        return totalErrors;
    }

    /** @return the errno of the first failed I/O, 0 when none (fio's {@code first_error}) */
    int firstError() {
        return firstError;
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
        return ignoredErrors == 0 ? null
                : "continue_on_error: " + ignoredErrors + " I/O error(s) ignored, first: " + firstIgnoredMessage;
    }

    private String describe(IoUnit unit, int errno) {
        String op = switch (unit.ddir()) {
            case READ -> "read";
            case WRITE -> "write";
            case TRIM -> "trim";
            case SYNC -> "fsync";
            case DATASYNC -> "fdatasync";
        };
        if (unit.ddir().isData() && !provider.fileCall().isEmpty()) {
            // a file-operation engine: its one call on the file failed, no bytes moved
            return provider.fileCall() + "(" + unit.file() + "): " + Errno.name(errno) + " (" + Errno.message(errno) + ")";
        }
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
