package org.jfio.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;

import org.jfio.job.JobSpec;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link IoClock} on this machine: the CPU's counter is used exactly where fio 3.33 would trust it
 * (Linux x86-64 with constant_tsc and nonstop_tsc), and both sources read System.nanoTime's time
 * line. Correctness only: no figure of speed is asserted.
 */
class IoClockTest {
    @AfterEach
    void backToTheDefault() {
        IoClock.begin(IoClock.Source.CPU);
        IoClock.end();
    }

    /** Chooses {@code s} as a run would, and lets go of it at once (no run of this test class is going). */
    private static IoClock.Source use(IoClock.Source s) {
        IoClock.Source got = IoClock.begin(s);
        IoClock.end();
        return got;
    }

    @Test
    void shouldUseTheCounterWhereItIsInvariant() throws IOException {
        String arch = System.getProperty("os.arch");
        String flags = Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("flags"))
                .findFirst().orElse("") + " ";
        boolean invariant = flags.contains(" constant_tsc ") && flags.contains(" nonstop_tsc ");
        if ((arch.equals("amd64") || arch.equals("x86_64")) && invariant) {
            assertNull(IoClock.cpuProblem(), "the counter should be usable here");
            assertEquals(IoClock.Source.CPU, use(IoClock.Source.CPU));
            assertTrue(IoClock.describe().startsWith("cpu (time-stamp counter at "), IoClock.describe());
        } else {
            assertNotNull(IoClock.cpuProblem(), "no invariant x86-64 counter, yet the counter was taken");
            assertEquals(IoClock.Source.CLOCK_GETTIME, use(IoClock.Source.CPU));
            assertTrue(IoClock.describe().contains("cpu is not used: "), IoClock.describe());
        }
        assertEquals(use(IoClock.Source.CPU), IoClock.source());
    }

    @Test
    void shouldReadNanoTimesTimeLineFromEitherSource() {
        for (IoClock.Source s : IoClock.Source.values()) {
            use(s);
            for (int i = 0; i < 20; i++) {
                long before = System.nanoTime();
                long now = IoClock.nowNs();
                long after = System.nanoTime();
                // the counter starts on nanoTime's line and drifts from it by its rate's error (parts
                // per million) and NTP's slewing of CLOCK_MONOTONIC (at most 500 ppm): 50 ms allows
                // for both over a test JVM's life and still catches a wrong anchor or rate
                assertTrue(now >= before - 50_000_000 && now <= after + 50_000_000,
                        s + ": " + now + " outside [" + before + ", " + after + "] by more than 50 ms");
                LockSupport.parkNanos(5_000_000);
            }
        }
    }

    @Test
    void shouldKeepTheSourceOfARunStillGoing() {
        IoClock.Source first = IoClock.begin(IoClock.Source.CLOCK_GETTIME);
        try {
            assertEquals(IoClock.Source.CLOCK_GETTIME, first);
            IoClock.Source second = IoClock.begin(IoClock.Source.CPU);
            IoClock.end();
            assertEquals(IoClock.Source.CLOCK_GETTIME, second, "a second run must not switch the first run's clock");
        } finally {
            IoClock.end();
        }
        assertEquals(IoClock.cpuProblem() == null ? IoClock.Source.CPU : IoClock.Source.CLOCK_GETTIME,
                use(IoClock.Source.CPU), "with no run going, the source changes");
    }

    @Test
    void shouldMeasureAnIntervalAsNanoTimeDoes() {
        use(IoClock.Source.CPU);
        long n0 = System.nanoTime();
        long c0 = IoClock.nowNs();
        LockSupport.parkNanos(200_000_000);
        long c1 = IoClock.nowNs();
        long n1 = System.nanoTime();
        long byNanoTime = n1 - n0;
        long byClock = c1 - c0;
        // 0.5 %: NTP's slewing and the rate's error are far below it, a wrong rate far above
        assertTrue(Math.abs(byNanoTime - byClock) < 1_000_000, byClock + " ns by IoClock, " + byNanoTime + " by nanoTime");
    }

    @Test
    void shouldTakeClocksourceFromTheJobAndRefuseGettimeofday() {
        assertEquals(IoClock.Source.CPU, JobSpec.builder("j").set("size", "1m").build().timing().clocksource());
        assertEquals(IoClock.Source.CLOCK_GETTIME,
                JobSpec.builder("j").set("size", "1m").set("clocksource", "clock_gettime").build().timing().clocksource());
        String e = assertThrows(JfioException.class,
                () -> JobSpec.builder("j").set("size", "1m").set("clocksource", "gettimeofday").build()).getMessage();
        assertTrue(e.startsWith("clocksource=gettimeofday: not supported by jfio: "), e);
    }
}
