package org.jfio.engine;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.locks.LockSupport;

import org.jfio.spi.EngineCapability;
import org.jfio.spi.IoClock;
import org.jfio.spi.IoEngine;
import org.jfio.spi.IoUnit;
import org.jfio.spi.QueueStatus;

/**
 * fio's {@code cpuio} engine: no I/O, each request burns one cycle of CPU and the job then idles
 * so that the burning takes {@code cpuload} percent of one CPU. {@code noop} spins on the clock
 * for {@code cpuchunks} microseconds; {@code qsort} sorts 256 Ki integers ascending, descending,
 * by byte and descending again, and the cycle is as long as that took (fio's auto-adjusting
 * cycle). The idle part, {@code cycle * (100 - load) / load}, is slept before the next request's
 * issue time, so the I/O's completion latency is the burn alone (as fio's, whose idle is a think
 * time) and its total latency includes the idle.
 *
 * <p>Not thread-safe: one instance per job thread.
 */
final class CpuIoEngine implements IoEngine {
    /** fio's qsort_size: 256 Ki 32-bit integers. */
    static final int QSORT_INTS = 256 * 1024;
    private static final Set<EngineCapability> CAPABILITIES = EnumSet.of(EngineCapability.SYNC,
            EngineCapability.DISKLESS, EngineCapability.NO_IO, EngineCapability.SETS_ISSUE_TIME);

    private final int load;
    private final CpuIoOptions.CpuMode mode;
    private long cycleNs;
    private long idleNs;
    private final int[] ints;
    private final byte[] bytes;
    private long sink;

    CpuIoEngine(CpuIoOptions options) {
        this.load = options.effectiveLoad();
        this.mode = options.cpumode();
        this.cycleNs = options.cpuchunksUs() * 1000L;
        if (mode == CpuIoOptions.CpuMode.QSORT) {
            ints = new int[QSORT_INTS];
            bytes = new byte[QSORT_INTS * Integer.BYTES];
            seed();
        } else {
            ints = null;
            bytes = null;
        }
    }

    /** Fills the integers with Marsaglia's multiply-with-carry sequence, fio's starting entropy. */
    private void seed() {
        int w = 521288629;
        int z = 362436069;
        for (int i = 0; i < ints.length; i++) {
            z = 36969 * (z & 65535) + (z >>> 16);
            w = 18000 * (w & 65535) + (w >>> 16);
            ints[i] = (z << 16) + w;
        }
    }

    @Override
    public Set<EngineCapability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public QueueStatus queue(IoUnit unit) {
        if (idleNs > 0) {
            sleep(idleNs);
        }
        long start = IoClock.nowNs();
        unit.issueNs(start);
        if (mode == CpuIoOptions.CpuMode.NOOP) {
            spin(start, cycleNs);
        } else {
            sortFourWays();
            cycleNs = IoClock.nowNs() - start;
        }
        idleNs = cycleNs * (100 - load) / load;
        unit.result(unit.lengthBytes());
        return QueueStatus.COMPLETED;
    }

    private void spin(long start, long ns) {
        long x = sink;
        while (IoClock.nowNs() - start < ns) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        sink = x;
    }

    private void sortFourWays() {
        Arrays.sort(ints);
        reverse();
        for (int i = 0, b = 0; i < ints.length; i++, b += 4) {
            int v = ints[i];
            bytes[b] = (byte) v;
            bytes[b + 1] = (byte) (v >>> 8);
            bytes[b + 2] = (byte) (v >>> 16);
            bytes[b + 3] = (byte) (v >>> 24);
        }
        Arrays.sort(bytes);
        for (int i = 0, b = 0; i < ints.length; i++, b += 4) {
            ints[i] = (bytes[b] & 0xff) | (bytes[b + 1] & 0xff) << 8 | (bytes[b + 2] & 0xff) << 16 | bytes[b + 3] << 24;
        }
        Arrays.sort(ints);
        reverse();
    }

    private void reverse() {
        for (int i = 0, j = ints.length - 1; i < j; i++, j--) {
            int t = ints[i];
            ints[i] = ints[j];
            ints[j] = t;
        }
    }

    private static void sleep(long ns) {
        long end = IoClock.nowNs() + ns;
        long left = ns;
        while (left > 0) {
            LockSupport.parkNanos(left);
            left = end - IoClock.nowNs();
        }
    }
}
