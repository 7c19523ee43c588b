package org.jfio.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes bytes on, keeping the first write or flush failure, which a {@link java.io.PrintStream}
 * above it hides behind its error flag. Used by {@link StdoutSink} and {@link ReportStream}; the
 * failure is read from another thread than the writer's, hence volatile.
 */
final class FailureRecorder extends FilterOutputStream {
    private volatile IOException failure;

    FailureRecorder(OutputStream out) {
        super(out);
    }

    /** @return the first failure, or null when every write and flush succeeded */
    IOException failure() {
        return failure;
    }

    @Override
    public void write(int b) throws IOException {
        try {
            out.write(b);
        } catch (IOException e) {
            throw keep(e);
        }
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            throw keep(e);
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            throw keep(e);
        }
    }

    private IOException keep(IOException e) {
        if (failure == null) {
            failure = e;
        }
        return e;
    }
}
