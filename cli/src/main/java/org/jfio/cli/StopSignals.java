package org.jfio.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

import org.jfio.api.InterruptSignal;

import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Ctrl-C (SIGINT) and SIGTERM while jobs run. The first one stops every job at its next I/O
 * boundary: in-flight I/O completes, files are closed, the partial report is printed and jfio
 * exits with {@link ExitCode#INTERRUPTED} (130, for SIGTERM too, as the README documents). A
 * second one ends the process at once, with 130, without waiting for I/O or the report (for a
 * device that hangs, say).
 *
 * <p>A repeat of the first signal (the same number) that arrives while the first is being taken,
 * or within {@link #SAME_SIGNAL_WINDOW_MS} after, is the same signal, not a second Ctrl-C: GNU
 * {@code timeout -s INT} sends its signal to jfio and then to jfio's process group, so jfio gets
 * two, microseconds apart, and must still print the report (fio does).
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

    /**
     * How long after the first signal was taken a repeat of it counts as the same one, ms: far
     * more than the microseconds between {@code timeout}'s two sends, less than a person's
     * second Ctrl-C.
     */
    static final long SAME_SIGNAL_WINDOW_MS = 250;
    private static final long SAME_SIGNAL_WINDOW_NS = TimeUnit.MILLISECONDS.toNanos(SAME_SIGNAL_WINDOW_MS);

    private final Runnable stop;
    private final PrintStream err;
    private final String stopping;
    private final IntConsumer halt;
    private final LongSupplier nanoTime;
    /** Guarded by {@code this}: the signals taken, the first one's number, and when it was taken. */
    private int received;
    private int firstNumber;
    private boolean takingFirst;
    private long firstTakenNs;
    private final List<Signal> signals = new ArrayList<>();
    private final List<SignalHandler> previous = new ArrayList<>();

    StopSignals(Runnable stop, PrintStream err, IntConsumer halt) {
        this(stop, err, halt, System::nanoTime);
    }

    /** @param nanoTime the clock that times {@link #SAME_SIGNAL_WINDOW_MS} ({@code System::nanoTime}) */
    StopSignals(Runnable stop, PrintStream err, IntConsumer halt, LongSupplier nanoTime) {
        this(stop, err, halt, nanoTime, STOPPING_JOBS);
    }

    private StopSignals(Runnable stop, PrintStream err, IntConsumer halt, LongSupplier nanoTime, String stopping) {
        this.stopping = stopping;
        this.stop = stop;
        this.err = err;
        this.halt = halt;
        this.nanoTime = nanoTime;
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
        StopSignals s = new StopSignals(stop, err, code -> Runtime.getRuntime().halt(code), System::nanoTime,
                stopping);
        for (String name : NAMES) {
            Signal signal = new Signal(name);
            try {
                SignalHandler handler = sig -> s.received(sig.getName(), sig.getNumber());
                SignalHandler before = Signal.handle(signal, handler);
                if (before == SignalHandler.SIG_IGN && name.equals("INT") && InterruptSignal.takeBack()) {
                    // a background job of a script starts with SIGINT ignored and the JVM then installs
                    // nothing: take it back, as fio does, so kill -INT stops the run
                    Signal.handle(signal, handler);
                }
                s.previous.add(before);
                s.signals.add(signal);
            } catch (IllegalArgumentException reservedByTheJvm) {
                // -Xrs or a JVM that keeps the signal: the JVM's default (exit 128 + n) applies.
            }
        }
        return s;
    }

    /**
     * What one signal does: the first stops the jobs, the next ones end the process at once; a
     * repeat of the first while it is taken or within {@link #SAME_SIGNAL_WINDOW_MS} after does
     * nothing (it is the same signal, sent twice).
     */
    void received(String name, int number) {
        if (takeFirst(number)) {
            err.println("jfio: terminating on signal " + number + " (SIG" + name + "): " + stopping
                    + "; press Ctrl-C again to quit at once");
            err.flush();
            try {
                stop.run();
            } finally {
                tookFirst();
            }
        } else if (!sameAsFirst(number)) {
            err.println("jfio: signal " + number + " (SIG" + name + ") again: quitting at once, without the report");
            err.flush();
            halt.accept(ExitCode.INTERRUPTED);
        }
    }

    private synchronized boolean takeFirst(int number) {
        if (received > 0) {
            return false;
        }
        received = 1;
        firstNumber = number;
        takingFirst = true;
        return true;
    }

    private synchronized void tookFirst() {
        takingFirst = false;
        firstTakenNs = nanoTime.getAsLong();
    }

    /** @return true when {@code number} repeats the first signal while it is taken or just after (counted once) */
    private synchronized boolean sameAsFirst(int number) {
        if (number == firstNumber && received == 1
                && (takingFirst || nanoTime.getAsLong() - firstTakenNs < SAME_SIGNAL_WINDOW_NS)) {
            return true;
        }
        received++;
        return false;
    }

    /** @return how many signals were taken (a repeat of the first within the window counts once) */
    synchronized int received() {
        return received;
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
