package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM while jobs run. The first one stops every job at its next I/O
 * boundary: in-flight I/O completes, files are closed, the partial report is printed and jfio
 * exits with {@link ExitCode#INTERRUPTED} (130, for SIGTERM too, as the README documents). A
 * second one ends the process at once, with 130, without waiting for I/O or the report (for a
 * device that hangs, say).
 *
 * <p>A shutdown hook cannot do this: once the JVM has begun to exit it ignores further signals,
 * and it fixes the exit status at 128 + the signal. So the handlers are {@code sun.misc.Signal}
 * ones (module {@code jdk.unsupported}, the JDK's supported way to handle signals), installed
 * for the run only; {@link #close()} puts the previous ones back. A signal the JVM keeps for
 * itself (with {@code -Xrs}, say) is left alone.
 *
 * <p>Thread-safe: the JVM calls the handler on a thread of its own per signal.
 */
final class StopSignals implements AutoCloseable {
    private static final String[] NAMES = {"INT", "TERM"};

    private static final String STOPPING_JOBS = "stopping the jobs at the next I/O, the report follows";

    private final Runnable stop;
    private final PrintStream err;
    private final String stopping;
    private final IntConsumer halt;
    private final AtomicInteger received = new AtomicInteger();
    private final List<Signal> signals = new ArrayList<>();
    private final List<SignalHandler> previous = new ArrayList<>();

    StopSignals(Runnable stop, PrintStream err, IntConsumer halt) {
        this(stop, err, halt, STOPPING_JOBS);
    }

    private StopSignals(Runnable stop, PrintStream err, IntConsumer halt, String stopping) {
        this.stopping = stopping;
        this.stop = stop;
        this.err = err;
        this.halt = halt;
    }

    /**
     * Installs the handlers for SIGINT and SIGTERM.
     *
     * @param stop asks the jobs to stop (e.g. {@code JobRunner::stop}); must return quickly
     * @param err  where the one-line messages go
     * @return the installed handlers; close them when the run and its report are done
     */
    static StopSignals install(Runnable stop, PrintStream err) {
        return install(stop, err, STOPPING_JOBS);
    }

    /**
     * As {@link #install(Runnable, PrintStream)}, for another kind of run.
     *
     * @param stopping what the first signal does, for its message ({@code deleting the Kubernetes job})
     */
    static StopSignals install(Runnable stop, PrintStream err, String stopping) {
        StopSignals s = new StopSignals(stop, err, code -> Runtime.getRuntime().halt(code), stopping);
        for (String name : NAMES) {
            Signal signal = new Signal(name);
            try {
                s.previous.add(Signal.handle(signal, sig -> s.received(sig.getName(), sig.getNumber())));
                s.signals.add(signal);
            } catch (IllegalArgumentException reservedByTheJvm) {
                // -Xrs or a JVM that keeps the signal: the JVM's default (exit 128 + n) applies.
            }
        }
        return s;
    }

    /** What one signal does: the first stops the jobs, the next ones end the process at once. */
    void received(String name, int number) {
        if (received.incrementAndGet() == 1) {
            err.println("jfio: terminating on signal " + number + " (SIG" + name + "): " + stopping
                    + "; press Ctrl-C again to quit at once");
            err.flush();
            stop.run();
        } else {
            err.println("jfio: signal " + number + " (SIG" + name + ") again: quitting at once, without the report");
            err.flush();
            halt.accept(ExitCode.INTERRUPTED);
        }
    }

    /** @return how many signals arrived */
    int received() {
        return received.get();
    }

    /** Puts the handlers that were there before back. */
    @Override
    public void close() {
        for (int i = 0; i < signals.size(); i++) {
            Signal.handle(signals.get(i), previous.get(i));
        }
        signals.clear();
        previous.clear();
    }
}
