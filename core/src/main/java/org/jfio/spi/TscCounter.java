package org.jfio.spi;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.locks.LockSupport;

import org.jfio.nativeheaders.libc.libc_h;

/**
 * The x86-64 time-stamp counter as a clock: {@code rdtsc} read through a ten-byte function jfio
 * writes into a page of its own (Java has no way to run the instruction, and no library exports
 * it), called as an FFM {@linkplain Linker.Option#critical(boolean) critical} downcall (no thread
 * state change: 11-12 ns a read on an EPYC VM where {@code clock_gettime}'s vDSO took 29). Ticks
 * become nanoseconds, starting on {@link System#nanoTime()}'s time line, with a rate measured
 * against it when the class initialises, over {@value #CALIBRATION_NS} ns, and again from then to
 * each run's start ({@link #refine()}; fio 3.33 measures its {@code clocksource=cpu} rate once at
 * start-up, over 50 ms).
 *
 * <p>Usable where fio 3.33 trusts the counter by default: Linux on x86-64 with an invariant
 * counter ({@code constant_tsc} and {@code nonstop_tsc} in {@code /proc/cpuinfo}), and where the
 * system lets a process make a page executable ({@code mprotect} with {@code PROT_EXEC}; SELinux's
 * {@code execmem} denial refuses it with {@code EACCES}). Elsewhere {@link #PROBLEM} says why, and
 * {@link #nowNs()} must not be called.
 *
 * <p>The counters of two CPUs may differ by a few hundred ticks on a VM (fio's
 * {@code --cpuclock-test} sees it): a thread that moves between CPUs may see time step back by
 * that much, so a duration from two reads on different CPUs is clamped at 0 by its user. Thread-safe;
 * {@link #nowNs()} allocates nothing.
 */
final class TscCounter {
    /** How long the rate is first measured for, in nanoseconds. */
    static final long CALIBRATION_NS = 5_000_000L;
    /** rdtsc; shl rdx, 32; or rax, rdx; ret (System V: the 64-bit counter in rax). */
    private static final byte[] RDTSC_X86_64 = {0x0F, 0x31, 0x48, (byte) 0xC1, (byte) 0xE2, 0x20, 0x48, 0x09, (byte) 0xD0, (byte) 0xC3};
    /**
     * The anchor sits this many ticks before the calibration (about 9 minutes at 2 GHz), so the
     * difference from it stays positive even on a CPU whose counter lags the calibrating one.
     */
    private static final long ANCHOR_BACK_TICKS = 1L << 40;

    /** Why the counter is not used, or null when it is. */
    static final String PROBLEM;
    private static final MethodHandle RDTSC;
    /** The first sample of the rate's measurement: counter, nanoTime, bracket width. */
    private static final long[] FIRST;
    /**
     * Ticks to nanoseconds. A plain field: replaced (one reference, written whole) only by
     * {@link #refine()} while no run is going, before a run's threads start.
     */
    private static Scale scale;

    /**
     * How ticks become nanoseconds: {@code baseNs + (ticks - baseTicks) * (whole + fraction / 2^64)}.
     *
     * @param wholeNsPerTick    whole nanoseconds per tick (0 above 1 GHz)
     * @param fractionNsPerTick the fraction of a nanosecond per tick, times 2^64, unsigned
     * @param mhz               ticks per microsecond (for --debug)
     * @param errorPpm          the most the rate can be off by: the brackets' half-widths over the interval
     * @param intervalNs        how long the rate was measured over
     */
    record Scale(long baseTicks, long baseNs, long wholeNsPerTick, long fractionNsPerTick, double mhz, double errorPpm,
            long intervalNs) {
    }

    static {
        String problem = unusableBecause();
        MethodHandle rdtsc = null;
        if (problem == null) {
            try {
                rdtsc = linkRdtsc();
            } catch (IllegalStateException e) {
                problem = e.getMessage();
            }
        }
        long[] first = null;
        Scale measured = null;
        if (problem == null) {
            first = sample(rdtsc);
            long deadline = first[1] + CALIBRATION_NS;
            while (System.nanoTime() < deadline) {
                LockSupport.parkNanos(deadline - System.nanoTime());
            }
            long[] b = sample(rdtsc);
            measured = between(first, b);
            if (measured == null) {
                problem = String.format(Locale.ROOT, "the time-stamp counter ran at an implausible %.1f MHz against clock_gettime",
                        (b[0] - first[0]) * 1000.0 / (b[1] - first[1]));
            }
        }
        PROBLEM = problem;
        RDTSC = rdtsc;
        FIRST = first;
        scale = measured;
    }

    private TscCounter() {
    }

    /**
     * @return nanoseconds, starting on {@link System#nanoTime()}'s time line, from the time-stamp
     *         counter (only when {@link #PROBLEM} is null)
     */
    static long nowNs() {
        Scale s = scale;
        try {
            return s.baseNs + toNs((long) RDTSC.invokeExact() - s.baseTicks, s.wholeNsPerTick, s.fractionNsPerTick);
        } catch (Throwable t) {
            throw new AssertionError("rdtsc", t); // a critical downcall of a function that takes nothing cannot throw
        }
    }

