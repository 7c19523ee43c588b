package org.jfio.run;

/**
 * An engine threw from one of its I/O calls ({@code queue}, {@code commit}, {@code reap}) while a
 * clone ran: the {@link EngineDriver} wraps the exception with the call's name, and the
 * {@link JobWorker} turns it into one line that says what failed and when
 * ({@link CloneFailure}). Never leaves the run package.
 */
final class EngineFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String call;

    /**
     * @param call  the engine method that threw, e.g. {@code queue}
     * @param cause what it threw
     */
    EngineFailure(String call, RuntimeException cause) {
        super(call + ": " + cause.getMessage(), cause, false, false);
        this.call = call;
    }

    /** @return the engine method that threw */
    String call() {
        return call;
    }

    /** @return what the engine threw */
    RuntimeException thrown() {
        return (RuntimeException) getCause();
    }
}
