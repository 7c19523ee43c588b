package org.jfio.spi;

/**
 * Any failure jfio reports to its caller: bad job description, unavailable engine, failed
 * setup. The message is one line meant for a user; the CLI prints it as is.
 */
public class JfioException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param message one line for the user */
    public JfioException(String message) {
        super(message);
    }

    /**
     * @param message one line for the user
     * @param cause   underlying failure
     */
    public JfioException(String message, Throwable cause) {
        super(message, cause);
    }
}
