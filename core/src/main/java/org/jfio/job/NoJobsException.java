package org.jfio.job;

import org.jfio.spi.JfioException;

/**
 * The options and job files define no job at all (only {@code [global]} options, or none): the
 * command line's shape is wrong rather than a value, so the command exits as for a malformed
 * command line (jfio's exit code 2).
 */
public final class NoJobsException extends JfioException {
    private static final long serialVersionUID = 1L;

    /** @param message one line for the user */
    public NoJobsException(String message) {
        super(message);
    }
}
