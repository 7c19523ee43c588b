package org.jfio.api;

import org.jfio.nativeheaders.libc.Errno;

/**
 * A native call failed with an errno. The message reads
 * {@code open(/data/f, O_DIRECT): EINVAL (Invalid argument)}.
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
