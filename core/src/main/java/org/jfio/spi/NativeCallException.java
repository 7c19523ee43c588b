package org.jfio.spi;

import org.jfio.nativeheaders.libc.Errno;

/**
 * A native call failed with an errno. The message reads
 * {@code open(/data/f, O_DIRECT): EINVAL (Invalid argument)}; once the run knows the job and a
 * hint ({@link #inJob}), {@code job: open(/data/f, O_DIRECT): EINVAL (Invalid argument); hint: ...}.
 * Immutable; thread-safe.
 */
public final class NativeCallException extends JfioException {
    private static final long serialVersionUID = 1L;

    private final String call;
    private final int errno;
    private final String errnoName;

    /**
     * @param call      the call and its context, e.g. {@code open(/data/f, O_RDWR|O_DIRECT)}
     * @param errno     the positive errno value
     * @param errnoName symbolic name, e.g. {@code EINVAL}
     * @param message   the C library's message for the errno
     */
    public NativeCallException(String call, int errno, String errnoName, String message) {
        super(call + ": " + errnoName + " (" + message + ")");
        this.call = call;
        this.errno = errno;
        this.errnoName = errnoName;
    }

    private NativeCallException(NativeCallException cause, String fullMessage) {
        super(fullMessage, cause);
        this.call = cause.call;
        this.errno = cause.errno;
        this.errnoName = cause.errnoName;
    }

    /**
     * The same failure as seen by a job, for a user: the message names the job first and ends
     * with what to do, e.g. {@code randread: open(/data/f, O_RDONLY): EACCES (Permission denied);
     * hint: check the mode and owner ...}.
     *
     * @param jobName the job the call was made for
     * @param hint    what to do about it, or empty for none
     * @return a new exception with the same call and errno, caused by this one
     */
    public NativeCallException inJob(String jobName, String hint) {
        return new NativeCallException(this, jobName + ": " + getMessage() + (hint.isEmpty() ? "" : "; hint: " + hint));
    }

    /**
     * @param call  the call and its context, e.g. {@code pread(/data/f, 4096 @ 8192)}
     * @param errno the positive errno value
     * @return an exception naming the errno and carrying the C library's message for it
     */
    public static NativeCallException of(String call, int errno) {
        return new NativeCallException(call, errno, Errno.name(errno), Errno.message(errno));
    }

    /** @return the call and its context */
    public String call() {
        return call;
    }

    /** @return the positive errno value */
    public int errno() {
        return errno;
    }

    /** @return the errno's symbolic name, e.g. {@code ENOENT} */
    public String errnoName() {
        return errnoName;
    }
}
