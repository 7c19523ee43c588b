package org.jfio.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import org.jfio.api.JobRunner;
import org.jfio.result.RunResult;
import org.jfio.report.LayoutStatusLine;
import org.jfio.report.StatusLine;
import org.jfio.result.LayoutProgress;

/**
 * What jfio prints while jobs run, as fio does: the status line on stderr every
 * {@code --eta-interval} (when {@code --eta} says so; while a job's files are laid out, jfio's
 * {@link LayoutStatusLine} instead, which fio does not have), the full report on the report stream
 * every {@code --status-interval} (cumulative since the start), and the same report when the
 * process gets {@code SIGUSR1}. Formatting is the library's ({@link StatusLine}, the report
 * writers); the numbers come from {@link JobRunner#progress()} and
 * {@link JobRunner#currentResult()}, which do not slow the I/O threads.
 *
 * <p>One daemon thread does all the printing, so the signal handler only sets a flag. Reports
 * are written holding the report stream's lock, as the run's notices are. After the run the
 * last status line is ended with a newline.
 *
 * <p>Deliberate difference: fio writes its status line on stdout and shows it when stdout is a
 * terminal; jfio writes it on stderr (stdout stays a clean report) and its {@code auto} looks
 * at stderr.
 */
final class StatusPrinter {
    private static final long JOIN_MS = 5_000;

    /** Writes one report (all chosen formats) of a result to a stream. */
    @FunctionalInterface
    interface Reports {
        void write(RunResult result, PrintStream out) throws IOException;
    }

    private final StatusOptions.Settings settings;
    private final boolean showLine;
    private final PrintStream report;
    private final Reports writer;
    private final PrintStream err;
    private final boolean debug;
    private final AtomicBoolean dumpRequested = new AtomicBoolean();
    private volatile boolean stopping;
    private volatile Thread thread;
    private volatile boolean linePrinted;

    /**
     * @param settings the status flags
     * @param report   where reports go (locked while one is written)
     * @param writer   writes a report in the chosen formats
     * @param err      where the status line goes; {@code auto} shows it only when this is
     *                 {@link System#err} and file descriptor 2 is a terminal
     * @param debug    true to say on stderr why {@code SIGUSR1} cannot be handled, if so
     */
    StatusPrinter(StatusOptions.Settings settings, PrintStream report, Reports writer, PrintStream err,
                  boolean debug) {
        this.settings = settings;
        this.showLine = switch (settings.eta()) {
            case ALWAYS -> true;
            case NEVER -> false;
            case AUTO -> Terminal.isTerminalStderr(err);
        };
        this.report = report;
        this.writer = writer;
        this.err = err;
        this.debug = debug;
    }

    /** @return true when the status line is shown */
    boolean showsLine() {
        return showLine;
    }

    /**
     * Runs the jobs while printing their status.
     *
     * @return the run's result
     */
    RunResult watch(JobRunner runner) {
        DumpSignal usr1 = null;
        try {
            usr1 = DumpSignal.install(this::requestDump);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            if (debug) {
                err.println("jfio: SIGUSR1 reports unavailable: " + e.getMessage());
            }
        }
        Thread t = Thread.ofPlatform().daemon().name("jfio-status").start(() -> loop(runner));
        thread = t;
        try {
            return runner.run();
        } finally {
            stopping = true;
            LockSupport.unpark(t);
            try {
                t.join(JOIN_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (usr1 != null) {
                usr1.close();
            }
            if (linePrinted) {
                err.print('\n');
                err.flush();
            }
        }
    }

    /** Asks for a report of the current state (from the signal handler: just a flag). */
    void requestDump() {
        dumpRequested.set(true);
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    private void loop(JobRunner runner) {
        StatusLine line = new StatusLine(settings.etaNewlineMs());
        LayoutStatusLine layout = new LayoutStatusLine();
        long etaNs = TimeUnit.MILLISECONDS.toNanos(settings.etaIntervalMs());
        long statusNs = TimeUnit.MILLISECONDS.toNanos(settings.statusIntervalMs());
        long start = System.nanoTime();
        long nextLine = showLine ? start + etaNs : Long.MAX_VALUE;
        long nextReport = statusNs > 0 ? start + statusNs : Long.MAX_VALUE;
        while (!stopping) {
            long now = System.nanoTime();
            if (dumpRequested.getAndSet(false)) {
                dump(runner);
            }
            if (now - nextReport >= 0) {
                dump(runner);
                nextReport = next(nextReport, statusNs, System.nanoTime());
            }
            if (now - nextLine >= 0) {
                String text = statusText(runner, line, layout);
                if (!text.isEmpty()) {
                    err.print(text);
                    err.flush();
                    linePrinted = true;
                }
                nextLine = next(nextLine, etaNs, System.nanoTime());
            }
            long wake = Math.min(nextLine, nextReport);
            if (!stopping && !dumpRequested.get()) {
                LockSupport.parkNanos(wake == Long.MAX_VALUE ? TimeUnit.SECONDS.toNanos(1) : Math.max(0, wake - System.nanoTime()));
            }
        }
    }

    /**
     * @return the layout's line while a job's files are laid out, else the run's line (after
     *         blanking a layout line that was shown)
     */
    private static String statusText(JobRunner runner, StatusLine line, LayoutStatusLine layout) {
        java.util.Optional<LayoutProgress> p = runner.layoutProgress();
        if (p.isPresent()) {
            return layout.update(p.get());
        }
        String run = line.update(runner.progress());
        return run.isEmpty() ? run : layout.clear() + run;
    }

    /**
     * @return the next deadline: one period after the last one, so a late print does not shift
     *         the ones after it; a print more than a period late is not repeated for every
     *         period missed
     */
    private static long next(long deadline, long periodNs, long now) {
        long n = deadline + periodNs;
        return now - n > periodNs ? now : n;
    }

    /** Writes a report of the current state, unless nothing has started measuring yet. */
    private void dump(JobRunner runner) {
        try {
            RunResult r = runner.currentResult();
            if (r.groups().isEmpty()) {
                return;
            }
            synchronized (report) {
                writer.write(r, report);
                report.flush();
            }
        } catch (IOException | RuntimeException e) {
            err.println("jfio: warning: status report failed: " + e);
        }
    }
}
