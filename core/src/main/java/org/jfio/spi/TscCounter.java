package org.jfio.spi;

import java.io.IOException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.math.BigDecimal;
import java.math.RoundingMode;
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
 * become nanoseconds on {@link System#nanoTime()}'s time line with a rate measured against it
 * once, when the class initialises, over {@value #CALIBRATION_NS} ns (fio 3.33 measures its
 * {@code clocksource=cpu} rate the same way at start-up, over 50 ms).
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
    /** How long the rate is measured for, in nanoseconds. */
    static final long CALIBRATION_NS = 10_000_000L;
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
    private static final long BASE_TICKS;
    private static final long BASE_NS;
    /** Whole nanoseconds per tick (0 above 1 GHz). */
    private static final long WHOLE_NS_PER_TICK;
    /** The fraction of a nanosecond per tick, times 2^64, unsigned. */
    private static final long FRACTION_NS_PER_TICK;
    /** Ticks per microsecond, as measured (for --debug). */
    static final double MHZ;

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
        long baseTicks = 0;
        long baseNs = 0;
        long whole = 0;
        long fraction = 0;
        double mhz = 0;
        if (problem == null) {
            long[] a = sample(rdtsc);
            LockSupport.parkNanos(CALIBRATION_NS);
            long deadline = a[1] + CALIBRATION_NS;
            while (System.nanoTime() < deadline) {
                LockSupport.parkNanos(deadline - System.nanoTime());
            }
            long[] b = sample(rdtsc);
            long ticks = b[0] - a[0];
            long ns = b[1] - a[1];
            mhz = ticks * 1000.0 / ns;
            if (ticks <= 0 || mhz < 100 || mhz > 20_000) {
                problem = String.format(Locale.ROOT, "the time-stamp counter ran at an implausible %.1f MHz against clock_gettime", mhz);
            } else {
                BigDecimal nsPerTick = BigDecimal.valueOf(ns).divide(BigDecimal.valueOf(ticks), 30, RoundingMode.HALF_EVEN);
                whole = nsPerTick.longValue();
                fraction = nsPerTick.subtract(BigDecimal.valueOf(whole)).multiply(BigDecimal.TWO.pow(64))
                        .toBigInteger().longValue();
                baseTicks = b[0] - ANCHOR_BACK_TICKS;
                baseNs = b[1] - toNs(ANCHOR_BACK_TICKS, whole, fraction);
            }
        }
        PROBLEM = problem;
        RDTSC = rdtsc;
        BASE_TICKS = baseTicks;
        BASE_NS = baseNs;
        WHOLE_NS_PER_TICK = whole;
        FRACTION_NS_PER_TICK = fraction;
        MHZ = mhz;
    }

    private TscCounter() {
    }

    /**
     * @return nanoseconds on {@link System#nanoTime()}'s time line, from the time-stamp counter
     *         (only when {@link #PROBLEM} is null)
     */
    static long nowNs() {
        try {
            return BASE_NS + toNs((long) RDTSC.invokeExact() - BASE_TICKS, WHOLE_NS_PER_TICK, FRACTION_NS_PER_TICK);
        } catch (Throwable t) {
            throw new AssertionError("rdtsc", t); // a critical downcall of a function that takes nothing cannot throw
        }
    }

    private static long toNs(long ticks, long whole, long fraction) {
        return ticks * whole + Math.unsignedMultiplyHigh(ticks, fraction);
    }

    /** @return the counter and nanoTime at one instant: the tightest of five brackets, its middle */
    private static long[] sample(MethodHandle rdtsc) {
        long bestWidth = Long.MAX_VALUE;
        long[] best = new long[2];
        for (int i = 0; i < 5; i++) {
            try {
                long before = System.nanoTime();
                long ticks = (long) rdtsc.invokeExact();
                long after = System.nanoTime();
                if (after - before < bestWidth) {
                    bestWidth = after - before;
                    best[0] = ticks;
                    best[1] = before + (after - before) / 2;
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
        try (var lines = Files.lines(Path.of("/proc/cpuinfo"))) {
            flags = lines.filter(l -> l.startsWith("flags")).findFirst().orElse("");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "/proc/cpuinfo could not be read (" + e.getMessage() + ")";
        }
        if (!(" " + flags + " ").contains(" constant_tsc ") || !(" " + flags + " ").contains(" nonstop_tsc ")) {
            return "the CPU's time-stamp counter is not invariant (no constant_tsc and nonstop_tsc in /proc/cpuinfo)";
        }
        return null;
    }

    /** Writes the function into a fresh page, makes it executable, and links it. */
    @SuppressWarnings("restricted")
    private static MethodHandle linkRdtsc() {
        long page = 4096;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment cs = libc_h.allocateCallState(arena);
            MemorySegment code = libc_h.mmap(cs, MemorySegment.NULL, page, libc_h.PROT_READ() | libc_h.PROT_WRITE(),
                    libc_h.MAP_PRIVATE() | libc_h.MAP_ANONYMOUS(), -1, 0);
            if (code.address() == -1L) {
                throw new IllegalStateException("mmap of a page for rdtsc failed (errno " + libc_h.errno(cs) + ")");
            }
            code = code.reinterpret(page);
            MemorySegment.copy(RDTSC_X86_64, 0, code, ValueLayout.JAVA_BYTE, 0, RDTSC_X86_64.length);
            if (libc_h.mprotect(cs, code, page, libc_h.PROT_READ() | libc_h.PROT_EXEC()) != 0) {
                int errno = libc_h.errno(cs);
                libc_h.munmap(cs, code, page);
                throw new IllegalStateException("the system refused an executable page for rdtsc (mprotect errno " + errno + ")");
            }
            return Linker.nativeLinker().downcallHandle(code, FunctionDescriptor.of(ValueLayout.JAVA_LONG),
                    Linker.Option.critical(false));
        }
    }
}
