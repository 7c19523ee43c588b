package org.jfio.spi;

import java.util.Locale;

/**
 * The clock of every I/O's time stamps: nanoseconds, starting on {@link System#nanoTime()}'s time
 * line, read from one of two sources (fio 3.33's {@code clocksource}):
 * <ul>
 * <li>{@link Source#CPU}: the CPU's time-stamp counter, scaled by a rate measured against
 *     {@code clock_gettime} (over 5 ms the first time it is chosen, then again at each run's start
 *     over the longer time since). About 12 ns a read where {@code clock_gettime} takes about 30 (a KVM guest's
 *     {@code kvm-clock}). fio's default where the counter is invariant; jfio's too.</li>
 * <li>{@link Source#CLOCK_GETTIME}: {@link System#nanoTime()}, {@code clock_gettime(CLOCK_MONOTONIC)}.</li>
 * </ul>
 * Both start on the same time line, but drift apart: the counter's rate is measured to tens of
 * parts per million ({@link #describe()} gives the bound), and NTP slews {@code clock_gettime} (up to 500 ppm), so over a minute two
 * stamps of different sources may disagree by milliseconds. Every stamp a duration is computed
 * from must come from {@link #nowNs()}: engines stamp {@link IoUnit#issueNs(long)} and completions
 * with it.
 *
 * <p>The core chooses the source once per run, before any job starts ({@link #begin}), and lets
 * go of it when the run ends ({@link #end}); the source changes only while no run holds it.
 * {@link #nowNs()} is thread-safe, allocates nothing and takes no lock. Two CPUs' counters may
 * differ by a few hundred ticks on a VM, so a difference of two stamps taken on different CPUs
 * may be slightly negative; the core clamps latencies at 0.
 */
public final class IoClock {
    /** fio's {@code clocksource} values jfio runs. */
    public enum Source {
        /** The CPU's time-stamp counter (fio's {@code cpu}). */
        CPU,
        /** {@code clock_gettime(CLOCK_MONOTONIC)}, {@link System#nanoTime()} (fio's {@code clock_gettime}). */
        CLOCK_GETTIME;

        /** @return fio's name of the source ({@code cpu}, {@code clock_gettime}) */
        public String fioName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * The source: read on every stamp, written only by {@link #begin} while no run is going, before
     * the run's threads start (their start publishes it), so a plain field (a load and a branch the
     * CPU predicts; no volatile read per I/O).
     */
    private static Source current = Source.CLOCK_GETTIME;
    /** Runs between {@link #begin} and {@link #end}; guarded by the class's lock. */
    private static int activeRuns;

    private IoClock() {
    }

    /** @return now, in nanoseconds (starting on {@link System#nanoTime()}'s time line), from the chosen source */
    public static long nowNs() {
        return current == Source.CPU ? TscCounter.nowNs() : System.nanoTime();
    }

    /** @return the source {@link #nowNs()} reads now */
    public static synchronized Source source() {
        return current;
    }

    /**
     * @return why the CPU's counter cannot be used here (not Linux x86-64, no invariant counter,
     *         executable memory refused, an implausible rate), or null when it can; the first call
     *         measures the counter's rate (5 ms)
     */
    public static String cpuProblem() {
        return TscCounter.PROBLEM;
    }

    /**
     * Starts a run's use of the clock, choosing its source unless another run is using it (that
     * run's source stays: its stamps must all come from one source). The first choice of
     * {@link Source#CPU} in a process measures the counter's rate (5 ms); later ones, with no run
     * going, measure it again over the longer time since (a finer rate). Pair with {@link #end()}.
     *
     * @param source what the run asks for
     * @return the source in use: {@code source}; {@link Source#CLOCK_GETTIME} when the CPU's counter
     *         was asked for and {@link #cpuProblem()} is not null; or the source of a run still going
     */
    public static synchronized Source begin(Source source) {
        Source chosen = source == Source.CPU && cpuProblem() != null ? Source.CLOCK_GETTIME : source;
        if (activeRuns == 0) {
            if (chosen == Source.CPU) {
                TscCounter.refine();
            }
            current = chosen;
        }
        activeRuns++;
        return current;
    }

    /** Ends a run's use of the clock ({@link #begin}). */
    public static synchronized void end() {
        if (activeRuns > 0) {
            activeRuns--;
        }
    }

    /** @return the source and, for the CPU's counter, its measured rate, for {@code --debug} */
    public static synchronized String describe() {
        if (current == Source.CPU) {
            TscCounter.Scale s = TscCounter.scale();
            return String.format(Locale.ROOT, "cpu (time-stamp counter at %.3f MHz, rate measured against clock_gettime over %d ms, "
                    + "to within %.0f ppm)", s.mhz(), s.intervalNs() / 1_000_000L, Math.max(1, Math.ceil(s.errorPpm())));
        }
        String why = TscCounter.PROBLEM;
        return "clock_gettime (CLOCK_MONOTONIC)" + (why == null ? "" : "; cpu is not used: " + why);
    }
}