    /** @return the scale in use (only when {@link #PROBLEM} is null) */
    static Scale scale() {
        return scale;
    }

    /**
     * Measures the rate again from the first sample to now, when that is at least twice as long as
     * the last measurement (a run's start, often 50 ms or more after the start-up's 5 ms, narrows
     * the error tenfold). Call only while no run is going (IoClock's lock).
     */
    static void refine() {
        Scale s = scale;
        if (PROBLEM != null || System.nanoTime() - FIRST[1] < 2 * s.intervalNs) {
            return;
        }
        Scale better = between(FIRST, sample(RDTSC));
        if (better != null) {
            scale = better;
        }
    }

    /** @return the scale from two samples anchored at the second, or null when the rate is implausible */
    private static Scale between(long[] a, long[] b) {
        long ticks = b[0] - a[0];
        long ns = b[1] - a[1];
        double mhz = ticks * 1000.0 / ns;
        if (ticks <= 0 || ns <= 0 || mhz < 100 || mhz > 20_000) {
            return null;
        }
        double nsPerTick = (double) ns / ticks; // 53 bits: far finer than the measurement
        long whole = (long) nsPerTick;
        long fraction = (long) ((nsPerTick - whole) * 0x1p63) << 1; // times 2^64, unsigned
        long baseTicks = b[0] - ANCHOR_BACK_TICKS;
        long baseNs = b[1] - toNs(ANCHOR_BACK_TICKS, whole, fraction);
        return new Scale(baseTicks, baseNs, whole, fraction, mhz, (a[2] + b[2]) / 2.0 / ns * 1e6, ns);
    }

    private static long toNs(long ticks, long whole, long fraction) {
        return ticks * whole + Math.unsignedMultiplyHigh(ticks, fraction);
    }

    /**
     * @return the counter and nanoTime at one instant (the middle of the tightest of 100 brackets of
     *         nanoTime, counter, nanoTime: the first calls, still interpreted, are slow), and that
     *         bracket's width in ns
     */
    private static long[] sample(MethodHandle rdtsc) {
        long[] best = {0, 0, Long.MAX_VALUE};
        for (int i = 0; i < 100; i++) {
            try {
                long before = System.nanoTime();
                long ticks = (long) rdtsc.invokeExact();
                long after = System.nanoTime();
                if (after - before < best[2]) {
                    best[0] = ticks;
                    best[1] = before + (after - before) / 2;
                    best[2] = after - before;
                }
            } catch (Throwable t) {
                throw new AssertionError("rdtsc", t);
            }
        }
        return best;
    }

    /** @return why fio 3.33 would not trust the counter here, or null */
    private static String unusableBecause() {
        String arch = System.getProperty("os.arch", "");
        if (!System.getProperty("os.name", "").equals("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return "the CPU time-stamp counter is read on Linux x86-64 only (this is " + System.getProperty("os.name") + " " + arch + ")";
        }
        String flags;
        try {
            String cpuinfo = firstCpu();
            int at = cpuinfo.indexOf("\nflags");
            int end = at < 0 ? -1 : cpuinfo.indexOf('\n', at + 1);
            flags = at < 0 ? "" : cpuinfo.substring(at, end < 0 ? cpuinfo.length() : end) + " ";
        } catch (IOException e) {
            return "/proc/cpuinfo could not be read (" + e.getMessage() + ")";
        }
        if (!flags.contains(" constant_tsc ") || !flags.contains(" nonstop_tsc ")) {
            return "the CPU's time-stamp counter is not invariant (no constant_tsc and nonstop_tsc in /proc/cpuinfo)";
        }
        return null;
    }

    /** @return the start of /proc/cpuinfo, the first CPU's lines (all of it on a host of hundreds of CPUs is large) */
    private static String firstCpu() throws IOException {
        try (var in = Files.newInputStream(Path.of("/proc/cpuinfo"))) {
            return new String(in.readNBytes(16 * 1024), java.nio.charset.StandardCharsets.US_ASCII);
        }
    }

    /**
     * Writes the function into a page of its own (from the global arena: never freed), makes the
     * page read-only and executable, and links it. One system call ({@code mprotect}): each C
     * function signature linked costs a launch 5-10 ms of CPU.
     */
    @SuppressWarnings("restricted")
    private static MethodHandle linkRdtsc() {
        long page = 4096; // x86-64's base page, the only architecture this class runs on
        MemorySegment code = Arena.global().allocate(page, page);
        MemorySegment.copy(RDTSC_X86_64, 0, code, ValueLayout.JAVA_BYTE, 0, RDTSC_X86_64.length);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            if (libc_h.mprotect(cs, code, page, libc_h.PROT_READ() | libc_h.PROT_EXEC()) != 0) {
                throw new IllegalStateException("the system refused an executable page for rdtsc (mprotect errno "
                        + libc_h.errno(cs) + ")");
            }
        }
        return Linker.nativeLinker().downcallHandle(code, FunctionDescriptor.of(ValueLayout.JAVA_LONG),
                Linker.Option.critical(false));
    }
}
