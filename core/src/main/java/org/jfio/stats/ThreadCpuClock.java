package org.jfio.stats;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

import org.jfio.result.CpuUsage;
import org.jfio.spi.NativeCallException;
import org.jfio.nativeheaders.libc.libc_h;
import org.jfio.nativeheaders.libc.rusage;
import org.jfio.nativeheaders.libc.timeval;

/**
 * Reads the calling thread's CPU usage with {@code getrusage(RUSAGE_THREAD)}. Not thread-safe:
 * create and use it on the job thread it measures.
 */
public final class ThreadCpuClock {
    private final MemorySegment usage;
    private final MemorySegment callState;

    /** @param arena the job thread's arena, for the rusage buffer */
    public ThreadCpuClock(Arena arena) {
        this.usage = rusage.allocate(arena);
        this.callState = libc_h.allocateCallState(arena);
    }

    /**
     * @return the calling thread's usage so far
     * @throws NativeCallException when getrusage fails
     */
    public CpuUsage now() {
        if (libc_h.getrusage(callState, libc_h.RUSAGE_THREAD(), usage) != 0) {
            throw NativeCallException.of("getrusage(RUSAGE_THREAD)", libc_h.errno(callState));
        }
        return new CpuUsage(
                toNs(rusage.ru_utime(usage)),
                toNs(rusage.ru_stime(usage)),
                rusage.ru_nvcsw(usage) + rusage.ru_nivcsw(usage),
                rusage.ru_majflt(usage),
                rusage.ru_minflt(usage));
    }

    private static long toNs(MemorySegment tv) {
        return timeval.tv_sec(tv) * 1_000_000_000L + timeval.tv_usec(tv) * 1_000L;
    }

    /** @return usage accumulated between two readings */
    public static CpuUsage delta(CpuUsage from, CpuUsage to) {
        return new CpuUsage(to.userNs() - from.userNs(), to.systemNs() - from.systemNs(),
                to.contextSwitches() - from.contextSwitches(), to.majorFaults() - from.majorFaults(),
                to.minorFaults() - from.minorFaults());
    }
}
