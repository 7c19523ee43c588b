package org.jfio.spi;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.util.Locale;

/**
 * The clock of every I/O's time stamps: nanoseconds on {@link System#nanoTime()}'s time line,
 * read from one of two sources (fio 3.33's {@code clocksource}):
 * <ul>
 * <li>{@link Source#CPU}: the CPU's time-stamp counter, scaled by a rate measured against
 *     {@code clock_gettime} once per process ({@value TscCounter#CALIBRATION_NS} ns, the first time
 *     it is chosen). About 12 ns a read where {@code clock_gettime} takes about 30 (a KVM guest's
 *     {@code kvm-clock}). fio's default where the counter is invariant; jfio's too.</li>
 * <li>{@link Source#CLOCK_GETTIME}: {@link System#nanoTime()}, {@code clock_gettime(CLOCK_MONOTONIC)}.</li>
 * </ul>
 * Both read the same time line: a stamp from one and a stamp from the other differ by the
 * counter rate's error times the time since it was measured (a few microseconds a minute),
 * so every stamp an I/O's latency is computed from must come from {@link #nowNs()}. Engines stamp
 * {@link IoUnit#issueNs(long)} and completions with it.
 *
 * <p>The core chooses the source once per run, before any job starts ({@link #use}); between
 * runs it may change. {@link #nowNs()} is thread-safe, allocates nothing and takes no lock: the
 * choice is a {@link MutableCallSite} the JIT inlines through. Two CPUs' counters may differ by a
 * few hundred ticks on a VM, so a difference of two stamps taken on different CPUs may be
 * slightly negative; the core clamps latencies at 0.
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

    private static final MethodHandle SYSTEM_NANO_TIME;
    private static final MethodHandle COUNTER_NANO_TIME;
    private static final MutableCallSite SITE;
    private static final MethodHandle NOW;
    private static volatile Source current = Source.CLOCK_GETTIME;

    static {
        try {
            MethodType type = MethodType.methodType(long.class);
            SYSTEM_NANO_TIME = MethodHandles.publicLookup().findStatic(System.class, "nanoTime", type);
            COUNTER_NANO_TIME = MethodHandles.lookup().findStatic(TscCounter.class, "nowNs", type);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
        SITE = new MutableCallSite(SYSTEM_NANO_TIME);
        NOW = SITE.dynamicInvoker();
    }

    private IoClock() {
    }

    /** @return now, in nanoseconds on {@link System#nanoTime()}'s time line, from the chosen source */
    public static long nowNs() {
        try {
            return (long) NOW.invokeExact();
        } catch (Throwable t) {
            throw new AssertionError("clock", t); // neither source throws
        }
    }

    /** @return the source {@link #nowNs()} reads now */
    public static Source source() {
        return current;
    }

    /**
     * @return why the CPU's counter cannot be used here (not Linux x86-64, no invariant counter,
     *         executable memory refused, an implausible rate), or null when it can; the first call
     *         measures the counter's rate (10 ms)
     */
    public static String cpuProblem() {
        return TscCounter.PROBLEM;
    }

    /**
     * Chooses the source of {@link #nowNs()}. Call before the stamps of a run are taken, never
     * while a run is measuring (its earlier stamps would come from the other source). The first
     * choice of {@link Source#CPU} measures the counter's rate (10 ms).
     *
     * @param source what to read
     * @return the source in use: {@code source}, or {@link Source#CLOCK_GETTIME} when the CPU's
     *         counter was asked for and {@link #cpuProblem()} is not null
     */
    public static synchronized Source use(Source source) {
        Source chosen = source == Source.CPU && cpuProblem() != null ? Source.CLOCK_GETTIME : source;
        if (chosen != current) {
            SITE.setTarget(chosen == Source.CPU ? COUNTER_NANO_TIME : SYSTEM_NANO_TIME);
            MutableCallSite.syncAll(new MutableCallSite[] {SITE});
            current = chosen;
        }
        return chosen;
    }

    /** @return the source and, for the CPU's counter, its measured rate, for {@code --debug} */
    public static String describe() {
        if (current == Source.CPU) {
            return String.format(Locale.ROOT, "cpu (time-stamp counter at %.3f MHz, rate measured against clock_gettime over %d ms)",
                    TscCounter.MHZ, TscCounter.CALIBRATION_NS / 1_000_000L);
        }
        String why = TscCounter.PROBLEM;
        return "clock_gettime (CLOCK_MONOTONIC)" + (why == null ? "" : "; cpu is not used: " + why);
    }
}
