package org.jfio.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.jfio.spi.JfioException;

/**
 * Where a report goes, remembering whether it arrived: a {@link PrintStream} swallows write
 * errors, so a report to a full disk or {@code /dev/full} would vanish with exit 0. This one
 * keeps the first failure's reason and {@link #requireWritten()} turns a lost report into one
 * line (exit 1). Used by one thread at a time, as the report writers are.
 */
final class ReportStream extends PrintStream {
    private final FailureRecorder recorder;
    private final PrintStream downstream;
    private final String where;
    private final Runnable onEnd;

    private ReportStream(FailureRecorder recorder, PrintStream downstream, String where, Runnable onEnd) {
        super(recorder, false, StandardCharsets.UTF_8);
        this.recorder = recorder;
        this.downstream = downstream;
        this.where = where;
        this.onEnd = onEnd;
    }

    /**
     * @param out        the bytes' destination; closed with this stream
     * @param downstream a print stream {@code out} writes into (whose own error flag must be read
     *                   too), or null
     * @param where      the destination as the error line names it, e.g. {@code --output=r.txt}
     */
    static ReportStream over(OutputStream out, PrintStream downstream, String where) {
        return over(out, downstream, where, () -> { });
    }

    /** {@link #over(OutputStream, PrintStream, String)}, running {@code onEnd} first in {@link #requireWritten()}. */
    static ReportStream over(OutputStream out, PrintStream downstream, String where, Runnable onEnd) {
        return new ReportStream(new FailureRecorder(out), downstream, where, onEnd);
    }

    /**
     * Flushes, then fails when any byte of the report could not be written.
     *
     * @throws JfioException naming the destination and the reason
     */
    void requireWritten() {
        flush();
        try {
            onEnd.run();
        } catch (java.io.UncheckedIOException e) {
            throw new JfioException(where + ": the report could not be written: " + e.getCause().getMessage(), e);
        }
        boolean failed = checkError() | (downstream != null && downstream.checkError());
        if (failed && downstream != null && StdoutSink.readerGone(downstream)) {
            return; // stdout's reader went away (| head): not an error; the command exits quietly (ExitCode.CLOSED_PIPE)
        }
        if (failed) {
            IOException e = recorder.failure();
            String why = e != null ? e.getMessage() : downstream != null ? StdoutSink.failure(downstream) : null;
            throw new JfioException(where + ": the report could not be written"
                    + (why != null ? ": " + why
                            : " (a write failed: a full disk or /dev/full)"));
        }
    }
}
