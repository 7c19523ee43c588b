package org.jfio.cli;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * fio's {@code SIGUSR1}: a report of the current state on demand ({@code kill -USR1 <pid>}).
 * Uses {@code sun.misc.Signal} (module {@code jdk.unsupported}, exported and supported for this
 * use since JDK 9; HotSpot leaves {@code SIGUSR1} to applications). The handler runs on a JVM
 * signal thread and only calls the given action, which must be quick (it sets a flag).
 *
 * <p>Without the handler, {@code SIGUSR1} would end the JVM (the signal's default action).
 */
final class DumpSignal implements AutoCloseable {
    private static final String NAME = "USR1";

    private final Signal signal;
    private final SignalHandler previous;

    private DumpSignal(Signal signal, SignalHandler previous) {
        this.signal = signal;
        this.previous = previous;
    }

    /**
     * Installs the handler.
     *
     * @param action what a {@code SIGUSR1} does
     * @return the installed handler, to close (restore the previous one) at the end
     * @throws IllegalArgumentException when the JVM does not let the application handle
     *                                  {@code SIGUSR1} (e.g. started with {@code -Xrs})
     */
    static DumpSignal install(Runnable action) {
        Signal usr1 = new Signal(NAME);
        SignalHandler previous = Signal.handle(usr1, s -> action.run());
        return new DumpSignal(usr1, previous);
    }

    /** Restores the handler that was there before. */
    @Override
    public void close() {
        Signal.handle(signal, previous);
    }
}
