package org.jfio.job;

import org.jfio.spi.DataDirection;

/**
 * fio's {@code continue_on_error}: which failed I/Os are counted and passed over instead of
 * ending the job with their errno.
 */
public enum ContinueOnError {
    /** Stop at the first error (fio's default). */
    NONE,
    /** Go on after read errors. */
    READ,
    /** Go on after write errors. */
    WRITE,
    /** Go on after read and write errors. */
    IO,
    /** Go on after verify errors (a block that failed its check is counted and the job goes on). */
    VERIFY,
    /** Go on after any error. */
    ALL;

    /** @return true when a block that failed verification is counted and the job goes on */
    public boolean coversVerify() {
        return this == VERIFY || this == ALL;
    }

    /** @return true when a failed I/O of this direction is counted and the job goes on */
    public boolean covers(DataDirection ddir) {
        return switch (this) {
            case NONE, VERIFY -> false;
            case READ -> ddir == DataDirection.READ;
            case WRITE -> ddir == DataDirection.WRITE;
            case IO -> ddir == DataDirection.READ || ddir == DataDirection.WRITE;
            case ALL -> true;
        };
    }
}
